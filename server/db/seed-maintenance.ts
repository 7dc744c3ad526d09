/**
 * Demo data for the console's maintenance, fuel and checklist-history screens: tickets in every
 * state (with garages, quotes, approvals, payments and a cancellation), fuel reports pending,
 * approved and rejected, and a few past checklists with and without errors. Runs after the fleet
 * demo (it looks users and vehicles up by name) and stays clear of what the API tests count:
 * no tickets raised by drivers, no fuel logs of taixe3, no checklists of taixe2/51D-678.90.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import {
  baoDuongXe,
  checklistLog,
  checklistLogItem,
  dmChecklistItem,
  dmHangMucBaoDuong,
  dmLoaiXeChecklist,
  nguoiDung,
  xangDau,
  xe,
} from './schema';

/** Catalogue items the demo tickets use; reused by name when the catalogue seed made them. */
const ITEMS = [
  { tenHangMuc: 'Thay dầu động cơ', chuKyKm: 5_000, ghiChu: 'Dầu và lọc dầu' },
  { tenHangMuc: 'Thay lốp', chuKyKm: 40_000, ghiChu: null },
  { tenHangMuc: 'Bảo dưỡng hệ thống phanh', chuKyKm: 20_000, ghiChu: 'Má phanh, dầu phanh' },
  { tenHangMuc: 'Thay ắc quy', chuKyKm: null, ghiChu: null },
] as const;
type ItemName = (typeof ITEMS)[number]['tenHangMuc'];

type DemoTicket = {
  bienSo: string;
  nguoiTao: 'dieuphoi' | 'admin';
  truocNgay: number;
  loai: 'DINH_KY' | 'TU_CHECKLIST' | 'SU_CO_DOT_XUAT';
  item?: ItemName;
  noiDung: string;
  odo: number;
  trangThai: 'MOI' | 'CHO_DUYET' | 'DA_DUYET' | 'DANG_SUA' | 'CHO_THANH_TOAN' | 'HOAN_THANH' | 'DA_HUY';
  gara?: string;
  gia?: number;
  chiPhi?: number;
  lyDoHuy?: string;
  ghiChuThanhToan?: string;
};

const TICKETS: DemoTicket[] = [
  {
    bienSo: '51C-246.80',
    nguoiTao: 'admin',
    truocNgay: 0.5,
    loai: 'DINH_KY',
    item: 'Thay lốp',
    noiDung: 'Thay 2 lốp sau mòn gai, kiểm tra áp suất lốp dự phòng',
    odo: 30_100,
    trangThai: 'MOI',
  },
  {
    bienSo: '50H-135.79',
    nguoiTao: 'dieuphoi',
    truocNgay: 2,
    loai: 'DINH_KY',
    item: 'Thay dầu động cơ',
    noiDung: 'Thay dầu động cơ và lọc dầu mốc 210.000 km',
    odo: 210_380,
    trangThai: 'CHO_DUYET',
    gara: 'Gara Ô tô Minh Phát (Bình Tân)',
    gia: 2_450_000,
  },
  {
    bienSo: '51C-123.45',
    nguoiTao: 'dieuphoi',
    truocNgay: 1,
    loai: 'SU_CO_DOT_XUAT',
    item: 'Bảo dưỡng hệ thống phanh',
    noiDung: 'Phanh kêu rít khi xuống dốc, tài xế báo qua điện thoại',
    odo: 44_980,
    trangThai: 'CHO_DUYET',
    gara: 'Garage Thành Công Auto (Thủ Đức)',
    gia: 3_800_000,
  },
  {
    bienSo: '51C-246.80',
    nguoiTao: 'admin',
    truocNgay: 3,
    loai: 'DINH_KY',
    item: 'Bảo dưỡng hệ thống phanh',
    noiDung: 'Thay má phanh trước, xả gió dầu phanh',
    odo: 30_050,
    trangThai: 'DA_DUYET',
    gara: 'Trung tâm dịch vụ Kia Bình Triệu',
    gia: 1_650_000,
  },
  {
    bienSo: '50H-135.79',
    nguoiTao: 'admin',
    truocNgay: 4,
    loai: 'SU_CO_DOT_XUAT',
    item: 'Thay ắc quy',
    noiDung: 'Ắc quy yếu, sáng sớm khó khởi động',
    odo: 210_200,
    trangThai: 'DANG_SUA',
    gara: 'Ắc quy Đồng Khánh - Quận 8',
    gia: 4_200_000,
  },
  {
    bienSo: '51C-123.45',
    nguoiTao: 'dieuphoi',
    truocNgay: 8,
    loai: 'DINH_KY',
    item: 'Thay dầu động cơ',
    noiDung: 'Thay dầu định kỳ 45.000 km',
    odo: 44_650,
    trangThai: 'CHO_THANH_TOAN',
    gara: 'Gara Ô tô Minh Phát (Bình Tân)',
    gia: 950_000,
    chiPhi: 920_000,
  },
  {
    bienSo: '29C-987.65',
    nguoiTao: 'dieuphoi',
    truocNgay: 120,
    loai: 'DINH_KY',
    item: 'Thay dầu động cơ',
    noiDung: 'Thay dầu động cơ trước khi ngưng hoạt động xe',
    odo: 168_800,
    trangThai: 'HOAN_THANH',
    gara: 'Gara Ô tô Minh Phát (Bình Tân)',
    gia: 850_000,
    chiPhi: 850_000,
    ghiChuThanhToan: 'Chuyển khoản Vietcombank',
  },
  {
    bienSo: '50H-135.79',
    nguoiTao: 'admin',
    truocNgay: 60,
    loai: 'DINH_KY',
    item: 'Thay dầu động cơ',
    noiDung: 'Thay dầu động cơ 15W-40, lọc dầu, lọc nhiên liệu',
    odo: 205_400,
    trangThai: 'HOAN_THANH',
    gara: 'Gara Hưng Thịnh (Dĩ An)',
    gia: 1_200_000,
    chiPhi: 1_150_000,
    ghiChuThanhToan: 'Tiền mặt, phiếu chi PC-0412',
  },
  {
    bienSo: '51C-246.80',
    nguoiTao: 'admin',
    truocNgay: 45,
    loai: 'DINH_KY',
    item: 'Thay lốp',
    noiDung: 'Thay 4 lốp trước mùa mưa',
    odo: 28_900,
    trangThai: 'HOAN_THANH',
    gara: 'Lốp Kumho Sài Gòn',
    gia: 6_400_000,
    chiPhi: 6_200_000,
  },
  {
    bienSo: '50H-135.79',
    nguoiTao: 'dieuphoi',
    truocNgay: 10,
    loai: 'SU_CO_DOT_XUAT',
    noiDung: 'Đèn pha trái không sáng',
    odo: 209_900,
    trangThai: 'DA_HUY',
    gara: 'Gara Hưng Thịnh (Dĩ An)',
    gia: 650_000,
    lyDoHuy: 'Tài xế đã tự thay bóng đèn, không cần sửa.',
  },
];

type DemoFuel = {
  bienSo: string;
  taiXe: 'taixe1' | 'taixe2';
  truocNgay: number;
  soTien: number;
  soLit: number;
  odo: number;
  trangThai: 'CHO_DUYET' | 'DA_DUYET' | 'TU_CHOI';
  ghiChu?: string;
};

const FUEL: DemoFuel[] = [
  {
    bienSo: '50H-135.79',
    taiXe: 'taixe2',
    truocNgay: 20,
    soTien: 4_800_000,
    soLit: 240,
    odo: 209_800,
    trangThai: 'DA_DUYET',
  },
  {
    bienSo: '50H-135.79',
    taiXe: 'taixe2',
    truocNgay: 6,
    soTien: 3_000_000,
    soLit: 150,
    odo: 210_150,
    trangThai: 'TU_CHOI',
    ghiChu: 'Ảnh biên lai bị mờ, không đọc được số tiền.',
  },
  {
    bienSo: '50H-135.79',
    taiXe: 'taixe2',
    truocNgay: 1,
    soTien: 5_200_000,
    soLit: 250,
    odo: 210_380,
    trangThai: 'CHO_DUYET',
  },
  {
    bienSo: '51C-246.80',
    taiXe: 'taixe1',
    truocNgay: 15,
    soTien: 700_000,
    soLit: 35,
    odo: 29_700,
    trangThai: 'DA_DUYET',
  },
  {
    bienSo: '51C-246.80',
    taiXe: 'taixe1',
    truocNgay: 4,
    soTien: 760_000,
    soLit: 38,
    odo: 30_100,
    trangThai: 'CHO_DUYET',
  },
  {
    bienSo: '51C-123.45',
    taiXe: 'taixe1',
    truocNgay: 5,
    soTien: 500_000,
    soLit: 25,
    odo: 44_650,
    trangThai: 'TU_CHOI',
    ghiChu: 'Số ODO trên ảnh không khớp với số đã nhập.',
  },
];

/** Past checklists of taixe1 on 51C-123.45: item name → NG note (others OK). */
const CHECKLISTS: { truocNgay: number; odo: number; ng: Record<string, string> }[] = [
  { truocNgay: 7, odo: 44_300, ng: {} },
  { truocNgay: 6, odo: 44_420, ng: { 'Vệ sinh cabin': 'Sàn cabin bám bùn' } },
  { truocNgay: 4, odo: 44_560, ng: {} },
  { truocNgay: 2, odo: 44_900, ng: {} },
];

export async function seedMaintenanceDemo(db: Db, now = new Date()): Promise<void> {
  const at = (days: number, plusHours = 0) => new Date(now.getTime() - days * 86_400_000 + plusHours * 3_600_000);
  const users = new Map(
    (
      await db
        .select({ id: nguoiDung.idNguoiDung, u: nguoiDung.tenDangNhap })
        .from(nguoiDung)
        .where(inArray(nguoiDung.tenDangNhap, ['admin', 'dieuphoi', 'ketoan', 'taixe1', 'taixe2']))
    ).map((r) => [r.u, r.id]),
  );
  const user = (name: string) => {
    const id = users.get(name);
    if (id === undefined) throw new Error(`Thiếu người dùng demo ${name}`);
    return id;
  };
  const vehicles = new Map((await db.select({ id: xe.id, bienSo: xe.bienSo }).from(xe)).map((v) => [v.bienSo, v.id]));
  const vehicle = (bienSo: string) => {
    const id = vehicles.get(bienSo);
    if (id === undefined) throw new Error(`Thiếu xe demo ${bienSo}`);
    return id;
  };

  const items = new Map<string, number>();
  for (const item of ITEMS) {
    const [found] = await db
      .select({ id: dmHangMucBaoDuong.id })
      .from(dmHangMucBaoDuong)
      .where(eq(dmHangMucBaoDuong.tenHangMuc, item.tenHangMuc));
    const id =
      found?.id ?? (await db.insert(dmHangMucBaoDuong).values(item).returning({ id: dmHangMucBaoDuong.id }))[0]?.id;
    if (id !== undefined) items.set(item.tenHangMuc, id);
  }

  await db.insert(baoDuongXe).values(
    TICKETS.map((t) => {
      const step = (n: number) => at(t.truocNgay, n * 2);
      const reached = (s: DemoTicket['trangThai']) =>
        ['CHO_DUYET', 'DA_DUYET', 'DANG_SUA', 'CHO_THANH_TOAN', 'HOAN_THANH'].indexOf(t.trangThai) >=
        ['CHO_DUYET', 'DA_DUYET', 'DANG_SUA', 'CHO_THANH_TOAN', 'HOAN_THANH'].indexOf(s);
      const quoted = t.gara !== undefined;
      const approved = quoted && t.trangThai !== 'CHO_DUYET' && t.trangThai !== 'DA_HUY' && reached('DA_DUYET');
      const started = approved && reached('DANG_SUA');
      const done = started && reached('CHO_THANH_TOAN');
      const paid = t.trangThai === 'HOAN_THANH';
      return {
        xeId: vehicle(t.bienSo),
        loaiBaoDuong: t.loai,
        trangThai: t.trangThai,
        dmHangMucId: t.item ? (items.get(t.item) ?? null) : null,
        tenHangMuc: t.item ?? null,
        noiDungCongViec: t.noiDung,
        odoLucTao: t.odo,
        nguoiTaoId: user(t.nguoiTao),
        ngayTao: at(t.truocNgay),
        receivedAt: at(t.truocNgay),
        garaDeXuat: t.gara ?? null,
        giaDeXuat: t.gia ?? null,
        thoiDiemBaoGia: quoted ? step(1) : null,
        nguoiDuyetId: approved ? user('dieuphoi') : null,
        giaDuocDuyet: approved ? (t.gia ?? null) : null,
        thoiDiemDuyet: approved ? step(2) : null,
        thoiDiemBatDau: started ? step(3) : null,
        chiPhiThucTe: done ? (t.chiPhi ?? null) : null,
        odoHoanThanh: done ? t.odo + 15 : null,
        thoiDiemHoanThanh: done ? step(4) : null,
        nguoiThanhToanId: paid ? user('ketoan') : null,
        ghiChuThanhToan: paid ? (t.ghiChuThanhToan ?? null) : null,
        thoiDiemThanhToan: paid ? step(5) : null,
        lyDoHuy: t.lyDoHuy ?? null,
        nguoiHuyId: t.trangThai === 'DA_HUY' ? user('dieuphoi') : null,
        thoiDiemHuy: t.trangThai === 'DA_HUY' ? step(1) : null,
      };
    }),
  );

  // Each period starts at the previous approved reading of the same vehicle, as the server does.
  const lastApproved = new Map<string, number>();
  const fuelRows = [...FUEL]
    .sort((a, b) => b.truocNgay - a.truocNgay)
    .map((f) => {
      const dauKy = lastApproved.get(f.bienSo) ?? null;
      if (f.trangThai === 'DA_DUYET') lastApproved.set(f.bienSo, f.odo);
      const decided = f.trangThai !== 'CHO_DUYET';
      return {
        xeId: vehicle(f.bienSo),
        taiXeId: user(f.taiXe),
        soTien: f.soTien,
        soLit: f.soLit,
        odoKmDauKy: dauKy,
        odoKmCuoiKy: f.odo,
        kmThucTe: dauKy === null ? null : f.odo - dauKy,
        trangThai: f.trangThai,
        ghiChu: f.ghiChu ?? null,
        ngayDo: at(f.truocNgay),
        receivedAt: at(f.truocNgay),
        nguoiDuyetId: decided ? user('dieuphoi') : null,
        thoiDiemDuyet: decided ? at(f.truocNgay, 3) : null,
      };
    });
  await db.insert(xangDau).values(fuelRows);

  const car = vehicle('51C-123.45');
  const [{ loaiXeId } = { loaiXeId: null }] = await db.select({ loaiXeId: xe.loaiXeId }).from(xe).where(eq(xe.id, car));
  if (loaiXeId === null) return;
  const pkg = await db
    .select({ id: dmChecklistItem.id, ten: dmChecklistItem.tenHangMuc, mucDo: dmChecklistItem.mucDo })
    .from(dmLoaiXeChecklist)
    .innerJoin(dmChecklistItem, eq(dmChecklistItem.id, dmLoaiXeChecklist.itemId))
    .where(and(eq(dmLoaiXeChecklist.loaiXeId, loaiXeId), eq(dmChecklistItem.active, true)));
  for (const c of CHECKLISTS) {
    const ng = pkg.filter((i) => c.ng[i.ten] !== undefined);
    const [log] = await db
      .insert(checklistLog)
      .values({
        xeId: car,
        taiXeId: user('taixe1'),
        odo: c.odo,
        soItemNG: ng.length,
        hasCriticalError: ng.some((i) => i.mucDo === 'CRITICAL'),
        thoiDiemThucHien: at(c.truocNgay, -2),
        receivedAt: at(c.truocNgay, -2),
      })
      .returning({ id: checklistLog.id });
    if (!log) continue;
    await db.insert(checklistLogItem).values(
      pkg.map((i) => ({
        logId: log.id,
        itemId: i.id,
        tenHangMuc: i.ten,
        mucDo: i.mucDo,
        trangThai: c.ng[i.ten] !== undefined ? 'NG' : 'OK',
        ghiChu: c.ng[i.ten] ?? null,
      })),
    );
  }
}
