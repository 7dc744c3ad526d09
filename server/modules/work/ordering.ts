/**
 * Order of columns and tasks as fractional-indexing keys (stored `COLLATE "C"`, compared by bytes):
 * a move writes one row — the moved one — with a key between its new neighbours. Keys are
 * jittered (a few random characters appended) so two phones that queue "put it between A and B"
 * offline do not both write the same key and leave the order undecided.
 */
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const JITTER_CHARS = 3;

/** Byte order — the order PostgreSQL's `COLLATE "C"` and JavaScript's `<` agree on for ASCII keys. */
export const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A key strictly between `before` and `after` (null = open end), with a random tail. The tail never
 * ends in '0' (fractional-indexing refuses such keys), and is dropped should it ever cross `after`.
 */
export function keyBetween(before: string | null, after: string | null, random: () => number = Math.random): string {
  const key = generateKeyBetween(before, after);
  let tail = '';
  for (let i = 0; i < JITTER_CHARS; i++) {
    const pool = i === JITTER_CHARS - 1 ? DIGITS.slice(1) : DIGITS;
    tail += pool[Math.floor(random() * pool.length)] ?? '1';
  }
  const jittered = key + tail;
  return after === null || jittered < after ? jittered : key;
}

/** `n` ascending keys for a whole list written at once (a new column's copy, a repaired column). */
export const keysFor = (n: number): string[] => generateNKeysBetween(null, null, n);

/**
 * Where an item goes so that it is at the 1-based `position` of `others` (the list without it, in
 * order): the keys of its neighbours there. A position past the end means last.
 */
export function neighboursAt<T extends { sortKey: string }>(
  others: readonly T[],
  position: number | undefined,
): { before: string | null; after: string | null } {
  const at = position === undefined ? others.length : Math.min(Math.max(position - 1, 0), others.length);
  return { before: others[at - 1]?.sortKey ?? null, after: others[at]?.sortKey ?? null };
}

/**
 * The key for the item placed at `position` among `others`, or null when the neighbours' keys are
 * not strictly ordered (two equal keys from an old import): the caller then rewrites the list.
 */
export function keyAt<T extends { sortKey: string }>(
  others: readonly T[],
  position: number | undefined,
  random?: () => number,
): string | null {
  const { before, after } = neighboursAt(others, position);
  if (before !== null && after !== null && before >= after) return null;
  return keyBetween(before, after, random);
}
