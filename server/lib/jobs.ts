/**
 * Persisted background jobs on the `app_job` table, run by every server instance: AI generation,
 * web pushes and whatever comes next. A job is inserted (inside the caller's transaction when
 * given, so it exists only if that commits) and NOTIFY 'app_job' wakes idle workers at once; each
 * instance also polls. Claims use `FOR UPDATE SKIP LOCKED`, so two instances never take one job;
 * a claim is a lease renewed while the handler runs — an instance that dies stops renewing and
 * another claims the job when the lease runs out (a restart resumes it). Timeout, retry with
 * exponential backoff + jitter, then 'failed' with the last error. Handlers run at least once:
 * they must be idempotent (a lease lost mid-run means the job can run again).
 *
 * Why not pg-boss: this is one small file with no extra schema, it runs identically on PGlite and
 * PostgreSQL through our Database (and joins the caller's Drizzle transaction), while pg-boss 10
 * needs an executeSql adapter for PGlite and creates and migrates its own schema.
 */

import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import { appJob } from '../db/schema';

export type JobContext = {
  id: number;
  attempt: number;
  signal: AbortSignal;
  /** Stores progress on the row (throttled by the caller) and notifies listeners. */
  progress(data: unknown): Promise<void>;
  /** The progress an earlier attempt stored (null on a first run): lets a retry skip work already done. */
  previous: unknown;
};
export type QueueOptions = {
  timeoutMs: number;
  retryLimit: number;
  retryBackoffMs: number;
  /** Jobs of this queue one instance runs at once (default 5). */
  concurrency?: number;
  /** Cap of one retry's delay (default 1 hour). */
  maxBackoffMs?: number;
};
export type JobState = 'created' | 'active' | 'completed' | 'failed';
export type JobRow = {
  id: number;
  queue: string;
  payload: unknown;
  singletonKey: string | null;
  state: JobState;
  attempt: number;
  retryLimit: number;
  progress: unknown;
  output: unknown;
  lastError: string | null;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  runAfter: Date;
};
export type SendOptions = {
  singletonKey?: string;
  startAfterMs?: number;
  db?: Db;
  retryLimit?: number;
  retryBackoffMs?: number;
  timeoutMs?: number;
};
export type JobsOptions = {
  pollMs?: number;
  leaseMs?: number;
  instanceId?: string;
  /** How long stop() waits for handlers that ignore their aborted signal (their lease then runs out). */
  stopGraceMs?: number;
  /** idle() also waits for retries due within this many ms (tests use short backoffs). */
  idleHorizonMs?: number;
};

/**
 * The one NOTIFY channel (one LISTEN connection per instance): a new job's queue name, or
 * `change:<id>` when a job's progress or state changed.
 */
export const JOB_CHANNEL = 'app_job';
const CHANGE_PREFIX = 'change:';
/** Finished jobs are kept this long (a generation's result, a push's last error), then deleted. */
export const JOB_RETENTION_DAYS = 7;
const PURGE_EVERY_MS = 3_600_000;
const DEFAULT_CONCURRENCY = 5;
const DEFAULT_MAX_BACKOFF_MS = 3_600_000;

/**
 * Thrown by a handler to ask for a retry no sooner than `retryAfterMs` (a push service's
 * Retry-After), or — with `retry: false` — to fail the job at once whatever retries are left.
 */
export class JobError extends Error {
  readonly retryAfterMs?: number;
  readonly retry: boolean;
  constructor(message: string, options: { retryAfterMs?: number | null; retry?: boolean } = {}) {
    super(message);
    this.name = 'JobError';
    this.retryAfterMs = options.retryAfterMs ?? undefined;
    this.retry = options.retry ?? true;
  }
}

export const jobTimeoutMessage = (ms: number) => `Quá thời gian xử lý (${Math.round(ms / 1000)} giây).`;
export const LEASE_LOST_MESSAGE = 'Máy chủ xử lý bị dừng giữa chừng quá số lần cho phép.';

type Queue = { name: string; options: QueueOptions; handler: (payload: unknown, ctx: JobContext) => Promise<unknown> };
type Row = typeof appJob.$inferSelect;
type Running = { queue: string; controller: AbortController; done: Promise<void>; renew?: NodeJS.Timeout };

const toJobRow = (r: Row): JobRow => ({
  id: r.id,
  queue: r.queue,
  payload: r.payload,
  singletonKey: r.singletonKey,
  state: r.state as JobState,
  attempt: r.attempt,
  retryLimit: r.retryLimit,
  progress: r.progress,
  output: r.output,
  lastError: r.lastError,
  createdAt: r.createdAt,
  startedAt: r.startedAt,
  completedAt: r.completedAt,
  runAfter: r.runAfter,
});

const ms = (n: number) => sql`(${Math.max(0, Math.round(n))} * interval '1 millisecond')`;
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

export class Jobs {
  private readonly queues = new Map<string, Queue>();
  private readonly running = new Map<number, Running>();
  private readonly changeListeners = new Set<(id: number) => void>();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly stopGraceMs: number;
  private readonly idleHorizonMs: number;
  readonly instanceId: string;
  private started = false;
  private stopped = false;
  private pollTimer?: NodeJS.Timeout;
  private purgeTimer?: NodeJS.Timeout;
  private readonly wakeTimers = new Set<NodeJS.Timeout>();
  private unlisten?: () => Promise<void>;
  /** One claim pass at a time; a wake during it asks for another pass. */
  private claiming?: Promise<void>;
  private purging?: Promise<void>;
  private again = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    options: JobsOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.stopGraceMs = options.stopGraceMs ?? 10_000;
    this.idleHorizonMs = options.idleHorizonMs ?? 1000;
    this.instanceId = (options.instanceId ?? `${process.pid}-${Math.random().toString(36).slice(2, 10)}`).slice(0, 60);
  }

  private get db() {
    return this.database.db;
  }

  work<P>(queue: string, options: QueueOptions, handler: (payload: P, ctx: JobContext) => Promise<unknown>): void {
    if (this.queues.has(queue)) throw new Error(`Hàng đợi ${queue} đã có bộ xử lý`);
    this.queues.set(queue, { name: queue, options, handler: handler as Queue['handler'] });
    if (this.started) this.wake();
  }

  async send<P>(queue: string, payload: P, options: SendOptions = {}): Promise<number | null> {
    const defaults = this.queues.get(queue)?.options;
    const db = options.db ?? this.db;
    const [row] = await db
      .insert(appJob)
      .values({
        queue,
        payload: payload as object,
        singletonKey: options.singletonKey ?? null,
        retryLimit: options.retryLimit ?? defaults?.retryLimit,
        retryBackoffMs: options.retryBackoffMs ?? defaults?.retryBackoffMs,
        timeoutMs: options.timeoutMs ?? defaults?.timeoutMs,
        runAfter: options.startAfterMs ? sql`now() + ${ms(options.startAfterMs)}` : undefined,
      })
      // Only the partial singleton index can conflict: a job with this key is created/active.
      .onConflictDoNothing()
      .returning({ id: appJob.id });
    if (!row) return null;
    // Delivered when the caller's transaction commits (never for one rolled back).
    await db.execute(sql`select pg_notify(${JOB_CHANNEL}, ${queue})`);
    return row.id;
  }

  async get(id: number): Promise<JobRow | null> {
    const [row] = await this.db.select().from(appJob).where(eq(appJob.id, id));
    return row ? toJobRow(row) : null;
  }

  async latest(queue: string, singletonKey: string): Promise<JobRow | null> {
    const [row] = await this.db
      .select()
      .from(appJob)
      .where(and(eq(appJob.queue, queue), eq(appJob.singletonKey, singletonKey)))
      .orderBy(sql`${appJob.id} desc`)
      .limit(1);
    return row ? toJobRow(row) : null;
  }

  /** Calls `listener` with a job's id whenever any instance stores its progress or changes its state. */
  onChange(listener: (id: number) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.stopped = false;
    this.unlisten = await this.database.listen(JOB_CHANNEL, (payload) => this.announced(payload), {
      onReconnect: () => this.wake(),
      onError: (err) => this.log.warn({ err }, 'Kết nối LISTEN app_job bị gián đoạn'),
    });
    const poll = () => {
      this.wake();
      this.pollTimer = setTimeout(poll, this.pollMs);
      this.pollTimer.unref();
    };
    poll();
    const purge = () => {
      this.purging = this.purge()
        .catch((err) => this.log.error({ err }, 'Xóa công việc nền cũ thất bại'))
        .then(() => undefined);
    };
    purge();
    this.purgeTimer = setInterval(purge, PURGE_EVERY_MS);
    this.purgeTimer.unref();
  }

  async stop(): Promise<void> {
    if (!this.started || this.stopped) return;
    this.stopped = true;
    clearTimeout(this.pollTimer);
    clearInterval(this.purgeTimer);
    for (const t of this.wakeTimers) clearTimeout(t);
    this.wakeTimers.clear();
    await Promise.all([this.claiming, this.purging]);
    for (const r of this.running.values()) r.controller.abort(new Error('Máy chủ đang dừng.'));
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.running.values()].map((r) => r.done)),
      new Promise((resolve) => {
        grace = setTimeout(resolve, this.stopGraceMs);
      }),
    ]);
    clearTimeout(grace);
    // Handlers still running ignore their signal: stop renewing, so their lease runs out elsewhere.
    for (const r of this.running.values()) clearInterval(r.renew);
    await this.unlisten?.();
    this.unlisten = undefined;
    this.started = false;
  }

  /** Tests: resolves when none of this instance's queues has a job running or due (within idleHorizonMs). */
  async idle(): Promise<void> {
    if (!this.started) throw new Error('Jobs.idle() trước khi start()');
    const names = [...this.queues.keys()];
    if (!names.length) return;
    for (;;) {
      if (!this.running.size && !this.claiming) {
        const [busy] = await this.db
          .select({ id: appJob.id })
          .from(appJob)
          .where(
            and(
              inArray(appJob.queue, names),
              or(
                eq(appJob.state, 'active'),
                and(eq(appJob.state, 'created'), lte(appJob.runAfter, sql`now() + ${ms(this.idleHorizonMs)}`)),
              ),
            ),
          )
          .limit(1);
        if (!busy) return;
        this.wake();
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
      await Promise.race([Promise.allSettled([...this.running.values()].map((r) => r.done)), this.claiming]);
    }
  }

  /** Deletes finished jobs older than the retention. */
  async purge(): Promise<number> {
    const gone = await this.db
      .delete(appJob)
      .where(
        and(
          inArray(appJob.state, ['completed', 'failed']),
          lt(appJob.completedAt, sql`now() - ${JOB_RETENTION_DAYS} * interval '1 day'`),
        ),
      )
      .returning({ id: appJob.id });
    return gone.length;
  }

  private announced(payload: string) {
    if (!payload.startsWith(CHANGE_PREFIX)) {
      if (this.queues.has(payload)) this.wake();
      return;
    }
    const id = Number(payload.slice(CHANGE_PREFIX.length));
    if (Number.isSafeInteger(id)) for (const listener of this.changeListeners) listener(id);
  }

  /** Runs a claim pass now (new job announced, a slot freed, a retry due, the poll). */
  private wake(): void {
    if (!this.started || this.stopped) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = (async () => {
      do {
        this.again = false;
        try {
          await this.claimAll();
        } catch (err) {
          this.log.error({ err }, 'Nhận công việc nền thất bại');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.claiming = undefined;
    });
  }

  private wakeIn(delayMs: number) {
    if (delayMs >= this.pollMs || this.stopped) return;
    const timer = setTimeout(() => {
      this.wakeTimers.delete(timer);
      this.wake();
    }, delayMs);
    timer.unref();
    this.wakeTimers.add(timer);
  }

  private async claimAll() {
    for (const q of this.queues.values()) {
      if (this.stopped) return;
      let busy = 0;
      for (const r of this.running.values()) if (r.queue === q.name) busy++;
      const free = (q.options.concurrency ?? DEFAULT_CONCURRENCY) - busy;
      if (free <= 0) continue;
      const rows = await this.claim(q.name, free);
      for (const row of rows) {
        if (this.stopped) await this.release(row);
        else this.launch(q, row);
      }
    }
  }

  private claim(queue: string, limit: number): Promise<Row[]> {
    const due = this.db
      .select({ id: appJob.id })
      .from(appJob)
      .where(
        and(
          eq(appJob.queue, queue),
          or(
            and(eq(appJob.state, 'created'), lte(appJob.runAfter, sql`now()`)),
            and(eq(appJob.state, 'active'), lt(appJob.lockedUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(asc(appJob.runAfter), asc(appJob.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(appJob)
      .set({
        state: 'active',
        attempt: sql`${appJob.attempt} + 1`,
        lockedBy: this.instanceId,
        lockedUntil: sql`now() + ${ms(this.leaseMs)}`,
        startedAt: sql`now()`,
      })
      .where(inArray(appJob.id, due))
      .returning();
  }

  private launch(q: Queue, row: Row) {
    const controller = new AbortController();
    const running: Running = { queue: q.name, controller, done: Promise.resolve() };
    this.running.set(row.id, running);
    running.done = this.run(q, row, running)
      .catch((err) => this.log.error({ err, job: row.id }, 'Ghi kết quả công việc nền thất bại'))
      .finally(() => {
        this.running.delete(row.id);
        this.wake();
      });
  }

  /** The claimed row, guarded: a lease lost to another instance makes every write here a no-op. */
  private mine(row: Row) {
    return and(
      eq(appJob.id, row.id),
      eq(appJob.state, 'active'),
      eq(appJob.lockedBy, this.instanceId),
      eq(appJob.attempt, row.attempt),
    );
  }

  private async run(q: Queue, row: Row, running: Running) {
    const { controller } = running;
    void this.changed(row.id);
    // An instance died while holding it more often than retries allow: give up on it.
    if (row.attempt > row.retryLimit + 1) {
      await this.finish(row, { state: 'failed', lastError: row.lastError ?? LEASE_LOST_MESSAGE });
      return;
    }
    running.renew = setInterval(
      () =>
        void this.db
          .update(appJob)
          .set({ lockedUntil: sql`now() + ${ms(this.leaseMs)}` })
          .where(this.mine(row))
          .catch((err) => this.log.warn({ err, job: row.id }, 'Gia hạn công việc nền thất bại')),
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
    running.renew.unref();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const err = new JobError(jobTimeoutMessage(row.timeoutMs));
        controller.abort(err);
        reject(err);
      }, row.timeoutMs);
      timer.unref();
    });
    timedOut.catch(() => {});
    const ctx: JobContext = {
      id: row.id,
      attempt: row.attempt,
      signal: controller.signal,
      previous: row.progress ?? null,
      progress: async (data) => {
        await this.db
          .update(appJob)
          .set({ progress: data as object, lockedUntil: sql`now() + ${ms(this.leaseMs)}` })
          .where(this.mine(row));
        await this.changed(row.id);
      },
    };
    try {
      // A handler that ignores its signal still loses the race: the timeout is recorded on time.
      const output = await Promise.race([q.handler(row.payload, ctx), timedOut]);
      await this.finish(row, { state: 'completed', output: (output ?? null) as object | null, lastError: null });
    } catch (err) {
      // Aborted because this instance is stopping: someone runs it again, without it counting.
      if (this.stopped && controller.signal.aborted && !(controller.signal.reason instanceof JobError)) {
        await this.release(row);
        return;
      }
      await this.fail(q, row, err);
    } finally {
      clearTimeout(timer);
      clearInterval(running.renew);
    }
  }

  private async fail(q: Queue, row: Row, err: unknown) {
    const message = errorText(err);
    const retry = !(err instanceof JobError && !err.retry) && row.attempt <= row.retryLimit;
    if (!retry) {
      this.log.warn({ job: row.id, queue: row.queue, attempt: row.attempt, err: message }, 'Công việc nền thất bại');
      await this.finish(row, { state: 'failed', lastError: message });
      return;
    }
    const maxBackoff = q.options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
    const backoff = row.retryBackoffMs * 2 ** (row.attempt - 1) * (0.8 + Math.random() * 0.4);
    const asked = err instanceof JobError ? (err.retryAfterMs ?? 0) : 0;
    const delay = Math.min(maxBackoff, Math.max(backoff, asked));
    await this.db
      .update(appJob)
      .set({
        state: 'created',
        runAfter: sql`now() + ${ms(delay)}`,
        lockedBy: null,
        lockedUntil: null,
        lastError: message,
      })
      .where(this.mine(row));
    await this.changed(row.id);
    this.wakeIn(delay);
  }

  private async finish(
    row: Row,
    fields: { state: 'completed' | 'failed'; output?: object | null; lastError: string | null },
  ) {
    await this.db
      .update(appJob)
      .set({ ...fields, lockedBy: null, lockedUntil: null, completedAt: sql`now()` })
      .where(this.mine(row));
    await this.changed(row.id);
  }

  /** Back to the queue, not counted as an attempt: this instance is stopping. */
  private async release(row: Row) {
    await this.db
      .update(appJob)
      .set({
        state: 'created',
        attempt: sql`${appJob.attempt} - 1`,
        lockedBy: null,
        lockedUntil: null,
        runAfter: sql`now()`,
      })
      .where(this.mine(row));
    await this.changed(row.id);
  }

  private async changed(id: number) {
    try {
      await this.db.execute(sql`select pg_notify(${JOB_CHANNEL}, ${CHANGE_PREFIX + id})`);
    } catch (err) {
      this.log.warn({ err, job: id }, 'Báo thay đổi công việc nền thất bại');
    }
  }
}
