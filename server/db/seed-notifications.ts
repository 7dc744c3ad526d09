/**
 * Demo notifications, so the bell means something on a fresh start: each office user gets what
 * their work would have produced (quotes to approve, a payment to confirm), drivers an order and a
 * fuel decision, and everyone a read welcome. Links point at the seeded records they talk about.
 * Runs last in the demo seed (it looks users, tickets and orders up by name and state).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { baoDuongXe, donHang, nguoiDung, thongBao, xe } from './schema';

type Demo = Omit<typeof thongBao.$inferInsert, 'idNguoiNhan' | 'idNguoiGui' | 'thoiGianTao'> & {
  to: string[];
  from: string | null;
  minutesAgo: number;
};

export async function seedNotificationsDemo(db: Db, now = new Date()): Promise<void> {
  const users = new Map(
    (await db.select({ id: nguoiDung.idNguoiDung, login: nguoiDung.tenDangNhap }).from(nguoiDung)).map((u) => [
      u.login,
      u.id,
    ]),
  );
  const [quoted] = await db
    .select({ id: baoDuongXe.id, bienSo: xe.bienSo })
    .from(baoDuongXe)
    .innerJoin(xe, eq(xe.id, baoDuongXe.xeId))
    .where(eq(baoDuongXe.trangThai, 'CHO_DUYET'))
    .orderBy(asc(baoDuongXe.id))
    .limit(1);
  const [toPay] = await db
    .select({ id: baoDuongXe.id, bienSo: xe.bienSo })
    .from(baoDuongXe)
    .innerJoin(xe, eq(xe.id, baoDuongXe.xeId))
    .where(eq(baoDuongXe.trangThai, 'CHO_THANH_TOAN'))
    .orderBy(asc(baoDuongXe.id))
    .limit(1);
  const orders = await db
    .select({ id: donHang.id, ten: donHang.tenDonHang, taiXeId: donHang.taiXeId })
    .from(donHang)
    .where(and(eq(donHang.trangThai, 'CHO_NHAN'), inArray(donHang.taiXeId, [...users.values()])))
    .orderBy(asc(donHang.id));
  const orderOf = (login: string) => orders.find((o) => o.taiXeId === users.get(login));

  const demos: Demo[] = [
    {
      to: [...users.keys()],
      from: null,
      minutesAgo: 3 * 24 * 60,
      tieuDe: 'Chào mừng đến Vận Tải',
      noiDung: 'Bật <b>Real-time</b> trên thanh tiêu đề để nhận thông báo ngay trên thiết bị này.',
      loaiThongBao: 'HE_THONG',
      deepLink: '/quan-ly-thiet-bi',
      daDoc: true,
    },
    ...(quoted
      ? [
          {
            to: ['admin', 'dieuphoi'],
            from: null,
            minutesAgo: 25,
            tieuDe: 'Phiếu sửa chữa chờ duyệt',
            noiDung: `Phiếu #${quoted.id} của xe <b>${quoted.bienSo}</b> đã có báo giá. Phiếu đang chờ duyệt.`,
            loaiThongBao: 'CONG_VIEC',
            deepLink: `/quan-ly-bao-duong?tab=CHO_DUYET&id=${quoted.id}`,
            loaiDoiTuong: 'BAO_DUONG',
            idDoiTuong: quoted.id,
          },
        ]
      : []),
    ...(toPay
      ? [
          {
            to: ['ketoan', 'admin'],
            from: 'dieuphoi',
            minutesAgo: 3 * 60,
            tieuDe: 'Phiếu sửa chữa chờ thanh toán',
            noiDung: `Xe <b>${toPay.bienSo}</b> đã sửa xong (phiếu #${toPay.id}). Vui lòng xác nhận thanh toán.`,
            loaiThongBao: 'CONG_VIEC',
            deepLink: `/quan-ly-bao-duong?tab=CHO_THANH_TOAN&id=${toPay.id}`,
            loaiDoiTuong: 'BAO_DUONG',
            idDoiTuong: toPay.id,
          },
        ]
      : []),
    {
      to: ['admin', 'dieuphoi'],
      from: null,
      minutesAgo: 26 * 60,
      tieuDe: 'Báo cáo xăng dầu chờ duyệt',
      noiDung: 'Có báo cáo đổ xăng của tài xế đang <b>chờ duyệt</b>.',
      loaiThongBao: 'NHAC_NHO',
      deepLink: '/quan-ly-xang-dau?tab=CHO_DUYET',
    },
    ...(['taixe1', 'taixe2'] as const).flatMap((login): Demo[] => {
      const order = orderOf(login);
      return order
        ? [
            {
              to: [login],
              from: 'dieuphoi',
              minutesAgo: 50,
              tieuDe: 'Đơn hàng mới',
              noiDung: `<b>Trần Văn Điều</b> đã giao cho bạn đơn hàng <b>${order.ten}</b> (#${order.id}).`,
              loaiThongBao: 'PHAN_CONG',
              deepLink: '/tai-xe',
              loaiDoiTuong: 'DON_HANG',
              idDoiTuong: order.id,
            },
          ]
        : [];
    }),
    {
      to: ['nhanvien1', 'bientap1'],
      from: 'admin',
      minutesAgo: 2 * 60,
      tieuDe: 'Nhắc nhở chấm công',
      noiDung: 'Đừng quên <b>chấm công</b> đầu ca và cuối ca mỗi ngày.',
      loaiThongBao: 'NHAC_NHO',
      deepLink: '/',
    },
  ];

  const rows = demos.flatMap(({ to, from, minutesAgo, ...n }) =>
    to
      .map((login) => users.get(login))
      .filter((id): id is number => id !== undefined)
      .map((idNguoiNhan) => ({
        ...n,
        idNguoiNhan,
        idNguoiGui: from ? (users.get(from) ?? null) : null,
        thoiGianTao: new Date(now.getTime() - minutesAgo * 60_000),
      })),
  );
  if (rows.length) await db.insert(thongBao).values(rows);
}
