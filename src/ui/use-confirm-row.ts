import { useState } from 'react';
import { notifyError, notifySuccess } from './notify';

// The console lists' confirm dialogs (delete, deactivate, decommission): the row being confirmed and the toast + close wiring of its mutation.
export function useConfirmRow<T>() {
  const [row, setRow] = useState<T | null>(null);
  const close = () => setRow(null);
  /** mutate() callbacks: success toast then close; error toast (and close only when asked). */
  const callbacks = <R>(successText: (res: R) => string, errorText: string, { closeOnError = false } = {}) => ({
    onSuccess: (res: R) => {
      notifySuccess(successText(res));
      close();
    },
    onError: (error: unknown) => {
      notifyError(error, errorText);
      if (closeOnError) close();
    },
  });
  return { row, open: setRow, close, callbacks };
}
