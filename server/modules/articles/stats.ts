/**
 * The article dashboards' figures (spec 001 §2 Dashboards, §3 Global stats, §7): articles created in
 * the last 7/30/90 Vietnam calendar days (today included), counted in SQL — one grouped pass per
 * dashboard (day × step × site) bounded by the created_at indexes, added up here; days without an
 * article are filled with 0. Services take `now` so the numbers are testable.
 */
import {
  ARTICLE_STEPS,
  type ArticleStats,
  type ArticleStep,
  type GlobalStats,
  type RecentItem,
} from '@/contracts/articles';
import type { Db } from '../../db/client';
import { addDays, vnDay, vnInstant } from '../../lib/vn-time';
import * as repo from './repo';

/** [from, to) of the last `days` Vietnam days, today included, and those days in order. */
export function period(days: number, now: Date) {
  const today = vnDay(now);
  const first = addDays(today, -(days - 1));
  return {
    from: vnInstant(first),
    to: vnInstant(addDays(today, 1)),
    days: Array.from({ length: days }, (_, i) => addDays(first, i)),
  };
}

async function statsOf(db: Db, days: number, now: Date, authorId?: number): Promise<ArticleStats> {
  const p = period(days, now);
  const groups = await repo.periodGroups(db, p.from, p.to, authorId);
  const byStep = Object.fromEntries(ARTICLE_STEPS.map((s) => [s, 0])) as Record<ArticleStep, number>;
  const perDay = new Map<string, number>();
  const perSite = new Map<number | null, number>();
  let total = 0;
  for (const g of groups) {
    total += g.n;
    if (g.step in byStep) byStep[g.step as ArticleStep] += g.n;
    perDay.set(repo.dayText(g.day), (perDay.get(repo.dayText(g.day)) ?? 0) + g.n);
    perSite.set(g.siteId, (perSite.get(g.siteId) ?? 0) + g.n);
  }
  return {
    total,
    byStep,
    createdPerDay: p.days.map((day) => ({ day, total: perDay.get(day) ?? 0 })),
    bySite: [...perSite]
      .map(([siteId, n]) => ({ siteId, total: n }))
      .sort((a, b) => b.total - a.total || (a.siteId ?? 0) - (b.siteId ?? 0)),
  };
}

/** The admin dashboard without a user filter: everyone's articles and the top authors. */
export async function globalStats(db: Db, q: { days: number; top: number }, now = new Date()): Promise<GlobalStats> {
  const p = period(q.days, now);
  const [stats, top] = await Promise.all([statsOf(db, q.days, now), repo.topAuthors(db, p.from, p.to, q.top)]);
  return { ...stats, topAuthors: top };
}

/** The admin dashboard filtered to one user, and the writer's own dashboard. */
export const authorStats = (db: Db, authorId: number, days: number, now = new Date()) =>
  statsOf(db, days, now, authorId);

export const recent = (db: Db, limit: number, authorId?: number): Promise<RecentItem[]> =>
  repo.recentArticles(db, limit, authorId);
