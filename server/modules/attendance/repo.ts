import { and, asc, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chamCongBuoi, nguoiDung, phongBan } from '../../db/schema';

export type SessionRow = typeof chamCongBuoi.$inferSelect;

/**
 * Locks the employee's row for the transaction: two punches of one person (two phones, a
 * retry with a new key) are decided one after the other, never both "not open yet".
 */
export function lockEmployee(db: Db, userId: number) {
  return db
    .select({ id: nguoiDung.idNguoiDung })
    .from(nguoiDung)
    .where(eq(nguoiDung.idNguoiDung, userId))
    .for('update');
}

const frameColumns = {
  gioBatDauSang: phongBan.gioBatDauSang,
  gioKetThucSang: phongBan.gioKetThucSang,
  gioBatDauChieu: phongBan.gioBatDauChieu,
  gioKetThucChieu: phongBan.gioKetThucChieu,
};
export type FrameRow = { [K in keyof typeof frameColumns]: string | null };

/** The employee's department frame; nulls when there is none. */
export function frameOf(db: Db, userId: number) {
  return db
    .select(frameColumns)
    .from(nguoiDung)
    .leftJoin(phongBan, eq(phongBan.idPhongBan, nguoiDung.idPhongBan))
    .where(eq(nguoiDung.idNguoiDung, userId))
    .then((rows) => rows[0]);
}

/** Department frames of several employees at once. */
export function framesOf(db: Db, userIds: number[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select({ userId: nguoiDung.idNguoiDung, ...frameColumns })
    .from(nguoiDung)
    .leftJoin(phongBan, eq(phongBan.idPhongBan, nguoiDung.idPhongBan))
    .where(inArray(nguoiDung.idNguoiDung, userIds));
}

/** The latest session without a check-out that started at or after `since`. */
export function findOpenSession(db: Db, userId: number, since: Date) {
  return db
    .select()
    .from(chamCongBuoi)
    .where(and(eq(chamCongBuoi.userId, userId), isNull(chamCongBuoi.gioRa), gte(chamCongBuoi.gioVao, since)))
    .orderBy(desc(chamCongBuoi.gioVao))
    .limit(1)
    .then((rows) => rows[0]);
}

export function insertSession(db: Db, row: typeof chamCongBuoi.$inferInsert) {
  return db
    .insert(chamCongBuoi)
    .values(row)
    .returning()
    .then((rows) => rows[0] as SessionRow);
}

export function closeSession(db: Db, id: number, set: Partial<SessionRow>) {
  return db
    .update(chamCongBuoi)
    .set(set)
    .where(eq(chamCongBuoi.id, id))
    .returning()
    .then((rows) => rows[0] as SessionRow);
}

/** One employee's sessions whose day is within [from, to]. */
export function sessionsBetween(db: Db, userId: number, from: string, to: string) {
  return db
    .select()
    .from(chamCongBuoi)
    .where(and(eq(chamCongBuoi.userId, userId), gte(chamCongBuoi.ngay, from), lte(chamCongBuoi.ngay, to)))
    .orderBy(asc(chamCongBuoi.gioVao));
}

/** Every session of a day, with who it belongs to, in clock-in order. */
export function sessionsOfDay(db: Db, day: string, userId?: number) {
  return db
    .select({ session: chamCongBuoi, hoTen: nguoiDung.hoTen, tenDangNhap: nguoiDung.tenDangNhap })
    .from(chamCongBuoi)
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, chamCongBuoi.userId))
    .where(and(eq(chamCongBuoi.ngay, day), userId !== undefined ? eq(chamCongBuoi.userId, userId) : undefined))
    .orderBy(asc(chamCongBuoi.gioVao), asc(chamCongBuoi.id));
}
