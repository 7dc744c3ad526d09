import { type SetStateAction, useCallback, useState } from 'react';

// Issue 13: inline errors stayed red after the field was fixed. A form's own check runs again on
// every change once the form was submitted, so a fixed field loses its message at once; errors
// the check cannot know (the server's fieldErrors, a rule checked only on submit) are pinned to
// the values they were about and leave when their field changes.

export type FieldErrors = Record<string, string>;

/** Errors from outside the form's check, with the values they answered. */
export interface PinnedErrors<V> {
  errors: FieldErrors;
  at: V;
}

/** What the fields show now: the live check's messages, then pinned ones whose field is unchanged. */
export function shownFieldErrors<V extends object>(values: V, live: FieldErrors, pinned: PinnedErrors<V>): FieldErrors {
  const shown: FieldErrors = {};
  for (const [field, message] of Object.entries(live)) if (message) shown[field] = message;
  const now = values as Record<string, unknown>;
  const then = pinned.at as Record<string, unknown>;
  for (const [field, message] of Object.entries(pinned.errors)) {
    if (message && !(field in shown) && Object.is(now[field], then[field])) shown[field] = message;
  }
  return shown;
}

/** A form's field errors: nothing until the first submit, then its check on every change. */
export function useFieldErrors<V extends object>(values: V) {
  const [check, setCheck] = useState<((values: V) => FieldErrors) | null>(null);
  const [pinned, setPinned] = useState<PinnedErrors<V>>({ errors: {}, at: values });
  // Stable, so a form may start again in an effect that runs when it opens.
  const reset = useCallback(() => {
    setCheck(null);
    setPinned((prev) => ({ errors: {}, at: prev.at }));
  }, []);
  return {
    errors: shownFieldErrors(values, check ? check(values) : {}, pinned),
    /** On submit: checks now and on every later change; answers the current errors ({} = send). */
    validate: (next: (values: V) => FieldErrors): FieldErrors => {
      setCheck(() => next);
      setPinned({ errors: {}, at: values });
      return next(values);
    },
    /** Errors the check cannot know, about the current values (the server's, a submit-time rule). */
    pin: (errors: SetStateAction<FieldErrors>) =>
      setPinned((prev) => ({ errors: typeof errors === 'function' ? errors(prev.errors) : errors, at: values })),
    /** Back to untouched (the form opens again). */
    reset,
  };
}
