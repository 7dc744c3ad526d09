/**
 * Issue 11 §3: the office changes the assignment while the driver is offline, and nothing real
 * is lost. A driver's report is judged by WHEN IT HAPPENED (the outbox's device time): a fuel
 * report, checklist, SOS or RETURN made while the driver held the vehicle belongs to that
 * assignment even if it was closed or handed over since; one made at or after the end is refused
 * with what happened. "Held at t" is half-open, startAt <= t < closedAt: at the instant of a
 * close or handover the vehicle is already the next holder's.
 */
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baoDuongXe, checklistLog, xangDau, xe, xePhanCong, xePhanCongSuKien } from '../../../server/db/schema';
import { vnTimeText } from '../../../server/lib/vn-time';
import { read, userId, vehicleByPlate, write } from '../helpers/driver';
import { createTestApp, login, type TestApp } from '../helpers/test-app';

const RECEIPT = '/api/files/BienLaiBienLaiBienLai00';
const ODO_PHOTO = '/api/files/OdoOdoOdoOdoOdoOdoOdo00';
const DISPATCHER = 'Trần Văn Điều (Điều phối viên)';

let t: TestApp;
const tokens: Record<string, string> = {};
const tk = (u: string) => tokens[u] as string;
let car1: number;
let car2: number;
let taixe1: number;
let taixe2: number;
let items: { id: number }[];

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['taixe1', 'taixe2', 'dieuphoi']) tokens[u] = (await login(t.app, u)).accessToken;
  car1 = (await vehicleByPlate(t.db, '51C-123.45')).id;
  car2 = (await vehicleByPlate(t.db, '51D-678.90')).id;
  taixe1 = await userId(t.db, 'taixe1');
  taixe2 = await userId(t.db, 'taixe2');
  items = (await read(t.app, tk('dieuphoi'), `/api/checklist/hang-muc-cho-xe?xeId=${car2}`)).json().data;
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const office = (url: string, payload: object = {}) => write(t.app, tk('dieuphoi'), url, payload, { key: null });

/**
 * taixe2 holds 51D-678.90 (received, odometer 82 350) from 5 h ago; the dispatcher then closes
 * the order, or hands the vehicle over to taixe1, through the API; the end is moved to exactly
 * `closedAt` (1 h ago) so the tests can report just before, exactly at and after it.
 */
async function endedAssignment(ending: 'close' | 'handover') {
  // Earlier orders of this vehicle shrink to an instant long ago: nothing else covers these hours.
  const longAgo = new Date(Date.now() - 20 * 24 * HOUR);
  await t.db
    .update(xePhanCong)
    .set({ trangThai: 'CLOSED', startAt: longAgo, closedAt: longAgo })
    .where(eq(xePhanCong.xeId, car2));
  await t.db.update(xe).set({ trangThai: 'IN_USE', odoGanNhat: 82_350 }).where(eq(xe.id, car2));
  const [row] = await t.db
    .insert(xePhanCong)
    .values({
      xeId: car2,
      taiXeId: taixe2,
      loai: 'FIXED',
      trangThai: 'IN_USE',
      startAt: new Date(Date.now() - 5 * HOUR),
    })
    .returning();
  const old = row as typeof xePhanCong.$inferSelect;
  const res =
    ending === 'close'
      ? await office(`/api/xe-assignments/${old.id}/close?lyDo=${encodeURIComponent('Đổi lịch')}`)
      : await office(`/api/xe-assignments/handover?xeId=${car2}&toTaiXeId=${taixe1}&xacNhanXeThuHai=true`);
  expect(res.statusCode, res.body).toBeLessThan(300);
  const closedAt = new Date(Math.floor((Date.now() - HOUR) / 1000) * 1000);
  await t.db.update(xePhanCong).set({ closedAt }).where(eq(xePhanCong.id, old.id));
  let next: number | null = null;
  if (ending === 'handover') {
    next = res.json().data.id as number;
    await t.db.update(xePhanCong).set({ startAt: closedAt }).where(eq(xePhanCong.id, next));
  }
  const vehicleAfter = await vehicleByPlate(t.db, '51D-678.90');
  return { old, closedAt, next, vehicleStatus: vehicleAfter.trangThai };
}

const at = (closedAt: Date, offsetMs: number) => new Date(closedAt.getTime() + offsetMs).toISOString();

type Kind = 'fuel' | 'checklist' | 'sos' | 'return';
/** Sends one report of `kind` for the driver's old order, dated `occurredAt`. */
function send(kind: Kind, user: string, phanCongId: number, occurredAt: string) {
  const o = { occurredAt };
  switch (kind) {
    case 'fuel':
      return write(
        t.app,
        tk(user),
        '/api/xang-dau',
        { xeId: car2, soTien: 1_000_000, soLit: 40, odoKmCuoiKy: 82_400, anhBienLaiUrl: RECEIPT, anhOdoUrl: ODO_PHOTO },
        o,
      );
    case 'checklist':
      return write(
        t.app,
        tk(user),
        '/api/checklist/submit',
        { xeId: car2, odo: 82_380, items: items.map((i) => ({ itemId: i.id, trangThai: 'OK' })) },
        o,
      );
    case 'sos':
      return write(t.app, tk(user), '/api/bao-duong-xe/su-co-sos', { noiDungSuCo: 'Nổ lốp', odoHienTai: 82_390 }, o);
    case 'return':
      return write(
        t.app,
        tk(user),
        '/api/xe-assignments/events',
        { phanCongId, eventType: 'RETURN', odo: 82_600, mucNhienLieu: 40, ghiChu: 'Trả xe' },
        o,
      );
  }
}

/** The assignment the stored record names. */
async function linkedAssignment(kind: Kind, id: number): Promise<number | null | undefined> {
  switch (kind) {
    case 'fuel':
      return (await t.db.select().from(xangDau).where(eq(xangDau.id, id)))[0]?.phanCongId;
    case 'checklist':
      return (await t.db.select().from(checklistLog).where(eq(checklistLog.id, id)))[0]?.phanCongId;
    case 'sos':
      return (await t.db.select().from(baoDuongXe).where(eq(baoDuongXe.id, id)))[0]?.phanCongId;
    case 'return':
      return (await t.db.select().from(xePhanCongSuKien).where(eq(xePhanCongSuKien.id, id)))[0]?.phanCongId;
  }
}

const KINDS: Kind[] = ['fuel', 'checklist', 'sos', 'return'];
const ENDINGS = ['close', 'handover'] as const;

/** What the refusal says happened (the time as the Vietnamese wall clock shows it). */
function endedText(ending: 'close' | 'handover', closedAt: Date) {
  const clock = vnTimeText(closedAt);
  return ending === 'close'
    ? new RegExp(
        `^Lệnh giao xe 51D-678\\.90 đã được kết thúc lúc ${clock}( ngày \\d\\d/\\d\\d)? bởi ${escapeRe(DISPATCHER)}\\.`,
      )
    : new RegExp(
        `^Xe 51D-678\\.90 đã được bàn giao cho Nguyễn Văn Tài lúc ${clock}( ngày \\d\\d/\\d\\d)? bởi ${escapeRe(DISPATCHER)}\\.`,
      );
}
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(ENDINGS)('after a %s, reports are judged by when they happened', (ending) => {
  it.each(KINDS)('%s made 1 min before the end belongs to the old order and is kept', async (kind) => {
    const { old, closedAt, vehicleStatus } = await endedAssignment(ending);
    const res = await send(kind, 'taixe2', old.id, at(closedAt, -60_000));
    expect(res.statusCode, res.body).toBe(201);
    expect(await linkedAssignment(kind, res.json().data.id)).toBe(old.id);
    // The office's decision stands: still closed at the same instant, the vehicle's status untouched.
    const [after] = await t.db.select().from(xePhanCong).where(eq(xePhanCong.id, old.id));
    expect(after).toMatchObject({ trangThai: 'CLOSED', closedAt });
    expect((await vehicleByPlate(t.db, '51D-678.90')).trangThai).toBe(vehicleStatus);
  });

  it.each(KINDS)('%s made exactly at the end is refused, saying what happened', async (kind) => {
    const { old, closedAt } = await endedAssignment(ending);
    const res = await send(kind, 'taixe2', old.id, at(closedAt, 0));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('CONFLICT');
    expect(res.json().message).toMatch(endedText(ending, closedAt));
  });

  it.each(KINDS)('%s made 1 min after the end is refused, saying what happened', async (kind) => {
    const { old, closedAt } = await endedAssignment(ending);
    const res = await send(kind, 'taixe2', old.id, at(closedAt, 60_000));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toMatch(endedText(ending, closedAt));
    expect(res.json().message).toContain('không được ghi nhận');
  });
});

describe('RETURN for an order the office closed afterwards', () => {
  it('is recorded as that order’s return: odometer and fuel kept, the vehicle odometer rises, nothing else moves', async () => {
    const { old, closedAt, vehicleStatus } = await endedAssignment('close');
    expect(vehicleStatus).toBe('AVAILABLE');
    const res = await send('return', 'taixe2', old.id, at(closedAt, -5 * 60_000));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      phanCongId: old.id,
      eventType: 'RETURN',
      trangThai: 'CLOSED',
      ghiNhanMuon: true,
    });
    const [event] = await t.db.select().from(xePhanCongSuKien).where(eq(xePhanCongSuKien.id, res.json().data.id));
    expect(event).toMatchObject({ phanCongId: old.id, eventType: 'RETURN', odo: 82_600, mucNhienLieu: 40 });
    expect(await vehicleByPlate(t.db, '51D-678.90')).toMatchObject({ odoGanNhat: 82_600, trangThai: 'AVAILABLE' });
    const [after] = await t.db.select().from(xePhanCong).where(eq(xePhanCong.id, old.id));
    expect(after).toMatchObject({ trangThai: 'CLOSED', closedAt });
  });

  it('keeps a lower late reading on the event without rewinding the vehicle', async () => {
    const { old, closedAt } = await endedAssignment('handover');
    // The next holder has driven on since.
    await t.db.update(xe).set({ odoGanNhat: 82_900 }).where(eq(xe.id, car2));
    const res = await send('return', 'taixe2', old.id, at(closedAt, -60_000));
    expect(res.statusCode).toBe(201);
    const [event] = await t.db.select().from(xePhanCongSuKien).where(eq(xePhanCongSuKien.id, res.json().data.id));
    expect(event?.odo).toBe(82_600);
    expect((await vehicleByPlate(t.db, '51D-678.90')).odoGanNhat).toBe(82_900);
  });

  it('records who closed the order', async () => {
    const { old } = await endedAssignment('close');
    const [row] = await t.db.select().from(xePhanCong).where(eq(xePhanCong.id, old.id));
    expect(row?.closedBy).toBe(await userId(t.db, 'dieuphoi'));
  });
});

describe('RECEIVE and a closed order', () => {
  it('a RECEIVE made after the close is refused: no shift starts on a closed order', async () => {
    const { old, closedAt } = await endedAssignment('close');
    const res = await write(
      t.app,
      tk('taixe2'),
      '/api/xe-assignments/events',
      { phanCongId: old.id, eventType: 'RECEIVE', odo: 82_400 },
      { occurredAt: at(closedAt, 60_000) },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(endedText('close', closedAt));
    expect(res.json().message).toContain('Không thể nhận xe');
    const now = await write(t.app, tk('taixe2'), '/api/xe-assignments/events', {
      phanCongId: old.id,
      eventType: 'RECEIVE',
    });
    expect(now.statusCode).toBe(422);
    expect(now.json().message).toContain('Không thể nhận xe');
  });

  it('a RECEIVE made before the close that arrives late is kept as history; the order stays closed', async () => {
    const { old, closedAt } = await endedAssignment('close');
    const res = await write(
      t.app,
      tk('taixe2'),
      '/api/xe-assignments/events',
      { phanCongId: old.id, eventType: 'RECEIVE', odo: 82_360 },
      { occurredAt: at(closedAt, -60_000) },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ trangThai: 'CLOSED', ghiNhanMuon: true });
    const [after] = await t.db.select().from(xePhanCong).where(eq(xePhanCong.id, old.id));
    expect(after).toMatchObject({ trangThai: 'CLOSED', closedAt });
    expect((await vehicleByPlate(t.db, '51D-678.90')).trangThai).toBe('AVAILABLE');
  });
});

describe('the new holder after a handover', () => {
  it('holds the vehicle from exactly the handover instant; before it, the report is refused', async () => {
    const { closedAt, next } = await endedAssignment('handover');
    const atHandover = await send('fuel', 'taixe1', 0, at(closedAt, 0));
    expect(atHandover.statusCode, atHandover.body).toBe(201);
    expect(await linkedAssignment('fuel', atHandover.json().data.id)).toBe(next);
    const before = await send('fuel', 'taixe1', 0, at(closedAt, -60_000));
    expect(before.statusCode).toBe(422);
    expect(before.json().message).toMatch(/^Lệnh giao xe 51D-678\.90 của bạn bắt đầu lúc \d\d:\d\d/);
    // Back to how the seed had it: taixe1 holds only 51C-123.45.
    await t.db
      .update(xePhanCong)
      .set({ trangThai: 'CLOSED', closedAt: new Date() })
      .where(and(eq(xePhanCong.taiXeId, taixe1), ne(xePhanCong.xeId, car1), ne(xePhanCong.trangThai, 'CLOSED')));
  });
});

describe('a driver who never held the vehicle', () => {
  it('is refused as before (403 "Xe này hiện không được phân công cho bạn.")', async () => {
    const res = await write(t.app, tk('taixe1'), '/api/xang-dau', {
      xeId: (await vehicleByPlate(t.db, '51C-246.80')).id,
      soTien: 1_000_000,
      soLit: 40,
      odoKmCuoiKy: 30_200,
      anhBienLaiUrl: RECEIPT,
      anhOdoUrl: ODO_PHOTO,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Xe này hiện không được phân công cho bạn.');
  });
});
