import { useCallback, useRef, useState } from 'react';
import { notifyFailed } from './saved-toast';

/**
 * Storing a write in the outbox from a form or a button: `saving` while the phone stores it, one
 * store at a time (a gloved double tap fires twice before the re-render), and when it cannot
 * (storage full, private mode) the failure said plainly while the form keeps what was typed.
 * `queue` resolves true once stored.
 */
export function useQueueing() {
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const queue = useCallback(async (store: () => Promise<unknown>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setSaving(true);
    try {
      await store();
      return true;
    } catch (cause) {
      notifyFailed(cause);
      return false;
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, []);
  return { saving, queue };
}
