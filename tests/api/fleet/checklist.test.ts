import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { baoDuongXe, checklistLog, checklistLogItem, dmChecklistItem, xe } from '../../../server/db/schema';
import { newKey, read, userId, vehicleByPlate, write } from '../helpers/driver';
import { createTestApp, login, type TestApp } from '../helpers/test-app';

const PHOTO = '/api/files/AbCdEfGhIjKlMnOpQrStUv';
const PHOTO2 = '/api/files/ZyXwVuTsRqPoNmLkJiHgFe';
const M = {
  vehicleNotYours: 'Xe này hiện không được phân công cho bạn.',
  forbidden: 'Bạn không có quyền truy cập chức năng này (Không phải tài xế?).',
  odo: 'Vui lòng nhập số ODO hợp lệ.',
};

type Item = { id: number; tenHangMuc: string; mucDo: string; viTri: number | null };
let t: TestApp;
const tokens: Record<string, string> = {};
let items: Item[];
let car1: number;
let car2: number;
const tk = (u: string) => tokens[u] as string;

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['taixe1', 'taixe2', 'taixe3', 'dieuphoi']) tokens[u] = (await login(t.app, u)).accessToken;
  car1 = (await vehicleByPlate(t.db, '51C-123.45')).id;
  car2 = (await vehicleByPlate(t.db, '51D-678.90')).id;
  items = (await read(t.app, tk('taixe1'), `/api/checklist/hang-muc-cho-xe?xeId=${car1}`)).json().data;
});
afterAll(async () => {
  await t.close();
});

const itemNamed = (name: string) => items.find((i) => i.tenHangMuc === name) as Item;
const allOk = () => items.map((i) => ({ itemId: i.id, trangThai: 'OK' }));
const withAnswer = (name: string, answer: object) =>
  allOk().map((a) => (a.itemId === itemNamed(name).id ? { itemId: a.itemId, ...answer } : a));
const submit = (user: string, payload: object, o = {}) => write(t.app, tk(user), '/api/checklist/submit', payload, o);

describe('GET /api/checklist/hang-muc-cho-xe', () => {
  it("answers the active items of the vehicle type's package by position, unpositioned last", async () => {
    expect(items.map((i) => [i.tenHangMuc, i.mucDo, i.viTri])).toEqual([
      ['Phanh', 'CRITICAL', 1],
      ['Lốp xe', 'CRITICAL', 2],
      ['Dây an toàn', 'CRITICAL', 3],
      ['Đèn chiếu sáng', 'WARNING', 4],
      ['Gương chiếu hậu', 'WARNING', 5],
      ['Nước làm mát', 'WARNING', 6],
      ['Dầu máy', 'WARNING', 7],
      ['Còi', 'INFO', 8],
      ['Vệ sinh cabin', 'INFO', null],
    ]);
  });

  it('leaves out retired items (the 5-ton package holds "Bộ đàm", inactive)', async () => {
    const res = await read(t.app, tk('taixe2'), `/api/checklist/hang-muc-cho-xe?xeId=${car2}`);
    const names = res.json().data.map((i: Item) => i.tenHangMuc);
    expect(names).toHaveLength(10);
    expect(names).toContain('Bình chữa cháy');
    expect(names).not.toContain('Bộ đàm');
    expect(names.at(-1)).toBe('Vệ sinh cabin');
  });

  it("refuses another driver's vehicle (403); office users read any vehicle, 404 when unknown", async () => {
    const other = await read(t.app, tk('taixe1'), `/api/checklist/hang-muc-cho-xe?xeId=${car2}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: M.vehicleNotYours, code: 'FORBIDDEN' });
    expect((await read(t.app, tk('dieuphoi'), `/api/checklist/hang-muc-cho-xe?xeId=${car2}`)).statusCode).toBe(200);
    const unknown = await read(t.app, tk('dieuphoi'), '/api/checklist/hang-muc-cho-xe?xeId=99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Không tìm thấy xe.');
    const missing = await read(t.app, tk('dieuphoi'), '/api/checklist/hang-muc-cho-xe');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Vui lòng chọn xe.');
  });
});

describe('POST /api/checklist/submit', () => {
  beforeEach(async () => {
    await t.db.update(xe).set({ trangThai: 'IN_USE', odoGanNhat: 45_000 }).where(eq(xe.id, car1));
  });

  it('stores an all-OK checklist: no ticket, odometer raised, success message', async () => {
    const res = await submit('taixe1', { xeId: car1, odo: 45_080, items: allOk() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: { id: expect.any(Number), hasCriticalError: false, soItemNG: 0, baoDuongId: null },
      message: 'Gửi báo cáo checklist thành công!',
    });
    expect(await vehicleByPlate(t.db, '51C-123.45')).toMatchObject({ trangThai: 'IN_USE', odoGanNhat: 45_080 });
    const stored = await t.db.select().from(checklistLogItem).where(eq(checklistLogItem.logId, res.json().data.id));
    expect(stored).toHaveLength(9);
  });

  it('a WARNING NG (note + photo) is counted but opens no ticket; a lower odometer does not rewind the vehicle', async () => {
    const res = await submit('taixe1', {
      xeId: car1,
      odo: 44_000,
      items: withAnswer('Gương chiếu hậu', { trangThai: 'NG', ghiChu: 'Nứt gương trái', anhUrl: PHOTO }),
    });
    expect(res.json().data).toEqual({ id: expect.any(Number), hasCriticalError: false, soItemNG: 1, baoDuongId: null });
    expect(await vehicleByPlate(t.db, '51C-123.45')).toMatchObject({ trangThai: 'IN_USE', odoGanNhat: 45_000 });
  });

  it('a CRITICAL NG opens ONE TU_CHECKLIST ticket listing the critical failures and sends the vehicle to MAINTENANCE', async () => {
    const answers = allOk().map((a) => {
      const name = items.find((i) => i.id === a.itemId)?.tenHangMuc;
      if (name === 'Phanh') return { ...a, trangThai: 'NG', ghiChu: 'Phanh ăn lệch', anhUrl: PHOTO };
      if (name === 'Lốp xe') return { ...a, trangThai: 'NG', ghiChu: 'Lốp sau mòn', anhUrl: PHOTO2 };
      if (name === 'Còi') return { ...a, trangThai: 'NG', ghiChu: 'Còi rè' };
      return a;
    });
    const ticketsBefore = await t.db.$count(baoDuongXe);
    const res = await submit('taixe1', { xeId: car1, odo: 45_200, items: answers });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ hasCriticalError: true, soItemNG: 3, baoDuongId: expect.any(Number) });
    expect(res.json().message).toBe(
      'Checklist có lỗi nghiêm trọng! Xe được chuyển sang bảo dưỡng, vui lòng liên hệ điều phối.',
    );
    expect(await t.db.$count(baoDuongXe)).toBe(ticketsBefore + 1);
    const [ticket] = await t.db.select().from(baoDuongXe).where(eq(baoDuongXe.id, data.baoDuongId));
    const [log] = await t.db.select().from(checklistLog).where(eq(checklistLog.id, data.id));
    expect(ticket).toMatchObject({
      xeId: car1,
      loaiBaoDuong: 'TU_CHECKLIST',
      trangThai: 'MOI',
      anhSuCoUrl: PHOTO,
      odoLucTao: 45_200,
      nguoiTaoId: await userId(t.db, 'taixe1'),
      checklistLogId: data.id,
    });
    // Only the critical items, with their notes; dated when the checklist was done.
    const when = log?.thoiDiemThucHien as Date;
    const vn = new Date(when.getTime() + 7 * 3_600_000).toISOString();
    const stamp = `${vn.slice(8, 10)}/${vn.slice(5, 7)}/${vn.slice(0, 4)} ${vn.slice(11, 16)}`;
    expect(ticket?.noiDungCongViec).toBe(
      `Checklist ${stamp} phát hiện lỗi nghiêm trọng:\n- Phanh: Phanh ăn lệch\n- Lốp xe: Lốp sau mòn`,
    );
    expect(ticket?.ngayTao.getTime()).toBe(when.getTime());
    expect(await vehicleByPlate(t.db, '51C-123.45')).toMatchObject({ trangThai: 'MAINTENANCE', odoGanNhat: 45_200 });
    // The log keeps the item names and severities as they were.
    const logItems = await t.db.select().from(checklistLogItem).where(eq(checklistLogItem.logId, data.id));
    expect(logItems.find((i) => i.tenHangMuc === 'Còi')).toMatchObject({
      mucDo: 'INFO',
      trangThai: 'NG',
      ghiChu: 'Còi rè',
      anhUrl: null,
    });
  });

  it('a CRITICAL NG on a DECOMMISSIONED vehicle keeps it DECOMMISSIONED (issue 13: the audit’s missing boundary)', async () => {
    await t.db.update(xe).set({ trangThai: 'DECOMMISSIONED' }).where(eq(xe.id, car1));
    const answers = withAnswer('Phanh', { trangThai: 'NG', ghiChu: 'Phanh ăn lệch', anhUrl: PHOTO });
    const res = await submit('taixe1', { xeId: car1, odo: 45_210, items: answers });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ hasCriticalError: true, baoDuongId: expect.any(Number) });
    expect(await vehicleByPlate(t.db, '51C-123.45')).toMatchObject({ trangThai: 'DECOMMISSIONED', odoGanNhat: 45_210 });
  });

  it('an OK answer drops its note and photo', async () => {
    const res = await submit('taixe1', {
      xeId: car1,
      odo: 45_000,
      items: withAnswer('Còi', { trangThai: 'OK', ghiChu: 'bỏ qua', anhUrl: PHOTO }),
    });
    const logItems = await t.db.select().from(checklistLogItem).where(eq(checklistLogItem.logId, res.json().data.id));
    expect(logItems.find((i) => i.tenHangMuc === 'Còi')).toMatchObject({ trangThai: 'OK', ghiChu: null, anhUrl: null });
  });

  it.each([
    [
      'an unanswered item',
      () => allOk().filter((a) => a.itemId !== itemNamed('Dầu máy').id),
      'Bạn chưa kiểm tra hạng mục: "Dầu máy"',
    ],
    [
      'a CRITICAL NG without a photo',
      () => withAnswer('Phanh', { trangThai: 'NG', ghiChu: 'Kêu' }),
      'Hạng mục "Phanh" là lỗi quan trọng, yêu cầu Ghi chú VÀ Hình ảnh.',
    ],
    [
      'a WARNING NG without a note',
      () => withAnswer('Đèn chiếu sáng', { trangThai: 'NG', ghiChu: '   ', anhUrl: PHOTO }),
      'Hạng mục "Đèn chiếu sáng" là lỗi quan trọng, yêu cầu Ghi chú VÀ Hình ảnh.',
    ],
    [
      'an INFO NG without a note',
      () => withAnswer('Vệ sinh cabin', { trangThai: 'NG', anhUrl: PHOTO }),
      'Vui lòng nhập ghi chú cho hạng mục lỗi "Vệ sinh cabin".',
    ],
    [
      'an item outside the package',
      () => [...allOk(), { itemId: 999, trangThai: 'OK' }],
      'Hạng mục #999 không thuộc gói checklist của xe này.',
    ],
    [
      'an item answered twice',
      () => [...allOk(), { itemId: itemNamed('Còi').id, trangThai: 'OK' }],
      'Hạng mục "Còi" được trả lời nhiều lần.',
    ],
  ])('refuses %s with the exact message and stores nothing', async (_label, answers, message) => {
    const before = await t.db.$count(checklistLog);
    const res = await submit('taixe1', { xeId: car1, odo: 45_000, items: answers() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, code: 'VALIDATION_ERROR' });
    expect(await t.db.$count(checklistLog)).toBe(before);
  });

  it('refuses a retired item even if the phone still shows it', async () => {
    const [retired] = await t.db.select().from(dmChecklistItem).where(eq(dmChecklistItem.tenHangMuc, 'Bộ đàm'));
    const res = await submit('taixe2', { xeId: car2, odo: 82_400, items: [{ itemId: retired?.id, trangThai: 'OK' }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`Hạng mục #${retired?.id} không thuộc gói checklist của xe này.`);
  });

  it.each([
    [{ odo: -1 }, M.odo],
    [{ odo: 'abc' }, M.odo],
    [{ odo: undefined }, M.odo],
    [{ items: [] }, 'Checklist chưa có hạng mục nào.'],
  ])('validates the body %j', async (patch, message) => {
    const res = await submit('taixe1', { xeId: car1, odo: 45_000, items: allOk(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses another driver's vehicle and non-drivers", async () => {
    const res = await submit('taixe1', { xeId: car2, odo: 82_400, items: allOk() });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.vehicleNotYours);
    const none = await submit('taixe3', { xeId: car1, odo: 45_000, items: allOk() });
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(M.vehicleNotYours);
    const office = await submit('dieuphoi', { xeId: car1, odo: 45_000, items: allOk() });
    expect(office.statusCode).toBe(403);
    expect(office.json().message).toBe(M.forbidden);
  });

  it('is idempotent: replay answers the same with ONE log and ONE ticket; same key other payload → 422', async () => {
    const key = newKey();
    const payload = {
      xeId: car1,
      odo: 45_300,
      items: withAnswer('Dây an toàn', { trangThai: 'NG', ghiChu: 'Khóa kẹt', anhUrl: PHOTO }),
    };
    const logs = await t.db.$count(checklistLog);
    const ticketsBefore = await t.db.$count(baoDuongXe);
    const first = await submit('taixe1', payload, { key });
    const replay = await submit('taixe1', payload, { key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await t.db.$count(checklistLog)).toBe(logs + 1);
    expect(await t.db.$count(baoDuongXe)).toBe(ticketsBefore + 1);
    const other = await submit('taixe1', { ...payload, odo: 45_301 }, { key });
    expect(other.statusCode).toBe(422);
  });
});

describe('checklist lists', () => {
  it('GET /api/checklist/cua-toi: only my logs, newest first, paged', async () => {
    await t.db.update(xe).set({ trangThai: 'IN_USE' }).where(eq(xe.id, car2));
    const ok2 = (await read(t.app, tk('taixe2'), `/api/checklist/hang-muc-cho-xe?xeId=${car2}`))
      .json()
      .data.map((i: Item) => ({ itemId: i.id, trangThai: 'OK' }));
    await submit(
      'taixe2',
      { xeId: car2, odo: 82_360, items: ok2 },
      { occurredAt: new Date(Date.now() - 60_000).toISOString() },
    );
    const mine = await read(t.app, tk('taixe1'), '/api/checklist/cua-toi?page=0&size=2');
    expect(mine.statusCode).toBe(200);
    const page = mine.json().data;
    const myCount = await t.db.$count(checklistLog, eq(checklistLog.taiXeId, await userId(t.db, 'taixe1')));
    expect(page).toMatchObject({
      number: 0,
      size: 2,
      totalElements: myCount,
      totalPages: Math.ceil(myCount / 2),
      first: true,
      last: false,
    });
    expect(
      page.content.every(
        (l: { xeBienSo: string; tenTaiXe: string }) => l.xeBienSo === '51C-123.45' && l.tenTaiXe === 'Nguyễn Văn Tài',
      ),
    ).toBe(true);
    const times = page.content.map((l: { thoiDiemThucHien: string }) => l.thoiDiemThucHien);
    expect([...times].sort().reverse()).toEqual(times);
    const theirs = (await read(t.app, tk('taixe2'), '/api/checklist/cua-toi')).json().data;
    expect(theirs.totalElements).toBe(1);
    expect(theirs.content[0]).toMatchObject({
      xeBienSo: '51D-678.90',
      odo: 82_360,
      soItemNG: 0,
      hasCriticalError: false,
    });
  });

  it('GET /api/checklist/history: office only, filters by vehicle, driver and result', async () => {
    const driver1 = await userId(t.db, 'taixe1');
    const all = (await read(t.app, tk('dieuphoi'), '/api/checklist/history?size=100')).json().data;
    expect(all.totalElements).toBe(await t.db.$count(checklistLog));
    const byCar = (await read(t.app, tk('dieuphoi'), `/api/checklist/history?xeId=${car2}`)).json().data;
    expect(byCar.content.map((l: { xeId: number }) => l.xeId)).toEqual([car2]);
    const errors = (
      await read(t.app, tk('dieuphoi'), `/api/checklist/history?taiXeId=${driver1}&hasError=true&size=100`)
    ).json().data;
    expect(errors.totalElements).toBeGreaterThan(0);
    expect(
      errors.content.every((l: { soItemNG: number; taiXeId: number }) => l.soItemNG > 0 && l.taiXeId === driver1),
    ).toBe(true);
    const clean = (
      await read(t.app, tk('dieuphoi'), '/api/checklist/history?hasError=false&size=100&sort=thoiDiemThucHien,desc')
    ).json().data;
    expect(clean.content.every((l: { soItemNG: number }) => l.soItemNG === 0)).toBe(true);
    expect(errors.totalElements + clean.totalElements).toBe(all.totalElements);
    const page2 = (await read(t.app, tk('dieuphoi'), '/api/checklist/history?page=1&size=2')).json().data;
    expect(page2.content.map((l: { id: number }) => l.id)).toEqual(
      all.content.slice(2, 4).map((l: { id: number }) => l.id),
    );

    const driver = await read(t.app, tk('taixe1'), '/api/checklist/history');
    expect(driver.statusCode).toBe(403);
    expect(driver.json().message).toBe(FORBIDDEN_MESSAGE);
    const bad = await read(t.app, tk('dieuphoi'), '/api/checklist/history?hasError=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Giá trị lọc không hợp lệ.');
  });
});
