import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { type Database, migrationsFolder } from '../server/db/client';
import { seedCatalogue, seedDemo } from '../server/db/seed';
import { DEMO_PASSWORD } from '../server/db/seed-data';
import { vnDay } from '../server/lib/vn-time';
import { benchKinds, type Kind, openBenchDatabase } from './lib/databases';
import { onCleanup, runBenchmark } from './lib/process';
import { ms, percentile, printTable, seconds } from './lib/report';

const BUDGET_MS = 60 * 60_000;
const PAGE_SIZE = 20;
const WARMUP = 3;
/** The migration `--before` undoes, to compare with the indexes the lists had before it. */
const LIST_INDEX_MIGRATION = '0004_list_indexes';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROWS = Number(arg('rows') ?? 100_000);
const RUNS = Number(arg('runs') ?? 50);
const ONLY = arg('only');
const BEFORE = process.argv.includes('--before');

type Case = { endpoint: string; label: string; url: string };
type Result = Case & { total?: number; times: number[] };

/**
 * The statements that undo the list-index migration: drop what it created, recreate what it
 * dropped from the latest earlier migration that created it.
 */
function undoListIndexes(): string[] {
  const files = readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const target = files.find((f) => f.startsWith(LIST_INDEX_MIGRATION));
  if (!target) throw new Error(`no migration ${LIST_INDEX_MIGRATION}`);
  const statements = (f: string) =>
    readFileSync(path.join(migrationsFolder, f), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim());
  const earlier = files.filter((f) => f < target).flatMap(statements);
  const created = (name: string) => earlier.findLast((s) => s.startsWith(`CREATE INDEX "${name}"`));
  const undo: string[] = [];
  const redo: string[] = [];
  for (const s of statements(target)) {
    const made = /^CREATE (?:UNIQUE )?INDEX "([^"]+)"/.exec(s)?.[1];
    const dropped = /^DROP INDEX "([^"]+)"/.exec(s)?.[1];
    if (made) undo.push(`DROP INDEX IF EXISTS "${made}"`);
    if (dropped) {
      const original = created(dropped);
      if (!original) throw new Error(`no earlier CREATE INDEX "${dropped}"`);
      redo.push(original.replace(/;$/, ''));
    }
  }
  return [...undo, ...redo];
}

const ids = async (db: Database['db'], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));

/** 100 000 vehicles, fuel logs, checklists (5 answers each) and tickets, in a few set-based inserts. */
async function fill(db: Database['db']) {
  const drivers = await ids(db, sql`select id_nguoi_dung as id from nguoi_dung where ten_dang_nhap like 'taixe%'`);
  const office = await ids(db, sql`select id_nguoi_dung as id from nguoi_dung where ten_dang_nhap = 'dieuphoi'`);
  const types = await ids(db, sql`select id from dm_loai_xe order by id`);
  const array = (xs: number[]) => `(array[${xs.join(',')}]::int[])`;
  const arr = (xs: number[]) => sql.raw(array(xs));
  const n = ROWS;
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(query);
    console.log(`    ${label.padEnd(28)} ${seconds(performance.now() - started)} s`);
  };

  await step(
    `${n} xe`,
    sql`insert into xe (bien_so, loai_xe_id, hang_xe, model, nam_sx, loai_nhien_lieu, odo_gan_nhat, trang_thai, created_at, updated_at)
      select 'BX' || lpad(i::text, 7, '0'), ${arr(types)}[1 + i % ${types.length}],
        (array['Hino','Isuzu','Hyundai','Thaco'])[1 + i % 4], 'M' || (i % 50), 2010 + i % 15, 'Dầu', (i * 37) % 500000,
        case when i % 50 = 0 then 'DECOMMISSIONED' when i % 12 = 0 then 'MAINTENANCE' when i % 5 = 0 then 'IN_USE'
             else 'AVAILABLE' end,
        now() - make_interval(mins => ${n} - i), now()
      from generate_series(1, ${n}) i`,
  );
  const [first] = await ids(db, sql`select min(id) as id from xe where bien_so like 'BX%'`);
  // Rows spread over the first 2% of the bench vehicles, ~50 each (7919 is prime: none is skipped),
  // and over ~2 years, one every 10 minutes.
  const fleet = Math.max(1, Math.ceil(n / 50));
  const xeOf = sql.raw(`${first} + (i * 7919) % ${fleet}`);
  const when = sql.raw(`now() - make_interval(mins => (${n} - i) * 10 + i % 7)`);
  const driver = sql.raw(`${array(drivers)}[1 + i % ${drivers.length}]`);

  await step(
    `${n} xang_dau`,
    sql`insert into xang_dau (xe_id, tai_xe_id, so_tien, so_lit, odo_km_dau_ky, odo_km_cuoi_ky, km_thuc_te, trang_thai,
        ghi_chu, ngay_do, received_at, nguoi_duyet_id, thoi_diem_duyet)
      select ${xeOf}, ${driver}, 500000 + (i % 100) * 10000, 20 + i % 30, i * 3, i * 3 + 300, 300,
        case when i % 20 = 0 then 'CHO_DUYET' when i % 33 = 0 then 'TU_CHOI' else 'DA_DUYET' end,
        null, ${when}, ${when}, case when i % 20 = 0 then null else ${office[0]}::int end,
        case when i % 20 = 0 then null else ${when} end
      from generate_series(1, ${n}) i`,
  );
  await step(
    `${n} checklist_log`,
    sql`insert into checklist_log (xe_id, tai_xe_id, odo, so_item_ng, has_critical_error, thoi_diem_thuc_hien, received_at)
      select ${xeOf}, ${driver}, i * 3, case when i % 10 = 0 then 1 else 0 end, i % 40 = 0, ${when}, ${when}
      from generate_series(1, ${n}) i`,
  );
  // Five answers per log: the first critical item is NG on critical logs, the first warning on other NG logs.
  await step(
    `${n * 5} checklist_log_item`,
    sql`insert into checklist_log_item (log_id, item_id, ten_hang_muc, muc_do, trang_thai)
      select l.id, it.id, it.ten_hang_muc, it.muc_do,
        case when (l.has_critical_error and it.k = 1) or (l.so_item_ng > 0 and not l.has_critical_error and it.k = 4)
             then 'NG' else 'OK' end
      from checklist_log l
      cross join (select id, ten_hang_muc, muc_do, row_number() over (order by vi_tri, id) as k
                  from dm_checklist_item where active order by vi_tri, id limit 5) it
      where l.id > (select coalesce(max(log_id), 0) from checklist_log_item)`,
  );
  await step(
    `${n} bao_duong_xe`,
    sql`insert into bao_duong_xe (xe_id, loai_bao_duong, trang_thai, noi_dung_cong_viec, odo_luc_tao, nguoi_tao_id,
        ngay_tao, received_at)
      select ${xeOf}, (array['DINH_KY','TU_CHECKLIST','SU_CO_DOT_XUAT'])[1 + i % 3],
        case when i % 25 = 0 then 'CHO_DUYET' when i % 31 = 0 then 'CHO_THANH_TOAN' when i % 37 = 0 then 'DANG_SUA'
             when i % 41 = 0 then 'MOI' when i % 43 = 0 then 'DA_HUY' else 'HOAN_THANH' end,
        (array['Thay dầu máy','Kiểm tra phanh','Thay lốp trước','Sửa đèn pha','Bảo dưỡng điều hòa','Thay má phanh'])[1 + i % 6]
          || ' lần ' || i,
        i * 3, case when i % 2 = 0 then ${driver} else ${office[0]}::int end, ${when}, ${when}
      from generate_series(1, ${n}) i`,
  );
  await step('vacuum analyze', sql`vacuum analyze`);
}

function cases(xeId: number): Case[] {
  const last = Math.max(0, Math.ceil(ROWS / PAGE_SIZE) - 1);
  const page = (p: number) => `page=${p}&size=${PAGE_SIZE}`;
  const monthAgo = vnDay(new Date(Date.now() - 30 * 86_400_000));
  return [
    { endpoint: 'xe', label: 'default', url: `/api/xe?${page(0)}` },
    { endpoint: 'xe', label: 'trangThai=MAINTENANCE', url: `/api/xe?${page(0)}&trangThai=MAINTENANCE` },
    { endpoint: 'xe', label: `last page (${last})`, url: `/api/xe?${page(last)}` },
    { endpoint: 'xe', label: 'q=BX00012', url: `/api/xe?${page(0)}&q=BX00012` },
    { endpoint: 'xang-dau', label: 'default', url: `/api/xang-dau/list?${page(0)}` },
    { endpoint: 'xang-dau', label: 'trangThai=CHO_DUYET', url: `/api/xang-dau/list?${page(0)}&trangThai=CHO_DUYET` },
    { endpoint: 'xang-dau', label: `last page (${last})`, url: `/api/xang-dau/list?${page(last)}` },
    { endpoint: 'xang-dau', label: 'last 30 days', url: `/api/xang-dau/list?${page(0)}&tuNgay=${monthAgo}` },
    { endpoint: 'checklist', label: 'default', url: `/api/checklist/history?${page(0)}` },
    { endpoint: 'checklist', label: 'hasError=true', url: `/api/checklist/history?${page(0)}&hasError=true` },
    { endpoint: 'checklist', label: `last page (${last})`, url: `/api/checklist/history?${page(last)}` },
    { endpoint: 'checklist', label: 'xeId', url: `/api/checklist/history?${page(0)}&xeId=${xeId}` },
    { endpoint: 'bao-duong-xe', label: 'default', url: `/api/bao-duong-xe?${page(0)}` },
    { endpoint: 'bao-duong-xe', label: 'trangThai=CHO_DUYET', url: `/api/bao-duong-xe?${page(0)}&trangThai=CHO_DUYET` },
    { endpoint: 'bao-duong-xe', label: `last page (${last})`, url: `/api/bao-duong-xe?${page(last)}` },
    { endpoint: 'bao-duong-xe', label: 'q=phanh', url: `/api/bao-duong-xe?${page(0)}&q=phanh` },
    // The office home counts over the same tables (not a list: no matches figure).
    { endpoint: 'dashboard', label: 'tong-quan', url: '/api/dashboard/tong-quan' },
  ];
}

async function measure(kind: Kind): Promise<Result[]> {
  console.log(`\n${kind === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL'}: preparing…`);
  const database = await openBenchDatabase(kind);
  await database.migrate();
  if (BEFORE) for (const s of undoListIndexes()) await database.db.execute(sql.raw(s));
  await seedCatalogue(database.db);
  await seedDemo(database.db);
  await fill(database.db);

  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'vt-bench-lists-'));
  onCleanup('remove uploads dir', () => rmSync(uploadsDir, { recursive: true, force: true }));
  const app = await buildApp({ database, config: { uploadsDir, accessTokenTtlSeconds: 3 * 3600 } });
  onCleanup(`close app (${kind})`, () => app.close());
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'dieuphoi', password: DEMO_PASSWORD },
  });
  const token = login.json().data.accessToken as string;
  const headers = { authorization: `Bearer ${token}` };
  // The first bench vehicle: it has rows in every table.
  const [xeId] = await ids(database.db, sql`select min(id) as id from xe where bien_so like 'BX%'`);

  const results: Result[] = [];
  for (const c of cases(xeId ?? 1)) {
    let total: number | undefined;
    const times: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: c.url, headers });
      const elapsed = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${c.url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      if (i >= WARMUP) times.push(elapsed);
      else total = res.json().data.totalElements;
    }
    results.push({ ...c, total, times });
    process.stdout.write('.');
  }
  console.log('');
  return results;
}

function print(kind: Kind, results: Result[]) {
  console.log(
    `\n${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} — ${ROWS} rows per table, page size ${PAGE_SIZE}, ` +
      `${RUNS} requests per case (ms)${BEFORE ? `, WITHOUT ${LIST_INDEX_MIGRATION}` : ''}`,
  );
  printTable(
    ['endpoint', 'case', 'matches', 'p50', 'p95', 'mean', 'max'],
    results.map((r) => [
      r.endpoint,
      r.label,
      r.total === undefined ? '—' : String(r.total),
      ms1(percentile(r.times, 50)),
      ms1(percentile(r.times, 95)),
      ms1(r.times.reduce((a, b) => a + b, 0) / r.times.length),
      ms(Math.max(...r.times)),
    ]),
    new Set([2, 3, 4, 5, 6]),
  );
}

const ms1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');

await runBenchmark('bench:lists', BUDGET_MS, async () => {
  const kinds = benchKinds(ONLY);
  const all: [Kind, Result[]][] = [];
  for (const kind of kinds) all.push([kind, await measure(kind)]);
  for (const [kind, results] of all) print(kind, results);
  return 0;
});
