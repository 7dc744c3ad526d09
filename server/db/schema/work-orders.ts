import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { nguoiDung } from './staff';

const at = (name: string) => timestamp(name, { withTimezone: true });
const user = (name: string) => integer(name).references(() => nguoiDung.idNguoiDung, { onDelete: 'restrict' });

/**
 * Lệnh — a work order (spec 002 §3, §4.2): DRAFT → RUNNING (the manager's start, with photo and
 * place) → ENDED (the manager's end). `tienCong` is đồng per hour (HOURLY) or per work unit (DAILY).
 */
export const lenh = pgTable(
  'lenh',
  {
    id: serial('id').primaryKey(),
    tieuDe: varchar('tieu_de', { length: 255 }).notNull(),
    moTa: text('mo_ta'),
    loaiLenh: varchar('loai_lenh', { length: 20 }).notNull(),
    kieuThuong: varchar('kieu_thuong', { length: 10 }).notNull(),
    trangThai: varchar('trang_thai', { length: 10 }).notNull().default('DRAFT'),
    batDau: at('bat_dau').notNull(),
    ketThuc: at('ket_thuc'),
    tienCong: bigint('tien_cong', { mode: 'number' }).notNull(),
    nguoiTaoId: user('nguoi_tao_id'),
    ngayTao: at('ngay_tao').notNull().defaultNow(),
    qlStartAt: at('ql_start_at'),
    qlStartById: user('ql_start_by_id'),
    qlStartAnhUrl: text('ql_start_anh_url'),
    qlStartDiaDiemText: text('ql_start_dia_diem_text'),
    qlStartLat: doublePrecision('ql_start_lat'),
    qlStartLng: doublePrecision('ql_start_lng'),
    qlEndAt: at('ql_end_at'),
    qlEndById: user('ql_end_by_id'),
    qlEndAnhUrl: text('ql_end_anh_url'),
    qlEndDiaDiemText: text('ql_end_dia_diem_text'),
    qlEndLat: doublePrecision('ql_end_lat'),
    qlEndLng: doublePrecision('ql_end_lng'),
  },
  (t) => [
    index('lenh_bat_dau_idx').on(t.batDau),
    index('lenh_trang_thai_bat_dau_idx').on(t.trangThai, t.batDau),
    check('lenh_tien_cong_khong_am', sql`${t.tienCong} >= 0`),
  ],
);

/**
 * Phân công lệnh — one invitation per (order, employee): PENDING → ACCEPTED | DECLINED, or EXPIRED
 * when the order starts unanswered. `phanHoiLuc` is when the employee answered on their phone.
 */
export const lenhPhanCong = pgTable(
  'lenh_phan_cong',
  {
    id: serial('id').primaryKey(),
    lenhId: integer('lenh_id')
      .notNull()
      .references(() => lenh.id, { onDelete: 'cascade' }),
    userId: user('user_id').notNull(),
    trangThai: varchar('trang_thai', { length: 10 }).notNull().default('PENDING'),
    giaoBoiId: user('giao_boi_id'),
    giaoLuc: at('giao_luc').notNull().defaultNow(),
    phanHoiLuc: at('phan_hoi_luc'),
  },
  (t) => [
    uniqueIndex('lenh_phan_cong_lenh_user_uq').on(t.lenhId, t.userId),
    index('lenh_phan_cong_user_idx').on(t.userId, t.trangThai),
  ],
);

/**
 * Chấm công lệnh — an employee's one check-in/check-out of an order. Times are when it happened on
 * the phone (device time corrected by its clock offset); the *ReceivedAt columns when it reached
 * us. The pay fields are fixed at check-out, so later changes to the formulas never rewrite a
 * paid shift.
 */
export const chamCongLenh = pgTable(
  'cham_cong_lenh',
  {
    id: serial('id').primaryKey(),
    lenhId: integer('lenh_id')
      .notNull()
      .references(() => lenh.id, { onDelete: 'cascade' }),
    userId: user('user_id').notNull(),
    gioVao: at('gio_vao').notNull(),
    gioRa: at('gio_ra'),
    vaoTrangThai: varchar('vao_trang_thai', { length: 10 }),
    raTrangThai: varchar('ra_trang_thai', { length: 10 }),
    anhVaoUrl: text('anh_vao_url'),
    anhRaUrl: text('anh_ra_url'),
    diaDiemVaoText: text('dia_diem_vao_text'),
    diaDiemRaText: text('dia_diem_ra_text'),
    latVao: doublePrecision('lat_vao'),
    lngVao: doublePrecision('lng_vao'),
    accuracyVao: doublePrecision('accuracy_vao'),
    latRa: doublePrecision('lat_ra'),
    lngRa: doublePrecision('lng_ra'),
    accuracyRa: doublePrecision('accuracy_ra'),
    vaoReceivedAt: at('vao_received_at').notNull(),
    raReceivedAt: at('ra_received_at'),
    effectiveStart: at('effective_start').notNull(),
    checkoutBy: varchar('checkout_by', { length: 10 }),
    checkoutById: user('checkout_by_id'),
    soGioThuong: doublePrecision('so_gio_thuong'),
    soCongThuong: doublePrecision('so_cong_thuong'),
    soTienThuong: bigint('so_tien_thuong', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('cham_cong_lenh_lenh_user_uq').on(t.lenhId, t.userId),
    index('cham_cong_lenh_user_idx').on(t.userId),
  ],
);
