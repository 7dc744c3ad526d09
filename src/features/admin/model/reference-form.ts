/**
 * Pure helpers of the reference-list forms (spec 000 §2, §5): a form holds strings, the contract's
 * schema turns them into the request (trimmed codes and names, ids as numbers, empty times as null).
 */
import type { ZodType, z } from 'zod';
import { zodFieldErrors } from '@/ui/form-errors';

export type FormValues = Record<string, string>;

/** A record's value as a form field shows it ('' for none). */
export const fieldText = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** 'HH:mm' of a stored 'HH:mm' or 'HH:mm:ss'; '' for none. */
export const timeText = (v: string | null | undefined) => (v ? v.slice(0, 5) : '');

/** A department's morning or afternoon frame as the list shows it. */
export const frameText = (start: string | null, end: string | null) =>
  start && end ? `${timeText(start)} – ${timeText(end)}` : '—';

/** The request body of a form, or the first message per field when the schema refuses it. */
export function formToBody<S extends ZodType>(
  schema: S,
  values: FormValues,
): { ok: true; body: z.output<S> } | { ok: false; errors: Record<string, string> } {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
}

// The list's URL search lives with the other route search helpers (zod/mini, no classic zod in the
// entry chunk); re-exported for the list components.
export { type ListSearch, listSearch } from '@/lib/search-params';
