import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
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

/** Whether any successor of `parentId` has been used (the device moved on past it). */
export function anyChildUsed(db: Db, parentId: number) {
  return db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.parentId, parentId), isNotNull(refreshTokens.usedAt)))
    .limit(1)
    .then((rows) => rows.length > 0);
}

/** Once one successor of a rotation is used, the others (answers of concurrent retries) retire. */
export function retireSiblings(db: Db, parentId: number, keptId: number) {
  return db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokedReason: 'superseded' })
    .where(
      and(
        eq(refreshTokens.parentId, parentId),
        ne(refreshTokens.id, keptId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** A login has ended when any of its tokens was revoked for a reason other than being superseded. */
export function familyRevoked(db: Db, familyId: string) {
  return db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNotNull(refreshTokens.revokedAt),
        ne(refreshTokens.revokedReason, 'superseded'),
      ),
    )
    .limit(1)
    .then((rows) => rows.length > 0);
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

export type AttemptLimit = { free: number; firstDelayMs: number; maxDelayMs: number };

/** How long after its `last` attempt a counter with `count` attempts makes the next one wait. */
export function attemptDelayMs(limit: AttemptLimit, count: number): number {
  if (count < limit.free) return 0;
  return Math.min(limit.firstDelayMs * 2 ** Math.min(count - limit.free, 30), limit.maxDelayMs);
}

/**
 * Counts one attempt under `key` if its delay has passed, in ONE statement (the row lock of the
 * upsert orders parallel attempts): false means "wait". `window_start` holds the last attempt;
 * a counter idle for `forgetAfterMs` starts again at 1.
 */
export async function reserveAttempt(
  db: Db,
  key: string,
  limit: AttemptLimit,
  forgetAfterMs: number,
  now = new Date(),
): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - forgetAfterMs);
  const f = loginFailures;
  const rows = await db
    .insert(f)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: f.key,
      set: {
        count: sql`case when ${f.windowStart} < ${staleBefore} then 1 else ${f.count} + 1 end`,
        windowStart: now,
      },
      setWhere: sql`${f.windowStart} < ${staleBefore} or ${f.count} < ${limit.free} or ${f.windowStart} + least(${limit.firstDelayMs}::float8 * power(2::float8, least(${f.count} - ${limit.free}, 30)), ${limit.maxDelayMs}::float8) * interval '1 millisecond' <= ${now}`,
    })
    .returning({ count: f.count });
  return rows.length === 1;
}

export function readFailures(db: Db, key: string) {
  return db
    .select()
    .from(loginFailures)
    .where(eq(loginFailures.key, key))
    .then((rows) => rows[0]);
}

/** Gives back an attempt counted but not made (another limit refused it) or that succeeded. */
export function releaseAttempt(db: Db, key: string) {
  return db
    .update(loginFailures)
    .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
    .where(eq(loginFailures.key, key));
}

/** A failed attempt's delay runs from its answer, not from when it started checking. */
export function touchAttempts(db: Db, keys: string[], at = new Date()) {
  return db.update(loginFailures).set({ windowStart: at }).where(inArray(loginFailures.key, keys));
}

export function clearFailures(db: Db, key: string) {
  return db.delete(loginFailures).where(eq(loginFailures.key, key));
}
