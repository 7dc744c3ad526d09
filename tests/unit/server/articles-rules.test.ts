/** Pure rules of the articles module: comma lists as stored, dashboard periods in Vietnam days. */
import { describe, expect, it } from 'vitest';
import { csvList } from '../../../server/modules/articles/service';
import { period } from '../../../server/modules/articles/stats';

describe('csvList', () => {
  it('trims, drops empties and repeats, splits on commas and new lines', () => {
    expect(csvList(' a ,b,, a\nc\n\n')).toBe('a, b, c');
    expect(csvList('  ')).toBe('');
  });
});

describe('period', () => {
  it('is the last n Vietnam days, today included, from Vietnam midnight', () => {
    // 2026-03-09 23:30 in Vietnam is 16:30 UTC: still the 9th.
    const p = period(7, new Date('2026-03-09T16:30:00Z'));
    expect(p.days).toEqual([
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
    expect(p.from.toISOString()).toBe('2026-03-02T17:00:00.000Z');
    expect(p.to.toISOString()).toBe('2026-03-09T17:00:00.000Z');
    expect(period(90, new Date('2026-03-09T17:30:00Z')).days.at(-1)).toBe('2026-03-10');
  });
});
