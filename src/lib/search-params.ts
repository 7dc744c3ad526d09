/**
 * Building blocks for the routes' `validateSearch`, written with `zod/mini`.
 *
 * Every route's search validation runs in the entry chunk (TanStack Router cannot split it out: it
 * is needed to match a URL), so it is loaded before the first screen, `/login` included. Classic
 * `zod` is ~25 KiB gzip that cannot be tree-shaken; `zod/mini` with these few parts is ~6 KiB and
 * shares its core with classic zod, which the screens load with their API contracts. Keep route
 * search schemas on these helpers (and constants from zod-free modules such as
 * `@/contracts/vocabulary`) so the first load stays small; `npm run bench:bundle -- --check` fails
 * when it grows past its budget.
 */
import * as z from 'zod/mini';

export { z };

const isInt = (n: number) => Number.isSafeInteger(n);

/** `schema`, or `value` when the key is absent (classic zod's `.default(value)`). */
export const withDefault = z._default;

/** A zero-based page; anything else reads as 0. */
export const pageParam = () => z.catch(z.coerce.number().check(z.refine((n: number) => isInt(n) && n >= 0)), 0);

/** A page size from `sizes`; anything else reads as `fallback`. */
export const sizeParam = (sizes: readonly number[], fallback = 10) =>
  z.catch(z.coerce.number().check(z.refine((n: number) => sizes.includes(n))), fallback);

/** A positive integer id, or undefined (also when invalid). */
export const idParam = () =>
  z.catch(z.optional(z.coerce.number().check(z.refine((n: number) => isInt(n) && n > 0))), undefined);

/** Free text of at most `max` characters (trimmed first unless `trim` is false), or undefined. */
export const textParam = (max = 100, { trim = true } = {}) =>
  z.catch(
    z.optional(trim ? z.string().check(z.trim(), z.maxLength(max)) : z.string().check(z.maxLength(max))),
    undefined,
  );

/** Any string, or undefined. */
export const stringParam = () => z.catch(z.optional(z.string()), undefined);

/** A string matching `pattern`, or undefined. */
export const patternParam = (pattern: RegExp) => z.catch(z.optional(z.string().check(z.regex(pattern))), undefined);

/** One of `values`; anything else reads as `fallback`. */
export const enumParam = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.catch(z.enum(values), fallback);

/** One of `values`, or undefined (also when invalid). */
export const optionalEnumParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.catch(z.optional(z.enum(values)), undefined);

/** The office lists' URL search: zero-based page and the keyword (spec 000 §7 `page`, `keyword`). */
export const listSearch = z.object({ page: withDefault(pageParam(), 0), keyword: textParam() });
export type ListSearch = z.infer<typeof listSearch>;
