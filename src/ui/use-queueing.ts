import { useCallback } from 'react';
import { notifyFailed } from './saved-toast';
import { useOneAtATime } from './use-one-at-a-time';

/**
 * Storing a write in the outbox from a form or a button: `saving` while the phone stores it, one
 * store at a time (ui/use-one-at-a-time.ts), and when it cannot (storage full, private mode) the
 * failure said plainly while the form keeps what was typed. `queue` resolves true once stored.
 */
export function useQueueing() {
  const { running: saving, run } = useOneAtATime();
  const queue = useCallback(
    async (store: () => Promise<unknown>): Promise<boolean> => {
      try {
        return await run(store);
      } catch (cause) {
        notifyFailed(cause);
        return false;
      }
    },
    [run],
  );
  return { saving, queue };
}
