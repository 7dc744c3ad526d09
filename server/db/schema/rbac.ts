import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { nguoiDung } from './staff';

/** Chức năng — modules of the permission matrix (rows). */
export const chucNang = pgTable('chuc_nang', {
  idChucNang: serial('id_chuc_nang').primaryKey(),
  maChucNang: varchar('ma_chuc_nang', { length: 100 }).notNull().unique(),
  tenChucNang: varchar('ten_chuc_nang', { length: 255 }).notNull(),
});

/** Hành động — actions of the permission matrix (columns). */
export const hanhDong = pgTable('hanh_dong', {
  idHanhDong: serial('id_hanh_dong').primaryKey(),
  maHanhDong: varchar('ma_hanh_dong', { length: 100 }).notNull().unique(),
  tenHanhDong: varchar('ten_hanh_dong', { length: 255 }).notNull(),
});

/** Quyền — one permission is one (module, action) pair with a code. */
export const quyen = pgTable(
  'quyen',
  {
    idQuyen: serial('id_quyen').primaryKey(),
    maQuyen: varchar('ma_quyen', { length: 150 }).notNull().unique(),
    tenQuyen: varchar('ten_quyen', { length: 255 }).notNull(),
    idChucNang: integer('id_chuc_nang')
      .notNull()
      .references(() => chucNang.idChucNang, { onDelete: 'restrict' }),
    idHanhDong: integer('id_hanh_dong')
      .notNull()
      .references(() => hanhDong.idHanhDong, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('quyen_chuc_nang_hanh_dong_uq').on(t.idChucNang, t.idHanhDong)],
);

/** API permission rules: method + URL pattern → the permission a caller needs. */
export const apiPermission = pgTable(
  'api_permission',
  {
    id: serial('id').primaryKey(),
    method: varchar('method', { length: 10 }).notNull(),
    urlPattern: varchar('url_pattern', { length: 255 }).notNull(),
    idQuyen: integer('id_quyen')
      .notNull()
      .references(() => quyen.idQuyen, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('api_permission_method_url_uq').on(t.method, t.urlPattern)],
);

/** The per-user module × action matrix: a row means the user holds that permission. */
export const nguoiDungQuyen = pgTable(
  'nguoi_dung_quyen',
  {
    idNguoiDung: integer('id_nguoi_dung')
      .notNull()
      .references(() => nguoiDung.idNguoiDung, { onDelete: 'cascade' }),
    idQuyen: integer('id_quyen')
      .notNull()
      .references(() => quyen.idQuyen, { onDelete: 'cascade' }),
    cap: boolean('cap').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idNguoiDung, t.idQuyen] }), index('nguoi_dung_quyen_quyen_idx').on(t.idQuyen)],
);
