/**
 * The routes' `validateSearch`: small parsers for URL search params, with the readings the routes'
 * classic zod schemas had (tests/unit/client/search-params.test.ts compares them case by case).
 *
 * Why not zod: every route's search validation is in the entry chunk (TanStack Router needs it to
 * match a URL, it cannot be split out), so it loads before the first screen, `/login` included.
 * Classic zod is ~25 KiB gzip and cannot be tree-shaken; even `zod/mini` brings zod's shared core
 * (~15 KiB) into the entry, because the screens' contracts use all of it. These parsers are ~1 KiB.
 * Keep route search on them, and constants from zod-free modules such as `@/contracts/vocabulary`
 * (`npm run bench:bundle -- --check` fails when the first load grows past its budget).
 */

import type { SearchSchemaInput } from '@tanstack/react-router';

/** One search param: reads whatever the URL (or a navigation) holds, never throws. */
export interface Param<T> {
  read(value: unknown): T;
}

type Read<P> = P extends Param<infer T> ? T : never;
/** Like zod's output: keys whose param may read as undefined are optional. */
type Output<S extends Record<string, Param<unknown>>> = {
  [K in keyof S as undefined extends Read<S[K]> ? never : K]: Read<S[K]>;
} & { [K in keyof S as undefined extends Read<S[K]> ? K : never]?: Read<S[K]> };
/** What a navigation may pass: any subset (TanStack reads the marker to type `search` from it). */
type Input<S extends Record<string, Param<unknown>>> = { [K in keyof S]?: Read<S[K]> } & SearchSchemaInput;

/**
 * The route's `validateSearch`: each key read by its parser; keys that read as undefined are left out.
 * Navigations may pass any subset (`search: { page: 0 }`); what they pass is read the same way.
 */
export function searchParams<S extends Record<string, Param<unknown>>>(shape: S) {
  const validate = (input: Input<S>): Output<S> => {
    const raw = input as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const value = (shape[key] as Param<unknown>).read(raw[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as Output<S>;
  };
  // `.parse(raw)` too, for code that reads a raw search itself (admin lists: useListSearch). The
  // overload TanStack infers the navigation input from is the last one.
  const parse = validate as ((raw: unknown) => Output<S>) & ((input: Input<S>) => Output<S>);
  return Object.assign(validate, { parse });
}

/** Classic zod's `z.coerce.number()`: Number(value), NaN refused. */
const toNumber = (value: unknown): number | undefined => {
  let n: number;
  try {
    n = Number(value);
  } catch {
    return undefined;
  }
  return Number.isNaN(n) ? undefined : n;
};

const param = <T>(read: (value: unknown) => T): Param<T> => ({ read });

/** `param`, or `value` when the key is absent (classic zod's `.catch(x).default(value)`). */
export const withDefault = <T>(inner: Param<T>, value: NonNullable<T>): Param<NonNullable<T>> =>
  param((v) => (v === undefined ? value : (inner.read(v) ?? value)));

/** A zero-based page; anything else reads as 0. */
export const pageParam = (): Param<number> =>
  param((v) => {
    const n = toNumber(v);
    return n !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : 0;
  });

/** A page size from `sizes`; anything else reads as `fallback`. */
export const sizeParam = (sizes: readonly number[], fallback = 10): Param<number> =>
  param((v) => {
    const n = toNumber(v);
    return n !== undefined && sizes.includes(n) ? n : fallback;
  });

/** A positive integer id, or undefined (also when invalid). */
export const idParam = (): Param<number | undefined> =>
  param((v) => {
    const n = toNumber(v);
    return n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : undefined;
  });

/** Free text of at most `max` characters (trimmed first unless `trim` is false), or undefined. */
export const textParam = (max = 100, { trim = true } = {}): Param<string | undefined> =>
  param((v) => {
    if (typeof v !== 'string') return undefined;
    const text = trim ? v.trim() : v;
    return text.length <= max ? text : undefined;
  });

/** Any string, or undefined. */
export const stringParam = (): Param<string | undefined> => param((v) => (typeof v === 'string' ? v : undefined));

/** A string matching `pattern`, or undefined. */
export const patternParam = (pattern: RegExp): Param<string | undefined> =>
  param((v) => (typeof v === 'string' && pattern.test(v) ? v : undefined));

/** One of `values`; anything else reads as `fallback`. */
export const enumParam = <const T extends readonly string[]>(values: T, fallback: T[number]): Param<T[number]> =>
  param((v) => (values.includes(v as string) ? (v as T[number]) : fallback));

/** One of `values`, or undefined (also when invalid). */
export const optionalEnumParam = <const T extends readonly string[]>(values: T): Param<T[number] | undefined> =>
  param((v) => (values.includes(v as string) ? (v as T[number]) : undefined));

/** A flag set by a link (`?overdue=true`, `?daily=1`, `?daily`): true, or undefined when absent or 'false'/'0'. */
export const flagParam = (): Param<boolean | undefined> =>
  param((v) => {
    if (v === true || v === '' || v === 1 || v === 'true' || v === '1') return true;
    return undefined;
  });

/** The office lists' URL search: zero-based page and the keyword (spec 000 §7 `page`, `keyword`). */
export const listSearch = searchParams({ page: withDefault(pageParam(), 0), keyword: textParam() });
export type ListSearch = ReturnType<typeof listSearch>;
