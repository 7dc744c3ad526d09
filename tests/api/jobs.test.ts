/**
 * The persisted job queue on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * run, retry with backoff, timeout, one job per singleton key, transactions, two instances on one
 * database, and a job whose instance died being run by the next one.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { appJob } from '../../server/db/schema';
import { JobError, Jobs, type JobsOptions, jobTimeoutMessage } from '../../server/lib/jobs';
import { openTestDatabase, openTestDatabaseTwice } from './helpers/test-app';

const warnings: string[] = [];
const log = {
  level: 'silent',
  info() {},
  debug() {},
  trace() {},
  fatal() {},
  silent() {},
  error() {},
  warn(_obj: unknown, msg?: string) {
    if (msg) warnings.push(msg);
  },
  child: () => log,
} as unknown as FastifyBaseLogger;

let database: Database;
const instances: Jobs[] = [];
function jobs(options: JobsOptions = {}, on: Database = database) {
  const j = new Jobs(on, log, { pollMs: 50, ...options });
  instances.push(j);
  return j;
}
const fast = { timeoutMs: 5000, retryLimit: 0, retryBackoffMs: 10 };
let queueNo = 0;
const queueName = () => `test-${++queueNo}`;
const never = new Promise<never>(() => {});

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await Promise.all(instances.splice(0).map((j) => j.stop()));
});
afterAll(async () => {
  await database.close();
});

describe('jobs', () => {
  it('runs a job once and keeps its output', async () => {
    const j = jobs();
    const q = queueName();
    const seen: unknown[] = [];
    j.work<{ n: number }>(q, fast, async (payload, ctx) => {
      seen.push({ payload, attempt: ctx.attempt, previous: ctx.previous });
      return { doubled: payload.n * 2 };
    });
    await j.start();
    const id = (await j.send(q, { n: 21 })) as number;
    await j.idle();
    expect(seen).toEqual([{ payload: { n: 21 }, attempt: 1, previous: null }]);
    expect(await j.get(id)).toMatchObject({
      id,
      queue: q,
      state: 'completed',
      attempt: 1,
      output: { doubled: 42 },
      lastError: null,
      singletonKey: null,
    });
    expect((await j.get(id))?.completedAt).toBeInstanceOf(Date);
    expect(await j.get(999_999_999)).toBeNull();
  });

  it('a queue registered after start is worked at once; one handler per queue', async () => {
    const j = jobs();
    const q = queueName();
    await j.start();
    const id = (await j.send(q, {})) as number;
    j.work(q, fast, async () => 'muộn mà vẫn chạy');
    await j.idle();
    expect(await j.get(id)).toMatchObject({ state: 'completed', output: 'muộn mà vẫn chạy' });
    expect(() => j.work(q, fast, async () => null)).toThrow(`Hàng đợi ${q} đã có bộ xử lý`);
  });

  it('retries a failing job with growing backoff, then fails it with the last error', async () => {
    const j = jobs();
    const q = queueName();
    const at: number[] = [];
    j.work(q, { timeoutMs: 5000, retryLimit: 2, retryBackoffMs: 40 }, async (_p, ctx) => {
      at.push(Date.now());
      throw new Error(`hỏng lần ${ctx.attempt}`);
    });
    await j.start();
    const id = (await j.send(q, {})) as number;
    await j.idle();
    expect(at).toHaveLength(3);
    // 40 ms then 80 ms, each −20 % jitter at most.
    expect((at[1] as number) - (at[0] as number)).toBeGreaterThanOrEqual(32 - 5);
    expect((at[2] as number) - (at[1] as number)).toBeGreaterThanOrEqual(64 - 5);
    expect(await j.get(id)).toMatchObject({ state: 'failed', attempt: 3, lastError: 'hỏng lần 3' });
    expect(warnings).toContain('Công việc nền thất bại');
  });

  it('succeeds on a retry, which sees the progress the failed attempt stored', async () => {
    const j = jobs();
    const q = queueName();
    const previous: unknown[] = [];
    j.work(q, { timeoutMs: 5000, retryLimit: 3, retryBackoffMs: 5 }, async (_p, ctx) => {
      previous.push(ctx.previous);
      await ctx.progress({ done: ctx.attempt });
      if (ctx.attempt < 3) throw new Error('chưa được');
      return 'xong';
    });
    await j.start();
    const id = (await j.send(q, {})) as number;
    await j.idle();
    expect(previous).toEqual([null, { done: 1 }, { done: 2 }]);
    expect(await j.get(id)).toMatchObject({ state: 'completed', attempt: 3, output: 'xong', lastError: null });
  });

  it('waits at least the Retry-After a handler asks for, and fails at once when told not to retry', async () => {
    const j = jobs();
    const q = queueName();
    const at: number[] = [];
    j.work<{ final?: boolean }>(q, { timeoutMs: 5000, retryLimit: 3, retryBackoffMs: 1 }, async (p) => {
      at.push(Date.now());
      if (p.final) throw new JobError('từ chối hẳn', { retry: false });
      if (at.length === 1) throw new JobError('bận', { retryAfterMs: 150 });
      return null;
    });
    await j.start();
    const id = (await j.send(q, {})) as number;
    await j.idle();
    expect(at).toHaveLength(2);
    expect((at[1] as number) - (at[0] as number)).toBeGreaterThanOrEqual(145);
    expect(await j.get(id)).toMatchObject({ state: 'completed', attempt: 2 });

    const final = (await j.send(q, { final: true })) as number;
    await j.idle();
    expect(await j.get(final)).toMatchObject({ state: 'failed', attempt: 1, lastError: 'từ chối hẳn' });
  });

  it('times a job out: its signal is aborted and the timeout counts as a failure', async () => {
    const j = jobs();
    const q = queueName();
    const stubborn = queueName();
    let signal: AbortSignal | undefined;
    j.work(q, { timeoutMs: 60, retryLimit: 0, retryBackoffMs: 5 }, async (_p, ctx) => {
      signal = ctx.signal;
      await new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason)));
    });
    // A handler that ignores its signal is timed out all the same.
    j.work(stubborn, { timeoutMs: 60, retryLimit: 1, retryBackoffMs: 5 }, () => never);
    await j.start();
    const id = (await j.send(q, {})) as number;
    const other = (await j.send(stubborn, {})) as number;
    await j.idle();
    expect(signal?.aborted).toBe(true);
    expect(await j.get(id)).toMatchObject({ state: 'failed', attempt: 1, lastError: jobTimeoutMessage(60) });
    expect(await j.get(other)).toMatchObject({ state: 'failed', attempt: 2, lastError: jobTimeoutMessage(60) });
    expect(jobTimeoutMessage(180_000)).toBe('Quá thời gian xử lý (180 giây).');
  });

  it('keeps one created/active job per singleton key; the newest of a key is found', async () => {
    const j = jobs();
    const q = queueName();
    const waiting = new Map<number, () => void>();
    // Jobs 1 and 3 finish once released, whether their handler started before that or after.
    let released = false;
    const release = () => {
      released = true;
      for (const [n, done] of waiting) if (n === 1 || n === 3) done();
    };
    j.work<{ n: number }>(
      q,
      fast,
      (p) =>
        new Promise((resolve) => {
          if (released && (p.n === 1 || p.n === 3)) resolve('ok');
          else waiting.set(p.n, () => resolve('ok'));
        }),
    );
    const first = await j.send(q, { n: 1 }, { singletonKey: 'article:1' });
    expect(first).toBeTypeOf('number');
    expect(await j.send(q, { n: 2 }, { singletonKey: 'article:1' })).toBeNull();
    // Another key, or the same key in another queue, is its own job.
    expect(await j.send(q, { n: 3 }, { singletonKey: 'article:2' })).toBeTypeOf('number');
    expect(await j.send(queueName(), { n: 4 }, { singletonKey: 'article:1' })).toBeTypeOf('number');
    await j.start();
    await expect.poll(async () => (await j.get(first as number))?.state).toBe('active');
    expect(await j.send(q, { n: 5 }, { singletonKey: 'article:1' })).toBeNull();
    expect((await j.latest(q, 'article:1'))?.id).toBe(first);
    release();
    await j.idle();
    expect(await j.get(first as number)).toMatchObject({ state: 'completed', output: 'ok' });
    // Finished: the key is free again, and latest() answers the new job.
    const again = await j.send(q, { n: 6 }, { singletonKey: 'article:1' });
    expect(again).toBeGreaterThan(first as number);
    expect((await j.latest(q, 'article:1'))?.id).toBe(again);
    expect(await j.latest(q, 'article:nope')).toBeNull();
    for (const done of waiting.values()) done();
    await j.idle();
  });

  it('sends inside a transaction: a rolled-back job never exists, a committed one runs', async () => {
    const j = jobs();
    const q = queueName();
    const ran: string[] = [];
    j.work<{ tag: string }>(q, fast, async (p) => void ran.push(p.tag));
    await j.start();
    await expect(
      database.db.transaction(async (tx) => {
        await j.send(q, { tag: 'hủy' }, { db: tx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await database.db.transaction(async (tx) => {
      await j.send(q, { tag: 'giữ' }, { db: tx });
    });
    await j.idle();
    expect(ran).toEqual(['giữ']);
    expect(await database.db.select().from(appJob).where(eq(appJob.queue, q))).toHaveLength(1);
  });

  it('runs a job sent with startAfterMs only when it is due', async () => {
    const j = jobs({ idleHorizonMs: 0 });
    const q = queueName();
    const ran: number[] = [];
    j.work(q, fast, async (_p, ctx) => void ran.push(ctx.id));
    await j.start();
    const later = (await j.send(q, {}, { startAfterMs: 60_000 })) as number;
    const now = (await j.send(q, {})) as number;
    await j.idle();
    expect(ran).toEqual([now]);
    expect(await j.get(later)).toMatchObject({ state: 'created', attempt: 0 });
  });

  it('two instances on one database run each of 50 jobs exactly once', async () => {
    const [one, two] = await openTestDatabaseTwice();
    try {
      const q = queueName();
      const runs = new Map<number, string[]>();
      const a = jobs({ instanceId: 'a' }, one);
      const b = jobs({ instanceId: 'b' }, two);
      for (const [name, j] of [
        ['a', a],
        ['b', b],
      ] as const) {
        j.work(q, { ...fast, concurrency: 4 }, async (_p, ctx) => {
          runs.set(ctx.id, [...(runs.get(ctx.id) ?? []), name]);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        });
      }
      await Promise.all([a.start(), b.start()]);
      const ids = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).send(q, { i }) as Promise<number>),
      );
      await Promise.all([a.idle(), b.idle()]);
      expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
      for (const [id, by] of runs) expect(by, `job ${id}`).toHaveLength(1);
      const rows = await one.db.select().from(appJob).where(eq(appJob.queue, q));
      expect(rows.every((r) => r.state === 'completed' && r.attempt === 1)).toBe(true);
      await Promise.all([a.stop(), b.stop()]);
    } finally {
      await two.close();
      await one.close();
    }
  });

  it('a job held by an instance that died is run by the next one when its lease runs out', async () => {
    const q = queueName();
    // One retry allowed: the lost lease counts as the first attempt.
    const once = { ...fast, retryLimit: 1 };
    const crashed = jobs({ instanceId: 'crashed', leaseMs: 150, stopGraceMs: 20 });
    let finishLate: (v: unknown) => void = () => {};
    let handlerStarted: () => void = () => {};
    const running = new Promise<void>((resolve) => (handlerStarted = resolve));
    crashed.work(q, once, () => {
      handlerStarted();
      return new Promise((resolve) => (finishLate = resolve));
    });
    await crashed.start();
    const id = (await crashed.send(q, { n: 1 })) as number;
    // The handler itself, not only the row: a claim this instance has written but not yet handed to
    // a handler is put back by stop() (CI caught the row 'active' and the stop releasing it).
    await running;
    expect(await crashed.get(id)).toMatchObject({ state: 'active' });
    // The handler ignores the stop: the job stays claimed by the dead instance, its lease unrenewed.
    await crashed.stop();
    expect(await crashed.get(id)).toMatchObject({ state: 'active', attempt: 1 });

    const next = jobs({ instanceId: 'next', leaseMs: 150 });
    const runs: number[] = [];
    next.work(q, once, async (_p, ctx) => {
      runs.push(ctx.attempt);
      return 'chạy lại';
    });
    await next.start();
    await next.idle();
    expect(runs).toEqual([2]);
    expect(await next.get(id)).toMatchObject({ state: 'completed', attempt: 2, output: 'chạy lại' });
    // The dead instance's handler ending late changes nothing.
    finishLate('quá muộn');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await next.get(id)).toMatchObject({ state: 'completed', output: 'chạy lại' });
  });

  it('a job whose instance died too often is failed instead of run again', async () => {
    const j = jobs({ instanceId: 'later' });
    const q = queueName();
    const ran: number[] = [];
    j.work(q, fast, async (_p, ctx) => void ran.push(ctx.id));
    const [row] = await database.db
      .insert(appJob)
      .values({
        queue: q,
        payload: {},
        state: 'active',
        attempt: 1,
        retryLimit: 0,
        lockedBy: 'dead',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .returning();
    await j.start();
    await j.idle();
    expect(ran).toEqual([]);
    expect(await j.get(row?.id as number)).toMatchObject({
      state: 'failed',
      attempt: 2,
      lastError: 'Máy chủ xử lý bị dừng giữa chừng quá số lần cho phép.',
    });
  });

  it('a graceful stop puts running jobs back without counting the attempt', async () => {
    const q = queueName();
    const first = jobs({ instanceId: 'first' });
    first.work(q, fast, (_p, ctx) => new Promise((_, reject) => ctx.signal.addEventListener('abort', reject)));
    await first.start();
    const id = (await first.send(q, {})) as number;
    await expect.poll(async () => (await first.get(id))?.state).toBe('active');
    await first.stop();
    expect(await first.get(id)).toMatchObject({ state: 'created', attempt: 0 });

    const second = jobs({ instanceId: 'second' });
    second.work(q, fast, async (_p, ctx) => ctx.attempt);
    await second.start();
    await second.idle();
    expect(await second.get(id)).toMatchObject({ state: 'completed', attempt: 1, output: 1 });
  });

  it('announces progress and state changes to every instance', async () => {
    const j = jobs();
    const q = queueName();
    const changes: number[] = [];
    const off = j.onChange((id) => changes.push(id));
    j.work(q, fast, async (_p, ctx) => {
      await ctx.progress({ partial: 'Xin' });
      await ctx.progress({ partial: 'Xin chào' });
      return null;
    });
    await j.start();
    const id = (await j.send(q, {})) as number;
    await j.idle();
    // Claimed, two progress writes, completed.
    await expect.poll(() => changes.filter((c) => c === id).length).toBeGreaterThanOrEqual(4);
    expect(await j.get(id)).toMatchObject({ progress: { partial: 'Xin chào' } });
    off();
  });

  it('purges finished jobs older than seven days', async () => {
    const j = jobs();
    const q = queueName();
    const old = sql`now() - interval '8 days'`;
    const recent = sql`now() - interval '6 days'`;
    const rows = await database.db
      .insert(appJob)
      .values([
        { queue: q, payload: { k: 'old done' }, state: 'completed', completedAt: old },
        { queue: q, payload: { k: 'old failed' }, state: 'failed', completedAt: old },
        { queue: q, payload: { k: 'recent' }, state: 'completed', completedAt: recent },
        {
          queue: q,
          payload: { k: 'waiting' },
          state: 'created',
          createdAt: old,
          runAfter: sql`now() + interval '1 day'`,
        },
      ])
      .returning();
    expect(await j.purge()).toBeGreaterThanOrEqual(2);
    const left = await database.db.select().from(appJob).where(eq(appJob.queue, q));
    expect(left.map((r) => (r.payload as { k: string }).k).sort()).toEqual(['recent', 'waiting']);
    expect(rows).toHaveLength(4);
  });
});
