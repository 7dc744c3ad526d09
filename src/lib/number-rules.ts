/**
 * Numbers typed into forms, checked by pure functions (issue 11 §4: no number is silently
 * changed). The field keeps what was typed; these rules read it and answer the field's message.
 */

/**
 * What a number field holds while someone types: a number, or the text so far — '' when empty,
 * '-' or '12.' half typed, or digits too long for Mantine to turn into a number. Mantine's raw text
 * uses '.' as the decimal mark; values typed elsewhere (tests, pasted drafts) may use the vi-VN comma.
 */
export type NumberValue = number | string;

/** Nothing typed (a lone space counts as nothing). */
export const isBlankNumber = (value: NumberValue | null | undefined): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The typed number exactly as typed (never clamped or rounded); null when blank or not a number. */
export function parseNumber(value: NumberValue | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(/\s/g, '');
  if (text === '') return null;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/**
 * A typed number for a zod contract: blank → undefined (missing), junk → NaN (refused with the
 * field's message), else the number as typed. Never the raw text: the contracts read '.' in text
 * as the vi-VN thousands mark, while Mantine's raw text uses it as the decimal mark.
 */
export const contractNumber = (value: NumberValue | null | undefined): number | undefined =>
  isBlankNumber(value) ? undefined : (parseNumber(value) ?? Number.NaN);

export interface NumberRule {
  /** The field's own message for blank (when required), not a number, or not accepted. */
  invalid: string;
  /** The spec's lower bound, e.g. `n >= 1000` or `n > 0`. */
  accept: (n: number) => boolean;
  /** Checks on an accepted number, each with its own message (upper limits, the recorded odometer). */
  limit?: (n: number) => string | null;
  /** Blank is fine (and then nothing else is checked). */
  optional?: boolean;
}

/** The message for a typed number under its rule, or null when it may be sent. */
export function numberProblem(value: NumberValue | null | undefined, rule: NumberRule): string | null {
  if (rule.optional && isBlankNumber(value)) return null;
  const n = parseNumber(value);
  if (n === null || !rule.accept(n)) return rule.invalid;
  return rule.limit?.(n) ?? null;
}

export interface Problem<F extends string> {
  field: F;
  message: string;
}

/** The first failing check in form order (the field to mark and its message), or null. */
export function firstProblem<F extends string>(checks: readonly (readonly [F, string | null])[]): Problem<F> | null {
  for (const [field, message] of checks) if (message) return { field, message };
  return null;
}
