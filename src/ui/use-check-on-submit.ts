import { useCallback, useState } from 'react';

/**
 * A form's validation as people expect it (issue 11 §4): nothing is flagged while they type the
 * first time; from the first submit on, the problem is recomputed from the current values on every
 * render, so a fixed field loses its message at once and a newly broken one gains it. `check` is a
 * pure function of the form's values (the form model), answering null when the form may be sent.
 */
export function useCheckOnSubmit<P>(check: () => P | null) {
  const [submitted, setSubmitted] = useState(false);
  // Stable, so a form may reset in an effect that runs when it reopens.
  const reset = useCallback(() => setSubmitted(false), []);
  return {
    /** What to show now: null before the first submit. */
    problem: submitted ? check() : null,
    /** On submit: from now on show problems; answers the current one (null: go ahead and send). */
    attempt: (): P | null => {
      setSubmitted(true);
      return check();
    },
    /** Back to untouched (after a save, or when the form starts again). */
    reset,
  };
}
