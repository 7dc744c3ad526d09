import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { nguoiDung } from './staff';

/**
 * Thông báo — one row per recipient (spec 000 §3), so read state is per person. `noiDung` is HTML
 * built by the server with every interpolated value escaped; the client sanitises it again.
 * `khoaSuKien` names a scheduled event (a document about to expire at a milestone) so a daily job
 * run twice, or by two instances, notifies each recipient once.
 */
export const thongBao = pgTable(
  'thong_bao',
  {
    id: serial('id').primaryKey(),
    idNguoiNhan: integer('id_nguoi_nhan')
      .notNull()
      .references(() => nguoiDung.idNguoiDung, { onDelete: 'cascade' }),
    idNguoiGui: integer('id_nguoi_gui').references(() => nguoiDung.idNguoiDung, { onDelete: 'set null' }),
    tieuDe: varchar('tieu_de', { length: 255 }).notNull(),
    noiDung: text('noi_dung').notNull(),
    loaiThongBao: varchar('loai_thong_bao', { length: 50 }).notNull(),
    deepLink: text('deep_link'),
    loaiDoiTuong: varchar('loai_doi_tuong', { length: 50 }),
    idDoiTuong: integer('id_doi_tuong'),
    daDoc: boolean('da_doc').notNull().default(false),
    thoiDiemDoc: timestamp('thoi_diem_doc', { withTimezone: true }),
    khoaSuKien: varchar('khoa_su_kien', { length: 200 }),
    thoiGianTao: timestamp('thoi_gian_tao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('thong_bao_nguoi_nhan_idx').on(t.idNguoiNhan, t.thoiGianTao, t.id),
    index('thong_bao_chua_doc_idx').on(t.idNguoiNhan).where(sql`not ${t.daDoc}`),
    uniqueIndex('thong_bao_su_kien_uq').on(t.idNguoiNhan, t.khoaSuKien).where(sql`${t.khoaSuKien} is not null`),
  ],
);

/**
 * Đăng ký nhận thông báo — one browser push subscription per device. The endpoint is unique: a
 * phone handed to another person moves to whoever subscribed last. Rows the push service answers
 * 404/410 for are deleted by the sender.
 */
export const dangKyThongBao = pgTable(
  'dang_ky_thong_bao',
  {
    id: serial('id').primaryKey(),
    idNguoiDung: integer('id_nguoi_dung')
      .notNull()
      .references(() => nguoiDung.idNguoiDung, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    deviceId: varchar('device_id', { length: 100 }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dang_ky_thong_bao_nguoi_dung_idx').on(t.idNguoiDung)],
);
