/**
 * The article dashboards' statistics (spec 001 §2, §3, §7): periods of Vietnam calendar days,
 * createdPerDay with every day (0 when none), byStep in the §3 order, bySite, top authors, recent
 * lists, and who may read which (global/author/recent need BAI_VIET_DUYET; own stats BAI_VIET_XEM).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_STEPS } from '@/contracts/articles';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { article, cta as ctaTable, wpSite } from '../../../server/db/schema';
import { DEMO_SITE } from '../../../server/db/seed-articles';
import * as stats from '../../../server/modules/articles/stats';
import { userId } from '../helpers/driver';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tok: Record<string, string> = {};
let author: number;
let siteId: number;

/** 2026-03-10 09:00 in Vietnam. */
const NOW = new Date('2026-03-10T02:00:00Z');
const at = (vnLocal: string) => new Date(`${vnLocal}+07:00`);

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['bientap1', 'admin', 'taixe1']) tok[u] = (await login(t.app, u)).accessToken;
  // Someone with no demo articles, so every figure below is exact.
  author = await userId(t.db, 'nhanvien1');
  const [site] = await t.db
    .insert(wpSite)
    .values({ name: 'S', baseUrl: 'https://s.example.com', wpUsername: 'u', wpAppPassEnc: 'x' })
    .returning();
  siteId = site?.id as number;
  const rows: [string, (typeof ARTICLE_STEPS)[number], number | null][] = [
    ['2026-03-10T08:59:00', 'INIT', null], // today
    ['2026-03-10T00:05:00', 'CONTENT', siteId], // today, just after midnight in Vietnam
    ['2026-03-09T23:55:00', 'FINALIZED', siteId], // yesterday (16:55 UTC: still the 9th in Vietnam)
    ['2026-03-04T10:00:00', 'PUSHED', siteId], // 7 days ago counting today: in the 7-day window
    ['2026-03-03T23:59:00', 'PUSHED', null], // 8th day back: outside 7 days, inside 30
    ['2026-02-01T12:00:00', 'OUTLINE', null], // outside 30, inside 90
    ['2025-11-01T12:00:00', 'INIT', null], // outside 90
  ];
  await t.db.insert(article).values(
    rows.map(([created, step, site], i) => ({
      language: 'Vietnamese',
      schemaType: 'Article',
      mainKeyword: `thống kê ${i}`,
      step,
      selectedSiteId: site,
      authorId: author,
      createdAt: at(created),
      updatedAt: at(created),
    })),
  );
});
afterAll(async () => {
  await t.close();
});

const get = (user: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tok[user] as string) });

describe('periods of Vietnam calendar days', () => {
  it('7 days: today and the six before, midnight in Vietnam as the boundary, missing days 0', async () => {
    const s = await stats.authorStats(t.db, author, 7, NOW);
    expect(s.total).toBe(4);
    expect(s.createdPerDay).toEqual([
      { day: '2026-03-04', total: 1 },
      { day: '2026-03-05', total: 0 },
      { day: '2026-03-06', total: 0 },
      { day: '2026-03-07', total: 0 },
      { day: '2026-03-08', total: 0 },
      { day: '2026-03-09', total: 1 },
      { day: '2026-03-10', total: 2 },
    ]);
    expect(Object.keys(s.byStep)).toEqual([...ARTICLE_STEPS]);
    expect(s.byStep).toMatchObject({ INIT: 1, CONTENT: 1, FINALIZED: 1, PUSHED: 1, OUTLINE: 0 });
    expect(s.bySite).toEqual([
      { siteId, total: 3 },
      { siteId: null, total: 1 },
    ]);
  });

  it('30 and 90 days differ', async () => {
    const d30 = await stats.authorStats(t.db, author, 30, NOW);
    const d90 = await stats.authorStats(t.db, author, 90, NOW);
    expect(d30.total).toBe(5);
    expect(d30.createdPerDay).toHaveLength(30);
    expect(d90.total).toBe(6);
    expect(d90.createdPerDay).toHaveLength(90);
    expect(d90.createdPerDay[0]?.day).toBe('2025-12-11');
    expect(d90.byStep.OUTLINE).toBe(1);
  });

  it('the global figures add up, with the top authors by articles in the period', async () => {
    const g = await stats.globalStats(t.db, { days: 7, top: 50 }, NOW);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(Object.values(g.byStep))).toBe(g.total);
    expect(sum(g.createdPerDay.map((d) => d.total))).toBe(g.total);
    expect(sum(g.bySite.map((d) => d.total))).toBe(g.total);
    expect(g.topAuthors).toContainEqual({ authorId: author, authorName: expect.any(String), total: 4 });
    const totals = g.topAuthors.map((a) => a.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });
});

describe('the endpoints', () => {
  it('global, per author and recent: the articles admin only', async () => {
    const g = await get('admin', '/api/articles/stats/global?days=30&top=5');
    expect(g.statusCode).toBe(200);
    expect(g.json().data).toMatchObject({ total: expect.any(Number), topAuthors: expect.any(Array) });
    expect(g.json().data.createdPerDay).toHaveLength(30);
    expect(g.json().data.topAuthors.length).toBeLessThanOrEqual(5);

    const a = await get('admin', `/api/articles/stats/author?authorId=${author}&days=90`);
    expect(a.json().data.createdPerDay).toHaveLength(90);
    expect(a.json().data).not.toHaveProperty('topAuthors');

    const r = await get('admin', `/api/articles/stats/recent/by-author?authorId=${author}&limit=3`);
    const items = r.json().data;
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      title: null,
      step: 'INIT',
      authorId: author,
      authorName: expect.any(String),
      selectedSiteId: null,
      updatedAt: at('2026-03-10T08:59:00').toISOString(),
    });
    expect((await get('admin', '/api/articles/stats/recent')).json().data.length).toBeLessThanOrEqual(10);

    for (const url of [
      '/api/articles/stats/global',
      `/api/articles/stats/author?authorId=${author}`,
      '/api/articles/stats/recent',
      `/api/articles/stats/recent/by-author?authorId=${author}`,
    ]) {
      const res = await get('bientap1', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
  });

  it('own stats and own recent list: the writer’s articles, a new one counted today', async () => {
    const before = (await get('bientap1', '/api/articles/stats/my?days=7')).json().data;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      payload: { language: 'Vietnamese', schemaType: 'Article', mainKeyword: 'mới hôm nay' },
      headers: bearer(tok.bientap1 as string),
    });
    const after = (await get('bientap1', '/api/articles/stats/my?days=7')).json().data;
    expect(after.total).toBe(before.total + 1);
    expect(after.byStep.INIT).toBe(before.byStep.INIT + 1);
    expect(after.createdPerDay.at(-1).total).toBe(before.createdPerDay.at(-1).total + 1);
    const mine = (await get('bientap1', '/api/articles/stats/recent/my?limit=300')).json().data;
    expect(mine[0].id).toBe(created.json().data.id);
    const me = await userId(t.db, 'bientap1');
    expect(mine.every((r: { authorId: number }) => r.authorId === me)).toBe(true);
  });

  it('the per-day counts follow a saved step, a chosen site and a deletion (triggers of migration 0012)', async () => {
    const mine = async () => (await get('bientap1', '/api/articles/stats/my?days=7')).json().data;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      payload: { language: 'Vietnamese', schemaType: 'Article', mainKeyword: 'đếm theo ngày' },
      headers: bearer(tok.bientap1 as string),
    });
    const id = created.json().data.id as number;
    const before = await mine();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/articles/${id}`,
      payload: { subKeywords: 'a, b' },
      headers: bearer(tok.bientap1 as string),
    });
    expect(saved.statusCode).toBe(200);
    const moved = await mine();
    expect(moved.total).toBe(before.total);
    expect(moved.byStep.INIT).toBe(before.byStep.INIT - 1);
    expect(moved.byStep.SUB_KEYWORDS).toBe(before.byStep.SUB_KEYWORDS + 1);
    await t.db.update(article).set({ selectedSiteId: siteId }).where(eq(article.id, id));
    const sited = await mine();
    const onSite = (d: { bySite: { siteId: number | null; total: number }[] }) =>
      d.bySite.find((x) => x.siteId === siteId)?.total ?? 0;
    expect(onSite(sited)).toBe(onSite(moved) + 1);
    await t.db.delete(article).where(eq(article.id, id));
    const gone = await mine();
    expect(gone.total).toBe(before.total - 1);
    expect(gone.byStep.SUB_KEYWORDS).toBe(before.byStep.SUB_KEYWORDS);
    expect(onSite(gone)).toBe(onSite(moved));
  });

  it('refuses a range other than 7/30/90, and drivers', async () => {
    const bad = await get('bientap1', '/api/articles/stats/my?days=14');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Khoảng thời gian không hợp lệ.');
    expect((await get('taixe1', '/api/articles/stats/my')).statusCode).toBe(403);
  });
});

describe('the demo data (server/db/seed-articles.ts)', () => {
  it('bientap1 and admin have articles in every step; the 7/30/90-day views differ', async () => {
    for (const login of ['bientap1', 'admin']) {
      const id = await userId(t.db, login);
      const rows = await t.db
        .select({ step: article.step, createdAt: article.createdAt })
        .from(article)
        .where(eq(article.authorId, id));
      expect(new Set(rows.map((r) => r.step)), login).toEqual(new Set(ARTICLE_STEPS));
    }
    const me = (days: number) =>
      get('bientap1', `/api/articles/stats/my?days=${days}`).then((r) => r.json().data.total);
    const [d7, d30, d90] = [await me(7), await me(30), await me(90)];
    expect(d7).toBeGreaterThan(0);
    expect(d7).toBeLessThan(d30);
    expect(d30).toBeLessThan(d90);
    const [site] = await t.db.select().from(wpSite).where(eq(wpSite.name, DEMO_SITE.name));
    expect(site).toMatchObject({ baseUrl: DEMO_SITE.baseUrl, active: false });
    expect(site?.wpAppPassEnc).toMatch(/^v1\./);
    expect((await t.db.select().from(ctaTable)).length).toBeGreaterThanOrEqual(3);
  });
});
