import { and, asc, eq, inArray } from 'drizzle-orm';
import { isAdministrator } from '@/contracts/permissions';
import type { Db } from '../../../db/client';
import {
  apiPermission,
  chucNang,
  chucVu,
  hanhDong,
  nguoiDung,
  nguoiDungQuyen,
  phongBan,
  quyen,
} from '../../../db/schema';

/**
 * The user's login, position, department and granted permissions (undefined when the user does
 * not exist): everything that decides what the console offers them.
 */
export async function grantsOfUser(db: Db, idNguoiDung: number) {
  const rows = await db
    .select({
      tenDangNhap: nguoiDung.tenDangNhap,
      maChucVu: chucVu.maChucVu,
      maPhongBan: phongBan.maPhongBan,
      idQuyen: quyen.idQuyen,
      maQuyen: quyen.maQuyen,
    })
    .from(nguoiDung)
    .leftJoin(chucVu, eq(chucVu.idChucVu, nguoiDung.idChucVu))
    .leftJoin(phongBan, eq(phongBan.idPhongBan, nguoiDung.idPhongBan))
    .leftJoin(nguoiDungQuyen, and(eq(nguoiDungQuyen.idNguoiDung, nguoiDung.idNguoiDung), eq(nguoiDungQuyen.cap, true)))
    .leftJoin(quyen, eq(quyen.idQuyen, nguoiDungQuyen.idQuyen))
    .where(eq(nguoiDung.idNguoiDung, idNguoiDung));
  const [first] = rows;
  if (!first) return undefined;
  return {
    tenDangNhap: first.tenDangNhap,
    maChucVu: first.maChucVu,
    maPhongBan: first.maPhongBan,
    quyen: rows.flatMap((r) =>
      r.idQuyen === null || r.maQuyen === null ? [] : [{ idQuyen: r.idQuyen, maQuyen: r.maQuyen }],
    ),
  };
}

/**
 * The permission codes a user holds, as /api/auth/me lists them for the console: administrators
 * (the `admin` account, position QUAN_TRI) hold every code of the permission list.
 */
export async function permissionCodesOf(db: Db, idNguoiDung: number): Promise<string[]> {
  const grants = await grantsOfUser(db, idNguoiDung);
  if (!grants) return [];
  if (!isAdministrator(grants)) return grants.quyen.map((q) => q.maQuyen);
  const rows = await db.select({ ma: quyen.maQuyen }).from(quyen).orderBy(asc(quyen.idQuyen));
  return rows.map((r) => r.ma);
}

/** The API-permission rules, oldest first (the guard's tie-break). */
export function loadRules(db: Db) {
  return db
    .select({
      id: apiPermission.id,
      method: apiPermission.method,
      urlPattern: apiPermission.urlPattern,
      idQuyen: apiPermission.idQuyen,
    })
    .from(apiPermission)
    .orderBy(asc(apiPermission.id));
}

/** Every (module, action) pair of the permission list with whether the user holds it. */
export function matrixRows(db: Db, idNguoiDung: number) {
  return db
    .select({
      idQuyen: quyen.idQuyen,
      maChucNang: chucNang.maChucNang,
      maHanhDong: hanhDong.maHanhDong,
      cap: nguoiDungQuyen.cap,
    })
    .from(quyen)
    .innerJoin(chucNang, eq(chucNang.idChucNang, quyen.idChucNang))
    .innerJoin(hanhDong, eq(hanhDong.idHanhDong, quyen.idHanhDong))
    .leftJoin(
      nguoiDungQuyen,
      and(eq(nguoiDungQuyen.idQuyen, quyen.idQuyen), eq(nguoiDungQuyen.idNguoiDung, idNguoiDung)),
    )
    .orderBy(asc(chucNang.idChucNang), asc(hanhDong.idHanhDong));
}

export async function grant(tx: Db, idNguoiDung: number, ids: number[]) {
  if (!ids.length) return;
  await tx
    .insert(nguoiDungQuyen)
    .values(ids.map((idQuyen) => ({ idNguoiDung, idQuyen, cap: true })))
    .onConflictDoUpdate({ target: [nguoiDungQuyen.idNguoiDung, nguoiDungQuyen.idQuyen], set: { cap: true } });
}

export async function revoke(tx: Db, idNguoiDung: number, ids: number[]) {
  if (!ids.length) return;
  await tx
    .delete(nguoiDungQuyen)
    .where(and(eq(nguoiDungQuyen.idNguoiDung, idNguoiDung), inArray(nguoiDungQuyen.idQuyen, ids)));
}
