/**
 * bench:articles — the article dashboards' statistics and the article list with 100 000 articles
 * (issue 15: p95 ≤ 100 ms each). Articles are bulk-inserted with generate_series over every step,
 * eight authors, five sites and the last 120 days; each endpoint is called through app.inject as the
 * admin (global) or the writer bientap1 (own), on PGlite and, when DATABASE_URL / TEST_DATABASE_URL
 * is set, PostgreSQL. Flags: --rows=N --runs=N --only=pglite|postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ARTICLE_STEPS } from '@/contracts/articles';
import { buildApp } from '../server/app';
import type { Database } from '../server/db/client';
import { seedCatalogue, seedDemo } from '../server/db/seed';
import { DEMO_PASSWORD } from '../server/db/seed-data';
import { benchKinds, type Kind, openBenchDatabase } from './lib/databases';
import { onCleanup, runBenchmark } from './lib/process';
import { ms, percentile, printTable, seconds, verdict } from './lib/report';

const BUDGET_MS = 40 * 60_000;
const TARGET_P95_MS = 100;
const WARMUP = 3;

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROWS = Number(arg('rows') ?? 100_000);
const RUNS = Number(arg('runs') ?? 40);
const ONLY = arg('only');

type Who = 'admin' | 'bientap1';
type Case = { endpoint: string; label: string; url: string; as: Who };
type Result = Case & { times: number[] };

const ids = async (db: Database['db'], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));

async function fill(db: Database['db']) {
  const authors = await ids(db, sql`select id_nguoi_dung as id from nguoi_dung order by id_nguoi_dung limit 8`);
  await db.execute(sql`insert into wp_site (name, base_url, wp_username, wp_app_pass_enc)
    select 'Bench ' || i, 'https://bench' || i || '.example.com', 'u', 'v1.x.y.z' from generate_series(1, 5) i`);
  const sites = await ids(db, sql`select id from wp_site order by id`);
  const array = (xs: (number | string)[]) =>
    sql.raw(`(array[${xs.map((x) => (typeof x === 'string' ? `'${x}'` : x)).join(',')}])`);
  const raw = (n: number) => sql.raw(String(n));
  const [rows, spacing] = [raw(ROWS), raw((120 * 86_400) / ROWS)];
  const started = performance.now();
  // Created one every ~104 s over 120 days (newest now), changed up to 2 days later; site set from FINALIZED on.
  await db.execute(sql`insert into article (language, schema_type, main_keyword, title, slug, step, author_id,
      selected_site_id, created_at, updated_at)
    select 'Vietnamese', 'Article', 'từ khóa ' || i, case when i % 8 >= 3 then 'Tiêu đề bài ' || i end,
      case when i % 8 >= 5 then 'tieu-de-bai-' || i end,
      ${array([...ARTICLE_STEPS])}[1 + i % 8], ${array(authors)}[1 + (i * 7) % ${raw(authors.length)}],
      case when i % 8 >= 6 then ${array(sites)}[1 + i % ${raw(sites.length)}] end,
      now() - make_interval(secs => (${rows} - i) * ${spacing}),
      now() - make_interval(secs => (${rows} - i) * ${spacing}) + make_interval(mins => i % 2880)
    from generate_series(1, ${rows}) i`);
  console.log(`    ${`${ROWS} article`.padEnd(28)} ${seconds(performance.now() - started)} s`);
  await db.execute(sql`vacuum analyze article`);
}

function cases(writerId: number): Case[] {
  const last = Math.max(0, Math.ceil(ROWS / 10) - 1);
  return [
    ...[7, 30, 90].map((d) => ({
      endpoint: 'stats/global',
      label: `${d} days, top 5`,
      url: `/api/articles/stats/global?days=${d}&top=5`,
      as: 'admin' as const,
    })),
    {
      endpoint: 'stats/author',
      label: '90 days',
      url: `/api/articles/stats/author?authorId=${writerId}&days=90`,
      as: 'admin',
    },
    { endpoint: 'stats/recent', label: 'limit 10', url: '/api/articles/stats/recent?limit=10', as: 'admin' },
    {
      endpoint: 'stats/recent/by-author',
      label: 'limit 10',
      url: `/api/articles/stats/recent/by-author?authorId=${writerId}&limit=10`,
      as: 'admin',
    },
    { endpoint: 'stats/my', label: '30 days', url: '/api/articles/stats/my?days=30', as: 'bientap1' },
    { endpoint: 'stats/my', label: '90 days', url: '/api/articles/stats/my?days=90', as: 'bientap1' },
    { endpoint: 'stats/recent/my', label: 'limit 300', url: '/api/articles/stats/recent/my?limit=300', as: 'bientap1' },
    { endpoint: 'query', label: 'all (admin)', url: '/api/articles/query?page=0&size=10', as: 'admin' },
    { endpoint: 'query', label: 'own (writer)', url: '/api/articles/query?page=0&size=10', as: 'bientap1' },
    { endpoint: 'query', label: 'step=CONTENT', url: '/api/articles/query?page=0&size=10&step=CONTENT', as: 'admin' },
    { endpoint: 'query', label: 'siteId', url: '/api/articles/query?page=0&size=10&siteId=1', as: 'admin' },
    {
      endpoint: 'query',
      label: 'keyword=bài 4242',
      url: '/api/articles/query?size=10&keyword=b%C3%A0i%204242',
      as: 'admin',
    },
    { endpoint: 'query', label: `last page (${last})`, url: `/api/articles/query?page=${last}&size=10`, as: 'admin' },
  ];
}

async function measure(kind: Kind): Promise<Result[]> {
  console.log(`\n${kind === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL'}: preparing…`);
  const database = await openBenchDatabase(kind);
  await database.migrate();
  await seedCatalogue(database.db);
  await seedDemo(database.db);
  await fill(database.db);
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'vt-bench-articles-'));
  onCleanup('remove uploads dir', () => rmSync(uploadsDir, { recursive: true, force: true }));
  const app = await buildApp({ database, config: { uploadsDir, accessTokenTtlSeconds: 3 * 3600 } });
  onCleanup(`close app (${kind})`, () => app.close());
  const headers = {} as Record<Who, { authorization: string }>;
  for (const who of ['admin', 'bientap1'] as const) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: who, password: DEMO_PASSWORD },
    });
    headers[who] = { authorization: `Bearer ${res.json().data.accessToken}` };
  }
  const [writerId] = await ids(
    database.db,
    sql`select id_nguoi_dung as id from nguoi_dung where ten_dang_nhap = 'bientap1'`,
  );

  const results: Result[] = [];
  for (const c of cases(writerId ?? 1)) {
    const times: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: c.url, headers: headers[c.as] });
      const elapsed = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${c.url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      if (i >= WARMUP) times.push(elapsed);
    }
    results.push({ ...c, times });
    process.stdout.write('.');
  }
  console.log('');
  return results;
}

function print(kind: Kind, results: Result[]) {
  console.log(`\n${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} — ${ROWS} articles, ${RUNS} requests per case (ms)`);
  printTable(
    ['endpoint', 'case', 'as', 'p50', 'p95', 'max', `p95 ≤ ${TARGET_P95_MS} ms`],
    results.map((r) => [
      r.endpoint,
      r.label,
      r.as,
      ms(percentile(r.times, 50)),
      ms(percentile(r.times, 95)),
      ms(Math.max(...r.times)),
      verdict(percentile(r.times, 95), TARGET_P95_MS, ' ms'),
    ]),
    new Set([3, 4, 5]),
  );
}

await runBenchmark('bench:articles', BUDGET_MS, async () => {
  const all: [Kind, Result[]][] = [];
  for (const kind of benchKinds(ONLY)) all.push([kind, await measure(kind)]);
  // Figures, not a gate: the verdict column says how each case stands against the target.
  for (const [kind, results] of all) print(kind, results);
  return 0;
});
