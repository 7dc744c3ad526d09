import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { serverFieldErrors, zodFieldErrors } from './form-errors';
import { notifySuccess } from './notify';

// The console's create/edit modals share one flow: values reset on open, zod then server field errors, a form-level
// error, and a save that toasts and closes on success.
export function useFormModal<R, V>(opened: boolean, record: R, initial: (record: R) => V) {
  const [values, setValues] = useState<V>(() => initial(record));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setValues(initial(record));
      setErrors({});
      setFormError(null);
    }
  }, [opened, record, initial]);

  /** Clears the form error and validates; on failure shows the field errors and answers undefined. */
  const parse = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> | undefined => {
    setFormError(null);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return undefined;
    }
    return parsed.data;
  };

  /** mutate() callbacks: the server's text (or the default) then close; on failure field errors + a form error. */
  const saveCallbacks = <Res extends { message?: string | null }>(
    successText: string,
    onClose: () => void,
    errorText: string,
  ) => ({
    onSuccess: (res: Res) => {
      notifySuccess(res.message ?? successText);
      onClose();
    },
    onError: (error: unknown) => {
      setErrors(serverFieldErrors(error));
      setFormError(error instanceof Error && error.message ? error.message : errorText);
    },
  });

  return { values, setValues, errors, setErrors, formError, parse, saveCallbacks };
}
