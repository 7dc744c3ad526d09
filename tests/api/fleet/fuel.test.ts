import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { xangDau } from '../../../server/db/schema';
import { vnDay } from '../../../server/lib/vn-time';
import { newKey, read, userId, vehicleByPlate, write } from '../helpers/driver';
import { createTestApp, login, type TestApp } from '../helpers/test-app';

const RECEIPT = '/api/files/BienLaiBienLaiBienLai00';
const ODO = '/api/files/OdoOdoOdoOdoOdoOdoOdo00';
const M = {
  amount: 'Vui lòng nhập Số tiền hợp lệ (>= 1.000).',
  liters: 'Vui lòng nhập Số lít hợp lệ (> 0).',
  odo: 'Vui lòng nhập ODO hợp lệ.',
  photos: 'Vui lòng upload đủ 2 ảnh: Biên lai và ODO.',
};
type Log = { id: number; ngayDo: string; xeId: number; trangThai: string; taiXeId: number };

let t: TestApp;
const tokens: Record<string, string> = {};
const tk = (u: string) => tokens[u] as string;
let car1: number;
let car2: number;
const report = (user: string, payload: object, o = {}) => write(t.app, tk(user), '/api/xang-dau', payload, o);
const valid = () => ({
  xeId: car1,
  soTien: 1_500_000,
  soLit: 70,
  odoKmCuoiKy: 45_300,
  anhBienLaiUrl: RECEIPT,
  anhOdoUrl: ODO,
});

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['taixe1', 'taixe2', 'taixe3', 'dieuphoi']) tokens[u] = (await login(t.app, u)).accessToken;
  car1 = (await vehicleByPlate(t.db, '51C-123.45')).id;
  car2 = (await vehicleByPlate(t.db, '51D-678.90')).id;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/xang-dau', () => {
  it('creates a pending report whose period starts at the last approved reading', async () => {
    const device = new Date(Date.now() - 3_600_000);
    const res = await report(
      'taixe1',
      { ...valid(), soTien: '1.500.000', soLit: '70,5', ghiChu: ' Cây xăng Petrolimex ' },
      { occurredAt: device.toISOString() },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Gửi báo cáo xăng dầu thành công, chờ duyệt.');
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      ngayDo: device.toISOString(),
      xeId: car1,
      xeBienSo: '51C-123.45',
      taiXeId: await userId(t.db, 'taixe1'),
      tenTaiXe: 'Nguyễn Văn Tài',
      soTien: 1_500_000,
      soLit: 70.5,
      donGia: 21_277, // 1 500 000 / 70.5 = 21 276.6 → rounded
      // Seeded approved reports ended at 44 200 then 44 700: the latest approved one counts.
      odoKmDauKy: 44_700,
      odoKmCuoiKy: 45_300,
      kmThucTe: 600,
      trangThai: 'CHO_DUYET',
      anhBienLaiUrl: RECEIPT,
      anhOdoUrl: ODO,
      tenNguoiDuyet: null,
      thoiDiemDuyet: null,
      ghiChu: 'Cây xăng Petrolimex',
    });
    const [row] = await t.db.select().from(xangDau).where(eq(xangDau.id, res.json().data.id));
    expect(row?.receivedAt.getTime()).toBeGreaterThan(device.getTime());
    // The vehicle's odometer waits for approval.
    expect((await vehicleByPlate(t.db, '51C-123.45')).odoGanNhat).toBe(45_000);
  });

  it('a pending report does not start the next period; a vehicle with no approved report has none', async () => {
    const next = await report('taixe1', { ...valid(), odoKmCuoiKy: 45_900 });
    expect(next.json().data).toMatchObject({ odoKmDauKy: 44_700, kmThucTe: 1_200 });
    const first = await report('taixe2', { ...valid(), xeId: car2, odoKmCuoiKy: 82_600 });
    expect(first.json().data).toMatchObject({ odoKmDauKy: null, kmThucTe: null, xeBienSo: '51D-678.90' });
  });

  it('accepts exactly 1 000 đồng, the lowest amount (issue 13: the audit’s missing boundary)', async () => {
    for (const soTien of [1000, '1.000']) {
      const res = await report('taixe2', { ...valid(), xeId: car2, soTien, soLit: 0.05, odoKmCuoiKy: 82_600 });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.soTien).toBe(1000);
    }
  });

  it.each([
    ['amount below 1 000', { soTien: 999 }, M.amount],
    ['amount not a number', { soTien: 'nhiều' }, M.amount],
    ['amount missing', { soTien: undefined }, M.amount],
    ['zero litres', { soLit: 0 }, M.liters],
    ['negative litres', { soLit: -2 }, M.liters],
    ['zero odometer', { odoKmCuoiKy: 0 }, M.odo],
    ['receipt photo missing', { anhBienLaiUrl: undefined }, M.photos],
    ['odometer photo not one of ours', { anhOdoUrl: 'http://example.com/odo.jpg' }, M.photos],
  ])('validates: %s', async (_label, patch, message) => {
    const before = await t.db.$count(xangDau);
    const res = await report('taixe1', { ...valid(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.db.$count(xangDau)).toBe(before);
  });

  it("refuses another driver's vehicle, a driver without one, and non-drivers", async () => {
    const other = await report('taixe1', { ...valid(), xeId: car2 });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'Xe này hiện không được phân công cho bạn.', code: 'FORBIDDEN' });
    expect((await report('taixe3', valid())).statusCode).toBe(403);
    const office = await report('dieuphoi', valid());
    expect(office.statusCode).toBe(403);
    expect(office.json().message).toBe('Bạn không có quyền truy cập chức năng này (Không phải tài xế?).');
  });

  it('is idempotent: replay → same log, ONE row; same key with another amount → 422', async () => {
    const key = newKey();
    const before = await t.db.$count(xangDau);
    const first = await report('taixe1', valid(), { key });
    const replay = await report('taixe1', valid(), { key });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await t.db.$count(xangDau)).toBe(before + 1);
    const other = await report('taixe1', { ...valid(), soTien: 2_000_000 }, { key });
    expect(other.statusCode).toBe(422);
    expect(await t.db.$count(xangDau)).toBe(before + 1);
  });
});

describe('fuel lists', () => {
  it('GET /api/xang-dau/cua-toi: my reports only, newest first', async () => {
    const me = await userId(t.db, 'taixe1');
    const page = (await read(t.app, tk('taixe1'), '/api/xang-dau/cua-toi?size=100')).json().data;
    expect(page.totalElements).toBe(await t.db.$count(xangDau, eq(xangDau.taiXeId, me)));
    expect(page.content.every((l: Log) => l.taiXeId === me)).toBe(true);
    const dates = page.content.map((l: Log) => l.ngayDo);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await read(t.app, tk('taixe3'), '/api/xang-dau/cua-toi')).json().data).toEqual({
      content: [],
      number: 0,
      size: 10,
      totalElements: 0,
      totalPages: 0,
      first: true,
      last: true,
    });
  });

  it('GET /api/xang-dau/list: office filters by vehicle, status and Vietnamese days (both ends included)', async () => {
    // Three reports on known Vietnamese days: 10 days ago 23:30, 9 days ago 00:10, 5 days ago noon (VN).
    const day = (daysAgo: number) => vnDay(new Date(Date.now() - daysAgo * 86_400_000));
    const vn = (d: string, time: string) => new Date(`${d}T${time}+07:00`);
    const driver2 = await userId(t.db, 'taixe2');
    const base = {
      xeId: car2,
      taiXeId: driver2,
      soTien: 500_000,
      soLit: 25,
      odoKmCuoiKy: 80_000,
      receivedAt: new Date(),
    };
    await t.db.insert(xangDau).values([
      { ...base, ngayDo: vn(day(10), '23:30:00'), trangThai: 'TU_CHOI', ghiChu: 'Ảnh mờ' },
      { ...base, ngayDo: vn(day(9), '00:10:00'), trangThai: 'DA_DUYET' },
      { ...base, ngayDo: vn(day(5), '12:00:00'), trangThai: 'DA_DUYET' },
    ]);
    const list = async (query: string) => {
      const res = await read(t.app, tk('dieuphoi'), `/api/xang-dau/list?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().data as { content: Log[]; totalElements: number };
    };
    const forCar2 = await list(`xeId=${car2}&size=100`);
    expect(forCar2.totalElements).toBe(await t.db.$count(xangDau, eq(xangDau.xeId, car2)));
    expect(forCar2.content.every((l) => l.xeId === car2)).toBe(true);

    const window = await list(`xeId=${car2}&tuNgay=${day(10)}&denNgay=${day(9)}`);
    expect(window.content.map((l) => l.trangThai)).toEqual(['DA_DUYET', 'TU_CHOI']);
    const oneDay = await list(`xeId=${car2}&tuNgay=${day(9)}&denNgay=${day(9)}`);
    expect(oneDay.totalElements).toBe(1);
    const approved = await list(`xeId=${car2}&trangThai=DA_DUYET&tuNgay=${day(10)}`);
    expect(approved.totalElements).toBe(
      await t.db.$count(xangDau, and(eq(xangDau.xeId, car2), eq(xangDau.trangThai, 'DA_DUYET'))),
    );
    expect(approved.content.every((l) => l.trangThai === 'DA_DUYET')).toBe(true);
    const empty = await list('tuNgay=&denNgay=&xeId=&trangThai=');
    expect(empty.totalElements).toBe(await t.db.$count(xangDau));

    const p = await list('page=1&size=2&sort=ngayDo,desc');
    const all = await list('size=100');
    expect(p.content.map((l) => l.id)).toEqual(all.content.slice(2, 4).map((l) => l.id));
  });

  it('validates list filters and keeps drivers out', async () => {
    const bad = await read(t.app, tk('dieuphoi'), '/api/xang-dau/list?tuNgay=31/12/2025');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ngày không hợp lệ (định dạng yyyy-MM-dd).');
    const status = await read(t.app, tk('dieuphoi'), '/api/xang-dau/list?trangThai=OK');
    expect(status.json().message).toBe('Trạng thái báo cáo không hợp lệ.');
    const driver = await read(t.app, tk('taixe1'), '/api/xang-dau/list');
    expect(driver.statusCode).toBe(403);
    expect(driver.json()).toEqual({ message: FORBIDDEN_MESSAGE, code: 'FORBIDDEN' });
    const size = await read(t.app, tk('taixe1'), '/api/xang-dau/cua-toi?size=5000');
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toBe('Kích thước trang tối đa là 2000.');
  });
});
