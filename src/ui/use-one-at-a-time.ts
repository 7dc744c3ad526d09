import { useCallback, useRef, useState } from 'react';

/**
 * An async action started by a tap, one at a time: `running` while it runs (the button's spinner,
 * and disabled), and a second tap that arrives before that re-render — a gloved double tap fires
 * twice — is dropped. `run` resolves true when the action ran, false when dropped; the action's
 * error reaches the caller.
 */
export function useOneAtATime() {
  const [running, setRunning] = useState(false);
  const busy = useRef(false);
  const run = useCallback(async (action: () => Promise<unknown>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setRunning(true);
    try {
      await action();
      return true;
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }, []);
  return { running, run };
}
