import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPermission, idempotencyKeys, quyen, settings } from '../../server/db/schema';
import { HttpError } from '../../server/http-error';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

// A write endpoint made only for this test: it counts how often its work really ran, can be
// slowed down, and can refuse, so every branch of the idempotency rules is observable.
let t: TestApp;
let token: string;
let otherToken: string;
let gate: Promise<void> = Promise.resolve();
/** The next attempt fails as a server error would (after its work, before commit). */
let crashNext = false;
/** The next attempt finds, just before it commits, that a retry has taken its key over. */
let overtakeNext = false;
const COUNTER = 'test.counter';

const runs = async () => {
  const [row] = await t.db.select().from(settings).where(eq(settings.key, COUNTER));
  return Number(row?.value ?? 0);
};

beforeAll(async () => {
  t = await createTestApp({}, { leaseMs: 300, purgeFirstRunMs: 200, purgeEveryMs: 100 });
  const handler = async (req: FastifyRequest<{ Body: { amount: number; refuse?: boolean } }>, reply: FastifyReply) =>
    t.app.writes.run(req, reply, async (tx) => {
      await gate;
      if (req.body.refuse) throw new HttpError(422, 'VALIDATION_ERROR', 'Không hợp lệ theo quy tắc.');
      await tx
        .insert(settings)
        .values({ key: COUNTER, value: 1 })
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`(${settings.value}::int + 1)::text::jsonb` } });
      if (crashNext) {
        crashNext = false;
        throw new Error('the database went away');
      }
      if (overtakeNext) {
        overtakeNext = false;
        // What a retry does when this attempt's lease has run out (PGlite cannot run it alongside).
        await tx
          .update(idempotencyKeys)
          .set({ owner: 'the-retry', leaseUntil: new Date(Date.now() + 60_000) })
          .where(eq(idempotencyKeys.key, String(req.headers['idempotency-key'])));
      }
      return { status: 201, body: { data: { amount: req.body.amount, at: Date.now() } } };
    });
  t.app.post('/api/__test/writes', handler);
  t.app.post('/api/__test/writes/:id', handler);
  // The RBAC guard denies a route without a rule: give this one a permission both drivers hold.
  const [notifications] = await t.db.select().from(quyen).where(eq(quyen.maQuyen, 'THONG_BAO_XEM'));
  for (const urlPattern of ['/api/__test/writes', '/api/__test/writes/{id}']) {
    await t.db.insert(apiPermission).values({ method: 'POST', urlPattern, idQuyen: notifications?.idQuyen as number });
  }
  t.app.rbac.invalidate();
  token = (await login(t.app, 'taixe1')).accessToken;
  otherToken = (await login(t.app, 'taixe2')).accessToken;
});
afterAll(async () => {
  await t.close();
});

const send = (key: string | undefined, payload: object, tok = token, url = '/api/__test/writes') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...bearer(tok), ...(key ? { 'idempotency-key': key } : {}) },
  });

describe('Idempotency-Key', () => {
  it('runs the work once and replays the stored answer with Idempotent-Replayed: true', async () => {
    const before = await runs();
    const first = await send('01JTESTKEYREPLAY000000001', { amount: 5 });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send('01JTESTKEYREPLAY000000001', { amount: 5 });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await runs()).toBe(before + 1);
  });

  it('refuses the same key with another payload (422)', async () => {
    await send('01JTESTKEYMISMATCH0000001', { amount: 1 });
    const other = await send('01JTESTKEYMISMATCH0000001', { amount: 2 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'Idempotency-Key này đã được dùng cho một yêu cầu khác.',
      code: 'VALIDATION_ERROR',
    });
  });

  // An attempt that claimed a key and is still running (lease ahead) or died (lease behind).
  const claimAs = async (key: string, leaseFromNowMs: number) => {
    const ref = await send(`${key}REF`, { amount: 7 });
    expect(ref.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, `${key}REF`));
    if (!row) throw new Error('reference row missing');
    await t.db.insert(idempotencyKeys).values({
      ...row,
      key,
      state: 'in_flight',
      owner: 'another-attempt',
      leaseUntil: new Date(Date.now() + leaseFromNowMs),
      responseStatus: null,
      responseBody: null,
      completedAt: null,
    });
  };

  it('answers 409 while the first attempt with that key is still running', async () => {
    await claimAs('01JTESTKEYINFLIGHT0000001', 60_000);
    const second = await send('01JTESTKEYINFLIGHT0000001', { amount: 7 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'Yêu cầu với Idempotency-Key này đang được xử lý. Vui lòng thử lại sau.',
      code: 'CONFLICT',
    });
  });

  it('lets a retry take over a key whose attempt crashed (lease ran out) and runs the work once', async () => {
    await claimAs('01JTESTKEYCRASHED00000001', -1_000);
    const before = await runs();
    const res = await send('01JTESTKEYCRASHED00000001', { amount: 7 });
    expect(res.statusCode).toBe(201);
    expect(await runs()).toBe(before + 1);
    expect((await send('01JTESTKEYCRASHED00000001', { amount: 7 })).headers['idempotent-replayed']).toBe('true');
    expect(await runs()).toBe(before + 1);
  });

  // PGlite runs one transaction at a time, so truly concurrent duplicates only exist on PostgreSQL.
  it.skipIf(!process.env.TEST_DATABASE_URL)('concurrent duplicates: one runs, the other gets 409', async () => {
    let open!: () => void;
    gate = new Promise((r) => {
      open = r;
    });
    const before = await runs();
    const first = send('01JTESTKEYCONCURRENT00001', { amount: 3 });
    await new Promise((r) => setTimeout(r, 100));
    const second = await send('01JTESTKEYCONCURRENT00001', { amount: 3 });
    open();
    gate = Promise.resolve();
    expect(second.statusCode).toBe(409);
    expect((await first).statusCode).toBe(201);
    expect(await runs()).toBe(before + 1);
  });

  it('keys are per user: two drivers may use the same key without seeing each other', async () => {
    const mine = await send('01JTESTKEYPERUSER00000001', { amount: 4 });
    const theirs = await send('01JTESTKEYPERUSER00000001', { amount: 4 }, otherToken);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.at).not.toBe(mine.json().data.at);
  });

  it('keeps a refusal as the answer, and frees the key when the server failed', async () => {
    const refused = await send('01JTESTKEYREFUSED00000001', { amount: 1, refuse: true });
    expect(refused.statusCode).toBe(422);
    const replay = await send('01JTESTKEYREFUSED00000001', { amount: 1, refuse: true });
    expect(replay.statusCode).toBe(422);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().message).toBe('Không hợp lệ theo quy tắc.');
  });

  it('refuses a malformed key and stores answers for at least 30 days', async () => {
    expect((await send('có dấu cách', { amount: 1 })).statusCode).toBe(400);
    const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, '01JTESTKEYREPLAY000000001'));
    expect(row?.expiresAt.getTime()).toBeGreaterThanOrEqual(Date.now() + 29.9 * 86_400_000);
  });

  it('without a key the write simply runs (office screens)', async () => {
    const before = await runs();
    await send(undefined, { amount: 1 });
    await send(undefined, { amount: 1 });
    expect(await runs()).toBe(before + 2);
  });

  it('frees the key after a 5xx: an immediate retry runs the work and succeeds', async () => {
    const before = await runs();
    crashNext = true;
    const failed = await send('01JTESTKEYCRASH5XX0000001', { amount: 9 });
    expect(failed.statusCode).toBe(500);
    expect(await runs()).toBe(before);
    const retry = await send('01JTESTKEYCRASH5XX0000001', { amount: 9 });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await runs()).toBe(before + 1);
    expect((await send('01JTESTKEYCRASH5XX0000001', { amount: 9 })).headers['idempotent-replayed']).toBe('true');
  });

  it('undoes a first attempt that outlived its lease: the retry that took over is the one that counts', async () => {
    const before = await runs();
    overtakeNext = true;
    const late = await send('01JTESTKEYOVERTAKEN000001', { amount: 2 });
    expect(late.statusCode).toBe(409);
    expect(await runs()).toBe(before);
  });

  // With real concurrency (PostgreSQL): the first attempt is held past its 300 ms lease, a retry takes
  // the key over and commits; the first then finishes and must not commit a second time.
  it.skipIf(!process.env.TEST_DATABASE_URL)('a slow first attempt committing after a retry took over', async () => {
    let open!: () => void;
    gate = new Promise((r) => {
      open = r;
    });
    const before = await runs();
    const first = send('01JTESTKEYSLOWFIRST000001', { amount: 6 });
    await new Promise((r) => setTimeout(r, 500));
    gate = Promise.resolve();
    const retry = await send('01JTESTKEYSLOWFIRST000001', { amount: 6 });
    expect(retry.statusCode).toBe(201);
    open();
    expect((await first).statusCode).toBe(409);
    expect(await runs()).toBe(before + 1);
  });

  it('fingerprints the path parameters: the same key on another :id is refused with 422', async () => {
    const one = await send('01JTESTKEYPATHPARAM000001', { amount: 1 }, token, '/api/__test/writes/1');
    expect(one.statusCode).toBe(201);
    const other = await send('01JTESTKEYPATHPARAM000001', { amount: 1 }, token, '/api/__test/writes/2');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Idempotency-Key này đã được dùng cho một yêu cầu khác.');
  });

  it('purges expired answers on a schedule, not only when asked', async () => {
    await t.db.insert(idempotencyKeys).values({
      key: '01JTESTKEYEXPIRED00000001',
      idNguoiDung: 1,
      method: 'POST',
      path: '/api/__test/writes',
      fingerprint: 'x'.repeat(64),
      state: 'done',
      expiresAt: new Date(Date.now() - 1_000),
    });
    // In this file the purge runs 200 ms after start, then every 100 ms (by default: 1 min, 6 h).
    await new Promise((r) => setTimeout(r, 400));
    const left = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, '01JTESTKEYEXPIRED00000001'));
    expect(left).toEqual([]);
  });
});
