/**
 * bench:leads — the company list with 100 000 companies (issue 16: p95 ≤ 50 ms for the name search,
 * the filters and paging) and an Excel export of 10 000 companies (≤ 3 s: ten pages of 1000 through
 * app.inject, `sheetOf` over every column of the catalogue, write-excel-file/node `toBuffer`).
 * Companies are bulk-inserted with generate_series (names from 15 words × 3 kinds, 10 provinces, both
 * statuses, one or two of 12 industries each, created over 2 years); requests as marketing1, on
 * PGlite and, when DATABASE_URL / TEST_DATABASE_URL is set, PostgreSQL.
 * Flags: --rows=N --runs=N --only=pglite|postgres.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import type { Company } from '@/contracts/leads';
import { DEFAULT_LEAD_COLUMNS, LEAD_EXPORT } from '@/contracts/leads-vocabulary';
import { COMPANY_COLUMNS, columnsOf, type LeadColumn } from '@/features/leads/model/export-columns';
import { sheetOf, widthsOf } from '@/lib/excel';
import { buildApp } from '../server/app';
import type { Database } from '../server/db/client';
import { seedCatalogue, seedDemo } from '../server/db/seed';
import { DEMO_PASSWORD } from '../server/db/seed-data';
import { benchKinds, type Kind, openBenchDatabase } from './lib/databases';
import { onCleanup, runBenchmark } from './lib/process';
import { ms, percentile, printTable, seconds, verdict } from './lib/report';

const BUDGET_MS = 30 * 60_000;
const TARGET_P95_MS = 50;
const EXPORT_TARGET_MS = 3000;
const EXPORT_ROWS = 10_000;
const WARMUP = 3;

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROWS = Number(arg('rows') ?? 100_000);
const RUNS = Number(arg('runs') ?? 40);
const ONLY = arg('only');

type Case = { label: string; url: string };
type Result = Case & { times: number[]; total: number; first: number };

const WORDS = ['An Phát', 'Minh Long', 'Hòa Bình', 'Tân Tiến', 'Việt Hưng', 'Đại Dương', 'Thành Công', 'Phú Thịnh'];
const MORE = ['Sao Mai', 'Hưng Thịnh', 'Kim Ngân', 'Bảo Châu', 'Đông Á', 'Trường Sơn', 'Hải Âu'];
const PROVINCES = ['Hà Nội', 'TP. Hồ Chí Minh', 'Đà Nẵng', 'Hải Phòng', 'Bình Dương', 'Đồng Nai', 'Bắc Ninh'];
const MORE_PROVINCES = ['Long An', 'Cần Thơ', 'Quảng Ninh'];

const textArray = (xs: string[]) => sql.raw(`(array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}])`);

async function fill(db: Database['db']): Promise<void> {
  const rows = sql.raw(String(ROWS));
  const words = [...WORDS, ...MORE];
  const provinces = [...PROVINCES, ...MORE_PROVINCES];
  const started = performance.now();
  // One company every ~10 minutes over 2 years (newest now); owner marketing1.
  await db.execute(sql`insert into company (company_id, name, address, phone, hotline, email, website, status,
      province, ten_nguoi_lien_he, mst, nguoi_phu_trach_id, created_at, updated_at)
    select 'B' || lpad(i::text, 7, '0'),
      (array['Công ty TNHH','Công ty Cổ phần','Doanh nghiệp tư nhân'])[1 + i % 3] || ' ' ||
        ${textArray(words)}[1 + (i * 7) % ${sql.raw(String(words.length))}] || ' ' || i,
      i || ' đường số ' || (1 + i % 50), '028 ' || lpad((i * 13 % 10000000)::text, 7, '0'),
      '09' || lpad((i * 17 % 100000000)::text, 8, '0'), 'lienhe' || i || '@bench.example.vn',
      case when i % 3 = 0 then null else 'https://c' || i || '.example.vn' end, i % 2,
      ${textArray(provinces)}[1 + (i * 3) % ${sql.raw(String(provinces.length))}], 'Người liên hệ ' || i,
      lpad((300000000 + i)::text, 10, '0'),
      (select id_nguoi_dung from nguoi_dung where ten_dang_nhap = 'marketing1'),
      now() - make_interval(mins => (${rows} - i) * 10), now() - make_interval(mins => (${rows} - i) * 10)
    from generate_series(1, ${rows}) i`);
  await db.execute(sql`insert into company_industry (company_id, industry_id)
    select c.company_id, ind.id from company c
      join lateral (select id from industry order by id offset (abs(hashtext(c.company_id)) % 12) limit 1) ind on true
    where c.company_id like 'B%'`);
  await db.execute(sql`insert into company_industry (company_id, industry_id)
    select c.company_id, ind.id from company c
      join lateral (select id from industry order by id offset ((abs(hashtext(c.company_id)) + 5) % 12) limit 1) ind on true
    where c.company_id like 'B%' and right(c.company_id, 1) in ('0', '3', '6')`);
  console.log(`    ${`${ROWS} companies (+ industries)`.padEnd(32)} ${seconds(performance.now() - started)} s`);
  await db.execute(sql`vacuum analyze company`);
  await db.execute(sql`vacuum analyze company_industry`);
}

function cases(industryId: number): Case[] {
  const lastPage = Math.ceil(ROWS / 12) - 1;
  const q = (s: string) => encodeURIComponent(s);
  return [
    { label: 'page 0 (12, newest first)', url: '/api/companies?page=0&size=12' },
    { label: 'page 100', url: '/api/companies?page=100&size=12' },
    { label: `last page (${lastPage})`, url: `/api/companies?page=${lastPage}&size=12` },
    { label: 'name "minh long" (1/15)', url: `/api/companies?name=${q('minh long')}` },
    { label: 'name "4242" (rare)', url: `/api/companies?name=${q('4242')}` },
    { label: 'name "zzz" (none)', url: `/api/companies?name=${q('zzz')}` },
    { label: 'province Đà Nẵng', url: `/api/companies?province=${q('Đà Nẵng')}` },
    { label: 'status 1', url: '/api/companies?status=1' },
    { label: 'industry', url: `/api/companies?industryId=${industryId}` },
    {
      label: 'all four filters',
      url: `/api/companies?industryId=${industryId}&status=0&province=${q('Hà Nội')}&name=${q('công ty')}`,
    },
    { label: 'provinces', url: '/api/companies/provinces' },
  ];
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** The default choice of the list (§9: name, phone, email) and every column of the catalogue. */
const EXPORT_CHOICES: [string, readonly LeadColumn<Company>[]][] = [
  ['default 3', columnsOf(COMPANY_COLUMNS, DEFAULT_LEAD_COLUMNS)],
  [`all ${COMPANY_COLUMNS.length}`, COMPANY_COLUMNS],
];

/** The export of the list screen's "all rows": pages of 1000 until EXPORT_ROWS, then the workbook. */
async function exportOnce(app: App, headers: Record<string, string>, columns: readonly LeadColumn<Company>[]) {
  const started = performance.now();
  const rows: Company[] = [];
  for (let page = 0; rows.length < EXPORT_ROWS; page++) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/companies?page=${page}&size=${LEAD_EXPORT.pageSize}`,
      headers,
    });
    if (res.statusCode !== 200) throw new Error(`export page ${page}: ${res.statusCode}`);
    const content = res.json().data.content as Company[];
    if (content.length === 0) break;
    rows.push(...content);
  }
  const fetched = performance.now();
  const data = sheetOf(columns, rows);
  const buffer = await writeXlsxFile(data, { sheet: LEAD_EXPORT.sheet, columns: widthsOf(columns) }).toBuffer();
  const done = performance.now();
  return {
    rows: rows.length,
    bytes: buffer.length,
    fetchMs: fetched - started,
    writeMs: done - fetched,
    totalMs: done - started,
  };
}

async function measure(kind: Kind) {
  console.log(`\n${kind === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL'}: preparing…`);
  const database = await openBenchDatabase(kind);
  await database.migrate();
  await seedCatalogue(database.db);
  await seedDemo(database.db);
  await fill(database.db);
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'vt-bench-leads-'));
  onCleanup('remove uploads dir', () => rmSync(uploadsDir, { recursive: true, force: true }));
  const app = await buildApp({ database, config: { uploadsDir, accessTokenTtlSeconds: 3 * 3600 } });
  onCleanup(`close app (${kind})`, () => app.close());
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'marketing1', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
  const industries = (await app.inject({ method: 'GET', url: '/api/industries/all', headers })).json().data;

  const results: Result[] = [];
  for (const c of cases(industries[0].id)) {
    const times: number[] = [];
    let total = 0;
    let first = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: c.url, headers });
      const elapsed = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${c.url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      const data = res.json().data;
      total = Array.isArray(data) ? data.length : data.totalElements;
      if (i === 0) first = elapsed;
      if (i >= WARMUP) times.push(elapsed);
    }
    results.push({ ...c, times, total, first });
    process.stdout.write('.');
  }
  console.log('');
  const exports: (Awaited<ReturnType<typeof exportOnce>> & { columns: string })[] = [];
  for (const [label, columns] of EXPORT_CHOICES) {
    await exportOnce(app, headers, columns); // warm-up
    for (let i = 0; i < 3; i++) exports.push({ ...(await exportOnce(app, headers, columns)), columns: label });
  }
  return { results, exports };
}

function print(kind: Kind, m: Awaited<ReturnType<typeof measure>>) {
  const name = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  console.log(`\n${name} — ${ROWS} companies, ${RUNS} requests per case (ms)`);
  printTable(
    ['case', 'matches', 'first', 'p50', 'p95', 'max', `p95 ≤ ${TARGET_P95_MS} ms`],
    m.results.map((r) => [
      r.label,
      String(r.total),
      ms(r.first),
      ms(percentile(r.times, 50)),
      ms(percentile(r.times, 95)),
      ms(Math.max(...r.times)),
      verdict(percentile(r.times, 95), TARGET_P95_MS, ' ms'),
    ]),
    new Set([1, 2, 3, 4]),
  );
  console.log(`\n${name} — export of ${EXPORT_ROWS} companies (3 runs per column choice after a warm-up)`);
  printTable(
    ['run', 'rows', 'xlsx KiB', 'fetch ms', 'sheet+write ms', 'total ms', `≤ ${EXPORT_TARGET_MS} ms`],
    m.exports.map((e) => [
      e.columns,
      String(e.rows),
      (e.bytes / 1024).toFixed(0),
      ms(e.fetchMs),
      ms(e.writeMs),
      ms(e.totalMs),
      verdict(e.totalMs, EXPORT_TARGET_MS, ' ms'),
    ]),
    new Set([1, 2, 3, 4, 5]),
  );
}

await runBenchmark('bench:leads', BUDGET_MS, async () => {
  const all: [Kind, Awaited<ReturnType<typeof measure>>][] = [];
  for (const kind of benchKinds(ONLY)) all.push([kind, await measure(kind)]);
  // Figures, not a gate: the verdict column says how each case stands against the target.
  for (const [kind, m] of all) print(kind, m);
  return 0;
});
