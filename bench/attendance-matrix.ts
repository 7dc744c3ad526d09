import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import type { Database } from '../server/db/client';
import { chamCongBuoi, chamCongNgay } from '../server/db/schema';
import { seedCatalogue, seedDemo } from '../server/db/seed';
import { DEMO_PASSWORD } from '../server/db/seed-data';
import { addDays, isSunday, vnInstant } from '../server/lib/vn-time';
import * as adminRepo from '../server/modules/attendance/admin-repo';
import { matrix } from '../server/modules/attendance/admin-service';
import {
  checkInStatus,
  checkOutStatus,
  DEFAULT_FRAME,
  monthCells,
  sessionOf,
} from '../server/modules/attendance/compute';
import { frameFrom } from '../server/modules/attendance/service';
import { benchKinds, type Kind, openBenchDatabase } from './lib/databases';
import { onCleanup, runBenchmark } from './lib/process';
import { kib, percentile, printTable, seconds } from './lib/report';

const BUDGET_MS = 30 * 60_000;
const MONTH = '2025-07';
const WARMUP = 3;

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const EMPLOYEES = Number(arg('employees') ?? 500);
const RUNS = Number(arg('runs') ?? 20);
const ONLY = arg('only');

/** `bytes`: the JSON answer; `wire`: what crossed the connection (gzip when the client asked for it). */
type Result = { label: string; rows: number; bytes: number; wire: number; times: number[] };

/** Deterministic 0..99 per (employee, day): the same month on both databases. */
const roll = (i: number, d: number) => (i * 7919 + d * 104_729) % 100;

async function fill(db: Database['db']) {
  const step = async (label: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    console.log(`    ${label.padEnd(34)} ${seconds(performance.now() - started)} s`);
  };
  await step(`${EMPLOYEES} employees`, () =>
    db.execute(sql`insert into nguoi_dung (ten_dang_nhap, mat_khau_hash, ho_ten, id_phong_ban, trang_thai)
      select 'bench' || lpad(i::text, 5, '0'), 'x',
        (array['Nguyễn','Trần','Lê','Phạm','Hoàng','Vũ','Đặng','Bùi'])[1 + i % 8] || ' Văn ' || i,
        (select id_phong_ban from phong_ban order by id_phong_ban offset (i % (select count(*) from phong_ban)) limit 1), 1
      from generate_series(1, ${EMPLOYEES}) i`),
  );
  const people = (
    (await db.execute(
      sql`select id_nguoi_dung as id from nguoi_dung where ten_dang_nhap like 'bench%' order by 1`,
    )) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((r) => Number(r.id));

  const rows: (typeof chamCongBuoi.$inferInsert)[] = [];
  const overrides: (typeof chamCongNgay.$inferInsert)[] = [];
  const session = (userId: number, day: string, inAt: string, outAt: string | null) => {
    const gioVao = vnInstant(day, inAt);
    const gioRa = outAt ? vnInstant(day, outAt) : null;
    const buoi = sessionOf(gioVao, DEFAULT_FRAME);
    rows.push({
      userId,
      ngay: day,
      buoi,
      gioVao,
      gioRa,
      vaoTrangThai: checkInStatus(gioVao, buoi, DEFAULT_FRAME),
      raTrangThai: gioRa ? checkOutStatus(gioRa, DEFAULT_FRAME) : null,
      anhVaoUrl: '/api/files/BenchBenchBenchBench',
      diaDiemVaoText: 'Kho Tân Bình',
      vaoReceivedAt: gioVao,
      raReceivedAt: gioRa,
    });
  };
  people.forEach((userId, i) => {
    for (let d = 0; d < 31; d++) {
      const day = addDays(`${MONTH}-01`, d);
      if (isSunday(day)) continue;
      const r = roll(i, d);
      const late = r % 9 === 0 ? '07:48' : '07:24';
      if (r < 5) continue; // absent
      if (r < 10)
        session(userId, day, late, '11:32'); // morning only
      else if (r < 12)
        session(userId, day, late, null); // forgot to check out
      else if (r < 50) session(userId, day, late, r % 7 === 0 ? '16:10' : '17:04');
      else {
        session(userId, day, late, '11:33');
        session(userId, day, '12:57', r % 11 === 0 ? '15:45' : '17:06');
      }
      if (r === 99) overrides.push({ userId, ngay: day, soCong: 1 });
    }
  });
  await step(`${rows.length} punches`, async () => {
    for (let i = 0; i < rows.length; i += 2000) await db.insert(chamCongBuoi).values(rows.slice(i, i + 2000));
  });
  await step(`${overrides.length} overrides`, () =>
    overrides.length ? db.insert(chamCongNgay).values(overrides) : Promise.resolve(),
  );
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
}

type Run = { rows: number; body?: string; wire?: number };

async function time(label: string, run: () => Promise<Run>): Promise<Result> {
  const times: number[] = [];
  let last: Run = { rows: 0 };
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const started = performance.now();
    last = await run();
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  const bytes = last.body ? Buffer.byteLength(last.body) : Number.NaN;
  process.stdout.write('.');
  return { label, rows: last.rows, bytes, wire: last.wire ?? Number.NaN, times };
}

async function measure(kind: Kind): Promise<Result[]> {
  console.log(`\n${kind === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL'}: preparing…`);
  const database = await openBenchDatabase(kind);
  await database.migrate();
  await seedCatalogue(database.db);
  await seedDemo(database.db);
  await fill(database.db);
  const db = database.db;

  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'vt-bench-matrix-'));
  onCleanup('remove uploads dir', () => rmSync(uploadsDir, { recursive: true, force: true }));
  const app = await buildApp({ database, config: { uploadsDir, accessTokenTtlSeconds: 3 * 3600 } });
  onCleanup(`close app (${kind})`, () => app.close());
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().data.accessToken as string}` };
  const [dept] = (
    (await db.execute(sql`select id_phong_ban as id from phong_ban where ma_phong_ban = 'TaiXe'`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;

  const from = `${MONTH}-01`;
  const to = `${MONTH}-31`;
  const load = () =>
    Promise.all([
      adminRepo.employees(db, {}),
      adminRepo.punchesByEmployee(db, {}, from, to),
      adminRepo.overridesOf(db, {}, from, to),
    ]);
  const [people, punches, overrides] = await load();
  const byUser = new Map(punches.map((p) => [p.userId, p.punches]));
  const overrideMaps = new Map<number, Map<string, number>>();
  for (const o of overrides)
    overrideMaps.set(o.userId, (overrideMaps.get(o.userId) ?? new Map()).set(o.ngay, o.soCong));
  const now = new Date();

  // As a browser asks (gzip accepted: the server compresses) or as a bare client (no compression).
  const http = async (query: string, gzip = false) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/cham-cong/admin/matrix?month=${MONTH}${query}`,
      headers: gzip ? { ...headers, 'accept-encoding': 'gzip' } : headers,
    });
    if (res.statusCode !== 200) throw new Error(`matrix: ${res.statusCode} ${res.body.slice(0, 300)}`);
    const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
    return { rows: (JSON.parse(body).data.rows as unknown[]).length, body, wire: res.rawPayload.length };
  };
  return [
    await time('3 queries (employees, punches, overrides)', async () => ({ rows: (await load())[0].length })),
    await time('compute the cells (pure)', async () => {
      for (const p of people)
        monthCells(MONTH, byUser.get(p.userId) ?? [], frameFrom(p), overrideMaps.get(p.userId) ?? new Map(), now);
      return { rows: people.length };
    }),
    await time('service: queries + cells', async () => ({ rows: (await matrix(db, { month: MONTH })).rows.length })),
    await time('HTTP GET …/admin/matrix (company)', () => http('')),
    await time('HTTP GET …/admin/matrix (company, gzip)', () => http('', true)),
    await time('HTTP GET …/admin/matrix (one department)', () => http(`&phongBanId=${dept?.id}`)),
    await time('HTTP GET …/admin/matrix (one dept., gzip)', () => http(`&phongBanId=${dept?.id}`, true)),
  ];
}

function print(kind: Kind, results: Result[]) {
  console.log(
    `\n${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} — ${EMPLOYEES} employees (+ the demo's) × 31 days of ${MONTH}, ` +
      `${RUNS} runs per case (ms)`,
  );
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');
  printTable(
    ['case', 'rows', 'p50', 'p95', 'mean', 'max', 'KiB JSON', 'KiB sent'],
    results.map((r) => [
      r.label,
      String(r.rows),
      f(percentile(r.times, 50)),
      f(percentile(r.times, 95)),
      f(r.times.reduce((a, b) => a + b, 0) / r.times.length),
      f(Math.max(...r.times)),
      kib(r.bytes),
      kib(r.wire),
    ]),
    new Set([1, 2, 3, 4, 5, 6, 7]),
  );
}

await runBenchmark('bench:attendance-matrix', BUDGET_MS, async () => {
  const kinds = benchKinds(ONLY);
  const all: [Kind, Result[]][] = [];
  for (const kind of kinds) all.push([kind, await measure(kind)]);
  for (const [kind, results] of all) print(kind, results);
  return 0;
});
