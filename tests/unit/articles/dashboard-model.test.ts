import { describe, expect, it } from 'vitest';
import type { ArticleStats } from '@/contracts/articles';
import { dayLabel, kpisOf, pageSlice, siteSlices, stepBars } from '@/features/articles/dashboards/model/figures';
import { siteName } from '@/features/articles/shared/model/site-name';

const stats: ArticleStats = {
  total: 12,
  byStep: { INIT: 2, OUTLINE: 3, FINALIZED: 4, PUSHED: 1 },
  createdPerDay: [{ day: '2026-03-07', total: 2 }],
  bySite: [
    { siteId: 3, total: 5 },
    { siteId: null, total: 7 },
    { siteId: 4, total: 0 },
  ],
};

describe('KPIs (§4)', () => {
  it('global: In Progress is every other step', () => {
    expect(kpisOf(stats, 'global')).toEqual({ total: 12, finalized: 4, pushed: 1, inProgress: 5 });
  });
  it('own: In Progress is total − finalized − pushed', () => {
    expect(kpisOf(stats, 'own')).toEqual({ total: 12, finalized: 4, pushed: 1, inProgress: 7 });
  });
});

it('bars follow the fixed step order with zeros', () => {
  const bars = stepBars(stats);
  expect(bars.map((b) => b.step)).toEqual([
    'Init',
    'Sub Keywords',
    'Outline',
    'Title+Desc',
    'Semantic KW',
    'Content',
    'Finalized',
    'Pushed',
  ]);
  expect(bars.map((b) => b.total)).toEqual([2, 0, 3, 0, 0, 0, 4, 1]);
});

it('donut slices are "Site #id", empty sites left out', () => {
  expect(siteSlices(stats, ['a', 'b'])).toEqual([
    { name: 'Site #3', value: 5, color: 'a' },
    { name: 'No site', value: 7, color: 'b' },
  ]);
});

it('days, client pages and site names', () => {
  expect(dayLabel('2026-03-07')).toBe('07/03');
  expect(pageSlice([1, 2, 3, 4, 5, 6, 7], 1, 5)).toEqual([6, 7]);
  expect(siteName([{ id: 1, name: 'Blog' }], 1)).toBe('Blog');
  expect(siteName([], 9)).toBe('Site #9');
  expect(siteName(undefined, null)).toBe('—');
});
