import { and, asc, count, eq, ilike, inArray, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chucVu, donHang, nguoiDung, phongBan, xe, xePhanCong } from '../../db/schema';

const option = { idNguoiDung: nguoiDung.idNguoiDung, hoTen: nguoiDung.hoTen, tenDangNhap: nguoiDung.tenDangNhap };
const active = eq(nguoiDung.trangThai, 1);

export function usersByPosition(db: Db, code: string) {
  return db
    .select(option)
    .from(nguoiDung)
    .innerJoin(chucVu, eq(chucVu.idChucVu, nguoiDung.idChucVu))
    .where(and(active, eq(chucVu.maChucVu, code)));
}

export function usersByDepartment(db: Db, code: string) {
  return db
    .select(option)
    .from(nguoiDung)
    .innerJoin(phongBan, eq(phongBan.idPhongBan, nguoiDung.idPhongBan))
    .where(and(active, eq(phongBan.maPhongBan, code)));
}

/** Active drivers: position TAI_XE or department TaiXe (spec 003 §6). */
export function drivers(db: Db, positionCode: string, departmentCode: string) {
  return db
    .select(option)
    .from(nguoiDung)
    .leftJoin(chucVu, eq(chucVu.idChucVu, nguoiDung.idChucVu))
    .leftJoin(phongBan, eq(phongBan.idPhongBan, nguoiDung.idPhongBan))
    .where(and(active, or(eq(chucVu.maChucVu, positionCode), eq(phongBan.maPhongBan, departmentCode))));
}

/** Running (not final) orders per driver. */
export function activeOrderCounts(db: Db, driverIds: number[], finals: readonly string[]) {
  if (!driverIds.length) return Promise.resolve([]);
  return db
    .select({ taiXeId: donHang.taiXeId, n: count() })
    .from(donHang)
    .where(and(inArray(donHang.taiXeId, driverIds), notInArray(donHang.trangThai, [...finals])))
    .groupBy(donHang.taiXeId);
}

/** Each driver's open assignment with its plate (latest first). */
export function openAssignments(db: Db, driverIds: number[]) {
  if (!driverIds.length) return Promise.resolve([]);
  return db
    .select({ taiXeId: xePhanCong.taiXeId, xeId: xe.id, bienSo: xe.bienSo, startAt: xePhanCong.startAt })
    .from(xePhanCong)
    .innerJoin(xe, eq(xe.id, xePhanCong.xeId))
    .where(and(inArray(xePhanCong.taiXeId, driverIds), ne(xePhanCong.trangThai, 'CLOSED')))
    .orderBy(asc(xePhanCong.startAt));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function searchUsers(db: Db, q: string | undefined, limit: number) {
  const where: SQL | undefined = q
    ? or(ilike(nguoiDung.hoTen, `%${escapeLike(q)}%`), ilike(nguoiDung.tenDangNhap, `%${escapeLike(q)}%`))
    : undefined;
  return db.select(option).from(nguoiDung).where(and(active, where)).orderBy(asc(nguoiDung.hoTen)).limit(limit);
}
