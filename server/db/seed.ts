import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/service';
import type { Db } from './client';
import { chucNang, chucVu, hanhDong, nguoiDung, nguoiDungQuyen, phongBan, quyen } from './schema';
import {
  ACTIONS,
  DEMO_DEPARTMENTS,
  DEMO_MATRIX,
  DEMO_PASSWORD,
  DEMO_POSITIONS,
  DEMO_USERS,
  MODULES,
} from './seed-data';

/** The module × action catalogue; safe to run at every start (adds what is missing). */
export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(hanhDong)
    .values([...ACTIONS])
    .onConflictDoNothing();
  await db
    .insert(chucNang)
    .values(MODULES.map(({ maChucNang, tenChucNang }) => ({ maChucNang, tenChucNang })))
    .onConflictDoNothing();
  const actions = new Map((await db.select().from(hanhDong)).map((a) => [a.maHanhDong, a]));
  const modules = new Map((await db.select().from(chucNang)).map((m) => [m.maChucNang, m]));
  const rows = MODULES.flatMap((m) =>
    m.actions.map((code) => {
      const action = actions.get(code);
      const module = modules.get(m.maChucNang);
      if (!action || !module) throw new Error(`Thiếu chức năng/hành động ${m.maChucNang}/${code}`);
      return {
        maQuyen: `${m.maChucNang}_${code}`,
        tenQuyen: `${action.tenHanhDong} ${m.tenChucNang.toLowerCase()}`,
        idChucNang: module.idChucNang,
        idHanhDong: action.idHanhDong,
      };
    }),
  );
  await db.insert(quyen).values(rows).onConflictDoNothing();
}

export const isEmpty = async (db: Db) => ((await db.select({ n: count() }).from(nguoiDung))[0]?.n ?? 0) === 0;

/** Seeds the demo company. Only called on an empty database. */
export async function seedDemo(db: Db): Promise<void> {
  await db.insert(phongBan).values(DEMO_DEPARTMENTS).onConflictDoNothing();
  await db.insert(chucVu).values(DEMO_POSITIONS).onConflictDoNothing();
  const departments = new Map((await db.select().from(phongBan)).map((d) => [d.maPhongBan, d.idPhongBan]));
  const positions = new Map((await db.select().from(chucVu)).map((p) => [p.maChucVu, p.idChucVu]));

  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  const inserted = await db
    .insert(nguoiDung)
    .values(
      DEMO_USERS.map((u, i) => ({
        tenDangNhap: u.tenDangNhap,
        matKhauHash: hashes[i] as string,
        hoTen: u.hoTen,
        email: `${u.tenDangNhap}@vantai.demo`,
        soDienThoai: `09${String(10000000 + i * 1234567).slice(0, 8)}`,
        idChucVu: positions.get(u.maChucVu) ?? null,
        idPhongBan: departments.get(u.maPhongBan) ?? null,
        trangThai: 1,
      })),
    )
    .returning({ id: nguoiDung.idNguoiDung, username: nguoiDung.tenDangNhap });

  const permissions = await db
    .select({ idQuyen: quyen.idQuyen, maChucNang: chucNang.maChucNang, maHanhDong: hanhDong.maHanhDong })
    .from(quyen)
    .innerJoin(chucNang, eq(chucNang.idChucNang, quyen.idChucNang))
    .innerJoin(hanhDong, eq(hanhDong.idHanhDong, quyen.idHanhDong));
  const grants = inserted.flatMap(({ id, username }) => {
    const matrix = DEMO_MATRIX[username] ?? {};
    return permissions
      .filter((p) => matrix[p.maChucNang]?.includes(p.maHanhDong))
      .map((p) => ({ idNguoiDung: id, idQuyen: p.idQuyen }));
  });
  if (grants.length) await db.insert(nguoiDungQuyen).values(grants).onConflictDoNothing();
}

/**
 * A database given by DATABASE_URL gets no demo users; its first start creates one `admin`
 * with ADMIN_PASSWORD or a random password printed once.
 */
export async function bootstrapAdmin(db: Db, password?: string): Promise<string> {
  const chosen = password ?? randomBytes(9).toString('base64url');
  await db.insert(chucVu).values({ maChucVu: 'QUAN_TRI', tenChucVu: 'Quản trị hệ thống' }).onConflictDoNothing();
  const [position] = await db
    .select()
    .from(chucVu)
    .where(and(eq(chucVu.maChucVu, 'QUAN_TRI')));
  await db.insert(nguoiDung).values({
    tenDangNhap: 'admin',
    matKhauHash: await hashPassword(chosen),
    hoTen: 'Quản trị viên',
    idChucVu: position?.idChucVu ?? null,
    trangThai: 1,
  });
  return chosen;
}
