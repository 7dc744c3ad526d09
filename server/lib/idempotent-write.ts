/**
 * Exactly-once writes for the offline outbox. A request carrying an Idempotency-Key first claims
 * (key, user) with a short lease; the business writes and the stored answer then commit in ONE
 * transaction, so a crash either leaves nothing (the lease runs out, the retry redoes the work)
 * or leaves the answer (the retry gets it back with `Idempotent-Replayed: true`). Same key with
 * another payload → 422; a key whose first attempt is still running → 409. Kept ≥ 30 days.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@/contracts/envelope';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@/contracts/offline-write';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../http-error';
import { requireUser } from '../plugins/auth';

export type WriteResult<T = unknown> = { status: number; body: T };
/** The transaction a write runs in; repositories accept it wherever they accept `Db`. */
export type Tx = Db;

export type IdempotencyOptions = {
  /** How long a claimed key stays locked to its first attempt before a retry may take over. */
  leaseMs?: number;
  retentionDays?: number;
  /** Expired answers are purged this long after start, then every `purgeEveryMs` (default 6 h). */
  purgeFirstRunMs?: number;
  purgeEveryMs?: number;
};

/** Stable JSON: object keys sorted, so the same payload always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const requestFingerprint = (req: FastifyRequest) =>
  createHash('sha256')
    .update(`${req.method} ${req.routeOptions.url} ${canonicalJson(req.params)} ${canonicalJson(req.query)} `)
    .update(canonicalJson(req.body))
    .digest('hex');

export class IdempotentWrites {
  private readonly leaseMs: number;
  private readonly retentionMs: number;

  constructor(
    private readonly db: Db,
    private readonly options: IdempotencyOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 30_000;
    this.retentionMs = (options.retentionDays ?? 30) * 86_400_000;
  }

  /**
   * Runs `work` in a transaction and sends its answer. With an Idempotency-Key header the write
   * happens at most once per (key, user); without one (office screens) it simply runs.
   * `fingerprint` overrides the request hash (uploads hash the file, not the multipart stream).
   */
  async run<T>(
    req: FastifyRequest,
    reply: FastifyReply,
    work: (tx: Tx) => Promise<WriteResult<T>>,
    options: { fingerprint?: string } = {},
  ): Promise<FastifyReply> {
    const header = req.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined) {
      const result = await this.db.transaction((tx) => work(tx as unknown as Tx));
      return reply.status(result.status).send(result.body);
    }
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new HttpError(400, ErrorCode.VALIDATION, IDEMPOTENCY_MESSAGES.invalidKey);
    }
    const userId = requireUser(req).id;
    const fingerprint = options.fingerprint ?? requestFingerprint(req);
    const owner = randomUUID();

    const claim = await this.claim(key, userId, fingerprint, owner, req);
    if (claim.kind === 'replay') {
      return reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true').status(claim.status).send(claim.body);
    }

    const mine = and(
      eq(idempotencyKeys.key, key),
      eq(idempotencyKeys.idNguoiDung, userId),
      eq(idempotencyKeys.owner, owner),
      eq(idempotencyKeys.state, 'in_flight'),
    );
    try {
      const result = await this.db.transaction(async (tx) => {
        const r = await work(tx as unknown as Tx);
        const done = await tx
          .update(idempotencyKeys)
          .set({ state: 'done', responseStatus: r.status, responseBody: r.body as object, completedAt: new Date() })
          .where(mine)
          .returning({ key: idempotencyKeys.key });
        // Our lease ran out and another attempt took over: undo ours, theirs is the one.
        if (done.length !== 1) throw new HttpError(409, ErrorCode.CONFLICT, IDEMPOTENCY_MESSAGES.inFlight);
        return r;
      });
      return reply.status(result.status).send(result.body);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode < 500 && err.statusCode !== 409) {
        // A refusal is an answer too: the same request would be refused again, so keep it.
        const body = { message: err.message, code: err.code, fieldErrors: err.fieldErrors };
        await this.db
          .update(idempotencyKeys)
          .set({ state: 'done', responseStatus: err.statusCode, responseBody: body, completedAt: new Date() })
          .where(mine);
      } else {
        // Nothing committed: free the key so the outbox's retry runs the work again.
        await this.db.delete(idempotencyKeys).where(mine);
      }
      throw err;
    }
  }

  private async claim(
    key: string,
    userId: number,
    fingerprint: string,
    owner: string,
    req: FastifyRequest,
  ): Promise<{ kind: 'claimed' } | { kind: 'replay'; status: number; body: unknown }> {
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + this.leaseMs);
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({
        key,
        idNguoiDung: userId,
        method: req.method,
        path: req.url.slice(0, 1000),
        fingerprint,
        state: 'in_flight',
        owner,
        leaseUntil,
        expiresAt: new Date(now.getTime() + this.retentionMs),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 1) return { kind: 'claimed' };

    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.idNguoiDung, userId)));
    if (!row) return this.claim(key, userId, fingerprint, owner, req); // deleted meanwhile: try again
    if (row.fingerprint !== fingerprint) {
      throw new HttpError(422, ErrorCode.VALIDATION, IDEMPOTENCY_MESSAGES.mismatch);
    }
    if (row.state === 'done') return { kind: 'replay', status: row.responseStatus ?? 200, body: row.responseBody };

    // In flight. Only an attempt whose lease has run out (it crashed) may be taken over.
    const taken = await this.db
      .update(idempotencyKeys)
      .set({ owner, leaseUntil })
      .where(
        and(
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.idNguoiDung, userId),
          eq(idempotencyKeys.state, 'in_flight'),
          or(lt(idempotencyKeys.leaseUntil, now), sql`${idempotencyKeys.leaseUntil} is null`),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (taken.length === 1) return { kind: 'claimed' };
    throw new HttpError(409, ErrorCode.CONFLICT, IDEMPOTENCY_MESSAGES.inFlight);
  }

  /**
   * Purges expired answers shortly after start and then every few hours (each instance does it;
   * the delete is idempotent). Returns the function that stops it (app close).
   */
  schedulePurge(log: { info(o: object, m: string): void; error(o: object, m: string): void }): () => void {
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const run = async () => {
      try {
        const n = await this.purgeExpired();
        if (n) log.info({ purged: n }, 'Đã xóa Idempotency-Key hết hạn');
      } catch (err) {
        log.error({ err }, 'Xóa Idempotency-Key hết hạn thất bại');
      }
      if (!stopped) {
        timer = setTimeout(run, this.options.purgeEveryMs ?? 6 * 3_600_000);
        timer.unref();
      }
    };
    timer = setTimeout(run, this.options.purgeFirstRunMs ?? 60_000);
    timer.unref();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }

  /** Deletes answers past their retention (schedulePurge runs it). */
  async purgeExpired(now = new Date()): Promise<number> {
    const rows = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.expiresAt, now))
      .returning({ key: idempotencyKeys.key });
    return rows.length;
  }
}
