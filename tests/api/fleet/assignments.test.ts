import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { xe, xePhanCong, xePhanCongSuKien } from '../../../server/db/schema';
import { newKey, openAssignmentOf, read, userId, vehicleByPlate, write } from '../helpers/driver';
import { createTestApp, login, type TestApp } from '../helpers/test-app';

const M = {
  noAssignment: 'Hiện tại bạn chưa được phân công xe nào.',
  returnOdoInvalid: 'Vui lòng nhập số ODO hợp lệ khi trả xe.',
  notYours: 'Lệnh giao xe này không phải của bạn.',
  closed: 'Lệnh giao xe này đã kết thúc hoặc không tồn tại.',
  alreadyReceived: 'Bạn đã nhận xe này rồi.',
  notReceived: 'Bạn chưa nhận xe nên không thể trả xe.',
  forbidden: 'Bạn không có quyền truy cập chức năng này (Không phải tài xế?).',
};

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['taixe1', 'taixe2', 'taixe3', 'dieuphoi']) tokens[u] = (await login(t.app, u)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const tk = (u: string) => tokens[u] as string;
const event = (user: string, payload: object, o = {}) =>
  write(t.app, tk(user), '/api/xe-assignments/events', payload, o);

/** Puts the seeded assignment of `user` back to ASSIGNED with its vehicle at `odo`. */
async function reset(user: string, odo: number) {
  const a = await openAssignmentOf(t.db, user);
  await t.db
    .update(xePhanCong)
    .set({ trangThai: 'ASSIGNED', loai: 'FIXED', endAt: null })
    .where(eq(xePhanCong.id, a.id));
  await t.db.update(xe).set({ trangThai: 'ASSIGNED', odoGanNhat: odo }).where(eq(xe.id, a.xeId));
  return a;
}

describe('GET /api/xe-assignments/me/current', () => {
  it("answers the driver's open assignment with the vehicle", async () => {
    const res = await read(t.app, tk('taixe1'), '/api/xe-assignments/me/current');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      bienSo: '51C-123.45',
      tenLoaiXe: 'Xe tải 1.25 tấn',
      hangXe: 'Hyundai',
      model: 'New Porter H150',
      odoGanNhat: 45000,
      trangThaiXe: 'ASSIGNED',
      taiXeId: await userId(t.db, 'taixe1'),
      tenTaiXe: 'Nguyễn Văn Tài',
      loai: 'FIXED',
      trangThai: 'ASSIGNED',
      endAt: null,
    });
  });

  it('answers 404 with the spec text when the driver has no open assignment', async () => {
    const res = await read(t.app, tk('taixe3'), '/api/xe-assignments/me/current');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: M.noAssignment, code: 'NOT_FOUND' });
  });
});

describe('POST /api/xe-assignments/events', () => {
  beforeEach(async () => {
    await reset('taixe1', 45_000);
    await reset('taixe2', 82_350);
  });

  it('RECEIVE: ASSIGNED → IN_USE, the vehicle goes IN_USE and its odometer moves forward', async () => {
    const a = await openAssignmentOf(t.db, 'taixe1');
    const res = await event('taixe1', { phanCongId: a.id, eventType: 'RECEIVE', odo: 45_120, mucNhienLieu: 70 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: { id: expect.any(Number), phanCongId: a.id, eventType: 'RECEIVE', trangThai: 'IN_USE' },
      message: 'Nhận xe thành công.',
    });
    const v = await vehicleByPlate(t.db, '51C-123.45');
    expect(v).toMatchObject({ trangThai: 'IN_USE', odoGanNhat: 45_120 });
    const [e] = await t.db.select().from(xePhanCongSuKien).where(eq(xePhanCongSuKien.id, res.json().data.id));
    expect(e).toMatchObject({ eventType: 'RECEIVE', odo: 45_120, mucNhienLieu: 70, createdBy: a.taiXeId });
  });

  it('RECEIVE twice is refused (422), the second never changes anything', async () => {
    const a = await openAssignmentOf(t.db, 'taixe1');
    await event('taixe1', { phanCongId: a.id, eventType: 'RECEIVE' });
    const again = await event('taixe1', { phanCongId: a.id, eventType: 'RECEIVE', odo: 46_000 });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: M.alreadyReceived, code: 'CONFLICT' });
    expect((await vehicleByPlate(t.db, '51C-123.45')).odoGanNhat).toBe(45_000);
  });

  it('RECEIVE with an odometer below the recorded one is refused', async () => {
    const a = await openAssignmentOf(t.db, 'taixe1');
    const res = await event('taixe1', { phanCongId: a.id, eventType: 'RECEIVE', odo: 44_999 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Số ODO nhận xe (44999) không thể nhỏ hơn ODO đã ghi nhận (45000).');
  });

  it('RETURN of a FIXED vehicle: back to ASSIGNED (the driver keeps it), vehicle ASSIGNED, odometer updated', async () => {
    const a = await openAssignmentOf(t.db, 'taixe1');
    await event('taixe1', { phanCongId: a.id, eventType: 'RECEIVE', odo: 45_000 });
    const res = await event('taixe1', {
      phanCongId: a.id,
      eventType: 'RETURN',
      odo: '45.230',
      mucNhienLieu: '35,5',
      ghiChu: '  Xe ổn  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ eventType: 'RETURN', trangThai: 'ASSIGNED' });
    expect(res.json().message).toBe('Trả xe thành công.');
    expect(await vehicleByPlate(t.db, '51C-123.45')).toMatchObject({ trangThai: 'ASSIGNED', odoGanNhat: 45_230 });
    const [e] = await t.db.select().from(xePhanCongSuKien).where(eq(xePhanCongSuKien.id, res.json().data.id));
    expect(e).toMatchObject({ odo: 45_230, mucNhienLieu: 35.5, ghiChu: 'Xe ổn' });
  });

  it('RETURN of a TEMP order whose end has passed closes it and frees the vehicle', async () => {
    const a = await openAssignmentOf(t.db, 'taixe2');
    await t.db
      .update(xePhanCong)
      .set({ loai: 'TEMP', endAt: new Date(Date.now() - 60_000) })
      .where(eq(xePhanCong.id, a.id));
    await event('taixe2', { phanCongId: a.id, eventType: 'RECEIVE' });
    const res = await event('taixe2', { phanCongId: a.id, eventType: 'RETURN', odo: 82_500 });
    expect(res.json().data.trangThai).toBe('CLOSED');
    expect(await vehicleByPlate(t.db, '51D-678.90')).toMatchObject({ trangThai: 'AVAILABLE', odoGanNhat: 82_500 });
    const [closed] = await t.db.select().from(xePhanCong).where(eq(xePhanCong.id, a.id));
    expect(closed?.closedAt).toBeInstanceOf(Date);
    // Closed: nothing more can be recorded, and the driver has no current assignment.
    const after = await event('taixe2', { phanCongId: a.id, eventType: 'RECEIVE' });
    expect(after.statusCode).toBe(422);
    // Issue 11 §3: the refusal says what happened to the order.
    expect(after.json().message).toMatch(
      /^Lệnh giao xe 51D-678\.90 đã kết thúc lúc \d\d:\d\d khi trả xe\. Không thể nhận xe trên lệnh giao đã kết thúc\./,
    );
    expect((await read(t.app, tk('taixe2'), '/api/xe-assignments/me/current')).statusCode).toBe(404);
    await t.db.update(xePhanCong).set({ trangThai: 'ASSIGNED', closedAt: null }).where(eq(xePhanCong.id, a.id));
  });

  it('RETURN of a TEMP order still running keeps it ASSIGNED', async () => {
    const a = await openAssignmentOf(t.db, 'taixe2');
    await t.db
      .update(xePhanCong)
      .set({ loai: 'TEMP', endAt: new Date(Date.now() + 3_600_000) })
      .where(eq(xePhanCong.id, a.id));
    await event('taixe2', { phanCongId: a.id, eventType: 'RECEIVE' });
    const res = await event('taixe2', { phanCongId: a.id, eventType: 'RETURN', odo: 82_400 });
    expect(res.json().data.trangThai).toBe('ASSIGNED');
    expect((await vehicleByPlate(t.db, '51D-678.90')).trangThai).toBe('ASSIGNED');
  });

  it('RETURN keeps a vehicle that went to MAINTENANCE in MAINTENANCE', async () => {
    const a = await openAssignmentOf(t.db, 'taixe1');
    await event('taixe1', { phanCongId: a.id, eventType: 'RECEIVE' });
    await t.db.update(xe).set({ trangThai: 'MAINTENANCE' }).where(eq(xe.id, a.xeId));
    const res = await event('taixe1', { phanCongId: a.id, eventType: 'RETURN', odo: 45_010 });
    expect(res.json().data.trangThai).toBe('ASSIGNED');
    expect((await vehicleByPlate(t.db, '51C-123.45')).trangThai).toBe('MAINTENANCE');
  });

  it('RETURN before RECEIVE is refused', async () => {
    const a = await openAssignmentOf(t.db, 'taixe1');
    const res = await event('taixe1', { phanCongId: a.id, eventType: 'RETURN', odo: 45_100 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: M.notReceived, code: 'CONFLICT' });
  });

  it.each([
    ['missing', {}],
    ['zero', { odo: 0 }],
    ['negative', { odo: -5 }],
    ['not a number', { odo: 'abc' }],
  ])('RETURN with an odometer %s: "%s"', async (_label, extra) => {
    const a = await openAssignmentOf(t.db, 'taixe1');
    const res = await event('taixe1', { phanCongId: a.id, eventType: 'RETURN', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: M.returnOdoInvalid, code: 'VALIDATION_ERROR' });
  });

  it('RETURN below the recorded odometer names both numbers', async () => {
    const a = await openAssignmentOf(t.db, 'taixe1');
    await event('taixe1', { phanCongId: a.id, eventType: 'RECEIVE', odo: 45_500 });
    const res = await event('taixe1', { phanCongId: a.id, eventType: 'RETURN', odo: 45_400 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Số ODO trả xe (45400) không thể nhỏ hơn ODO đã ghi nhận (45500).');
    expect((await openAssignmentOf(t.db, 'taixe1')).trangThai).toBe('IN_USE');
  });

  it('RETURN at exactly the recorded odometer is accepted (issue 13: the audit’s missing boundary)', async () => {
    const a = await reset('taixe1', 45_600);
    expect((await event('taixe1', { phanCongId: a.id, eventType: 'RECEIVE', odo: 45_600 })).statusCode).toBe(201);
    const res = await event('taixe1', { phanCongId: a.id, eventType: 'RETURN', odo: 45_600 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ eventType: 'RETURN', trangThai: 'ASSIGNED' });
    expect(await vehicleByPlate(t.db, '51C-123.45')).toMatchObject({ trangThai: 'ASSIGNED', odoGanNhat: 45_600 });
  });

  it('validates the event type and assignment id', async () => {
    const res = await event('taixe1', { phanCongId: 'x', eventType: 'PARK' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['eventType', 'phanCongId']);
    const unknown = await event('taixe1', { phanCongId: 999_999, eventType: 'RECEIVE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.closed);
  });

  it("a driver cannot record on another driver's assignment (403), and office users are no drivers", async () => {
    const other = await openAssignmentOf(t.db, 'taixe2');
    const res = await event('taixe1', { phanCongId: other.id, eventType: 'RECEIVE' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: M.notYours, code: 'FORBIDDEN' });
    expect((await openAssignmentOf(t.db, 'taixe2')).trangThai).toBe('ASSIGNED');
    const office = await event('dieuphoi', { phanCongId: other.id, eventType: 'RECEIVE' });
    expect(office.statusCode).toBe(403);
    expect(office.json().message).toBe(M.forbidden);
  });

  it('is idempotent: a replay answers the same and records ONE event; same key, other payload → 422', async () => {
    const a = await openAssignmentOf(t.db, 'taixe1');
    const key = newKey();
    const before = await t.db.$count(xePhanCongSuKien, eq(xePhanCongSuKien.phanCongId, a.id));
    const first = await event('taixe1', { phanCongId: a.id, eventType: 'RECEIVE', odo: 45_050 }, { key });
    const replay = await event('taixe1', { phanCongId: a.id, eventType: 'RECEIVE', odo: 45_050 }, { key });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await t.db.$count(xePhanCongSuKien, eq(xePhanCongSuKien.phanCongId, a.id))).toBe(before + 1);
    const other = await event('taixe1', { phanCongId: a.id, eventType: 'RECEIVE', odo: 45_060 }, { key });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Idempotency-Key này đã được dùng cho một yêu cầu khác.');
  });

  it('stores when it happened (device time + clock offset) and when it arrived', async () => {
    const a = await openAssignmentOf(t.db, 'taixe1');
    const device = new Date(Date.now() - 2 * 3_600_000);
    const before = Date.now();
    const res = await event(
      'taixe1',
      { phanCongId: a.id, eventType: 'RECEIVE' },
      { occurredAt: device.toISOString(), clockOffsetMs: 90_000 },
    );
    const [e] = await t.db.select().from(xePhanCongSuKien).where(eq(xePhanCongSuKien.id, res.json().data.id));
    expect(e?.occurredAt.getTime()).toBe(device.getTime() + 90_000);
    expect(e?.receivedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(e?.receivedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('clamps a device time in the future to the arrival, and one older than 30 days to 30 days back', async () => {
    const a = await openAssignmentOf(t.db, 'taixe1');
    const future = await event(
      'taixe1',
      { phanCongId: a.id, eventType: 'RECEIVE' },
      { occurredAt: new Date(Date.now() + 86_400_000).toISOString() },
    );
    const [f] = await t.db.select().from(xePhanCongSuKien).where(eq(xePhanCongSuKien.id, future.json().data.id));
    expect(f?.occurredAt.getTime()).toBe(f?.receivedAt.getTime());

    await t.db.update(xePhanCong).set({ trangThai: 'ASSIGNED' }).where(eq(xePhanCong.id, a.id));
    const old = await event(
      'taixe1',
      { phanCongId: a.id, eventType: 'RECEIVE' },
      { occurredAt: new Date(Date.now() - 40 * 86_400_000).toISOString() },
    );
    const [o] = await t.db.select().from(xePhanCongSuKien).where(eq(xePhanCongSuKien.id, old.json().data.id));
    expect((o?.receivedAt.getTime() ?? 0) - (o?.occurredAt.getTime() ?? 0)).toBe(30 * 86_400_000);
  });
});
