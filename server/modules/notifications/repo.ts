import { and, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NotificationStatus } from '@/contracts/notifications';
import type { Db } from '../../db/client';
import { chucVu, dangKyThongBao, nguoiDung, nguoiDungQuyen, quyen, thongBao } from '../../db/schema';
import { countOf } from '../../lib/paging';

const nguoiGui = alias(nguoiDung, 'nguoi_gui');

const statusFilter = (status: NotificationStatus): SQL | undefined =>
  status === 'unread' ? eq(thongBao.daDoc, false) : status === 'read' ? eq(thongBao.daDoc, true) : undefined;

export type NotificationFilter = { idNguoiNhan?: number; ids?: number[]; status?: NotificationStatus };

function where(f: NotificationFilter): SQL | undefined {
  return and(
    f.idNguoiNhan !== undefined ? eq(thongBao.idNguoiNhan, f.idNguoiNhan) : undefined,
    f.ids ? inArray(thongBao.id, f.ids) : undefined,
    f.status ? statusFilter(f.status) : undefined,
  );
}

/** Newest first, with the sender's name and avatar. */
export function listNotifications(db: Db, f: NotificationFilter, window: { limit: number; offset: number }) {
  return db
    .select({
      id: thongBao.id,
      idNguoiNhan: thongBao.idNguoiNhan,
      daDoc: thongBao.daDoc,
      thoiGianTao: thongBao.thoiGianTao,
      tieuDe: thongBao.tieuDe,
      noiDung: thongBao.noiDung,
      loaiThongBao: thongBao.loaiThongBao,
      tenNguoiGui: nguoiGui.hoTen,
      avatarNguoiGui: nguoiGui.avatarUrl,
      deepLink: thongBao.deepLink,
      loaiDoiTuong: thongBao.loaiDoiTuong,
      idDoiTuong: thongBao.idDoiTuong,
    })
    .from(thongBao)
    .leftJoin(nguoiGui, eq(nguoiGui.idNguoiDung, thongBao.idNguoiGui))
    .where(where(f))
    .orderBy(desc(thongBao.thoiGianTao), desc(thongBao.id))
    .limit(window.limit)
    .offset(window.offset);
}

export function countNotifications(db: Db, f: NotificationFilter) {
  return db.select({ n: count() }).from(thongBao).where(where(f)).then(countOf);
}

export function insertNotifications(db: Db, rows: (typeof thongBao.$inferInsert)[]) {
  if (!rows.length) return Promise.resolve([] as number[]);
  // A scheduled event already sent to a recipient (same khoaSuKien) is skipped, not an error.
  return db
    .insert(thongBao)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: thongBao.id })
    .then((r) => r.map((x) => x.id));
}

/** Marks one of the user's notifications read; undefined when it is not theirs or does not exist. */
export function markRead(db: Db, idNguoiNhan: number, id: number, at: Date) {
  return db
    .update(thongBao)
    .set({ daDoc: true, thoiDiemDoc: sql`coalesce(${thongBao.thoiDiemDoc}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(thongBao.id, id), eq(thongBao.idNguoiNhan, idNguoiNhan)))
    .returning({ id: thongBao.id })
    .then((rows) => rows[0]);
}

export function markAllRead(db: Db, idNguoiNhan: number, at: Date) {
  return db
    .update(thongBao)
    .set({ daDoc: true, thoiDiemDoc: at })
    .where(and(eq(thongBao.idNguoiNhan, idNguoiNhan), eq(thongBao.daDoc, false)))
    .returning({ id: thongBao.id })
    .then((rows) => rows.length);
}

/** Active users among `ids`. */
export function activeUserIds(db: Db, ids: number[]) {
  return db
    .select({ id: nguoiDung.idNguoiDung })
    .from(nguoiDung)
    .where(and(inArray(nguoiDung.idNguoiDung, ids), eq(nguoiDung.trangThai, 1)))
    .then((rows) => rows.map((r) => r.id));
}

/** Active dispatchers and administrators (position DIEU_PHOI / QUAN_TRI, or the `admin` login). */
export function dispatcherIds(db: Db) {
  return db
    .select({ id: nguoiDung.idNguoiDung })
    .from(nguoiDung)
    .leftJoin(chucVu, eq(chucVu.idChucVu, nguoiDung.idChucVu))
    .where(
      and(
        eq(nguoiDung.trangThai, 1),
        or(inArray(chucVu.maChucVu, ['DIEU_PHOI', 'QUAN_TRI']), eq(nguoiDung.tenDangNhap, 'admin')),
      ),
    )
    .then((rows) => rows.map((r) => r.id));
}

/**
 * Active accountants: whoever may confirm repair payments (the matrix grants BAO_DUONG_THANH_TOAN)
 * or holds the position KE_TOAN — the people who pay what a repair really cost.
 */
export function accountantIds(db: Db) {
  const payers = db
    .select({ id: nguoiDungQuyen.idNguoiDung })
    .from(nguoiDungQuyen)
    .innerJoin(quyen, eq(quyen.idQuyen, nguoiDungQuyen.idQuyen))
    .where(eq(quyen.maQuyen, 'BAO_DUONG_THANH_TOAN'));
  return db
    .select({ id: nguoiDung.idNguoiDung })
    .from(nguoiDung)
    .leftJoin(chucVu, eq(chucVu.idChucVu, nguoiDung.idChucVu))
    .where(and(eq(nguoiDung.trangThai, 1), or(eq(chucVu.maChucVu, 'KE_TOAN'), inArray(nguoiDung.idNguoiDung, payers))))
    .then((rows) => rows.map((r) => r.id));
}

// ── push subscriptions ──────────────────────────────────────────────────────────────────────────
const deviceColumns = {
  id: dangKyThongBao.id,
  endpoint: dangKyThongBao.endpoint,
  deviceId: dangKyThongBao.deviceId,
  userAgent: dangKyThongBao.userAgent,
  createdAt: dangKyThongBao.createdAt,
};

export function devicesOf(db: Db, idNguoiDung: number) {
  return db
    .select(deviceColumns)
    .from(dangKyThongBao)
    .where(eq(dangKyThongBao.idNguoiDung, idNguoiDung))
    .orderBy(desc(dangKyThongBao.createdAt), desc(dangKyThongBao.id));
}

export function subscriptionsOf(db: Db, idNguoiDung: number) {
  return db
    .select({
      id: dangKyThongBao.id,
      endpoint: dangKyThongBao.endpoint,
      p256dh: dangKyThongBao.p256dh,
      auth: dangKyThongBao.auth,
    })
    .from(dangKyThongBao)
    .where(eq(dangKyThongBao.idNguoiDung, idNguoiDung));
}

/**
 * Registers (or re-registers) a device. The endpoint is unique, so a browser that subscribes again
 * — even after another person used it — becomes this user's; the same device's older endpoint
 * (the browser rotated its subscription) is dropped.
 */
export async function upsertSubscription(db: Db, row: typeof dangKyThongBao.$inferInsert) {
  if (row.deviceId) {
    await db
      .delete(dangKyThongBao)
      .where(
        and(
          eq(dangKyThongBao.idNguoiDung, row.idNguoiDung),
          eq(dangKyThongBao.deviceId, row.deviceId),
          ne(dangKyThongBao.endpoint, row.endpoint),
        ),
      );
  }
  const now = new Date();
  const [saved] = await db
    .insert(dangKyThongBao)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: dangKyThongBao.endpoint,
      set: {
        idNguoiDung: row.idNguoiDung,
        p256dh: row.p256dh,
        auth: row.auth,
        deviceId: row.deviceId,
        userAgent: row.userAgent,
        updatedAt: now,
      },
    })
    .returning(deviceColumns);
  return saved;
}

export function deleteOwnSubscription(db: Db, idNguoiDung: number, endpoint: string) {
  return db
    .delete(dangKyThongBao)
    .where(and(eq(dangKyThongBao.idNguoiDung, idNguoiDung), eq(dangKyThongBao.endpoint, endpoint)))
    .returning({ id: dangKyThongBao.id })
    .then((rows) => rows.length);
}

/** The push service said the subscription is gone. */
export function deleteSubscription(db: Db, id: number) {
  return db.delete(dangKyThongBao).where(eq(dangKyThongBao.id, id));
}
