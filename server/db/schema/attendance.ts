import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { nguoiDung } from './staff';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Chấm công theo buổi — one clock-in/clock-out pair. `ngay` is the Asia/Ho_Chi_Minh day of the
 * clock-in; gioVao/gioRa are when the employee punched (device time corrected by the clock
 * offset), the *ReceivedAt columns when the punch reached the server.
 */
export const chamCongBuoi = pgTable(
  'cham_cong_buoi',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => nguoiDung.idNguoiDung, { onDelete: 'restrict' }),
    ngay: date('ngay', { mode: 'string' }).notNull(),
    buoi: varchar('buoi', { length: 6 }).notNull(),
    gioVao: at('gio_vao').notNull(),
    gioRa: at('gio_ra'),
    vaoTrangThai: varchar('vao_trang_thai', { length: 12 }),
    raTrangThai: varchar('ra_trang_thai', { length: 12 }),
    anhVaoUrl: text('anh_vao_url'),
    anhRaUrl: text('anh_ra_url'),
    diaDiemVaoText: text('dia_diem_vao_text'),
    diaDiemRaText: text('dia_diem_ra_text'),
    latVao: doublePrecision('lat_vao'),
    lngVao: doublePrecision('lng_vao'),
    accuracyVao: doublePrecision('accuracy_vao'),
    fixAgeMsVao: integer('fix_age_ms_vao'),
    latRa: doublePrecision('lat_ra'),
    lngRa: doublePrecision('lng_ra'),
    accuracyRa: doublePrecision('accuracy_ra'),
    fixAgeMsRa: integer('fix_age_ms_ra'),
    vaoReceivedAt: at('vao_received_at').notNull(),
    raReceivedAt: at('ra_received_at'),
    /** Who set gioRa: STAFF (own punch), MANAGER (bulk close or adjustment), SYSTEM (auto-close). */
    raBoi: varchar('ra_boi', { length: 10 }),
    raBoiId: integer('ra_boi_id').references(() => nguoiDung.idNguoiDung, { onDelete: 'set null' }),
    /** Last changed by the office's adjustment (the audit log says how). */
    chinhSuaLuc: at('chinh_sua_luc'),
  },
  (t) => [
    index('cham_cong_buoi_user_ngay_idx').on(t.userId, t.ngay),
    index('cham_cong_buoi_ngay_idx').on(t.ngay),
    // Closing shifts looks for the few sessions still open, never scanning the closed ones.
    index('cham_cong_buoi_mo_idx').on(t.ngay).where(sql`${t.gioRa} is null`),
  ],
);

/** The office's override of one employee's work units for one day (spec 002 §2.9 adjustment). */
export const chamCongNgay = pgTable(
  'cham_cong_ngay',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => nguoiDung.idNguoiDung, { onDelete: 'restrict' }),
    ngay: date('ngay', { mode: 'string' }).notNull(),
    soCong: doublePrecision('so_cong').notNull(),
    capNhatBoiId: integer('cap_nhat_boi_id').references(() => nguoiDung.idNguoiDung, { onDelete: 'set null' }),
    capNhatLuc: at('cap_nhat_luc').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cham_cong_ngay_user_ngay_uq').on(t.userId, t.ngay), index('cham_cong_ngay_ngay_idx').on(t.ngay)],
);

/**
 * Audit of every office change to attendance: adjustments, bulk closes and auto-closes, with who
 * did it, when, and the day's sessions (and override) before and after.
 */
export const chamCongNhatKy = pgTable(
  'cham_cong_nhat_ky',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => nguoiDung.idNguoiDung, { onDelete: 'restrict' }),
    ngay: date('ngay', { mode: 'string' }).notNull(),
    hanhDong: varchar('hanh_dong', { length: 12 }).notNull(),
    nguoiThucHienId: integer('nguoi_thuc_hien_id').references(() => nguoiDung.idNguoiDung, { onDelete: 'set null' }),
    thoiDiem: at('thoi_diem').notNull().defaultNow(),
    truoc: jsonb('truoc'),
    sau: jsonb('sau'),
  },
  (t) => [index('cham_cong_nhat_ky_user_ngay_idx').on(t.userId, t.ngay)],
);
