/**
 * `npm run bench:board` — a board of 20 columns on PGlite through the real app (issue 14 figures):
 * 500 tasks in total (25 a column) and 20 × 500 = 10 000 tasks, each measured over --runs requests:
 * GET the board (columns with their tasks), GET its statistics, a move (PUT …/tasks/{id} with
 * workColumnId + viTri), and live propagation — a move through instance 1 (app.inject) until its
 * event arrives on a stream of instance 2 (a second app listening on a port, same database).
 * Targets: API p95 ≤ 150 ms on PGlite, live propagation p95 ≤ 1 s. Prints figures; never fails on them.
 *
 * Then the drag-to-drop interaction in Chromium at CPU ×4 on the 500-task board (bench/lib/board-drag.ts):
 * the Event Timing duration of each interaction (what INP reports), target ≤ 100 ms.
 *
 *   npm run bench:board [-- --runs=30] [--only=500|10000|drag] [--drags=12] [--profile=drag.cpuprofile] [--trace=drag.json] [--frames]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import { BOARD_COLUMN_PAGE } from '@/contracts/work-vocabulary';
import { buildApp } from '../server/app';
import type { Database } from '../server/db/client';
import { analyzeTables } from '../server/db/planner-statistics';
import { nguoiDung, task, workColumn, workspace } from '../server/db/schema';
import { seedCatalogue, seedDemo } from '../server/db/seed';
import { DEMO_PASSWORD } from '../server/db/seed-data';
import { openEventStream } from '../tests/api/helpers/event-stream';
import { measureDragInteractions } from './lib/board-drag';
import { openBenchDatabase } from './lib/databases';
import { onCleanup, runBenchmark } from './lib/process';
import { ms, percentile, printTable, verdict } from './lib/report';

const BUDGET_MS = 30 * 60_000;
const COLUMNS = 20;
const API_P95_MS = 150;
const LIVE_P95_MS = 1000;
const WARMUP = 3;

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(arg('runs') ?? 30);
const SIZES = [500, COLUMNS * 500].filter((n) => !arg('only') || String(n) === arg('only'));
const DRAG = !arg('only') || arg('only') === 'drag';
const DRAGS = Number(arg('drags') ?? 12);
const INP_MS = 100;
/** Event Timing reports only interactions of 16 ms or more; the others count as 16. */
const EVENT_TIMING_FLOOR_MS = 16;

type App = Awaited<ReturnType<typeof buildApp>>;
type Row = { size: number; what: string; times: number[]; limit: number };

const TITLES = ['Giao hàng', 'Kiểm kê kho', 'Đối soát phí', 'Bảo dưỡng xe', 'Xếp lịch tài xế', 'Báo cáo tuần'];
const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
const STATUSES = ['TODO', 'IN_PROGRESS', 'DONE'] as const;

/** One workspace of 20 columns holding `total` tasks spread evenly, inserted directly (seconds, not minutes). */
async function seedBoard(database: Database, authorId: number, total: number) {
  const { db } = database;
  const [ws] = await db
    .insert(workspace)
    .values({ tieuDe: `Bảng ${total} công việc`, authorId })
    .returning();
  const wsId = ws?.id as number;
  const columnKeys = generateNKeysBetween(null, null, COLUMNS);
  const columns = await db
    .insert(workColumn)
    .values(columnKeys.map((sortKey, i) => ({ workspaceId: wsId, tenCot: `Cột ${i + 1}`, sortKey })))
    .returning({ id: workColumn.id });
  const perColumn = Math.ceil(total / COLUMNS);
  const keys = generateNKeysBetween(null, null, perColumn);
  const now = Date.now();
  const rows = columns.flatMap((c, ci) =>
    keys.slice(0, Math.min(perColumn, total - ci * perColumn)).map((sortKey, i) => {
      const n = ci * perColumn + i;
      return {
        workspaceId: wsId,
        columnId: c.id,
        tieuDe: `${TITLES[n % TITLES.length]} #${n + 1}`,
        sortKey,
        doUuTien: PRIORITIES[n % PRIORITIES.length],
        trangThai: STATUSES[n % STATUSES.length],
        ngayKetThuc: new Date(now + ((n % 11) - 5) * 86_400_000),
        ngayHoanThanh: n % STATUSES.length === 2 ? new Date(now - (n % 7) * 86_400_000) : null,
        nguoiTaoId: authorId,
      };
    }),
  );
  for (let i = 0; i < rows.length; i += 1000) await db.insert(task).values(rows.slice(i, i + 1000));
  // What autovacuum does on a server after a bulk load; without statistics the planner guesses.
  await analyzeTables(database);
  const placed = await db.select({ id: task.id, columnId: task.columnId }).from(task).where(eq(task.workspaceId, wsId));
  return { wsId, columnIds: columns.map((c) => c.id), where: new Map(placed.map((t) => [t.id, t.columnId])) };
}

async function timed(fn: () => Promise<{ statusCode: number; body: string }>): Promise<number> {
  const started = performance.now();
  const res = await fn();
  const took = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return took;
}

async function measureSize(one: App, two: { base: string }, database: Database, token: string, size: number) {
  const [author] = await database.db.select().from(nguoiDung).where(eq(nguoiDung.tenDangNhap, 'dieuphoi'));
  console.log(`\n${size} tasks in ${COLUMNS} columns: seeding…`);
  const seeding = performance.now();
  const board = await seedBoard(database, author?.idNguoiDung as number, size);
  console.log(`  seeded in ${ms(performance.now() - seeding)} ms`);
  const headers = { authorization: `Bearer ${token}` };
  const get = (url: string) => () => one.inject({ method: 'GET', url, headers });
  let turn = 0;
  /** Moves some task to another column, at a position that varies, as a drag-and-drop does. */
  const move = () => {
    const ids = [...board.where.keys()];
    const taskId = ids[(turn * 7919) % ids.length] as number;
    const from = board.where.get(taskId) as number;
    const to = board.columnIds[(board.columnIds.indexOf(from) + 1 + (turn % 3)) % COLUMNS] as number;
    turn++;
    board.where.set(taskId, to);
    return () =>
      one.inject({
        method: 'PUT',
        url: `/api/workspaces/${board.wsId}/columns/${from}/tasks/${taskId}`,
        headers,
        payload: { workColumnId: to, viTri: 1 + (turn % 5) },
      });
  };
  const cases: Array<{ what: string; run: () => Promise<number>; limit?: number }> = [
    // What the screen asks: this month, the first BOARD_COLUMN_PAGE cards of each column.
    {
      what: `GET board as the screen asks (monthly, ${BOARD_COLUMN_PAGE}/column)`,
      run: () => timed(get(`/api/workspaces/${board.wsId}/columns?period=monthly&limit=${BOARD_COLUMN_PAGE}`)),
    },
    // Figure only: the screen never asks for every card of a 10 000-task board.
    {
      what: 'GET board, every task (no limit)',
      run: () => timed(get(`/api/workspaces/${board.wsId}/columns`)),
      limit: Number.POSITIVE_INFINITY,
    },
    {
      what: 'GET statistics',
      run: () => timed(get(`/api/dashboard/workspaces/${board.wsId}/statistics`)),
    },
    { what: 'PUT move', run: () => timed(move()) },
  ];
  const rows: Row[] = [];
  for (const c of cases) {
    process.stdout.write(`  ${c.what}…`);
    for (let i = 0; i < WARMUP; i++) await c.run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await c.run());
    rows.push({ size, what: c.what, times, limit: c.limit ?? API_P95_MS });
    console.log(` p95 ${ms(percentile(times, 95))} ms`);
  }

  // Live propagation: a move through instance 1, its event read on instance 2's stream.
  const stream = await openEventStream(`${two.base}/api/workspaces/${board.wsId}/events`, token);
  if (stream.status !== 200) throw new Error(`stream: HTTP ${stream.status} ${stream.body}`);
  const live: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const started = performance.now();
    await timed(move());
    // Each move publishes one event; wait for it (any earlier stragglers were read already).
    await stream.next(5000);
    if (i >= WARMUP) live.push(performance.now() - started);
  }
  await stream.close();
  rows.push({ size, what: 'live: move on #1 → event on #2', times: live, limit: LIVE_P95_MS });
  return rows;
}

async function main(): Promise<number> {
  console.log(`bench:board — PGlite in memory, ${RUNS} runs after ${WARMUP} warm-up, figures in ms`);
  const database = await openBenchDatabase('pglite');
  await database.migrate();
  await seedCatalogue(database.db);
  await seedDemo(database.db);
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'vt-bench-board-'));
  onCleanup('remove uploads dir', () => rmSync(uploadsDir, { recursive: true, force: true }));
  const config = { uploadsDir, accessTokenTtlSeconds: 3 * 3600 };
  // Two instances on one database, as behind a load balancer (PGlite: the same in-process database).
  const one = await buildApp({ database, config });
  onCleanup('close instance 1', () => one.close());
  const two = await buildApp({ database, config });
  onCleanup('close instance 2', () => two.close());
  const base = await two.listen({ port: 0, host: '127.0.0.1' });
  const login = await one.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'dieuphoi', password: DEMO_PASSWORD },
  });
  const token = login.json().data.accessToken as string;

  const rows: Row[] = [];
  for (const size of SIZES) rows.push(...(await measureSize(one, { base }, database, token, size)));

  console.log('');
  printTable(
    ['tasks', 'measure', 'p50', 'p95', 'max', 'target (p95)'],
    rows.map((r) => [
      String(r.size),
      r.what,
      ms(percentile(r.times, 50)),
      ms(percentile(r.times, 95)),
      ms(Math.max(...r.times)),
      Number.isFinite(r.limit) ? `≤ ${r.limit}: ${verdict(percentile(r.times, 95), r.limit, ' ms')}` : 'figure only',
    ]),
    new Set([0, 2, 3, 4]),
  );
  if (DRAG) {
    console.log(`\nDrag-to-drop in Chromium, CPU ×4, 500 tasks in ${COLUMNS} columns, ${DRAGS} drags…`);
    const { interactions, drops, byEvent, frames, moves } = await measureDragInteractions(
      500,
      DRAGS,
      DEMO_PASSWORD,
      arg('profile'),
      arg('trace'),
    );
    for (const [name, times] of Object.entries(byEvent)) {
      console.log(
        `  ${name.padEnd(12)} ${times.length} × — p50 ${ms(percentile(times, 50))} ms, max ${ms(Math.max(...times))} ms`,
      );
    }
    if (process.argv.includes('--frames')) console.log(frames.join('\n'));
    console.log(
      `  pointer moves while dragging: ${moves.length} × — p50 ${ms(percentile(moves, 50))} ms, p95 ${ms(percentile(moves, 95))} ms (a frame is 16.7)`,
    );
    // Three interactions a drag: pointerdown, the drop's pointerup, the cancel click.
    const all = [...interactions];
    while (all.length < drops * 3) all.push(EVENT_TIMING_FLOOR_MS);
    const inp = percentile(all, 98);
    console.log(
      `  ${drops} drops, ${all.length} interactions: p50 ${ms(percentile(all, 50))} ms, p95 ${ms(percentile(all, 95))} ms, ` +
        `max ${ms(Math.max(...all))} ms; INP (p98) ${ms(inp)} ms — ≤ ${INP_MS}: ${verdict(inp, INP_MS, ' ms')}`,
    );
  }
  return 0;
}

await runBenchmark('bench:board', BUDGET_MS, main);
