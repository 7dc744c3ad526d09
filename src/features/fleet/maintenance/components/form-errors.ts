import type { z } from 'zod';

/** The first message of each field (the form shows it under the field) and the first overall. */
export function fieldErrors(error: z.ZodError): { fields: Record<string, string>; first: string } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    fields[key] ??= issue.message;
  }
  return { fields, first: error.issues[0]?.message ?? '' };
}
