import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chucVu, nguoiDung, phongBan, refreshTokens } from '../../../db/schema';
import { countOf } from '../../../lib/paging';
import { containing } from '../shared';

const columns = {
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
};

const search = (keyword?: string) =>
  containing(keyword, [nguoiDung.hoTen, nguoiDung.tenDangNhap, nguoiDung.email, nguoiDung.soDienThoai]);

/** Newest first, so a user just created opens page 0; inactive users are listed too. */
export function listUsers(db: Db, keyword: string | undefined, w: { limit: number; offset: number }) {
  return db
    .select(columns)
    .from(nguoiDung)
    .leftJoin(chucVu, eq(chucVu.idChucVu, nguoiDung.idChucVu))
    .leftJoin(phongBan, eq(phongBan.idPhongBan, nguoiDung.idPhongBan))
    .where(search(keyword))
    .orderBy(desc(nguoiDung.idNguoiDung))
    .limit(w.limit)
    .offset(w.offset);
}

export const countUsers = (db: Db, keyword: string | undefined) =>
  db.select({ n: count() }).from(nguoiDung).where(search(keyword)).then(countOf);

export function findUser(db: Db, id: number) {
  return db
    .select(columns)
    .from(nguoiDung)
    .leftJoin(chucVu, eq(chucVu.idChucVu, nguoiDung.idChucVu))
    .leftJoin(phongBan, eq(phongBan.idPhongBan, nguoiDung.idPhongBan))
    .where(eq(nguoiDung.idNguoiDung, id))
    .then((rows) => rows[0]);
}

export function lockUser(tx: Db, id: number) {
  return tx
    .select({
      idNguoiDung: nguoiDung.idNguoiDung,
      tenDangNhap: nguoiDung.tenDangNhap,
      maChucVu: chucVu.maChucVu,
      trangThai: nguoiDung.trangThai,
      idPhongBan: nguoiDung.idPhongBan,
    })
    .from(nguoiDung)
    .leftJoin(chucVu, eq(chucVu.idChucVu, nguoiDung.idChucVu))
    .where(eq(nguoiDung.idNguoiDung, id))
    .for('update', { of: nguoiDung })
    .then((rows) => rows[0]);
}

export const usernameTaken = (db: Db, tenDangNhap: string) =>
  db
    .select({ n: count() })
    .from(nguoiDung)
    .where(eq(sql`lower(${nguoiDung.tenDangNhap})`, tenDangNhap.toLowerCase()))
    .then((rows) => countOf(rows) > 0);

/** Whether another account (not `exceptId`) already uses this email, compared case-insensitively. */
export const emailTaken = (db: Db, email: string, exceptId?: number) =>
  db
    .select({ n: count() })
    .from(nguoiDung)
    .where(
      and(
        eq(sql`lower(${nguoiDung.email})`, email.toLowerCase()),
        exceptId === undefined ? undefined : ne(nguoiDung.idNguoiDung, exceptId),
      ),
    )
    .then((rows) => countOf(rows) > 0);

export const positionCode = (db: Db, id: number) =>
  db
    .select({ ma: chucVu.maChucVu })
    .from(chucVu)
    .where(eq(chucVu.idChucVu, id))
    .then((rows) => rows[0]?.ma);

/** Departments deleted softly take no new members. */
export const departmentOpen = (db: Db, id: number) =>
  db
    .select({ n: count() })
    .from(phongBan)
    .where(and(eq(phongBan.idPhongBan, id), isNull(phongBan.deletedAt)))
    .then((rows) => countOf(rows) > 0);

export async function insertUser(tx: Db, row: typeof nguoiDung.$inferInsert): Promise<number> {
  const [created] = await tx.insert(nguoiDung).values(row).returning({ id: nguoiDung.idNguoiDung });
  return created?.id as number;
}

export async function updateUser(tx: Db, id: number, set: Partial<typeof nguoiDung.$inferInsert>) {
  await tx
    .update(nguoiDung)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(nguoiDung.idNguoiDung, id));
}

/** Ends every login of the user: their refresh tokens stop working at once. */
export async function revokeSessions(tx: Db, id: number) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokedReason: 'deactivated' })
    .where(and(eq(refreshTokens.idNguoiDung, id), isNull(refreshTokens.revokedAt)));
}
