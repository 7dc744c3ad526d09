import { and, count, eq, gte, isNull, lt, lte, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardOverview } from '@/contracts/dashboard';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { baoDuongXe, checklistLog, checklistLogItem, donHang, giayTo, xangDau, xe } from '../../server/db/schema';
import { addDays, vnDay, vnInstant } from '../../server/lib/vn-time';
import { read, userId } from './helpers/driver';
import { createTestApp, login, type TestApp } from './helpers/test-app';

const URL = '/api/dashboard/tong-quan';
let t: TestApp;
let office: string;
let driverId: number;

const overview = async (): Promise<DashboardOverview> => {
  const res = await read(t.app, office, URL);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const listTotal = async (url: string) => (await read(t.app, office, url)).json().data.totalElements as number;
const statusOf = (rows: { trangThai: string; soLuong: number }[], s: string) =>
  rows.find((r) => r.trangThai === s)?.soLuong;

let plateSeq = 0;
async function newVehicle(trangThai = 'AVAILABLE') {
  const [row] = await t.db
    .insert(xe)
    .values({ bienSo: `99T-${String(++plateSeq).padStart(3, '0')}.01`, trangThai })
    .returning({ id: xe.id, bienSo: xe.bienSo });
  return row as { id: number; bienSo: string };
}

/** A checklist of the vehicle at `at`; `criticalNg` names CRITICAL items answered NG. */
async function checklist(xeId: number, at: Date, criticalNg: string[] = []) {
  const [log] = await t.db
    .insert(checklistLog)
    .values({
      xeId,
      taiXeId: driverId,
      odo: 1000,
      soItemNG: criticalNg.length,
      hasCriticalError: criticalNg.length > 0,
      thoiDiemThucHien: at,
      receivedAt: at,
    })
    .returning({ id: checklistLog.id });
  const id = log?.id as number;
  await t.db
    .insert(checklistLogItem)
    .values([
      { logId: id, tenHangMuc: 'Còi', mucDo: 'INFO', trangThai: 'OK' },
      ...criticalNg.map((tenHangMuc) => ({ logId: id, tenHangMuc, mucDo: 'CRITICAL', trangThai: 'NG' })),
    ]);
  return id;
}

const ticket = (xeId: number, trangThai: string, thoiDiemHoanThanh: Date | null = null) =>
  t.db.insert(baoDuongXe).values({
    xeId,
    loaiBaoDuong: 'SU_CO_DOT_XUAT',
    trangThai,
    noiDungCongViec: 'Kiểm thử tổng quan',
    ngayTao: new Date(),
    receivedAt: new Date(),
    thoiDiemHoanThanh,
  });

beforeAll(async () => {
  t = await createTestApp();
  office = (await login(t.app, 'dieuphoi')).accessToken;
  driverId = await userId(t.db, 'taixe2');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/dashboard/tong-quan', () => {
  it('is for the office: 401 without a session, 403 for a driver', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const driver = await read(t.app, (await login(t.app, 'taixe1')).accessToken, URL);
    expect(driver.statusCode).toBe(403);
    expect(driver.json().message).toBe(FORBIDDEN_MESSAGE);
  });

  it('counts vehicles by status, every status listed', async () => {
    const before = await overview();
    expect(before.xeTheoTrangThai.map((r) => r.trangThai)).toEqual([
      'AVAILABLE',
      'ASSIGNED',
      'IN_USE',
      'ON_TASK',
      'MAINTENANCE',
      'DECOMMISSIONED',
    ]);
    const total = before.xeTheoTrangThai.reduce((n, r) => n + r.soLuong, 0);
    expect(total).toBe(await t.db.$count(xe));
    expect(total).toBe(await listTotal('/api/xe?size=1'));
    await newVehicle('MAINTENANCE');
    const after = await overview();
    expect(statusOf(after.xeTheoTrangThai, 'MAINTENANCE')).toBe(
      (statusOf(before.xeTheoTrangThai, 'MAINTENANCE') ?? 0) + 1,
    );
    expect(statusOf(after.xeTheoTrangThai, 'MAINTENANCE')).toBe(
      await listTotal('/api/xe?size=1&trangThai=MAINTENANCE'),
    );
  });

  it('counts what awaits approval as the filtered screens do', async () => {
    const before = await overview();
    expect(before.choDuyet).toEqual({
      xangDau: await listTotal('/api/xang-dau/list?trangThai=CHO_DUYET'),
      baoGia: await listTotal('/api/bao-duong-xe?trangThai=CHO_DUYET'),
      thanhToan: await listTotal('/api/bao-duong-xe?trangThai=CHO_THANH_TOAN'),
    });
    const v = await newVehicle();
    await t.db.insert(xangDau).values({
      xeId: v.id,
      taiXeId: driverId,
      soTien: 500_000,
      soLit: 25,
      odoKmCuoiKy: 1_200,
      trangThai: 'CHO_DUYET',
      ngayDo: new Date(),
      receivedAt: new Date(),
    });
    await ticket(v.id, 'CHO_DUYET');
    await ticket(v.id, 'CHO_THANH_TOAN', new Date());
    await ticket(v.id, 'CHO_THANH_TOAN', new Date());
    await ticket(v.id, 'DA_DUYET');
    expect((await overview()).choDuyet).toEqual({
      xangDau: before.choDuyet.xangDau + 1,
      baoGia: before.choDuyet.baoGia + 1,
      thanhToan: before.choDuyet.thanhToan + 2,
    });
  });

  it('counts active documents expired and ending within 30 days, the most urgent first', async () => {
    const today = vnDay(new Date());
    const before = (await overview()).giayTo;
    const active = eq(giayTo.active, true);
    const [expired] = await t.db
      .select({ n: count() })
      .from(giayTo)
      .where(and(active, lt(giayTo.ngayHetHan, today)));
    const [soon] = await t.db
      .select({ n: count() })
      .from(giayTo)
      .where(and(active, gte(giayTo.ngayHetHan, today), lte(giayTo.ngayHetHan, addDays(today, 30))));
    // The seed has expired and soon-to-expire papers (10 and 3 days ago; in 12 and 20 days).
    expect(before.daHetHan).toBeGreaterThanOrEqual(2);
    expect(before.sapHetHan).toBeGreaterThanOrEqual(2);
    expect(before).toMatchObject({ daHetHan: expired?.n, sapHetHan: soon?.n });

    const v = await newVehicle();
    const doc = (ngayHetHan: string, isActive = true) => ({
      maLoaiGiayTo: 'DANG_KIEM',
      tenHienThi: `Đăng kiểm ${ngayHetHan}`,
      xeId: v.id,
      ngayHetHan,
      active: isActive,
    });
    await t.db
      .insert(giayTo)
      .values([
        doc(addDays(today, -400)),
        doc(addDays(today, -500), false),
        doc(addDays(today, 30)),
        doc(addDays(today, 31)),
        doc(today),
      ]);
    const after = (await overview()).giayTo;
    expect(after.daHetHan).toBe(before.daHetHan + 1);
    expect(after.sapHetHan).toBe(before.sapHetHan + 2);
    expect(after.ganNhat).toHaveLength(5);
    expect(after.ganNhat[0]).toMatchObject({
      ngayHetHan: addDays(today, -400),
      soNgayConLai: -400,
      xeBienSo: v.bienSo,
      nguoiDungHoTen: null,
    });
    const days = after.ganNhat.map((d) => d.soNgayConLai);
    expect([...days].sort((a, b) => a - b)).toEqual(days);
    expect(days.every((d) => d <= 30)).toBe(true);
  });

  it("groups today's orders (appointment today, or created today without one) by status", async () => {
    const today = vnDay(new Date());
    const wall = (day: string, time: string) => new Date(`${day}T${time}Z`);
    const before = (await overview()).donHangHomNay;
    expect(before.map((r) => r.trangThai)).toEqual([
      'CHO_NHAN',
      'DA_NHAN',
      'DA_DEN_DIEM_LAY',
      'DA_LAY_HANG',
      'DA_DEN_DIEM_GIAO',
      'HOAN_THANH',
      'THAT_BAI',
    ]);
    const [mine] = await t.db
      .select({ n: count() })
      .from(donHang)
      .where(
        or(
          and(
            gte(donHang.thoiGianHen, wall(today, '00:00:00')),
            lt(donHang.thoiGianHen, wall(addDays(today, 1), '00:00:00')),
          ),
          and(
            isNull(donHang.thoiGianHen),
            gte(donHang.ngayTao, vnInstant(today)),
            lt(donHang.ngayTao, vnInstant(addDays(today, 1))),
          ),
        ),
      );
    expect(before.reduce((n, r) => n + r.soLuong, 0)).toBe(mine?.n);

    const order = (trangThai: string, thoiGianHen: Date | null, ngayTao = new Date()) => ({
      tenDonHang: 'Đơn kiểm thử tổng quan',
      loaiDonHang: 'GIAO_HANG',
      trangThai,
      taiXeId: driverId,
      thoiGianHen,
      ngayTao,
    });
    await t.db.insert(donHang).values([
      order('CHO_NHAN', wall(today, '23:30:00')),
      order('CHO_NHAN', null),
      order('THAT_BAI', wall(today, '00:00:00'), new Date(Date.now() - 3 * 86_400_000)),
      // Not today: an appointment tomorrow, and one made yesterday without an appointment.
      order('CHO_NHAN', wall(addDays(today, 1), '00:00:00')),
      order('DA_NHAN', null, vnInstant(addDays(today, -1), '23:59:00')),
    ]);
    const after = (await overview()).donHangHomNay;
    expect(statusOf(after, 'CHO_NHAN')).toBe((statusOf(before, 'CHO_NHAN') ?? 0) + 2);
    expect(statusOf(after, 'THAT_BAI')).toBe((statusOf(before, 'THAT_BAI') ?? 0) + 1);
    expect(statusOf(after, 'DA_NHAN')).toBe(statusOf(before, 'DA_NHAN'));
  });

  it('lists open critical defects until a repair finishes or a later checklist is clean', async () => {
    const before = (await overview()).loiNghiemTrong;
    const now = Date.now();
    const broken = await newVehicle();
    const fixedByCheck = await newVehicle();
    const old = await newVehicle();
    const retired = await newVehicle('DECOMMISSIONED');

    await checklist(broken.id, new Date(now - 3 * 3_600_000), ['Lốp xe']);
    const logId = await checklist(broken.id, new Date(now - 3_600_000), ['Phanh', 'Dây an toàn']);
    await checklist(fixedByCheck.id, new Date(now - 2 * 3_600_000), ['Phanh']);
    await checklist(fixedByCheck.id, new Date(now - 3_600_000));
    await checklist(old.id, new Date(now - 40 * 86_400_000), ['Phanh']);
    await checklist(retired.id, new Date(now - 3_600_000), ['Phanh']);

    const open = (await overview()).loiNghiemTrong;
    expect(open.soLuong).toBe(before.soLuong + 1);
    expect(open.ganNhat[0]).toEqual({
      checklistLogId: logId,
      xeId: broken.id,
      xeBienSo: broken.bienSo,
      tenTaiXe: expect.any(String),
      thoiDiemThucHien: new Date(now - 3_600_000).toISOString(),
      hangMucLoi: ['Phanh', 'Dây an toàn'],
    });
    expect(open.ganNhat.map((d) => d.xeId)).not.toContain(fixedByCheck.id);

    // A ticket still open does not close it; a finished repair after the checklist does.
    await ticket(broken.id, 'DANG_SUA');
    expect((await overview()).loiNghiemTrong.soLuong).toBe(before.soLuong + 1);
    await ticket(broken.id, 'CHO_THANH_TOAN', new Date(now - 1_000));
    const closed = (await overview()).loiNghiemTrong;
    expect(closed.soLuong).toBe(before.soLuong);
    expect(closed.ganNhat.map((d) => d.xeId)).not.toContain(broken.id);
  });
});
