import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { serverFieldErrors, zodCheck } from './form-errors';
import { notifySuccess } from './notify';
import { useFieldErrors } from './use-field-errors';

// The console's create/edit modals share one flow: values reset on open, zod then server field errors, a form-level
// error, and a save that toasts and closes on success. After the first submit the zod check runs on every change
// (use-field-errors.ts), so a corrected field loses its message at once.
export function useFormModal<R, V extends object>(opened: boolean, record: R, initial: (record: R) => V) {
  const [values, setValues] = useState<V>(() => initial(record));
  const fields = useFieldErrors(values);
  const [formError, setFormError] = useState<string | null>(null);
  const { reset } = fields;

  useEffect(() => {
    if (opened) {
      setValues(initial(record));
      reset();
      setFormError(null);
    }
  }, [opened, record, initial, reset]);

  /**
   * Clears the form error and validates `toInput(values)` (the values themselves by default) now and
   * on every later change; on failure the fields show their errors and it answers undefined.
   */
  const parse = <S extends z.ZodType>(
    schema: S,
    toInput: (values: V) => unknown = (v) => v,
  ): z.output<S> | undefined => {
    setFormError(null);
    if (Object.keys(fields.validate(zodCheck(schema, toInput))).length) return undefined;
    const parsed = schema.safeParse(toInput(values));
    return parsed.success ? parsed.data : undefined;
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
      fields.pin(serverFieldErrors(error));
      setFormError(error instanceof Error && error.message ? error.message : errorText);
    },
  });

  return { values, setValues, errors: fields.errors, setErrors: fields.pin, formError, parse, saveCallbacks };
}
