/**
 * The dashboards' figures (spec 001 §4): Finalized and Pushed by step; In Progress is every other
 * step on the global dashboard and total − finalized − pushed on the own one; the charts' rows in
 * the fixed step order; sites as "Site #id".
 */

import type { ArticleStats } from '@/contracts/articles';
import { ARTICLE_STEP_LABELS, ARTICLE_STEPS } from '@/contracts/articles-vocabulary';

export interface Kpis {
  total: number;
  finalized: number;
  pushed: number;
  inProgress: number;
}

const count = (stats: ArticleStats, step: string) => stats.byStep[step] ?? 0;

export function kpisOf(stats: ArticleStats, mode: 'global' | 'own'): Kpis {
  const finalized = count(stats, 'FINALIZED');
  const pushed = count(stats, 'PUSHED');
  const inProgress =
    mode === 'own'
      ? stats.total - finalized - pushed
      : ARTICLE_STEPS.filter((s) => s !== 'FINALIZED' && s !== 'PUSHED').reduce((n, s) => n + count(stats, s), 0);
  return { total: stats.total, finalized, pushed, inProgress };
}

/** One bar per step, always all eight, in ARTICLE_STEPS order. */
export const stepBars = (stats: ArticleStats) =>
  ARTICLE_STEPS.map((step) => ({ step: ARTICLE_STEP_LABELS[step], total: count(stats, step) }));

/** The donut's slices: "Site #id" (an article with no site yet: "No site"). */
export const siteSlices = (stats: ArticleStats, palette: readonly string[]) =>
  stats.bySite
    .filter((s) => s.total > 0)
    .map((s, i) => ({
      name: s.siteId === null ? 'No site' : `Site #${s.siteId}`,
      value: s.total,
      color: palette[i % palette.length] as string,
    }));

/** `yyyy-MM-dd` → dd/MM for the line chart's axis. */
export const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The rows of one client-side page (the own tables: 5/10/20). */
export const pageSlice = <T>(rows: readonly T[], page: number, size: number): T[] =>
  rows.slice(page * size, page * size + size);
