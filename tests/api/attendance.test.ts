import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chamCongBuoi } from '../../server/db/schema';
import { newKey, read, userId, write } from './helpers/driver';
import { createTestApp, login, type TestApp } from './helpers/test-app';

// Attendance depends on the wall clock, so only Date is faked (timers and I/O stay real). Every
// step sets "now" (when the phone syncs) and dates punches with X-Occurred-At (when they happened).
const vn = (local: string) => new Date(`${local}+07:00`);
const syncAt = (local: string) => vi.setSystemTime(vn(local));
const PHOTO = '/api/files/ChamCongChamCongChamCo';
const punch = (extra: object = {}) => ({
  anhUrl: PHOTO,
  diaDiemText: 'Kho Tân Bình',
  lat: 10.8,
  lng: 106.65,
  accuracy: 12,
  fixAgeMs: 800,
  ...extra,
});

let t: TestApp;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  t = await createTestApp();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

/** Tokens are short-lived and the clock jumps hours: sign in at the current fake time. */
const tokenOf = async (user: string) => (await login(t.app, user)).accessToken;
async function clock(
  user: string,
  kind: 'in' | 'out',
  occurredLocal: string,
  o: { key?: string; clockOffsetMs?: number; body?: object } = {},
) {
  return write(t.app, await tokenOf(user), `/api/cham-cong/check-${kind}`, o.body ?? punch(), {
    key: o.key,
    occurredAt: vn(occurredLocal).toISOString(),
    clockOffsetMs: o.clockOffsetMs,
  });
}

describe('attendance: clock in/out at the time it happened', () => {
  it('earlier sessions (synced late) count where they happened', async () => {
    syncAt('2025-03-12T06:00:00');
    // Friday of the previous month, a Monday two weeks ago, and this Monday.
    for (const [inAt, outAt] of [
      ['2025-02-28T08:00:00', '2025-02-28T16:00:00'],
      ['2025-03-03T08:00:00', '2025-03-03T12:00:00'],
      ['2025-03-10T07:30:00', '2025-03-10T17:30:00'],
    ] as const) {
      expect((await clock('nhanvien1', 'in', inAt)).statusCode).toBe(201);
      expect((await clock('nhanvien1', 'out', outAt)).statusCode).toBe(200);
    }
  });

  it('clocked in at 07:00 offline, synced at 09:00: on time for a 07:30 frame, received at 09:00', async () => {
    syncAt('2025-03-12T09:00:00');
    const res = await clock('nhanvien1', 'in', '2025-03-12T07:00:00');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: {
        idCcb: expect.any(Number),
        buoi: 'SANG',
        gioVao: vn('2025-03-12T07:00:00').toISOString(),
        gioRa: null,
        vaoTrangThai: 'DUNG_GIO',
        raTrangThai: null,
        anhVaoUrl: PHOTO,
        anhRaUrl: null,
        diaDiemVaoText: 'Kho Tân Bình',
        diaDiemRaText: null,
      },
      message: 'Chấm vào thành công',
    });
    const [row] = await t.db.select().from(chamCongBuoi).where(eq(chamCongBuoi.id, res.json().data.idCcb));
    expect(row).toMatchObject({
      ngay: '2025-03-12',
      vaoReceivedAt: vn('2025-03-12T09:00:00'),
      latVao: 10.8,
      lngVao: 106.65,
      accuracyVao: 12,
      fixAgeMsVao: 800,
    });
  });

  it("a driver's frame starts at 06:30; the clock offset is applied (device 10 minutes slow → 06:45, late)", async () => {
    syncAt('2025-03-12T07:00:00');
    const res = await clock('taixe1', 'in', '2025-03-12T06:35:00', { clockOffsetMs: 600_000 });
    expect(res.json().data).toMatchObject({
      gioVao: vn('2025-03-12T06:45:00').toISOString(),
      vaoTrangThai: 'DI_MUON',
      buoi: 'SANG',
    });
    const onTime = await clock('taixe2', 'in', '2025-03-12T06:25:00');
    expect(onTime.json().data.vaoTrangThai).toBe('DUNG_GIO');
  });

  it('refuses a second check-in while a session is open, and a check-out without one', async () => {
    syncAt('2025-03-12T09:30:00');
    const again = await clock('nhanvien1', 'in', '2025-03-12T09:29:00');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: 'Bạn đang trong ca làm việc, hãy chấm ra trước.', code: 'CONFLICT' });
    const notIn = await clock('ketoan', 'out', '2025-03-12T09:29:00');
    expect(notIn.statusCode).toBe(422);
    expect(notIn.json()).toEqual({ message: 'Bạn chưa chấm vào nên không thể chấm ra.', code: 'CONFLICT' });
  });

  it('validates the punch', async () => {
    const token = await tokenOf('ketoan');
    const noPhoto = await write(t.app, token, '/api/cham-cong/check-in', { diaDiemText: 'x' });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().message).toBe('Đường dẫn ảnh không hợp lệ.');
    const half = await write(t.app, token, '/api/cham-cong/check-in', punch({ lng: null }));
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe('Tọa độ không hợp lệ.');
  });

  it('check-out closes the open session: 11:40 is on time for the morning, 16:30 is early for the afternoon', async () => {
    syncAt('2025-03-12T12:00:00');
    const out = await clock('nhanvien1', 'out', '2025-03-12T11:40:00', { body: punch({ diaDiemText: 'Văn phòng' }) });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('Chấm ra thành công');
    expect(out.json().data).toMatchObject({
      buoi: 'SANG',
      gioRa: vn('2025-03-12T11:40:00').toISOString(),
      raTrangThai: 'DUNG_GIO',
      anhRaUrl: PHOTO,
      diaDiemRaText: 'Văn phòng',
    });
    syncAt('2025-03-12T13:10:00');
    const afternoon = await clock('nhanvien1', 'in', '2025-03-12T13:05:00');
    expect(afternoon.json().data).toMatchObject({ buoi: 'CHIEU', vaoTrangThai: 'DI_MUON' });
  });

  it('GET /api/cham-cong/my/today: hours (open session up to now), work units, first in, last out', async () => {
    syncAt('2025-03-12T16:00:00');
    const res = await read(t.app, await tokenOf('nhanvien1'), '/api/cham-cong/my/today');
    expect(res.statusCode).toBe(200);
    const day = res.json().data;
    // 07:00–11:40 (4 h 40) + 13:05–16:00 (2 h 55) = 7 h 35 = 7.58 h.
    expect(day).toMatchObject({
      ngay: '2025-03-12',
      soCong: 1,
      soGio: 7.58,
      gioVaoTong: vn('2025-03-12T07:00:00').toISOString(),
      gioRaTong: vn('2025-03-12T11:40:00').toISOString(),
      dangMo: true,
    });
    expect(day.chiTietBuoi.map((s: { buoi: string }) => s.buoi)).toEqual(['SANG', 'CHIEU']);
  });

  it('GET /api/cham-cong/my/stats: today, Monday–Sunday week, month, against 160 hours', async () => {
    syncAt('2025-03-12T17:00:00');
    const out = await clock('nhanvien1', 'out', '2025-03-12T16:30:00');
    expect(out.json().data.raTrangThai).toBe('VE_SOM');
    const stats = (await read(t.app, await tokenOf('nhanvien1'), '/api/cham-cong/my/stats')).json().data;
    // Spec 002 §9: hours = work units × 8. Today 1,00 công (4 h 40 + 3 h 25 on the clock) = 8 h;
    // this week + Monday's 1,00 công; this month + 3 March's morning (0,50); February not counted.
    expect(stats).toEqual({
      todayHours: 8,
      weekHours: 16,
      monthHours: 20,
      monthTargetHours: 160,
      monthRemainingHours: 140,
      overtimeHours: 0,
    });
    const today = (await read(t.app, await tokenOf('nhanvien1'), '/api/cham-cong/my/today')).json().data;
    // The clock time stays available as such (the page labels it 'Giờ chấm thực tế').
    expect(today).toMatchObject({
      dangMo: false,
      soCong: 1,
      soGio: 8.08,
      gioRaTong: vn('2025-03-12T16:30:00').toISOString(),
    });
  });

  it('is idempotent: a replayed check-in answers the same and opens ONE session', async () => {
    syncAt('2025-03-13T08:00:00');
    const key = newKey();
    const me = await userId(t.db, 'ketoan');
    const first = await clock('ketoan', 'in', '2025-03-13T07:20:00', { key });
    const replay = await clock('ketoan', 'in', '2025-03-13T07:20:00', { key });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await t.db.$count(chamCongBuoi, eq(chamCongBuoi.userId, me))).toBe(1);
    const other = await clock('ketoan', 'in', '2025-03-13T07:20:00', { key, body: punch({ diaDiemText: 'Khác' }) });
    expect(other.statusCode).toBe(422);
  });

  it('is idempotent: a replayed check-out answers the same and never closes a second session', async () => {
    syncAt('2025-03-13T12:00:00');
    const key = newKey();
    const first = await clock('ketoan', 'out', '2025-03-13T11:45:00', { key });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      gioRa: vn('2025-03-13T11:45:00').toISOString(),
      raTrangThai: 'DUNG_GIO',
    });
    const replay = await clock('ketoan', 'out', '2025-03-13T11:45:00', { key });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    // A new key is a new punch: nothing is open any more.
    expect((await clock('ketoan', 'out', '2025-03-13T11:46:00')).statusCode).toBe(422);
  });

  it('GET /api/cham-cong/admin/records: every session of a day exactly once, for the office only', async () => {
    const office = await tokenOf('dieuphoi');
    const res = await read(t.app, office, '/api/cham-cong/admin/records?date=2025-03-12');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { tenDangNhap: string; buoi: string; gioVao: string; vaoReceivedAt: string }[];
    // In clock-in order: 06:25, 06:45, 07:00, 13:05.
    expect(rows.map((r) => [r.tenDangNhap, r.buoi])).toEqual([
      ['taixe2', 'SANG'],
      ['taixe1', 'SANG'],
      ['nhanvien1', 'SANG'],
      ['nhanvien1', 'CHIEU'],
    ]);
    expect(rows[2]?.vaoReceivedAt).toBe(vn('2025-03-12T09:00:00').toISOString());
    const one = await read(
      t.app,
      office,
      `/api/cham-cong/admin/records?date=2025-03-12&userId=${await userId(t.db, 'taixe1')}`,
    );
    expect(one.json().data).toHaveLength(1);
    const driver = await read(t.app, await tokenOf('taixe1'), '/api/cham-cong/admin/records');
    expect(driver.statusCode).toBe(403);
    for (const date of ['12-03-2025', '2025-02-30']) {
      const bad = await read(t.app, office, `/api/cham-cong/admin/records?date=${date}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Ngày không hợp lệ (định dạng yyyy-MM-dd).');
    }
  });
});
