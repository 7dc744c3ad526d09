import { describe, expect, it } from 'vitest';
import { canGoNext, canGoPrev, clampPage, pageCount, pageForNewSize, pagerLabel } from '@/ui/paging';

describe('pageCount', () => {
  it('rounds up and is at least 1', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(101, 20)).toBe(6);
  });
  it('survives a zero or missing size', () => {
    expect(pageCount(50, 0)).toBe(1);
    expect(pageCount(Number.NaN, 10)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps pages inside 0..last', () => {
    expect(clampPage(-1, 3)).toBe(0);
    expect(clampPage(0, 3)).toBe(0);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(7, 3)).toBe(2);
    expect(clampPage(4, 0)).toBe(0);
    expect(clampPage(Number.NaN, 3)).toBe(0);
  });
});

describe('pagerLabel', () => {
  it("reads 'Trang x / y' one-based", () => {
    expect(pagerLabel(0, 5)).toBe('Trang 1 / 5');
    expect(pagerLabel(4, 5)).toBe('Trang 5 / 5');
    expect(pagerLabel(0, 0)).toBe('Trang 1 / 1');
    expect(pagerLabel(9, 2)).toBe('Trang 2 / 2');
  });
});

describe('prev / next', () => {
  it('is disabled at the ends', () => {
    expect(canGoPrev(0)).toBe(false);
    expect(canGoPrev(1)).toBe(true);
    expect(canGoNext(0, 1)).toBe(false);
    expect(canGoNext(0, 2)).toBe(true);
    expect(canGoNext(1, 2)).toBe(false);
  });
});

describe('pageForNewSize', () => {
  it('keeps the first visible row on screen', () => {
    // Page 3 of 10 (rows 21–30) → size 20: rows 21–40 are page 2 (index 1).
    expect(pageForNewSize(2, 10, 20)).toBe(1);
    // Page 2 of 20 (rows 21–40) → size 5: row 21 is on page 5 (index 4).
    expect(pageForNewSize(1, 20, 5)).toBe(4);
    expect(pageForNewSize(0, 10, 50)).toBe(0);
    expect(pageForNewSize(3, 0, 10)).toBe(0);
  });
});
