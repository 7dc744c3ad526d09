/** Fractional ordering of columns and tasks (server/modules/work/ordering.ts). */
import { describe, expect, it } from 'vitest';
import { compareKeys, keyAt, keyBetween, keysFor, neighboursAt } from '../../server/modules/work/ordering';

const sorted = (keys: string[]) => [...keys].sort(compareKeys);

describe('keyBetween', () => {
  it('lies strictly between its neighbours, open ends included', () => {
    for (const [a, b] of [
      [null, null],
      ['a0', null],
      [null, 'a0'],
      ['a0', 'a1'],
      ['a0', 'a0V'],
      ['Zz', 'a0'],
    ] as const) {
      const k = keyBetween(a, b);
      if (a !== null) expect(k > a).toBe(true);
      if (b !== null) expect(k < b).toBe(true);
    }
  });

  it('is jittered: two clients placing between the same neighbours get different keys', () => {
    const keys = new Set(Array.from({ length: 50 }, () => keyBetween('a0', 'a1')));
    expect(keys.size).toBeGreaterThan(45);
  });

  it('never ends in "0" (fractional-indexing refuses such keys as neighbours later)', () => {
    const k = keyBetween('a0', 'a1', () => 0);
    expect(k.endsWith('0')).toBe(false);
    expect(() => keyBetween(k, 'a1')).not.toThrow();
  });

  it('stays valid after many inserts at the same place (a long drag session)', () => {
    let lo: string | null = null;
    const hi = 'a1';
    for (let i = 0; i < 200; i++) lo = keyBetween(lo, hi);
    expect(lo !== null && lo < hi).toBe(true);
  });
});

describe('places', () => {
  const list = keysFor(3).map((sortKey, i) => ({ id: i + 1, sortKey }));

  it('neighboursAt: 1-based place among the others; past the end is last', () => {
    expect(neighboursAt(list, 1)).toEqual({ before: null, after: list[0]?.sortKey });
    expect(neighboursAt(list, 2)).toEqual({ before: list[0]?.sortKey, after: list[1]?.sortKey });
    expect(neighboursAt(list, 99)).toEqual({ before: list[2]?.sortKey, after: null });
    expect(neighboursAt(list, undefined)).toEqual({ before: list[2]?.sortKey, after: null });
  });

  it('keyAt puts the item at that place in byte order', () => {
    for (const place of [1, 2, 3, 4]) {
      const k = keyAt(list, place) as string;
      const order = sorted([...list.map((x) => x.sortKey), k]);
      expect(order.indexOf(k)).toBe(place - 1);
    }
  });

  it('keyAt answers null when the neighbours are not ordered (equal keys): the caller rewrites the list', () => {
    expect(keyAt([{ sortKey: 'a1' }, { sortKey: 'a1' }], 2)).toBeNull();
  });

  it('byte order, not locale order: upper case sorts before lower case', () => {
    expect(sorted(['a0', 'Zz', 'a0V'])).toEqual(['Zz', 'a0', 'a0V']);
  });
});
