import { describe, expect, it } from 'vitest';
import { flagParam } from '@/lib/search-params';
import { splitAvatars } from '@/ui/avatar-stack';
import { gapTarget, type PageItem, pageItems } from '@/ui/paging';

/** 1-based numbers and '…' as the reader sees them. */
const seen = (items: PageItem[]) => items.map((i) => (i.kind === 'page' ? i.page + 1 : '…')).join(' ');

describe('pageItems (numbered pager)', () => {
  it('shows every page when there are no more than the maximum', () => {
    expect(seen(pageItems(0, 1, 7))).toBe('1');
    expect(seen(pageItems(3, 7, 7))).toBe('1 2 3 4 5 6 7');
    expect(seen(pageItems(0, 5, 5))).toBe('1 2 3 4 5');
  });

  it('keeps the first and last page and a window around the current one (5 numbers, comments)', () => {
    expect(seen(pageItems(0, 10, 5))).toBe('1 2 3 4 … 10');
    expect(seen(pageItems(4, 10, 5))).toBe('1 … 4 5 6 … 10');
    expect(seen(pageItems(9, 10, 5))).toBe('1 … 7 8 9 10');
    expect(seen(pageItems(2, 10, 5))).toBe('1 2 3 4 … 10');
    expect(seen(pageItems(3, 10, 5))).toBe('1 … 3 4 5 … 10');
  });

  it('shows 7 numbers for the archive once it has more than 7 pages', () => {
    expect(seen(pageItems(0, 8, 7))).toBe('1 2 3 4 5 6 … 8');
    expect(seen(pageItems(10, 20, 7))).toBe('1 … 9 10 11 12 13 … 20');
    for (let p = 0; p < 20; p++) {
      const numbers = pageItems(p, 20, 7).filter((i) => i.kind === 'page');
      expect(numbers).toHaveLength(7);
      expect(numbers.some((i) => i.kind === 'page' && i.page === p)).toBe(true);
    }
  });

  it('clamps an out-of-range page and a gap jumps to the middle of what it hides', () => {
    expect(seen(pageItems(99, 10, 5))).toBe('1 … 7 8 9 10');
    const gap = pageItems(0, 10, 5).find((i) => i.kind === 'gap');
    expect(gap).toEqual({ kind: 'gap', from: 4, to: 8 });
    expect(gapTarget({ from: 4, to: 8 })).toBe(6);
  });
});

describe('splitAvatars', () => {
  it('shows up to the maximum and counts the rest for "+N"', () => {
    expect(splitAvatars([1, 2, 3, 4, 5], 3)).toEqual({ shown: [1, 2, 3], rest: [4, 5] });
    expect(splitAvatars([1, 2], 3)).toEqual({ shown: [1, 2], rest: [] });
    expect(splitAvatars([1, 2], 1)).toEqual({ shown: [1], rest: [2] });
  });
});

describe('flagParam (daily / overdue links)', () => {
  it('reads true from a link and nothing otherwise', () => {
    const p = flagParam();
    expect([true, 'true', '1', '', 1].map((v) => p.read(v))).toEqual([true, true, true, true, true]);
    expect([undefined, false, 'false', '0', 'yes'].map((v) => p.read(v))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
