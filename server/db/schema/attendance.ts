import { date, doublePrecision, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('cham_cong_buoi_user_ngay_idx').on(t.userId, t.ngay), index('cham_cong_buoi_ngay_idx').on(t.ngay)],
);
