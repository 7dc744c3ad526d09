import type { z } from 'zod';
import { isApiClientError } from '@/lib/client-error';

// Shared by every console form modal so zod and server field errors map to fields the same way.

/** The first message of each field (shown under the field) from a zod parse of the form. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  return fields;
}

/** The per-field messages plus the first overall one (for a toast or a form-level alert). */
export function fieldErrors(error: z.ZodError): { fields: Record<string, string>; first: string } {
  return { fields: zodFieldErrors(error), first: error.issues[0]?.message ?? '' };
}

/** The server's per-field messages of a refused save (400 with fieldErrors), if any. */
export const serverFieldErrors = (error: unknown): Record<string, string> =>
  isApiClientError(error) && error.fieldErrors ? error.fieldErrors : {};

/** A form check from a zod schema: the first message per field of `toInput(values)`, {} when it passes. */
export const zodCheck =
  <V>(schema: z.ZodType, toInput: (values: V) => unknown = (v) => v) =>
  (values: V): Record<string, string> => {
    const parsed = schema.safeParse(toInput(values));
    return parsed.success ? {} : zodFieldErrors(parsed.error);
  };
