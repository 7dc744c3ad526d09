import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VanTaiDb } from '@/offline/db';
import {
  createDrain,
  DRAIN_MESSAGES,
  DRAIN_PROGRESS_META_KEY,
  type DrainDeps,
  LAST_SYNC_META_KEY,
  sendableHeads,
} from '@/offline/drain';
import type { OutboxItem } from '@/offline/types';
import {
  fakeApi,
  fakeClock,
  fakeDrainLocks,
  freshDb,
  item,
  jsonResponse,
  NOW,
  photo,
  session,
  sessionOn,
} from './helpers';

const BASE = 'http://app.test';
const FUEL = '/api/xang-dau';
const UPLOAD = '/api/images/upload';

let db: VanTaiDb;
let clock: ReturnType<typeof fakeClock>;

beforeEach(() => {
  db = freshDb();
  clock = fakeClock();
});
afterEach(() => {
  db.close();
});

async function setup(
  options: { api?: ReturnType<typeof fakeApi>; signedIn?: ReturnType<typeof session> | null } & Partial<DrainDeps> = {},
) {
  const api = options.api ?? fakeApi();
  const { store, refreshSession } = await sessionOn(
    db,
    api,
    options.signedIn === undefined ? session() : options.signedIn,
  );
  const onSessionLost = vi.fn();
  const progress: unknown[] = [];
  const drain = createDrain({
    db,
    store,
    refreshSession,
    fetch: api.fetch,
    baseUrl: BASE,
    now: clock.now,
    random: () => 0.5,
    locks: null,
    onSessionLost,
    onProgress: (p) => progress.push(p),
    ...options,
  });
  return { api, store, drain, onSessionLost, progress };
}

const get = async (id: string) => (await db.outbox.get(id)) as OutboxItem;

describe('drain: sending', () => {
  it('sends each action with its key, time, clock offset and bearer, marks it sent with the answer', async () => {
    const { api, drain } = await setup();
    await db.outbox.add(item({ id: 'ITEM-A', occurredAt: Date.UTC(2025, 5, 1, 1, 2, 3, 456), clockOffsetMs: -1_250 }));
    const report = await drain();
    expect(report).toEqual({ outcome: 'done', sent: 1, retried: 0, refused: 0, waiting: 0, nextAttemptAt: null });
    const [call] = api.actionCalls();
    expect(call).toEqual({
      method: 'POST',
      path: FUEL,
      headers: expect.objectContaining({
        authorization: 'Bearer access-1',
        'content-type': 'application/json',
        'idempotency-key': 'ITEM-A',
        'x-occurred-at': '2025-06-01T01:02:03.456Z',
        'x-clock-offset-ms': '-1250',
      }),
      body: { xeId: 5, soTien: 500_000, soLit: 20, odoKmCuoiKy: 12_345 },
    });
    const sent = await get('ITEM-A');
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).toBe(NOW);
    expect(sent.attempts).toBe(1);
    expect(sent.response).toEqual({ id: 100 });
    expect((await db.meta.get(LAST_SYNC_META_KEY))?.value).toBe(NOW);
  });

  it('uploads photos first (own key + SHA-256), fills the payload fields, and never re-uploads on retry', async () => {
    const { api, drain } = await setup();
    await db.photos.bulkAdd([
      photo({ id: 'PHOTO-RECEIPT', sha256: '1'.repeat(64), folder: 'xang_dau' }),
      photo({ id: 'PHOTO-ODO', sha256: '2'.repeat(64), folder: 'xang_dau', uploadKey: 'ROTATEDKEY0000000000000001' }),
    ]);
    await db.outbox.add(
      item({
        id: 'FUEL-1',
        photos: [
          { photoId: 'PHOTO-RECEIPT', field: 'anhBienLaiUrl' },
          { photoId: 'PHOTO-ODO', field: 'anhOdoUrl' },
        ],
      }),
    );
    // The action fails once after both uploads went through.
    api.fail(FUEL, jsonResponse(503, { message: 'Máy chủ đang bận.', code: 'INTERNAL' }));
    const first = await drain();
    expect(first).toMatchObject({ outcome: 'done', sent: 0, retried: 1, waiting: 1 });
    expect(api.calls(UPLOAD).map((c) => [c.headers['idempotency-key'], c.headers['x-content-sha256'], c.body])).toEqual(
      [
        [
          'PHOTO-RECEIPT',
          '1'.repeat(64),
          { folderName: 'xang_dau', fileName: 'PHOTO-RECEIPT.jpg', size: 8, type: 'image/jpeg' },
        ],
        [
          'ROTATEDKEY0000000000000001',
          '2'.repeat(64),
          { folderName: 'xang_dau', fileName: 'PHOTO-ODO.jpg', size: 8, type: 'image/jpeg' },
        ],
      ],
    );
    expect((await db.photos.get('PHOTO-RECEIPT'))?.location).toBe('/api/files/FILE00000001');
    expect((await db.photos.get('PHOTO-ODO'))?.location).toBe('/api/files/FILE00000002');

    clock.advance(10 * 60_000);
    const second = await drain();
    expect(second).toMatchObject({ outcome: 'done', sent: 1 });
    expect(api.calls(UPLOAD)).toHaveLength(2);
    const actions = api.calls(FUEL);
    expect(actions).toHaveLength(2);
    for (const call of actions) {
      expect(call.headers['idempotency-key']).toBe('FUEL-1');
      expect(call.body).toMatchObject({
        anhBienLaiUrl: '/api/files/FILE00000001',
        anhOdoUrl: '/api/files/FILE00000002',
      });
    }
  });

  it('fills checklist photos at items.N.anhUrl', async () => {
    const { api, drain } = await setup();
    await db.photos.add(photo({ id: 'NG-PHOTO', folder: 'checklist' }));
    await db.outbox.add(
      item({
        id: 'CHECK',
        kind: 'checklist.submit',
        payload: {
          xeId: 5,
          odo: 100,
          items: [
            { itemId: 1, trangThai: 'OK' },
            { itemId: 2, trangThai: 'NG', ghiChu: 'Mòn' },
          ],
        },
        photos: [{ photoId: 'NG-PHOTO', field: 'items.1.anhUrl' }],
      }),
    );
    await drain();
    expect(api.calls('/api/checklist/submit')[0]?.body).toEqual({
      xeId: 5,
      odo: 100,
      items: [
        { itemId: 1, trangThai: 'OK' },
        { itemId: 2, trangThai: 'NG', ghiChu: 'Mòn', anhUrl: '/api/files/FILE00000001' },
      ],
    });
    // The stored payload keeps its placeholders: only the request is filled.
    expect((await get('CHECK')).payload).not.toHaveProperty('items.1.anhUrl');
  });

  it('every request carries an Idempotency-Key', async () => {
    const { api, drain } = await setup();
    await db.photos.bulkAdd([photo({ id: 'P1' }), photo({ id: 'P2' })]);
    await db.outbox.bulkAdd([
      item({
        id: 'I1',
        kind: 'sos.report',
        group: 'sos:I1',
        payload: { noiDungSuCo: 'Hỏng phanh' },
        photos: [{ photoId: 'P1', field: 'anhSuCoUrl' }],
      }),
      item({
        id: 'I2',
        kind: 'attendance.check-in',
        group: 'attendance:7',
        payload: {},
        photos: [{ photoId: 'P2', field: 'anhUrl' }],
      }),
      item({ id: 'I3', kind: 'attendance.check-out', group: 'attendance:7', payload: {} }),
      item({
        id: 'I4',
        kind: 'assignment.event',
        group: 'vehicle:5',
        payload: { phanCongId: 1, eventType: 'RECEIVE' },
      }),
    ]);
    const report = await drain();
    expect(report.sent).toBe(4);
    const writes = api.seen.filter((r) => r.path !== '/api/auth/refresh');
    // P2 is I2's photo, uploaded ahead while I1's photo and action go up.
    expect(writes.map((r) => [r.path, r.headers['idempotency-key']])).toEqual([
      [UPLOAD, 'P1'],
      [UPLOAD, 'P2'],
      ['/api/bao-duong-xe/su-co-sos', 'I1'],
      ['/api/cham-cong/check-in', 'I2'],
      ['/api/cham-cong/check-out', 'I3'],
      ['/api/xe-assignments/events', 'I4'],
    ]);
  });

  it('a 2xx that is not our envelope (captive portal) is not "sent": it backs off', async () => {
    const { api, drain } = await setup();
    await db.outbox.add(item({ id: 'PORTAL' }));
    api.fail(FUEL, new Response('<html>Wi-Fi login</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const report = await drain();
    expect(report).toMatchObject({ sent: 0, retried: 1 });
    const after = await get('PORTAL');
    expect(after.status).toBe('queued');
    expect(after.lastError).toEqual({
      status: 200,
      code: 'BAD_RESPONSE',
      message: 'Máy chủ trả về dữ liệu không hợp lệ. Vui lòng thử lại.',
    });
  });

  it('reports progress done/total, then null', async () => {
    const { drain, progress } = await setup();
    await db.outbox.bulkAdd([
      item({ id: 'P-1', seq: 1 }),
      item({ id: 'P-2', seq: 2 }),
      item({ id: 'P-3', seq: 3, group: 'attendance:7' }),
    ]);
    await drain();
    expect(progress).toEqual([
      { done: 0, total: 3, updatedAt: NOW },
      { done: 1, total: 3, updatedAt: NOW },
      { done: 2, total: 3, updatedAt: NOW },
      { done: 3, total: 3, updatedAt: NOW },
      null,
    ]);
    await vi.waitFor(async () => expect((await db.meta.get(DRAIN_PROGRESS_META_KEY))?.value).toBeNull());
  });
});

describe('drain: failures and backoff', () => {
  it('5xx → queued with attempts+1, the server message and a jittered backoff; the next item of the group waits', async () => {
    const { api, drain } = await setup();
    await db.outbox.bulkAdd([item({ id: 'HEAD', seq: 1 }), item({ id: 'NEXT', seq: 2 })]);
    api.fail(FUEL, jsonResponse(500, { message: 'Lỗi máy chủ.', code: 'INTERNAL' }));
    const report = await drain();
    // random 0.5 × 2 s ceiling for the first failure.
    expect(report).toEqual({
      outcome: 'done',
      sent: 0,
      retried: 1,
      refused: 0,
      waiting: 2,
      nextAttemptAt: NOW + 1_000,
    });
    expect(await get('HEAD')).toMatchObject({
      status: 'queued',
      attempts: 1,
      nextAttemptAt: NOW + 1_000,
      lastError: { status: 500, code: 'INTERNAL', message: 'Lỗi máy chủ.' },
    });
    expect((await get('NEXT')).status).toBe('queued');
    expect(api.calls(FUEL)).toHaveLength(1);
  });

  it('backoff grows with attempts and is capped at 5 minutes', async () => {
    const { api, drain } = await setup();
    await db.outbox.add(item({ id: 'FLAKY' }));
    const delays: number[] = [];
    for (let i = 0; i < 10; i++) {
      api.fail(FUEL, jsonResponse(502, { message: 'Bad gateway', code: 'INTERNAL' }));
      await drain();
      const after = await get('FLAKY');
      delays.push(after.nextAttemptAt - clock.now());
      clock.set(after.nextAttemptAt);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 150_000, 150_000]);
    expect((await get('FLAKY')).attempts).toBe(10);
  });

  it.each([408, 409, 425, 429])('%i is "not now": retried, never needs-attention', async (status) => {
    const { api, drain } = await setup();
    await db.outbox.add(item({ id: 'BUSY' }));
    api.fail(
      FUEL,
      jsonResponse(status, { message: 'Yêu cầu với Idempotency-Key này đang được xử lý.', code: 'CONFLICT' }),
    );
    await drain();
    expect(await get('BUSY')).toMatchObject({ status: 'queued', attempts: 1 });
  });

  it('429 and 503 honour Retry-After', async () => {
    const { api, drain } = await setup();
    await db.outbox.bulkAdd([item({ id: 'R1', group: 'g1' }), item({ id: 'R2', group: 'g2' })]);
    api.fail(
      FUEL,
      jsonResponse(429, { message: 'Quá nhiều yêu cầu.', code: 'RATE_LIMITED' }, { 'Retry-After': '90' }),
      jsonResponse(
        503,
        { message: 'Bảo trì.', code: 'INTERNAL' },
        { 'Retry-After': new Date(NOW + 600_000).toUTCString() },
      ),
    );
    await drain();
    expect((await get('R1')).nextAttemptAt).toBe(NOW + 90_000);
    expect((await get('R2')).nextAttemptAt).toBe(NOW + 600_000);
  });

  it('no answer stops the run: the failed item backs off, the others are not even tried', async () => {
    const { api, drain } = await setup();
    await db.outbox.bulkAdd([item({ id: 'N1', group: 'g1', seq: 1 }), item({ id: 'N2', group: 'g2', seq: 2 })]);
    api.fail(FUEL, 'network');
    const report = await drain();
    expect(report).toMatchObject({ outcome: 'offline', sent: 0, retried: 1, waiting: 2 });
    expect(await get('N1')).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: {
        status: 0,
        code: 'NETWORK_ERROR',
        message: 'Không thể kết nối máy chủ. Vui lòng kiểm tra mạng và thử lại.',
      },
    });
    expect(await get('N2')).toMatchObject({ status: 'queued', attempts: 0 });
    expect(api.calls(FUEL)).toHaveLength(1);
  });

  it('wake: items that failed for lack of network are due at once; server failures keep their backoff', async () => {
    const { api, drain } = await setup();
    await db.outbox.bulkAdd([
      item({
        id: 'NO-NET',
        group: 'g1',
        attempts: 5,
        nextAttemptAt: NOW + 200_000,
        lastError: { status: 0, code: 'NETWORK_ERROR', message: '' },
      }),
      item({
        id: 'SERVER',
        group: 'g2',
        attempts: 5,
        nextAttemptAt: NOW + 200_000,
        lastError: { status: 503, code: 'INTERNAL', message: '' },
      }),
    ]);
    expect((await drain()).sent).toBe(0);
    const report = await drain({ wake: true });
    expect(report.sent).toBe(1);
    expect((await get('NO-NET')).status).toBe('sent');
    expect((await get('SERVER')).status).toBe('queued');
    expect(api.calls(FUEL)).toHaveLength(1);
  });

  it('other 4xx → needs-attention with the server’s Vietnamese message; only that group is held back', async () => {
    const { api, drain } = await setup();
    await db.outbox.bulkAdd([
      item({
        id: 'RET',
        seq: 1,
        group: 'vehicle:5',
        kind: 'assignment.event',
        payload: { phanCongId: 1, eventType: 'RETURN', odo: 5 },
      }),
      item({ id: 'AFTER', seq: 2, group: 'vehicle:5' }),
      item({ id: 'ELSEWHERE', seq: 3, group: 'attendance:7', kind: 'attendance.check-in', payload: {} }),
    ]);
    api.fail(
      '/api/xe-assignments/events',
      jsonResponse(422, {
        message: 'Số ODO trả xe (5) không thể nhỏ hơn ODO đã ghi nhận (12000).',
        code: 'VALIDATION_ERROR',
        fieldErrors: { odo: 'x' },
      }),
    );
    const report = await drain();
    // AFTER waits behind the refused head: no time will make it due, only the driver.
    expect(report).toEqual({ outcome: 'done', sent: 1, retried: 0, refused: 1, waiting: 1, nextAttemptAt: null });
    expect(await get('RET')).toMatchObject({
      status: 'needs-attention',
      attempts: 1,
      lastError: {
        status: 422,
        code: 'VALIDATION_ERROR',
        message: 'Số ODO trả xe (5) không thể nhỏ hơn ODO đã ghi nhận (12000).',
      },
    });
    expect((await get('AFTER')).status).toBe('queued');
    expect((await get('ELSEWHERE')).status).toBe('sent');
    expect(api.calls(FUEL)).toHaveLength(0);
  });

  it('a refused upload makes the item need attention (its message), and nothing else of it is sent', async () => {
    const { api, drain } = await setup();
    await db.photos.add(photo({ id: 'BAD' }));
    await db.outbox.add(item({ id: 'WITH-BAD', photos: [{ photoId: 'BAD', field: 'anhOdoUrl' }] }));
    api.fail(
      UPLOAD,
      jsonResponse(422, { message: 'Tệp không phải ảnh JPEG, PNG hoặc WebP hợp lệ.', code: 'VALIDATION_ERROR' }),
    );
    await drain();
    expect(await get('WITH-BAD')).toMatchObject({
      status: 'needs-attention',
      lastError: { status: 422, message: 'Tệp không phải ảnh JPEG, PNG hoặc WebP hợp lệ.' },
    });
    expect(api.calls(FUEL)).toHaveLength(0);
  });

  it('a photo gone from the device → needs-attention with a message, never a request', async () => {
    const { api, drain } = await setup();
    await db.outbox.add(item({ id: 'LOST', photos: [{ photoId: 'NOT-HERE', field: 'anhOdoUrl' }] }));
    await drain();
    expect(await get('LOST')).toMatchObject({
      status: 'needs-attention',
      lastError: { status: 0, code: 'PHOTO_MISSING', message: DRAIN_MESSAGES.photoMissing },
    });
    expect(api.seen).toHaveLength(0);
  });
});

describe('drain: uploading ahead', () => {
  /** Two fuel reports in one group, two photos each: the day's usual shape. */
  async function twoReports() {
    await db.photos.bulkAdd(['A1', 'A2', 'B1', 'B2'].map((id) => photo({ id })));
    const photosOf = (prefix: string) => [
      { photoId: `${prefix}1`, field: 'anhBienLaiUrl' },
      { photoId: `${prefix}2`, field: 'anhOdoUrl' },
    ];
    await db.outbox.bulkAdd([
      item({ id: 'FUEL-A', seq: 1, photos: photosOf('A') }),
      item({ id: 'FUEL-B', seq: 2, photos: photosOf('B') }),
    ]);
  }
  const uploadKeys = (api: ReturnType<typeof fakeApi>) => api.calls(UPLOAD).map((c) => c.headers['idempotency-key']);

  it('the next photo goes up while the one before it and the action wait for their answers; each photo once', async () => {
    const api = fakeApi();
    const started: string[] = [];
    const { drain } = await setup({
      api,
      fetch: (input, init) => {
        started.push(new Headers(init?.headers).get('idempotency-key') ?? '');
        return api.fetch(input, init);
      },
    });
    await twoReports();
    let uploadedWhenActionSent: string[] = [];
    // The action's answer takes a while, as on a real link; without a look-ahead B1 would not start
    // before it came.
    api.fail(FUEL, async () => {
      for (let waited = 0; waited < 500 && !started.includes('B1'); waited += 10) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      uploadedWhenActionSent = started.filter((key) => !key.startsWith('FUEL'));
      return undefined;
    });
    const report = await drain();
    expect(report).toMatchObject({ outcome: 'done', sent: 2 });
    // FUEL-B's first photo started on its way while FUEL-A's action waited for its answer.
    expect(uploadedWhenActionSent).toEqual(['A1', 'A2', 'B1']);
    expect(uploadKeys(api)).toEqual(['A1', 'A2', 'B1', 'B2']);
    // Actions still go one at a time, in order.
    expect(api.calls(FUEL).map((c) => c.headers['idempotency-key'])).toEqual(['FUEL-A', 'FUEL-B']);
  });

  /** One-shot answers for the next `count` uploads: `answer` for the photo `key`, the usual one for the others. */
  const onUploadOf = (
    api: ReturnType<typeof fakeApi>,
    count: number,
    key: string,
    answer: () => Response | Promise<Response>,
  ) =>
    api.fail(
      UPLOAD,
      ...Array.from(
        { length: count },
        () => (request: Request) => (request.headers.get('idempotency-key') === key ? answer() : undefined),
      ),
    );

  it('a photo refused while uploaded ahead makes its own report need attention, not the one being sent', async () => {
    const { api, drain } = await setup();
    await twoReports();
    onUploadOf(api, 3, 'B1', () => jsonResponse(422, { message: 'Ảnh quá lớn.', code: 'VALIDATION_ERROR' }));
    const report = await drain();
    expect(report).toMatchObject({ sent: 1, refused: 1 });
    expect(await get('FUEL-A')).toMatchObject({ status: 'sent' });
    expect(await get('FUEL-B')).toMatchObject({ status: 'needs-attention', lastError: { message: 'Ảnh quá lớn.' } });
    expect(api.calls(FUEL).map((c) => c.headers['idempotency-key'])).toEqual(['FUEL-A']);
  });

  it('a run that stops ends only once the photo uploaded ahead is in, and keeps its location', async () => {
    const { api, drain } = await setup();
    await twoReports();
    let releaseB1: () => void = () => undefined;
    const b1Held = new Promise<void>((resolve) => {
      releaseB1 = resolve;
    });
    let b1Answered = false;
    api.fail(
      UPLOAD,
      ...Array.from({ length: 3 }, () => async (request: Request) => {
        if (request.headers.get('idempotency-key') !== 'B1') return undefined;
        await b1Held;
        b1Answered = true;
        return undefined;
      }),
    );
    // FUEL-A's action gets no answer while B1 is still going up: the run stops…
    api.fail(FUEL, () => {
      setTimeout(releaseB1, 30);
      throw new TypeError('Failed to fetch');
    });
    const report = await drain();
    // …and returns (releasing the lock) only after B1's answer came.
    expect(b1Answered).toBe(true);
    expect(report).toMatchObject({ outcome: 'offline', sent: 0, retried: 1 });
    expect((await db.photos.get('B1'))?.location).toMatch(/^\/api\/files\//);
    expect(await get('FUEL-B')).toMatchObject({ status: 'queued', attempts: 0 });
    // The next run does not upload B1 again.
    clock.advance(10 * 60_000);
    expect(await drain()).toMatchObject({ outcome: 'done', sent: 2 });
    expect(uploadKeys(api).filter((key) => key === 'B1')).toHaveLength(1);
  });
});

describe('drain: ordering', () => {
  it('sends each group strictly in seq order, groups interleaved by seq', async () => {
    const { api, drain } = await setup();
    await db.outbox.bulkAdd([
      item({ id: 'V5-C', seq: 5, group: 'vehicle:5' }),
      item({ id: 'AT-1', seq: 2, group: 'attendance:7', kind: 'attendance.check-in', payload: {} }),
      item({ id: 'V5-A', seq: 1, group: 'vehicle:5' }),
      item({ id: 'V5-B', seq: 3, group: 'vehicle:5' }),
      item({ id: 'AT-2', seq: 4, group: 'attendance:7', kind: 'attendance.check-out', payload: {} }),
    ]);
    await drain();
    expect(api.actionCalls().map((c) => c.headers['idempotency-key'])).toEqual([
      'V5-A',
      'AT-1',
      'V5-B',
      'AT-2',
      'V5-C',
    ]);
  });

  it('a head backing off or needing attention blocks only its own group', async () => {
    const { api, drain } = await setup();
    await db.outbox.bulkAdd([
      item({ id: 'WAIT-HEAD', seq: 1, group: 'vehicle:5', nextAttemptAt: NOW + 60_000 }),
      item({ id: 'WAIT-NEXT', seq: 2, group: 'vehicle:5' }),
      item({ id: 'BAD-HEAD', seq: 3, group: 'attendance:7', status: 'needs-attention' }),
      item({ id: 'BAD-NEXT', seq: 4, group: 'attendance:7' }),
      item({ id: 'SOS', seq: 5, group: 'sos:SOS', kind: 'sos.report', payload: { noiDungSuCo: 'Tai nạn' } }),
    ]);
    const report = await drain();
    expect(api.actionCalls().map((c) => c.headers['idempotency-key'])).toEqual(['SOS']);
    expect(report).toMatchObject({ sent: 1, waiting: 3, nextAttemptAt: NOW + 60_000 });
  });

  it('an SOS goes before every other group, even when it was queued last', async () => {
    const { api, drain } = await setup();
    await db.outbox.bulkAdd([
      item({ id: 'FUEL', seq: 1, group: 'vehicle:5' }),
      item({ id: 'CLOCK', seq: 2, group: 'attendance:7', kind: 'attendance.check-in', payload: {} }),
      item({ id: 'SOS', seq: 3, group: 'sos:SOS', kind: 'sos.report', payload: { noiDungSuCo: 'Tai nạn' } }),
    ]);
    await drain();
    expect(api.actionCalls().map((c) => c.headers['idempotency-key'])).toEqual(['SOS', 'FUEL', 'CLOCK']);
  });

  it('an SOS that failed is tried again within 5 s, whatever its attempts; others keep their backoff', async () => {
    const { api, drain } = await setup({ random: () => 0.999 });
    await db.outbox.bulkAdd([
      item({ id: 'SOS', seq: 1, group: 'sos:SOS', kind: 'sos.report', payload: { noiDungSuCo: 'x' }, attempts: 9 }),
      item({ id: 'FUEL', seq: 2, group: 'vehicle:5', attempts: 9 }),
    ]);
    const busy = () => jsonResponse(503, { message: 'Máy chủ đang bận.', code: 'INTERNAL' });
    api.fail('/api/bao-duong-xe/su-co-sos', busy());
    api.fail(FUEL, busy());
    const report = await drain();
    expect(report.retried).toBe(2);
    expect((await get('SOS')).nextAttemptAt - NOW).toBeLessThanOrEqual(5_000);
    expect((await get('FUEL')).nextAttemptAt - NOW).toBeGreaterThan(60_000);
    expect(report.nextAttemptAt).toBe((await get('SOS')).nextAttemptAt);
  });

  it('sendableHeads: heads per group and how many this run can send', () => {
    const items = [
      item({ id: 'A1', seq: 1, group: 'A' }),
      item({ id: 'A2', seq: 2, group: 'A' }),
      item({ id: 'A3', seq: 3, group: 'A', nextAttemptAt: NOW + 5 }),
      item({ id: 'A4', seq: 4, group: 'A' }),
      item({ id: 'B1', seq: 5, group: 'B', status: 'needs-attention' }),
      item({ id: 'B2', seq: 6, group: 'B' }),
      item({ id: 'C1', seq: 7, group: 'C' }),
    ];
    const first = sendableHeads(items, NOW);
    expect(first.heads.map((i) => i.id)).toEqual(['A1', 'C1']);
    expect(first.sendable).toBe(3);
    const tried = sendableHeads(items, NOW, new Set(['A1']));
    expect(tried.heads.map((i) => i.id)).toEqual(['C1']);
    expect(tried.sendable).toBe(1);
  });
});

describe('drain: session rules', () => {
  it('never sends another user’s items: they wait for that user', async () => {
    const { api, drain } = await setup({ signedIn: session({ userId: 8, username: 'taixe2' }) });
    await db.outbox.bulkAdd([item({ id: 'OF-7', userId: 7 }), item({ id: 'OF-8', userId: 8, group: 'vehicle:6' })]);
    const report = await drain();
    expect(api.actionCalls().map((c) => c.headers['idempotency-key'])).toEqual(['OF-8']);
    expect(report).toMatchObject({ sent: 1, waiting: 0 });
    expect((await get('OF-7')).status).toBe('queued');
    expect((await get('OF-7')).attempts).toBe(0);
  });

  it('signed out: nothing is sent', async () => {
    const { api, drain } = await setup({ signedIn: null });
    await db.outbox.add(item({ id: 'ALONE' }));
    expect((await drain()).outcome).toBe('signed-out');
    expect(api.seen).toHaveLength(0);
  });

  it('401 → one refresh, then the same request again with the new token', async () => {
    const api = fakeApi({ validToken: 'access-2' });
    const { drain, store } = await setup({ api });
    await db.outbox.add(item({ id: 'AUTH' }));
    const report = await drain();
    expect(report.sent).toBe(1);
    expect(api.seen.map((r) => [r.path, r.headers.authorization ?? null])).toEqual([
      [FUEL, 'Bearer access-1'],
      ['/api/auth/refresh', null],
      [FUEL, 'Bearer access-2'],
    ]);
    expect(api.calls(FUEL).map((c) => c.headers['idempotency-key'])).toEqual(['AUTH', 'AUTH']);
    expect((await store.read())?.refreshToken).toBe('refresh-2');
  });

  it('an access token about to expire is refreshed before sending (an expired token never loses work)', async () => {
    const api = fakeApi({ validToken: 'access-2' });
    const { drain } = await setup({ api, signedIn: session({ accessExpiresAt: NOW - 1 }) });
    await db.outbox.add(item({ id: 'EXPIRED' }));
    expect((await drain()).sent).toBe(1);
    expect(api.seen.map((r) => r.path)).toEqual(['/api/auth/refresh', FUEL]);
  });

  it('a 401 after a successful refresh backs off (it does not loop)', async () => {
    const api = fakeApi();
    const { drain } = await setup({ api });
    await db.outbox.add(item({ id: 'STILL-401' }));
    api.fail(
      FUEL,
      jsonResponse(401, { message: 'Phiên hết hạn.', code: 'TOKEN_EXPIRED' }),
      jsonResponse(401, { message: 'Phiên hết hạn.', code: 'TOKEN_EXPIRED' }),
    );
    await drain();
    expect(api.calls('/api/auth/refresh')).toHaveLength(1);
    expect(api.calls(FUEL)).toHaveLength(2);
    expect(await get('STILL-401')).toMatchObject({ status: 'queued', attempts: 1, lastError: { status: 401 } });
  });

  it('a refused refresh ends the run: session lost, nothing failed, items stay queued for the next login', async () => {
    const api = fakeApi({ validToken: 'never', refreshStatus: 401 });
    const { drain, store, onSessionLost } = await setup({ api });
    await db.outbox.bulkAdd([item({ id: 'KEEP-1', seq: 1 }), item({ id: 'KEEP-2', seq: 2, group: 'attendance:7' })]);
    const report = await drain();
    expect(report).toMatchObject({ outcome: 'session-lost', sent: 0, retried: 0, refused: 0 });
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(await store.read()).toBeUndefined();
    for (const id of ['KEEP-1', 'KEEP-2']) {
      const kept = await get(id);
      expect(kept).toMatchObject({ status: 'queued', attempts: 0, nextAttemptAt: NOW - 1 });
      expect(kept.lastError).toBeUndefined();
    }
    expect(api.calls(FUEL)).toHaveLength(1);

    // The driver logs in again: the queue resumes with the new session.
    api.setValidToken('access-9');
    await store.write(session({ accessToken: 'access-9', refreshToken: 'refresh-9' }));
    const resumed = await drain();
    expect(resumed).toMatchObject({ outcome: 'done', sent: 2 });
  });

  it('a refresh that gets no answer keeps the session and backs the item off', async () => {
    const api = fakeApi({ validToken: 'access-2' });
    const { drain, store, onSessionLost } = await setup({ api });
    await db.outbox.add(item({ id: 'NO-REFRESH' }));
    api.fail('/api/auth/refresh', 'network');
    const report = await drain();
    expect(report.outcome).toBe('offline');
    expect(onSessionLost).not.toHaveBeenCalled();
    expect((await store.read())?.refreshToken).toBe('refresh-1');
    expect(await get('NO-REFRESH')).toMatchObject({ status: 'queued', attempts: 1, lastError: { status: 0 } });
  });
});

describe('drain: single flight', () => {
  it('two drains in one context: one run, the second call joins it', async () => {
    const { api, drain } = await setup();
    await db.outbox.bulkAdd([item({ id: 'S1', seq: 1 }), item({ id: 'S2', seq: 2 })]);
    const [a, b] = await Promise.all([drain(), drain()]);
    expect(a).toBe(b);
    expect(api.calls(FUEL).map((c) => c.headers['idempotency-key'])).toEqual(['S1', 'S2']);
  });

  it('two contexts (page and worker) with Web Locks: the second returns "busy" at once, nothing sent twice', async () => {
    const locks = fakeDrainLocks();
    const api = fakeApi();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowFetch: typeof fetch = async (input, init) => {
      await gate;
      return api.fetch(input, init);
    };
    const page = await setup({ api, locks, fetch: slowFetch });
    const worker = createDrain({
      db,
      store: page.store,
      refreshSession: (await sessionOn(db, api, null)).refreshSession,
      fetch: api.fetch,
      baseUrl: BASE,
      now: clock.now,
      locks,
    });
    await db.outbox.add(item({ id: 'ONCE' }));
    const pageRun = page.drain();
    await vi.waitFor(() => expect(locks.held.has('outbox-drain')).toBe(true));
    expect(await worker()).toMatchObject({ outcome: 'busy', sent: 0 });
    release();
    expect(await pageRun).toMatchObject({ outcome: 'done', sent: 1 });
    expect(api.calls(FUEL)).toHaveLength(1);
    expect(locks.held.size).toBe(0);
    // Once free, the worker drains (nothing left).
    expect(await worker()).toMatchObject({ outcome: 'done', sent: 0 });
  });

  it('an item left "sending" by a context that died is sent again (same key) by the next drain', async () => {
    const { api, drain } = await setup({ locks: fakeDrainLocks() });
    await db.outbox.add(item({ id: 'ORPHANED', status: 'sending', attempts: 1 }));
    const report = await drain();
    expect(report.sent).toBe(1);
    expect(api.calls(FUEL).map((c) => c.headers['idempotency-key'])).toEqual(['ORPHANED']);
  });

  it('items queued while a run is going are sent by that run', async () => {
    const api = fakeApi();
    let added = false;
    const fetchAndEnqueue: typeof fetch = async (input, init) => {
      if (!added) {
        added = true;
        await db.outbox.add(
          item({ id: 'LATE', seq: 99, group: 'attendance:7', kind: 'attendance.check-in', payload: {} }),
        );
      }
      return api.fetch(input, init);
    };
    const { drain } = await setup({ api, fetch: fetchAndEnqueue });
    await db.outbox.add(item({ id: 'EARLY', seq: 1 }));
    const report = await drain();
    expect(report.sent).toBe(2);
    expect(api.actionCalls().map((c) => c.headers['idempotency-key'])).toEqual(['EARLY', 'LATE']);
  });
});
