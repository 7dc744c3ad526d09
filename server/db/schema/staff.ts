import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, time, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Chức vụ — job positions; code TAI_XE marks drivers. */
export const chucVu = pgTable('chuc_vu', {
  idChucVu: serial('id_chuc_vu').primaryKey(),
  maChucVu: varchar('ma_chuc_vu', { length: 50 }).notNull().unique(),
  tenChucVu: varchar('ten_chuc_vu', { length: 255 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Phòng ban — departments with their morning/afternoon working frames; deleted softly. */
export const phongBan = pgTable('phong_ban', {
  idPhongBan: serial('id_phong_ban').primaryKey(),
  maPhongBan: varchar('ma_phong_ban', { length: 50 }).notNull().unique(),
  tenPhongBan: varchar('ten_phong_ban', { length: 255 }).notNull(),
  trangThai: integer('trang_thai').notNull().default(1),
  gioBatDauSang: time('gio_bat_dau_sang'),
  gioKetThucSang: time('gio_ket_thuc_sang'),
  gioBatDauChieu: time('gio_bat_dau_chieu'),
  gioKetThucChieu: time('gio_ket_thuc_chieu'),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Người dùng — staff accounts. `tenDangNhap` never changes after creation. Accounts are
 * deactivated (trangThai 0), not deleted: fleet and attendance history reference them with
 * ON DELETE RESTRICT so a driver's reports outlive their account.
 */
export const nguoiDung = pgTable(
  'nguoi_dung',
  {
    idNguoiDung: serial('id_nguoi_dung').primaryKey(),
    tenDangNhap: varchar('ten_dang_nhap', { length: 100 }).notNull(),
    matKhauHash: text('mat_khau_hash').notNull(),
    hoTen: varchar('ho_ten', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }),
    soDienThoai: varchar('so_dien_thoai', { length: 30 }),
    idChucVu: integer('id_chuc_vu').references(() => chucVu.idChucVu, { onDelete: 'set null' }),
    idPhongBan: integer('id_phong_ban').references(() => phongBan.idPhongBan, { onDelete: 'set null' }),
    trangThai: integer('trang_thai').notNull().default(1),
    avatarUrl: text('avatar_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Login is case-insensitive on the username, so uniqueness must be too.
    uniqueIndex('nguoi_dung_ten_dang_nhap_lower_uq').on(sql`lower(${t.tenDangNhap})`),
    // One account per address (issue 13), compared as people type them; accounts without one may repeat.
    uniqueIndex('nguoi_dung_email_lower_uq').on(sql`lower(${t.email})`),
    index('nguoi_dung_phong_ban_idx').on(t.idPhongBan),
  ],
);
