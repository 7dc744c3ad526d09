/**
 * Demo work orders (spec 002 §2.7) in every state, with invitations in every state and check-ins,
 * and three weeks of attendance for nhanvien1 and the drivers, so the orders board, the employee
 * page and the attendance matrix are meaningful on a fresh start. Times are relative to the seed
 * moment. Attendance stops at yesterday and every session is closed: the driver e2e spec owns
 * taixe1's shift today, and an open session would refuse a test's clock-in.
 */
import { inArray } from 'drizzle-orm';
import { addDays, isSunday, vnDay, vnInstant } from '../lib/vn-time';
import { checkInStatus, checkOutStatus, DEFAULT_FRAME, type Frame, sessionOf } from '../modules/attendance/compute';
import { orderPay } from '../modules/work-orders/pay';
import type { Db } from './client';
import { chamCongBuoi, chamCongLenh, chamCongNgay, chamCongNhatKy, lenh, lenhPhanCong, nguoiDung } from './schema';
import { DEMO_DEPARTMENTS } from './seed-data';

const PLACE = { diaDiemText: 'Kho Tân Bình, 18 Hoàng Việt, P.4, Q. Tân Bình', lat: 10.7995, lng: 106.6602 };
const frameOf = (maPhongBan: string): Frame => {
  const d = DEMO_DEPARTMENTS.find((x) => x.maPhongBan === maPhongBan);
  return d ? { ...DEFAULT_FRAME, ...d } : DEFAULT_FRAME;
};
const FRAMES: Record<string, Frame> = {
  nhanvien1: frameOf('HanhChinh'),
  taixe1: frameOf('TaiXe'),
  taixe2: frameOf('TaiXe'),
  taixe3: frameOf('TaiXe'),
};

type Check = { user: string; in: Date; out?: Date; by?: 'STAFF' | 'MANAGER' | 'SYSTEM' };
type DemoOrder = {
  tieuDe: string;
  moTa: string;
  loaiLenh: 'DIEU_DONG' | 'TANG_CA' | 'CHU_NHAT';
  kieuThuong: 'HOURLY' | 'DAILY';
  trangThai: 'DRAFT' | 'RUNNING' | 'ENDED';
  batDau: Date;
  ketThuc: Date | null;
  tienCong: number;
  start?: Date;
  end?: Date;
  invites: Record<string, 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'EXPIRED'>;
  checks?: Check[];
};

const notAfter = (at: Date, limit: Date) => (at > limit ? limit : at);

export async function seedWorkOrdersDemo(db: Db, now = new Date()): Promise<void> {
  const users = await db
    .select({ id: nguoiDung.idNguoiDung, login: nguoiDung.tenDangNhap })
    .from(nguoiDung)
    .where(inArray(nguoiDung.tenDangNhap, ['admin', 'dieuphoi', 'nhanvien1', 'taixe1', 'taixe2', 'taixe3']));
  const id = (login: string) => {
    const found = users.find((u) => u.login === login);
    if (!found) throw new Error(`Thiếu người dùng demo ${login}`);
    return found.id;
  };
  const today = vnDay(now);
  const at = (daysFromToday: number, time: string) => vnInstant(addDays(today, daysFromToday), time);
  const minutes = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);
  // The latest Sunday before today, for the Sunday order.
  let sunday = -1;
  while (!isSunday(addDays(today, sunday))) sunday--;
  // The running order started two hours ago, on the quarter hour.
  const runningStart = new Date(Math.floor((now.getTime() - 2 * 3_600_000) / 900_000) * 900_000);

  const orders: DemoOrder[] = [
    {
      tieuDe: 'Tăng ca kiểm kê kho cuối tháng',
      moTa: 'Kiểm đếm tồn kho, dán nhãn pallet khu B. Mang theo máy quét.',
      loaiLenh: 'TANG_CA',
      kieuThuong: 'HOURLY',
      trangThai: 'DRAFT',
      batDau: at(3, '18:00'),
      ketThuc: at(3, '21:00'),
      tienCong: 45_000,
      invites: { nhanvien1: 'PENDING', taixe3: 'PENDING', taixe2: 'DECLINED' },
    },
    {
      tieuDe: 'Điều động hỗ trợ giao hàng Bình Dương',
      moTa: 'Hỗ trợ bốc xếp và giao hàng cho nhà máy Bình Dương trong ngày.',
      loaiLenh: 'DIEU_DONG',
      kieuThuong: 'DAILY',
      trangThai: 'DRAFT',
      batDau: at(1, '07:00'),
      ketThuc: null,
      tienCong: 350_000,
      invites: { nhanvien1: 'ACCEPTED', taixe1: 'PENDING' },
    },
    {
      tieuDe: 'Điều động chở vật tư công trình Thủ Đức',
      moTa: 'Hai chuyến vật tư từ kho Tân Bình đến công trình Thủ Đức.',
      loaiLenh: 'DIEU_DONG',
      kieuThuong: 'HOURLY',
      trangThai: 'RUNNING',
      batDau: runningStart,
      ketThuc: minutes(runningStart, 8 * 60),
      tienCong: 40_000,
      start: minutes(runningStart, 5),
      invites: { taixe2: 'ACCEPTED', taixe3: 'ACCEPTED', nhanvien1: 'EXPIRED' },
      checks: [{ user: 'taixe2', in: minutes(runningStart, -5) }],
    },
    {
      tieuDe: 'Chủ nhật: vệ sinh và bảo dưỡng đội xe',
      moTa: 'Rửa xe, kiểm tra dầu máy, lốp và đèn toàn bộ đội xe.',
      loaiLenh: 'CHU_NHAT',
      kieuThuong: 'DAILY',
      trangThai: 'ENDED',
      batDau: at(sunday, '07:30'),
      ketThuc: at(sunday, '17:00'),
      tienCong: 400_000,
      start: at(sunday, '07:25'),
      end: at(sunday, '17:10'),
      invites: { taixe1: 'ACCEPTED', nhanvien1: 'ACCEPTED', taixe2: 'DECLINED' },
      checks: [
        { user: 'taixe1', in: at(sunday, '07:20'), out: at(sunday, '16:30'), by: 'STAFF' },
        { user: 'nhanvien1', in: at(sunday, '07:45'), out: at(sunday, '17:10'), by: 'SYSTEM' },
      ],
    },
    {
      tieuDe: 'Tăng ca giao hàng gấp cho Đại lý Minh Phát',
      moTa: 'Giao bổ sung 40 thùng sơn trước 21 giờ.',
      loaiLenh: 'TANG_CA',
      kieuThuong: 'HOURLY',
      trangThai: 'ENDED',
      batDau: at(sunday - 2, '18:00'),
      ketThuc: at(sunday - 2, '21:00'),
      tienCong: 50_000,
      start: at(sunday - 2, '17:58'),
      end: at(sunday - 2, '21:15'),
      invites: { taixe1: 'ACCEPTED', taixe3: 'ACCEPTED', nhanvien1: 'EXPIRED' },
      checks: [
        { user: 'taixe1', in: at(sunday - 2, '17:55'), out: at(sunday - 2, '21:05'), by: 'STAFF' },
        { user: 'taixe3', in: at(sunday - 2, '18:20'), out: at(sunday - 2, '20:30'), by: 'MANAGER' },
      ],
    },
  ];

  for (const o of orders) {
    const { invites, checks = [], start, end, ...fields } = o;
    const [row] = await db
      .insert(lenh)
      .values({
        ...fields,
        nguoiTaoId: id('dieuphoi'),
        ngayTao: minutes(o.batDau, -3 * 24 * 60),
        ...(start
          ? {
              qlStartAt: start,
              qlStartById: id('dieuphoi'),
              qlStartDiaDiemText: PLACE.diaDiemText,
              qlStartLat: PLACE.lat,
              qlStartLng: PLACE.lng,
            }
          : {}),
        ...(end
          ? {
              qlEndAt: end,
              qlEndById: id('dieuphoi'),
              qlEndDiaDiemText: PLACE.diaDiemText,
              qlEndLat: PLACE.lat,
              qlEndLng: PLACE.lng,
            }
          : {}),
      })
      .returning({ id: lenh.id });
    const lenhId = (row as { id: number }).id;
    await db.insert(lenhPhanCong).values(
      Object.entries(invites).map(([user, trangThai]) => ({
        lenhId,
        userId: id(user),
        trangThai,
        giaoBoiId: id('dieuphoi'),
        // Two days and one day before the start, but never later than now: an order starting
        // tomorrow morning was not answered later today.
        giaoLuc: notAfter(minutes(o.batDau, -2 * 24 * 60), minutes(now, -120)),
        phanHoiLuc:
          trangThai === 'ACCEPTED' || trangThai === 'DECLINED'
            ? notAfter(minutes(o.batDau, -24 * 60), minutes(now, -60))
            : null,
      })),
    );
    for (const c of checks) {
      const frame = FRAMES[c.user] ?? DEFAULT_FRAME;
      const pay = orderPay({ ...o, gioVao: c.in, gioRa: c.out ?? c.in, frame });
      await db.insert(chamCongLenh).values({
        lenhId,
        userId: id(c.user),
        gioVao: c.in,
        vaoTrangThai: pay.vaoTrangThai,
        effectiveStart: pay.effectiveStart,
        diaDiemVaoText: PLACE.diaDiemText,
        latVao: PLACE.lat,
        lngVao: PLACE.lng,
        vaoReceivedAt: c.in,
        ...(c.out
          ? {
              gioRa: c.out,
              raTrangThai: pay.raTrangThai,
              diaDiemRaText: PLACE.diaDiemText,
              latRa: PLACE.lat,
              lngRa: PLACE.lng,
              raReceivedAt: c.out,
              checkoutBy: c.by ?? 'STAFF',
              checkoutById: c.by === 'MANAGER' ? id('dieuphoi') : c.by === 'SYSTEM' ? null : id(c.user),
              soGioThuong: pay.soGioThuong,
              soCongThuong: pay.soCongThuong,
              soTienThuong: pay.soTienThuong,
            }
          : {}),
      });
    }
  }

  await seedAttendance(db, today, id);
}

/**
 * Three weeks before today, Monday to Saturday: nhanvien1 punches four times a day, the drivers
 * twice; some days late, one left early, one morning only, one absent. One day of nhanvien1 was
 * corrected by the office (audit and override), one driver's forgotten check-out was closed by it.
 */
async function seedAttendance(db: Db, today: string, id: (login: string) => number) {
  const rows: (typeof chamCongBuoi.$inferInsert)[] = [];
  const session = (user: string, day: string, inAt: string, outAt: string, extra: object = {}) => {
    const frame = FRAMES[user] ?? DEFAULT_FRAME;
    const gioVao = vnInstant(day, inAt);
    const gioRa = vnInstant(day, outAt);
    const buoi = sessionOf(gioVao, frame);
    rows.push({
      userId: id(user),
      ngay: day,
      buoi,
      gioVao,
      gioRa,
      vaoTrangThai: checkInStatus(gioVao, buoi, frame),
      raTrangThai: checkOutStatus(gioRa, frame),
      diaDiemVaoText: PLACE.diaDiemText,
      diaDiemRaText: PLACE.diaDiemText,
      latVao: PLACE.lat,
      lngVao: PLACE.lng,
      latRa: PLACE.lat,
      lngRa: PLACE.lng,
      vaoReceivedAt: gioVao,
      raReceivedAt: gioRa,
      raBoi: 'STAFF',
      raBoiId: id(user),
      ...extra,
    });
  };
  let adjusted: string | undefined;
  let closed: string | undefined;
  for (let back = 21; back >= 1; back--) {
    const day = addDays(today, -back);
    if (isSunday(day)) continue;
    const k = back % 7;
    // nhanvien1: four punches; late on k=2, left early on k=4, morning only on k=5, absent on k=6.
    if (k !== 6) {
      session('nhanvien1', day, k === 2 ? '07:52' : '07:24', '11:33');
      if (k === 5) adjusted ??= day;
      else session('nhanvien1', day, '12:56', k === 4 ? '16:05' : '17:04');
    }
    // Drivers: one punch in, one out; taixe3 skips Saturdays.
    session('taixe1', day, k === 3 ? '06:48' : '06:22', '17:12');
    session('taixe2', day, '06:27', k === 1 ? '15:40' : '17:05');
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) {
      if (k === 0 && !closed) {
        closed = day;
        // Forgot to check out: the office closed it at the end of the day.
        session('taixe3', day, '06:29', '17:00', { raBoi: 'MANAGER', raBoiId: id('admin') });
      } else session('taixe3', day, '06:30', '17:02');
    }
  }
  const inserted = await db.insert(chamCongBuoi).values(rows).returning();

  const audits: (typeof chamCongNhatKy.$inferInsert)[] = [];
  const snap = (s: (typeof inserted)[number], gioRa: Date | null) => ({
    idCcb: s.id,
    buoi: s.buoi,
    gioVao: s.gioVao.toISOString(),
    gioRa: gioRa?.toISOString() ?? null,
    vaoTrangThai: s.vaoTrangThai,
    raTrangThai: gioRa ? s.raTrangThai : null,
  });
  if (adjusted) {
    // Morning at the office, afternoon at a customer's (approved): the office counts the full day.
    const day = adjusted;
    await db.insert(chamCongNgay).values({ userId: id('nhanvien1'), ngay: day, soCong: 1, capNhatBoiId: id('admin') });
    const sessions = inserted.filter((s) => s.userId === id('nhanvien1') && s.ngay === day);
    const state = { sessions: sessions.map((s) => snap(s, s.gioRa)) };
    audits.push({
      userId: id('nhanvien1'),
      ngay: day,
      hanhDong: 'ADJUST',
      nguoiThucHienId: id('admin'),
      thoiDiem: vnInstant(addDays(day, 1), '08:15'),
      truoc: { soCong: null, ...state },
      sau: { soCong: 1, ...state },
    });
  }
  if (closed) {
    const s = inserted.find((x) => x.userId === id('taixe3') && x.ngay === closed);
    if (s) {
      audits.push({
        userId: s.userId,
        ngay: s.ngay,
        hanhDong: 'CLOSE',
        nguoiThucHienId: id('admin'),
        thoiDiem: vnInstant(addDays(s.ngay, 1), '08:05'),
        truoc: { sessions: [snap(s, null)] },
        sau: { sessions: [snap(s, s.gioRa)] },
      });
    }
  }
  if (audits.length) await db.insert(chamCongNhatKy).values(audits);
}
