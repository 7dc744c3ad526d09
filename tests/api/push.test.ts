/**
 * Web push end to end without the internet: the server sends to a fake push service on localhost,
 * and the test plays the browser — it holds the subscription's P-256 key pair and auth secret and
 * decrypts the aes128gcm body (RFC 8291 key derivation over RFC 8188 content coding).
 */
import { createDecipheriv, createECDH, createHmac, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M, type PushPayload } from '@/contracts/notifications';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { appJob, dangKyThongBao, settings, thongBao } from '../../server/db/schema';
import { PUSH_JOB_QUEUE } from '../../server/modules/notifications/push-queue';
import { isPublicHttpsEndpoint } from '../../server/modules/notifications/push-service';
import { notify } from '../../server/modules/notifications/service';
import { userId, write } from './helpers/driver';
import { bearer, login, openTestDatabase } from './helpers/test-app';

// ── the fake push service ───────────────────────────────────────────────────────────────────────
type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };
const received: Received[] = [];
/** Scripted answers per path; the last one repeats. */
const script = new Map<string, { status: number; headers?: Record<string, string> }[]>();

let push: Server;
let pushOrigin = '';

// ── the "browser": a subscription's keys ────────────────────────────────────────────────────────
type Browser = { ecdh: ECDH; auth: Buffer; endpoint: string };
const b64url = (b: Buffer) => b.toString('base64url');
function browser(path: string): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16), endpoint: `${pushOrigin}${path}` };
}
const subscription = (b: Browser, deviceId = 'thiet-bi-1') => ({
  endpoint: b.endpoint,
  keys: { p256dh: b64url(b.ecdh.getPublicKey()), auth: b64url(b.auth) },
  deviceId,
  userAgent: 'Kiểm thử/1.0',
});

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 + RFC 8188 §2: one record, padding delimiter 0x02. */
function decrypt(b: Browser, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const uaPublic = b.ecdh.getPublicKey();
  const ecdhSecret = b.ecdh.computeSecret(asPublic);
  const prkKey = hmac(b.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID JWT is ES256-signed by the server's key, for the push service's origin. */
function checkVapid(header: string | undefined, publicKey: string) {
  const match = header?.match(/^vapid t=([^,]+), k=(.+)$/);
  expect(match?.[2]).toBe(publicKey);
  const [h, p, s] = (match?.[1] ?? '').split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s ?? '', 'base64url'),
  );
  expect(ok).toBe(true);
  const claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
  expect(claims.aud).toBe(pushOrigin);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
}

// ── the app, tuned for fast retries and pointed at localhost ──────────────────────────────────
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const tk = (u: string) => tokens[u] as string;

const subscribe = (user: string, body: object) =>
  app.inject({ method: 'POST', url: '/api/dang-ky-thong-bao', headers: bearer(tk(user)), payload: body });
const sendTo = (user: string, loaiThongBao = 'NEW_COMMENT') =>
  write(app, tk('admin'), '/api/thong-bao', { idNguoiNhans: [ids[user]], loaiThongBao }, { key: null });
const requestsTo = (b: Browser) => received.filter((r) => `${pushOrigin}${r.path}` === b.endpoint);

beforeAll(async () => {
  push = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const answers = script.get(path) ?? [{ status: 201 }];
      const answer = (answers.length > 1 ? answers.shift() : answers[0]) ?? { status: 201 };
      res.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => push.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(push.address() as AddressInfo).port}`;

  database = await openTestDatabase();
  app = await buildApp({
    database,
    push: { allowLocalEndpoints: true, retries: 3, backoffMs: 5, maxBackoffMs: 20 },
  });
  for (const u of ['admin', 'taixe1', 'taixe2']) {
    tokens[u] = (await login(app, u)).accessToken;
    ids[u] = await userId(database.db, u);
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
  await new Promise((resolve) => push.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

describe('VAPID keys and subscriptions', () => {
  it('creates the key pair once, keeps it in settings and serves the public key', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/dang-ky-thong-bao/vapid-public-key',
      headers: bearer(tk('taixe1')),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await database.db.select().from(settings).where(eq(settings.key, 'push.vapid'));
    const stored = row?.value as { publicKey: string; privateKey: string };
    expect(res.json().data.publicKey).toBe(stored.publicKey);
    expect(Buffer.from(stored.publicKey, 'base64url')).toHaveLength(65);
    // A restart signs with the same key (subscriptions made against it stay valid).
    const again = await buildApp({ database });
    expect(await again.push.publicKey()).toBe(stored.publicKey);
    await again.close();
    expect((await app.inject({ method: 'GET', url: '/api/dang-ky-thong-bao/vapid-public-key' })).statusCode).toBe(401);
  });

  it('registers, lists, re-registers and removes only the caller’s devices', async () => {
    const b = browser('/ok/devices');
    const res = await subscribe('taixe2', subscription(b, 'may-A'));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(M.deviceAdded);
    // The same browser again (a new endpoint for the same device id) replaces the old row.
    const rotated = { ...b, endpoint: `${b.endpoint}-2` };
    expect((await subscribe('taixe2', subscription(rotated, 'may-A'))).statusCode).toBe(201);
    const me = await app.inject({ method: 'GET', url: '/api/dang-ky-thong-bao/me', headers: bearer(tk('taixe2')) });
    expect(me.json().data).toEqual([
      expect.objectContaining({ endpoint: rotated.endpoint, deviceId: 'may-A', userAgent: 'Kiểm thử/1.0' }),
    ]);
    // Someone else's endpoint: not theirs to remove.
    const foreign = await app.inject({
      method: 'DELETE',
      url: '/api/dang-ky-thong-bao',
      headers: bearer(tk('taixe1')),
      payload: { endpoint: rotated.endpoint },
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/dang-ky-thong-bao',
      headers: bearer(tk('taixe2')),
      payload: { endpoint: rotated.endpoint },
    });
    expect(removed.json()).toEqual({ data: null, message: M.deviceRemoved });
    const after = await app.inject({ method: 'GET', url: '/api/dang-ky-thong-bao/me', headers: bearer(tk('taixe2')) });
    expect(after.json().data).toEqual([]);
  });

  it('validates the subscription', async () => {
    const b = browser('/ok/invalid');
    const bad = await subscribe('taixe1', { ...subscription(b), keys: { p256dh: 'không hợp lệ', auth: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.keysInvalid);
    expect((await subscribe('taixe1', { ...subscription(b), endpoint: 'ftp://x' })).statusCode).toBe(400);
  });

  it('accepts only https endpoints on public hosts unless told otherwise', () => {
    expect(isPublicHttpsEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isPublicHttpsEndpoint('https://web.push.apple.com/QGx')).toBe(true);
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://192.168.1.5/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://router.local/x',
      'https://user:pw@push.example.com/x',
      'không phải url',
    ]) {
      expect(isPublicHttpsEndpoint(url), url).toBe(false);
    }
  });
});

describe('sending', () => {
  it('a work order assignment reaches the employee’s phone and opens the order on their page (issue 13)', async () => {
    const phone = browser('/ok/lenh-phone');
    await subscribe('taixe2', subscription(phone, 'lenh-phone'));
    const created = await write(
      app,
      tk('admin'),
      '/api/lenh',
      {
        tieuDe: 'Giao hàng Củ Chi',
        loai: 'DIEU_DONG',
        kieuThuong: 'DAILY',
        batDau: '2030-03-04T08:30',
        tienCong: 250_000,
      },
      { key: null },
    );
    const id = created.json().data.idLenh as number;
    expect((await write(app, tk('admin'), `/api/lenh/${id}/assign`, [ids.taixe2], { key: null })).statusCode).toBe(200);
    await app.push.idle();
    const [req] = requestsTo(phone);
    expect(requestsTo(phone)).toHaveLength(1);
    expect(JSON.parse(decrypt(phone, req?.body as Buffer))).toMatchObject({
      title: 'Bạn được giao lệnh mới',
      body: `Quản trị viên đã giao cho bạn lệnh Giao hàng Củ Chi (#${id}), bắt đầu 04/03/2030 08:30. Vui lòng xác nhận tham gia.`,
      url: `/cham-cong-nhan-vien?lenh=${id}`,
      notification: { loaiThongBao: 'PHAN_CONG', loaiDoiTuong: 'LENH', idDoiTuong: id },
    });
  });

  it('encrypts the notification for each of the recipient’s subscriptions (aes128gcm, VAPID)', async () => {
    const phone = browser('/ok/phone');
    const laptop = browser('/ok/laptop');
    await subscribe('taixe1', subscription(phone, 'phone'));
    await subscribe('taixe1', subscription(laptop, 'laptop'));
    const other = browser('/ok/other-user');
    await subscribe('taixe2', subscription(other, 'other'));

    expect((await sendTo('taixe1', 'TASK_ASSIGNED')).statusCode).toBe(201);
    await app.push.idle();

    expect(requestsTo(other)).toHaveLength(0);
    const [row] = await database.db
      .select()
      .from(thongBao)
      .where(eq(thongBao.idNguoiNhan, ids.taixe1 as number))
      .orderBy(thongBao.id)
      .then((rows) => rows.slice(-1));
    const publicKey = await app.push.publicKey();
    for (const b of [phone, laptop]) {
      const [req] = requestsTo(b);
      expect(requestsTo(b)).toHaveLength(1);
      expect(req?.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(req?.headers.ttl)).toBeGreaterThan(0);
      checkVapid(req?.headers.authorization, publicKey);
      const payload = JSON.parse(decrypt(b, req?.body as Buffer)) as PushPayload;
      expect(payload).toMatchObject({
        title: 'Công việc mới được giao',
        body: 'Quản trị viên đã giao cho bạn.',
        icon: '/icons/icon-192.png',
        // No object and no link: the notifications list, not the unbuilt board's 404 (issue 13).
        url: '/tat-ca-thong-bao',
        notification: {
          id: row?.id,
          daDoc: false,
          loaiThongBao: 'TASK_ASSIGNED',
          noiDung: '<b>Quản trị viên</b> đã giao cho bạn.',
          tenNguoiGui: 'Quản trị viên',
        },
      });
    }
  });

  it('pushes only after the transaction commits, and nothing for one rolled back', async () => {
    const b = browser('/ok/commit');
    await subscribe('taixe2', subscription(b, 'commit'));
    const base = {
      recipients: [ids.taixe2 as number],
      idNguoiGui: null,
      tieuDe: 'Trong giao dịch',
      noiDung: 'x',
      loaiThongBao: 'NHAC_NHO',
    };
    await database.db.transaction(async (tx) => {
      await notify(tx, base);
      await new Promise((r) => setTimeout(r, 80));
      expect(requestsTo(b)).toHaveLength(0);
    });
    await app.push.idle();
    expect(requestsTo(b)).toHaveLength(1);

    received.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await notify(tx, { ...base, tieuDe: 'Hủy' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await app.push.idle();
    expect(requestsTo(b)).toHaveLength(0);
    expect(await database.db.select().from(thongBao).where(eq(thongBao.tieuDe, 'Hủy'))).toEqual([]);
  });

  it.each([410, 404])('deletes a subscription the push service answers %i for, without retrying', async (status) => {
    const gone = browser(`/gone/${status}`);
    script.set(`/gone/${status}`, [{ status }]);
    await subscribe('taixe2', subscription(gone, `gone-${status}`));
    const kept = browser(`/ok/kept-${status}`);
    await subscribe('taixe2', subscription(kept, `kept-${status}`));

    await sendTo('taixe2');
    await app.push.idle();
    expect(requestsTo(gone)).toHaveLength(1);
    const endpoints = (
      await database.db
        .select()
        .from(dangKyThongBao)
        .where(eq(dangKyThongBao.idNguoiDung, ids.taixe2 as number))
    ).map((s) => s.endpoint);
    expect(endpoints).not.toContain(gone.endpoint);
    expect(endpoints).toContain(kept.endpoint);
  });

  it('retries 429 (honouring Retry-After) and 5xx with backoff, then keeps the subscription', async () => {
    const busy = browser('/busy');
    script.set('/busy', [{ status: 429, headers: { 'retry-after': '0' } }, { status: 503 }, { status: 201 }]);
    const down = browser('/down');
    script.set('/down', [{ status: 500 }]);
    await subscribe('taixe1', subscription(busy, 'busy'));
    await subscribe('taixe1', subscription(down, 'down'));

    await sendTo('taixe1');
    await app.push.idle();
    // 429, 503, then delivered: three tries of the same message.
    const tries = requestsTo(busy);
    expect(tries).toHaveLength(3);
    const payloads = tries.map((r) => JSON.parse(decrypt(busy, r.body)).notification.id);
    expect(new Set(payloads).size).toBe(1);
    // Always 500: the first try and three retries, then given up — the device stays registered.
    expect(requestsTo(down)).toHaveLength(4);
    const endpoints = (await database.db.select().from(dangKyThongBao)).map((s) => s.endpoint);
    expect(endpoints).toEqual(expect.arrayContaining([busy.endpoint, down.endpoint]));
  });

  it('refuses local endpoints by default', async () => {
    const strict = await buildApp({ database });
    const token = (await login(strict, 'taixe1')).accessToken;
    const res = await strict.inject({
      method: 'POST',
      url: '/api/dang-ky-thong-bao',
      headers: bearer(token),
      payload: subscription(browser('/ok/strict')),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.endpointInvalid);
    await strict.close();
  });

  it('a push stored or waiting to be retried when the server stops is sent by the next server on the database', async () => {
    const db2 = await openTestDatabase();
    const stored = browser('/restart/stored');
    const retried = browser('/restart/retried');
    script.set('/restart/retried', [{ status: 503 }, { status: 201 }]);
    for (const [user, b] of [
      ['taixe1', stored],
      ['taixe2', retried],
    ] as const) {
      const s = subscription(b, `restart-${user}`);
      await db2.db
        .insert(dangKyThongBao)
        .values({ idNguoiDung: ids[user] as number, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth });
    }
    const slow = { allowLocalEndpoints: true, retries: 3, backoffMs: 60_000, maxBackoffMs: 60_000 };
    const base = { idNguoiGui: null, noiDung: 'x', loaiThongBao: 'NHAC_NHO' };
    const pushJobs = () => db2.db.select().from(appJob).where(eq(appJob.queue, PUSH_JOB_QUEUE)).orderBy(appJob.id);

    // Stored, and the server goes down before its worker ever ran.
    const first = await buildApp({ database: db2, push: slow });
    await db2.db.transaction((tx) => notify(tx, { ...base, recipients: [ids.taixe1 as number], tieuDe: 'Lúc tắt' }));
    await first.close();
    expect(requestsTo(stored)).toHaveLength(0);
    expect(await pushJobs()).toEqual([expect.objectContaining({ state: 'created', attempt: 0 })]);

    const second = await buildApp({ database: db2, push: slow });
    await second.ready();
    await second.push.idle();
    expect(requestsTo(stored)).toHaveLength(1);
    expect(JSON.parse(decrypt(stored, requestsTo(stored)[0]?.body as Buffer))).toMatchObject({ title: 'Lúc tắt' });

    // The push service was busy: the retry (a minute later) is still waiting when the server stops…
    await db2.db.transaction((tx) => notify(tx, { ...base, recipients: [ids.taixe2 as number], tieuDe: 'Bận' }));
    await second.push.idle();
    expect(requestsTo(retried)).toHaveLength(1);
    await second.close();
    const [, waiting] = await pushJobs();
    expect(waiting).toMatchObject({ state: 'created', attempt: 1, lockedBy: null });
    expect(waiting?.runAfter.getTime()).toBeGreaterThan(Date.now() + 30_000);

    // …the minute passes while no server runs, and the next one sends it.
    await db2.db
      .update(appJob)
      .set({ runAfter: new Date() })
      .where(eq(appJob.id, waiting?.id as number));
    const third = await buildApp({ database: db2, push: slow });
    await third.ready();
    await third.push.idle();
    const tries = requestsTo(retried);
    expect(tries).toHaveLength(2);
    expect(tries.map((r) => JSON.parse(decrypt(retried, r.body)).title)).toEqual(['Bận', 'Bận']);
    expect((await pushJobs()).map((j) => [j.state, j.attempt])).toEqual([
      ['completed', 1],
      ['completed', 2],
    ]);
    expect(requestsTo(stored)).toHaveLength(1);
    await third.close();
    await db2.close();
  });
});
