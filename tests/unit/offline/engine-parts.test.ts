import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { ACTIONS, fillPhotoFields, photoRefProblem, setAtPath } from '@/offline/actions';
import { CLOCK_META_KEY, createClock, measureOffset, shouldReplace } from '@/offline/clock';
import { VanTaiDb } from '@/offline/db';
import type { DrainReport } from '@/offline/drain';
import { nextDrainDelay } from '@/offline/triggers';
import { createUlidFactory, ULID_PATTERN, ulid, ulidTime } from '@/offline/ulid';
import { freshDb, NOW } from './helpers';

describe('schema', () => {
  it('v2 upgrades a v1 database in place: the signed-in session survives, the engine tables appear', async () => {
    const name = `upgrade-${Math.random().toString(36).slice(2)}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ session: 'id' });
    await v1
      .table('session')
      .put({ id: 'current', accessToken: 'a', refreshToken: 'r', username: 'taixe1', userId: 7, accessExpiresAt: NOW });
    v1.close();

    const v2 = new VanTaiDb(name);
    expect((await v2.session.get('current'))?.username).toBe('taixe1');
    expect(v2.verno).toBe(2);
    expect(v2.tables.map((t) => t.name).sort()).toEqual(['meta', 'outbox', 'photos', 'session']);
    expect(v2.outbox.schema.indexes.map((i) => i.name).sort()).toEqual([
      '[group+seq]',
      '[userId+seq]',
      '[userId+status]',
      'nextAttemptAt',
      'status',
    ]);
    v2.close();
  });
});

describe('ulid', () => {
  it('26 Crockford characters, time first, valid as an Idempotency-Key', () => {
    const id = ulid();
    expect(id).toMatch(ULID_PATTERN);
    expect(id).toMatch(/^[0-9A-Za-z_-]{16,64}$/);
    expect(Math.abs(ulidTime(id) - Date.now())).toBeLessThan(5_000);
  });

  it('encodes the time exactly and the random bytes as given', () => {
    const make = createUlidFactory({ now: () => 1_469_918_176_385, randomBytes: (b) => b.fill(0) });
    expect(make()).toBe('01ARYZ6S410000000000000000');
    const ones = createUlidFactory({ now: () => 0, randomBytes: (b) => b.fill(0xff) });
    expect(ones()).toBe('0000000000ZZZZZZZZZZZZZZZZ');
  });

  it('monotonic within a millisecond and when the clock steps back', () => {
    let t = NOW;
    const make = createUlidFactory({ now: () => t, randomBytes: (b) => b.fill(0) });
    const a = make();
    const b = make();
    t = NOW - 5_000;
    const c = make();
    t = NOW + 1;
    const d = make();
    expect([a, b, c, d]).toEqual([...[a, b, c, d]].sort());
    expect(new Set([a, b, c, d]).size).toBe(4);
    expect(b.slice(10)).toBe('0000000000000001');
    expect(c.slice(0, 10)).toBe(a.slice(0, 10));
    expect(c.slice(10)).toBe('0000000000000002');
    expect(ulidTime(d)).toBe(NOW + 1);
  });
});

describe('clock offset', () => {
  const headers = (h: Record<string, string>) => new Headers(h);

  it('from X-Server-Time: server − device at the request midpoint', () => {
    expect(measureOffset(headers({ 'x-server-time': String(NOW + 10_050) }), NOW, NOW + 100)).toEqual({
      offsetMs: 10_000,
      uncertaintyMs: 50,
    });
  });

  it('from Date (1 s resolution): the middle of that second', () => {
    const date = new Date(NOW - 3_000).toUTCString();
    expect(measureOffset(headers({ date }), NOW, NOW + 200)).toEqual({ offsetMs: -2_600, uncertaintyMs: 600 });
  });

  it('ignores cached answers, slow answers and answers without a time', () => {
    const date = new Date(NOW).toUTCString();
    expect(measureOffset(headers({ date, age: '30' }), NOW, NOW + 10)).toBeNull();
    expect(measureOffset(headers({ date }), NOW, NOW + 31_000)).toBeNull();
    expect(measureOffset(headers({ date }), NOW, NOW - 1)).toBeNull();
    expect(measureOffset(headers({}), NOW, NOW + 10)).toBeNull();
  });

  it('keeps the better sample; a stale one or a real jump is replaced', () => {
    const current = { offsetMs: 1_000, uncertaintyMs: 100, measuredAt: NOW };
    expect(shouldReplace(null, current)).toBe(true);
    expect(shouldReplace(current, { offsetMs: 1_300, uncertaintyMs: 600, measuredAt: NOW + 1_000 })).toBe(false);
    expect(shouldReplace(current, { offsetMs: 1_010, uncertaintyMs: 50, measuredAt: NOW + 1_000 })).toBe(true);
    expect(shouldReplace(current, { offsetMs: 1_300, uncertaintyMs: 600, measuredAt: NOW + 11 * 60_000 })).toBe(true);
    expect(shouldReplace(current, { offsetMs: 60_000, uncertaintyMs: 600, measuredAt: NOW + 1_000 })).toBe(true);
  });

  it('is kept in meta and shared (0 before any measurement)', async () => {
    const db = freshDb();
    let t = NOW;
    const clock = createClock({ db, now: () => t });
    expect(await clock.offsetMs()).toBe(0);
    await clock.observe(new Headers({ 'x-server-time': String(NOW + 5_000) }), NOW - 100, NOW + 100);
    expect(await clock.offsetMs()).toBe(5_000);
    expect((await db.meta.get(CLOCK_META_KEY))?.value).toEqual({
      offsetMs: 5_000,
      uncertaintyMs: 100,
      measuredAt: NOW + 100,
    });
    t = NOW + 1_000;
    expect(clock.serverNow()).toBe(NOW + 6_000);
    // Another context reads the same value.
    expect(await createClock({ db }).offsetMs()).toBe(5_000);
    db.close();
  });
});

describe('actions', () => {
  it('paths of the server contract', () => {
    const samples: { [K in keyof typeof ACTIONS]: Parameters<(typeof ACTIONS)[K]['path']>[0] } = {
      'assignment.event': { phanCongId: 9, eventType: 'RECEIVE' },
      'checklist.submit': { xeId: 5, odo: 1, items: [] },
      'sos.report': { noiDungSuCo: 'x' },
      'fuel.report': { xeId: 5, soTien: 1_000, soLit: 1, odoKmCuoiKy: 1 },
      'attendance.check-in': {},
      'attendance.check-out': {},
      'order.step': { donHangId: 12, action: 'den-diem-lay' },
      'order.fail': { donHangId: 12, lyDo: 'Khách hẹn lại & đổi giờ' },
      'ticket.quote': { phieuId: 4, garaDeXuat: 'Gara A', giaDeXuat: 500_000 },
      'ticket.start': { phieuId: 4 },
      'ticket.complete': { phieuId: 4, odoHoanThanh: 46_000, chiPhiThucTe: 480_000 },
      'work-order.accept': { idLenh: 31, accept: true },
      'work-order.decline': { idLenh: 31, accept: false },
      'work-order.check-in': { idLenh: 31 },
      'work-order.check-out': { idLenh: 31 },
      'task.report': { taskId: 8, workspaceId: 2, content: 'Đã xong', type: 'REPORT', attachments: [] },
      'task.status': { taskId: 8, workspaceId: 2, columnId: 3, newStatus: 'DONE' },
    };
    const paths = Object.fromEntries(
      Object.entries(ACTIONS).map(([kind, def]) => [
        kind,
        `${def.method} ${def.path(samples[kind as keyof typeof ACTIONS] as never)}`,
      ]),
    );
    expect(paths).toEqual({
      'assignment.event': 'POST /api/xe-assignments/events',
      'checklist.submit': 'POST /api/checklist/submit',
      'sos.report': 'POST /api/bao-duong-xe/su-co-sos',
      'fuel.report': 'POST /api/xang-dau',
      'attendance.check-in': 'POST /api/cham-cong/check-in',
      'attendance.check-out': 'POST /api/cham-cong/check-out',
      'order.step': 'POST /api/don-hang/12/den-diem-lay',
      'order.fail':
        'POST /api/don-hang/12/that-bai?lyDo=Kh%C3%A1ch+h%E1%BA%B9n+l%E1%BA%A1i+%26+%C4%91%E1%BB%95i+gi%E1%BB%9D',
      'ticket.quote': 'POST /api/bao-duong-xe/4/bao-gia',
      'ticket.start': 'POST /api/bao-duong-xe/4/bat-dau',
      'ticket.complete': 'POST /api/bao-duong-xe/4/hoan-thanh',
      'work-order.accept': 'POST /api/lenh/31/confirm',
      'work-order.decline': 'POST /api/lenh/31/confirm',
      'work-order.check-in': 'POST /api/lenh/31/check-in',
      'work-order.check-out': 'POST /api/lenh/31/check-out',
      'task.report': 'POST /api/tasks/8/comments',
      'task.status': 'PUT /api/workspaces/2/columns/3/tasks/8/status',
    });
    // The reason survives the query string intact.
    const failPath = ACTIONS['order.fail'].path(samples['order.fail']);
    expect(new URL(failPath, 'http://x').searchParams.get('lyDo')).toBe('Khách hẹn lại & đổi giờ');
  });

  it('groups: one vehicle’s receive, checklist, fuel and return share one; attendance per user; SOS alone', () => {
    const ctx = { userId: 7, itemId: 'ITEM', xeId: 5 };
    expect(ACTIONS['assignment.event'].group({ phanCongId: 9, eventType: 'RECEIVE' }, ctx)).toBe('vehicle:5');
    expect(ACTIONS['checklist.submit'].group({ xeId: 5, odo: 1, items: [] }, ctx)).toBe('vehicle:5');
    expect(ACTIONS['fuel.report'].group({ xeId: 5, soTien: 1_000, soLit: 1, odoKmCuoiKy: 1 }, ctx)).toBe('vehicle:5');
    expect(ACTIONS['attendance.check-in'].group({}, ctx)).toBe('attendance:7');
    expect(ACTIONS['attendance.check-out'].group({}, ctx)).toBe('attendance:7');
    expect(ACTIONS['sos.report'].group({ noiDungSuCo: 'x' }, ctx)).toBe('sos:ITEM');
    expect(ACTIONS['order.step'].group({ donHangId: 12, action: 'nhan-don' }, ctx)).toBe('order:12');
    expect(ACTIONS['order.fail'].group({ donHangId: 12, lyDo: 'x' }, ctx)).toBe('order:12');
    expect(ACTIONS['ticket.quote'].group({ phieuId: 4, garaDeXuat: 'G', giaDeXuat: 1 }, ctx)).toBe('ticket:4');
    expect(ACTIONS['ticket.start'].group({ phieuId: 4 }, ctx)).toBe('ticket:4');
    expect(ACTIONS['ticket.complete'].group({ phieuId: 4, odoHoanThanh: 1, chiPhiThucTe: 1 }, ctx)).toBe('ticket:4');
    // One work order's answer, check-in and check-out in the order they were made.
    expect(ACTIONS['work-order.accept'].group({ idLenh: 31, accept: true }, ctx)).toBe('work-order:31');
    expect(ACTIONS['work-order.decline'].group({ idLenh: 31, accept: false }, ctx)).toBe('work-order:31');
    expect(ACTIONS['work-order.check-in'].group({ idLenh: 31 }, ctx)).toBe('work-order:31');
    expect(ACTIONS['work-order.check-out'].group({ idLenh: 31 }, ctx)).toBe('work-order:31');
    expect(ACTIONS['work-order.check-in'].group({ idLenh: 32 }, ctx)).toBe('work-order:32');
    expect(() =>
      ACTIONS['assignment.event'].group({ phanCongId: 9, eventType: 'RECEIVE' }, { userId: 7, itemId: 'I' }),
    ).toThrow('Thiếu mã xe (xeId) để xếp thứ tự sự kiện giao/nhận xe.');
  });

  it('photo fields each kind accepts', () => {
    expect(photoRefProblem('checklist.submit', [{ photoId: 'a', field: 'items.12.anhUrl' }])).toBeNull();
    expect(photoRefProblem('checklist.submit', [{ photoId: 'a', field: 'items.x.anhUrl' }])).toBe(
      'Trường ảnh "items.x.anhUrl" không hợp lệ cho checklist.submit.',
    );
    expect(
      photoRefProblem('fuel.report', [
        { photoId: 'a', field: 'anhOdoUrl' },
        { photoId: 'b', field: 'anhOdoUrl' },
      ]),
    ).toBe('Trường ảnh "anhOdoUrl" bị gán hai lần.');
    expect(photoRefProblem('assignment.event', [{ photoId: 'a', field: 'anhUrl' }])).not.toBeNull();
    expect(photoRefProblem('work-order.check-in', [{ photoId: 'a', field: 'anhUrl' }])).toBeNull();
    expect(photoRefProblem('work-order.check-out', [{ photoId: 'a', field: 'anhUrl' }])).toBeNull();
    expect(photoRefProblem('work-order.accept', [{ photoId: 'a', field: 'anhUrl' }])).not.toBeNull();
  });

  it('setAtPath / fillPhotoFields write copies, arrays by index', () => {
    const payload = { items: [{ itemId: 1 }, { itemId: 2 }], odo: 3 };
    const filled = fillPhotoFields(
      payload,
      [
        { photoId: 'p1', field: 'items.1.anhUrl' },
        { photoId: 'p2', field: 'anhUrl' },
      ],
      (id) => `/api/files/${id}`,
    );
    expect(filled).toEqual({
      items: [{ itemId: 1 }, { itemId: 2, anhUrl: '/api/files/p1' }],
      odo: 3,
      anhUrl: '/api/files/p2',
    });
    expect(payload).toEqual({ items: [{ itemId: 1 }, { itemId: 2 }], odo: 3 });
    expect(setAtPath({}, 'a.0.b', 1)).toEqual({ a: [{ b: 1 }] });
  });
});

describe('page trigger timing', () => {
  const report = (r: Partial<DrainReport>): DrainReport => ({
    outcome: 'done',
    sent: 0,
    retried: 0,
    refused: 0,
    waiting: 0,
    nextAttemptAt: null,
    ...r,
  });

  it('looks again at the next attempt, at least every 30 s while items wait, never when none can be due', () => {
    expect(nextDrainDelay(report({ waiting: 2, nextAttemptAt: NOW + 5_000 }), NOW)).toBe(5_000);
    expect(nextDrainDelay(report({ waiting: 2, nextAttemptAt: NOW + 300_000 }), NOW)).toBe(30_000);
    expect(nextDrainDelay(report({ waiting: 2, nextAttemptAt: NOW - 10 }), NOW)).toBe(1_000);
    expect(nextDrainDelay(report({ outcome: 'offline', waiting: 1, nextAttemptAt: NOW + 2_000 }), NOW)).toBe(2_000);
    expect(nextDrainDelay(report({ waiting: 1, nextAttemptAt: null }), NOW)).toBeNull();
    expect(nextDrainDelay(report({}), NOW)).toBeNull();
    expect(nextDrainDelay(report({ outcome: 'busy' }), NOW)).toBe(3_000);
    expect(nextDrainDelay(report({ outcome: 'session-lost', waiting: 3, nextAttemptAt: NOW }), NOW)).toBeNull();
  });
});
