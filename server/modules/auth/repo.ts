import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chucVu, loginFailures, nguoiDung, phongBan, refreshTokens } from '../../db/schema';

export function findUserForLogin(db: Db, username: string) {
  return db
    .select({
      idNguoiDung: nguoiDung.idNguoiDung,
      tenDangNhap: nguoiDung.tenDangNhap,
      matKhauHash: nguoiDung.matKhauHash,
      trangThai: nguoiDung.trangThai,
    })
    .from(nguoiDung)
    .where(eq(sql`lower(${nguoiDung.tenDangNhap})`, username.toLowerCase()))
    .then((rows) => rows[0]);
}

export function findActiveUserById(db: Db, id: number) {
  return db
    .select({ idNguoiDung: nguoiDung.idNguoiDung, tenDangNhap: nguoiDung.tenDangNhap })
    .from(nguoiDung)
    .where(and(eq(nguoiDung.idNguoiDung, id), eq(nguoiDung.trangThai, 1)))
    .then((rows) => rows[0]);
}

export function findProfile(db: Db, id: number) {
  return db
    .select({
      idNguoiDung: nguoiDung.idNguoiDung,
      tenDangNhap: nguoiDung.tenDangNhap,
      hoTen: nguoiDung.hoTen,
      email: nguoiDung.email,
      soDienThoai: nguoiDung.soDienThoai,
      idChucVu: nguoiDung.idChucVu,
      chucVu: chucVu.tenChucVu,
      maChucVu: chucVu.maChucVu,
      idPhongBan: nguoiDung.idPhongBan,
      phongBan: phongBan.tenPhongBan,
      maPhongBan: phongBan.maPhongBan,
      trangThai: nguoiDung.trangThai,
      avatarUrl: nguoiDung.avatarUrl,
    })
    .from(nguoiDung)
    .leftJoin(chucVu, eq(chucVu.idChucVu, nguoiDung.idChucVu))
    .leftJoin(phongBan, eq(phongBan.idPhongBan, nguoiDung.idPhongBan))
    .where(eq(nguoiDung.idNguoiDung, id))
    .then((rows) => rows[0]);
}

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function insertRefreshToken(db: Db, row: typeof refreshTokens.$inferInsert) {
  return db.insert(refreshTokens).values(row);
}

export function findRefreshToken(db: Db, tokenHash: string) {
  return db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .then((rows) => rows[0]);
}

export function findChildToken(db: Db, parentId: number) {
  return db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.parentId, parentId))
    .then((rows) => rows[0]);
}

/** Marks a token used only if nobody else did first; false means we lost the race. */
export async function claimRefreshToken(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export function revokeToken(db: Db, id: number, reason: string) {
  return db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)));
}

export function revokeFamily(db: Db, familyId: string, reason: string) {
  return db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export function readFailures(db: Db, key: string) {
  return db
    .select()
    .from(loginFailures)
    .where(eq(loginFailures.key, key))
    .then((rows) => rows[0]);
}

/** Counts one failure in a fixed window that restarts once it is older than `windowMs`. */
export function countFailure(db: Db, key: string, windowMs: number) {
  const windowStart = new Date();
  return db
    .insert(loginFailures)
    .values({ key, count: 1, windowStart })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${loginFailures.windowStart} < ${new Date(Date.now() - windowMs)} then 1 else ${loginFailures.count} + 1 end`,
        windowStart: sql`case when ${loginFailures.windowStart} < ${new Date(Date.now() - windowMs)} then ${windowStart} else ${loginFailures.windowStart} end`,
      },
    });
}

export function clearFailures(db: Db, key: string) {
  return db.delete(loginFailures).where(eq(loginFailures.key, key));
}
