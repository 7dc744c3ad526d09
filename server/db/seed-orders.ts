/**
 * Demo transport orders (taixe1/taixe2 in every state) and some finished assignment history, so
 * the orders and assignment screens are meaningful on a fresh start. Looks up the demo users and
 * vehicles by login and plate; times are relative to the seed moment.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from './client';
import { donHang, nguoiDung, xe, xePhanCong } from './schema';

type Step = 'nhan' | 'denLay' | 'layXong' | 'denGiao' | 'xong' | 'thatBai';
const DEMO_ORDERS: {
  ten: string;
  loai: 'LAY_HANG' | 'GIAO_HANG';
  taiXe: string;
  bienSo: string | null;
  trangThai: string;
  /** Hours before the seed moment the order was created; each step follows 1 h apart. */
  truocGio: number;
  steps: Step[];
  ghiChu?: string;
  lyDoThatBai?: string;
}[] = [
  {
    ten: 'Giao 20 thùng sơn cho Đại lý Minh Phát, Q.7',
    loai: 'GIAO_HANG',
    taiXe: 'taixe1',
    bienSo: '51C-123.45',
    trangThai: 'CHO_NHAN',
    truocGio: 2,
    steps: [],
    ghiChu: 'Gọi trước 30 phút: 0903 111 222',
  },
  {
    ten: 'Lấy hàng trả về từ kho Tân Bình',
    loai: 'LAY_HANG',
    taiXe: 'taixe1',
    bienSo: '51C-123.45',
    trangThai: 'CHO_NHAN',
    truocGio: 1,
    steps: [],
  },
  {
    ten: 'Giao thiết bị điện cho công trình Thủ Đức',
    loai: 'GIAO_HANG',
    taiXe: 'taixe1',
    bienSo: '51C-123.45',
    trangThai: 'DA_DEN_DIEM_LAY',
    truocGio: 5,
    steps: ['nhan', 'denLay'],
  },
  {
    ten: 'Giao 5 pallet gạch men cho Cửa hàng Phú Lợi',
    loai: 'GIAO_HANG',
    taiXe: 'taixe1',
    bienSo: '51C-123.45',
    trangThai: 'HOAN_THANH',
    truocGio: 30,
    steps: ['nhan', 'denLay', 'layXong', 'denGiao', 'xong'],
  },
  {
    ten: 'Lấy mẫu vật tư tại NCC Hòa Bình',
    loai: 'LAY_HANG',
    taiXe: 'taixe1',
    bienSo: '51C-123.45',
    trangThai: 'THAT_BAI',
    truocGio: 50,
    steps: ['nhan', 'denLay', 'thatBai'],
    lyDoThatBai: 'Nhà cung cấp đóng cửa, không có người nhận.',
  },
  {
    ten: 'Giao nguyên liệu cho nhà máy Bình Dương',
    loai: 'GIAO_HANG',
    taiXe: 'taixe2',
    bienSo: '51D-678.90',
    trangThai: 'DA_NHAN',
    truocGio: 3,
    steps: ['nhan'],
  },
  {
    ten: 'Giao hàng tồn kho về Tổng kho Sóng Thần',
    loai: 'GIAO_HANG',
    taiXe: 'taixe2',
    bienSo: '51D-678.90',
    trangThai: 'DA_DEN_DIEM_GIAO',
    truocGio: 6,
    steps: ['nhan', 'denLay', 'layXong', 'denGiao'],
  },
  {
    ten: 'Lấy hàng tại cảng Cát Lái',
    loai: 'LAY_HANG',
    taiXe: 'taixe2',
    bienSo: '51D-678.90',
    trangThai: 'DA_LAY_HANG',
    truocGio: 8,
    steps: ['nhan', 'denLay', 'layXong'],
  },
  {
    ten: 'Giao 3 tấn xi măng cho công trình Dĩ An',
    loai: 'GIAO_HANG',
    taiXe: 'taixe2',
    bienSo: '51D-678.90',
    trangThai: 'HOAN_THANH',
    truocGio: 48,
    steps: ['nhan', 'denLay', 'layXong', 'denGiao', 'xong'],
  },
];

/** Finished orders of the demo vehicles (days before the seed), shown in the history tables. */
const DEMO_ASSIGNMENT_HISTORY = [
  { bienSo: '51C-123.45', taiXe: 'taixe2', loai: 'TEMP', tuNgay: 60, denNgay: 45, lyDo: 'Thay tài xế nghỉ phép' },
  { bienSo: '50H-135.79', taiXe: 'taixe1', loai: 'FIXED', tuNgay: 120, denNgay: 40, lyDo: 'Tuyến liên tỉnh' },
  { bienSo: '51D-678.90', taiXe: 'taixe3', loai: 'TEMP', tuNgay: 90, denNgay: 85, lyDo: 'Chạy bù đơn cuối tháng' },
] as const;

const STEP_COLUMN: Record<Step, keyof typeof donHang.$inferInsert> = {
  nhan: 'thoiDiemNhanDon',
  denLay: 'thoiDiemDenDiemLay',
  layXong: 'thoiDiemLayHangXong',
  denGiao: 'thoiDiemDenDiemGiao',
  xong: 'thoiDiemHoanThanh',
  thatBai: 'thoiDiemThatBai',
};

export async function seedOrdersDemo(db: Db, now = new Date()): Promise<void> {
  const logins = [
    ...new Set([...DEMO_ORDERS.map((o) => o.taiXe), ...DEMO_ASSIGNMENT_HISTORY.map((a) => a.taiXe), 'dieuphoi']),
  ];
  const users = new Map(
    (
      await db
        .select({ id: nguoiDung.idNguoiDung, login: nguoiDung.tenDangNhap })
        .from(nguoiDung)
        .where(inArray(nguoiDung.tenDangNhap, logins))
    ).map((u) => [u.login, u.id]),
  );
  const vehicles = new Map((await db.select({ id: xe.id, bienSo: xe.bienSo }).from(xe)).map((v) => [v.bienSo, v.id]));
  const user = (login: string) => {
    const id = users.get(login);
    if (id === undefined) throw new Error(`Thiếu người dùng demo ${login}`);
    return id;
  };
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

  await db.insert(donHang).values(
    DEMO_ORDERS.map((o) => {
      const row: typeof donHang.$inferInsert = {
        tenDonHang: o.ten,
        loaiDonHang: o.loai,
        trangThai: o.trangThai,
        taiXeId: user(o.taiXe),
        xeId: o.bienSo ? (vehicles.get(o.bienSo) ?? null) : null,
        // Wall-clock appointment (no zone), stored as-is: created + 4 h, whole minutes.
        thoiGianHen: new Date(Math.floor((hoursAgo(o.truocGio - 4).getTime() + 7 * 3_600_000) / 60_000) * 60_000),
        ghiChu: o.ghiChu ?? null,
        lyDoThatBai: o.lyDoThatBai ?? null,
        nguoiTaoId: user('dieuphoi'),
        ngayTao: hoursAgo(o.truocGio),
      };
      o.steps.forEach((s, i) => {
        (row as Record<string, unknown>)[STEP_COLUMN[s]] = hoursAgo(o.truocGio - (i + 1) * 0.5);
      });
      return row;
    }),
  );

  await db.insert(xePhanCong).values(
    DEMO_ASSIGNMENT_HISTORY.map((a) => {
      const closedAt = hoursAgo(a.denNgay * 24);
      return {
        xeId: vehicles.get(a.bienSo) as number,
        taiXeId: user(a.taiXe),
        loai: a.loai,
        trangThai: 'CLOSED',
        lyDo: a.lyDo,
        startAt: hoursAgo(a.tuNgay * 24),
        endAt: a.loai === 'TEMP' ? closedAt : null,
        closedAt,
      };
    }),
  );
}
