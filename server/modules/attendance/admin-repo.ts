import { and, asc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chamCongBuoi, chamCongNgay, chamCongNhatKy, nguoiDung, phongBan } from '../../db/schema';
import type { PunchMs } from './compute';

export type EmployeeFilter = { keyword?: string; phongBanId?: number; userIds?: number[]; userId?: number };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Active employees matching the matrix's filters (name or login, department, chosen ids). */
function employeeWhere(f: EmployeeFilter): SQL | undefined {
  const like = f.keyword ? `%${escapeLike(f.keyword)}%` : undefined;
  return and(
    eq(nguoiDung.trangThai, 1),
    like ? or(ilike(nguoiDung.hoTen, like), ilike(nguoiDung.tenDangNhap, like)) : undefined,
    f.phongBanId !== undefined ? eq(nguoiDung.idPhongBan, f.phongBanId) : undefined,
    f.userIds ? inArray(nguoiDung.idNguoiDung, f.userIds) : undefined,
    f.userId !== undefined ? eq(nguoiDung.idNguoiDung, f.userId) : undefined,
  );
}

export function employees(db: Db, f: EmployeeFilter) {
  return db
    .select({
      userId: nguoiDung.idNguoiDung,
      hoTen: nguoiDung.hoTen,
      tenDangNhap: nguoiDung.tenDangNhap,
      avatarUrl: nguoiDung.avatarUrl,
      createdAt: nguoiDung.createdAt,
      idPhongBan: nguoiDung.idPhongBan,
      phongBan: phongBan.tenPhongBan,
      gioBatDauSang: phongBan.gioBatDauSang,
      gioKetThucSang: phongBan.gioKetThucSang,
      gioBatDauChieu: phongBan.gioBatDauChieu,
      gioKetThucChieu: phongBan.gioKetThucChieu,
    })
    .from(nguoiDung)
    .leftJoin(phongBan, eq(phongBan.idPhongBan, nguoiDung.idPhongBan))
    .where(employeeWhere(f));
}
export type EmployeeRow = Awaited<ReturnType<typeof employees>>[number];

/**
 * The punches of the filtered employees within [from, to]: one row per employee with a JSON list
 * of [day, in, out] (epoch ms). The matrix reads ~20 000 punches for 500 people; one row each, and
 * numbers instead of timestamps, is over ten times faster on PGlite (bench/attendance-matrix.ts).
 */
export function punchesByEmployee(db: Db, f: EmployeeFilter, from: string, to: string) {
  return db
    .select({
      userId: chamCongBuoi.userId,
      punches: sql<[string, number, number | null][]>`json_agg(json_build_array(${chamCongBuoi.ngay},
        extract(epoch from ${chamCongBuoi.gioVao}) * 1000, extract(epoch from ${chamCongBuoi.gioRa}) * 1000))`,
    })
    .from(chamCongBuoi)
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, chamCongBuoi.userId))
    .where(and(gte(chamCongBuoi.ngay, from), lte(chamCongBuoi.ngay, to), employeeWhere(f)))
    .groupBy(chamCongBuoi.userId)
    .then((rows) =>
      rows.map((r) => ({
        userId: r.userId,
        // PostgreSQL's numeric may arrive as a string in JSON on some drivers: Number() either way.
        punches: r.punches.map(
          ([ngay, vao, ra]): PunchMs => ({ ngay, vao: Number(vao), ra: ra === null ? null : Number(ra) }),
        ),
      })),
    );
}

export function overridesOf(db: Db, f: EmployeeFilter, from: string, to: string) {
  return db
    .select({ userId: chamCongNgay.userId, ngay: chamCongNgay.ngay, soCong: chamCongNgay.soCong })
    .from(chamCongNgay)
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, chamCongNgay.userId))
    .where(and(gte(chamCongNgay.ngay, from), lte(chamCongNgay.ngay, to), employeeWhere(f)));
}

export function overrideOf(db: Db, userId: number, day: string) {
  return db
    .select()
    .from(chamCongNgay)
    .where(and(eq(chamCongNgay.userId, userId), eq(chamCongNgay.ngay, day)))
    .then((rows) => rows[0]);
}

export function setOverride(db: Db, userId: number, day: string, soCong: number | null, by: number, at: Date) {
  if (soCong === null) {
    return db.delete(chamCongNgay).where(and(eq(chamCongNgay.userId, userId), eq(chamCongNgay.ngay, day)));
  }
  return db
    .insert(chamCongNgay)
    .values({ userId, ngay: day, soCong, capNhatBoiId: by, capNhatLuc: at })
    .onConflictDoUpdate({
      target: [chamCongNgay.userId, chamCongNgay.ngay],
      set: { soCong, capNhatBoiId: by, capNhatLuc: at },
    });
}

export function deleteSessions(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve();
  return db.delete(chamCongBuoi).where(inArray(chamCongBuoi.id, ids));
}

/** Open sessions (no check-out) of the filtered employees on days within [from, to]. */
export function openSessions(db: Db, f: EmployeeFilter, from: string | undefined, to: string) {
  return db
    .select({
      session: chamCongBuoi,
      gioBatDauSang: phongBan.gioBatDauSang,
      gioKetThucSang: phongBan.gioKetThucSang,
      gioBatDauChieu: phongBan.gioBatDauChieu,
      gioKetThucChieu: phongBan.gioKetThucChieu,
    })
    .from(chamCongBuoi)
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, chamCongBuoi.userId))
    .leftJoin(phongBan, eq(phongBan.idPhongBan, nguoiDung.idPhongBan))
    .where(
      and(
        isNull(chamCongBuoi.gioRa),
        from ? gte(chamCongBuoi.ngay, from) : undefined,
        lte(chamCongBuoi.ngay, to),
        employeeWhere(f),
      ),
    )
    .orderBy(asc(chamCongBuoi.gioVao));
}

/** Closes a session only if it is still open: a check-out that won the race is kept. */
export function closeIfOpen(db: Db, id: number, set: Partial<typeof chamCongBuoi.$inferSelect>) {
  return db
    .update(chamCongBuoi)
    .set(set)
    .where(and(eq(chamCongBuoi.id, id), isNull(chamCongBuoi.gioRa)))
    .returning()
    .then((rows) => rows[0]);
}

export function insertAudit(db: Db, rows: (typeof chamCongNhatKy.$inferInsert)[]) {
  if (!rows.length) return Promise.resolve();
  return db.insert(chamCongNhatKy).values(rows);
}

export function auditsOf(db: Db, userId: number, day: string) {
  return db
    .select({ audit: chamCongNhatKy, by: nguoiDung.hoTen })
    .from(chamCongNhatKy)
    .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, chamCongNhatKy.nguoiThucHienId))
    .where(and(eq(chamCongNhatKy.userId, userId), eq(chamCongNhatKy.ngay, day)))
    .orderBy(asc(chamCongNhatKy.thoiDiem), asc(chamCongNhatKy.id));
}

/** Names of the office users who closed sessions (for the day's activity). */
export function namesOf(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: nguoiDung.idNguoiDung, hoTen: nguoiDung.hoTen })
    .from(nguoiDung)
    .where(inArray(nguoiDung.idNguoiDung, ids));
}
