import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { DOCUMENT_TYPE_LABELS } from '@/contracts/fleet';
import { PERMISSION_CODES, permissionCode } from '@/contracts/permissions';
import { hashPassword } from '../modules/auth/service';
import type { Db } from './client';
import {
  apiPermission,
  baoDuongXe,
  chucNang,
  chucVu,
  dmChecklistItem,
  dmLoaiXe,
  dmLoaiXeChecklist,
  giayTo,
  hanhDong,
  nguoiDung,
  nguoiDungQuyen,
  phongBan,
  quyen,
  settings,
  xangDau,
  xe,
  xePhanCong,
} from './schema';
import { seedArticlesDemo } from './seed-articles';
import { seedAutomationDemo } from './seed-automation';
import { seedCatalogueItemsDemo } from './seed-catalogues';
import {
  ACTIONS,
  DEMO_ASSIGNMENTS,
  DEMO_CHECKLIST_ITEMS,
  DEMO_DEPARTMENTS,
  DEMO_DOCUMENTS,
  DEMO_FUEL_LOGS,
  DEMO_MATRIX,
  DEMO_PASSWORD,
  DEMO_POSITIONS,
  DEMO_TICKETS,
  DEMO_USERS,
  DEMO_VEHICLE_TYPES,
  DEMO_VEHICLES,
  MODULES,
} from './seed-data';
import { seedFanpagesDemo } from './seed-fanpages';
import { seedLeadsDemo } from './seed-leads';
import { seedMaintenanceDemo } from './seed-maintenance';
import { seedNotificationsDemo } from './seed-notifications';
import { seedOrdersDemo } from './seed-orders';
import { DEFAULT_API_RULES } from './seed-rules';
import { seedWorkDemo } from './seed-work';
import { seedWorkOrdersDemo } from './seed-work-orders';

const OFFERED_KEY = 'catalogue.offered';
type Offered = Record<'hanhDong' | 'chucNang' | 'quyen' | 'apiPermission', string[]>;
const ruleKey = (method: string, urlPattern: string) => `${method} ${urlPattern}`;

/**
 * The reference catalogue: actions, modules, their permissions and the API-permission rules; run
 * at every start, on PGlite and PostgreSQL alike. Each entry is offered once per installation (the
 * keys offered are kept in `settings`): what a new version brings arrives, what an administrator
 * deleted on the reference screens stays deleted.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  const [found] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, OFFERED_KEY));
  const before = (found?.value ?? {}) as Partial<Offered>;
  const isNew = (kind: keyof Offered) => {
    const done = new Set(before[kind] ?? []);
    return (key: string) => !done.has(key);
  };

  const newAction = isNew('hanhDong');
  const actionRows = ACTIONS.filter((a) => newAction(a.maHanhDong));
  if (actionRows.length) await db.insert(hanhDong).values(actionRows).onConflictDoNothing();
  const newModule = isNew('chucNang');
  const moduleRows = MODULES.filter((m) => newModule(m.maChucNang));
  if (moduleRows.length) {
    await db
      .insert(chucNang)
      .values(moduleRows.map(({ maChucNang, tenChucNang }) => ({ maChucNang, tenChucNang })))
      .onConflictDoNothing();
  }

  const actions = new Map((await db.select().from(hanhDong)).map((a) => [a.maHanhDong, a]));
  const modules = new Map((await db.select().from(chucNang)).map((m) => [m.maChucNang, m]));
  const newPermission = isNew('quyen');
  const permissionRows = MODULES.flatMap((m) =>
    m.actions.flatMap((code) => {
      const action = actions.get(code);
      const module = modules.get(m.maChucNang);
      const maQuyen = permissionCode(m.maChucNang, code);
      // An administrator removed the module or action: its permissions are not brought back.
      if (!action || !module || !newPermission(maQuyen)) return [];
      return [
        {
          maQuyen,
          tenQuyen: `${action.tenHanhDong} ${m.tenChucNang.toLowerCase()}`,
          idChucNang: module.idChucNang,
          idHanhDong: action.idHanhDong,
        },
      ];
    }),
  );
  if (permissionRows.length) await db.insert(quyen).values(permissionRows).onConflictDoNothing();

  const permissions = new Map(
    (await db.select({ id: quyen.idQuyen, ma: quyen.maQuyen }).from(quyen)).map((q) => [q.ma, q.id]),
  );
  const newRule = isNew('apiPermission');
  const ruleRows = DEFAULT_API_RULES.flatMap(([method, urlPattern, code]) => {
    const idQuyen = permissions.get(code);
    return idQuyen !== undefined && newRule(ruleKey(method, urlPattern)) ? [{ method, urlPattern, idQuyen }] : [];
  });
  if (ruleRows.length) await db.insert(apiPermission).values(ruleRows).onConflictDoNothing();

  const offered: Offered = {
    hanhDong: ACTIONS.map((a) => a.maHanhDong),
    chucNang: MODULES.map((m) => m.maChucNang),
    quyen: PERMISSION_CODES,
    apiPermission: DEFAULT_API_RULES.map(([method, urlPattern]) => ruleKey(method, urlPattern)),
  };
  const value = Object.fromEntries(
    Object.entries(offered).map(([kind, keys]) => [
      kind,
      [...new Set([...(before[kind as keyof Offered] ?? []), ...keys])],
    ]),
  );
  await db
    .insert(settings)
    .values({ key: OFFERED_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

export const isEmpty = async (db: Db) => ((await db.select({ n: count() }).from(nguoiDung))[0]?.n ?? 0) === 0;

/** Seeds the demo company. Only called on an empty database. */
export async function seedDemo(db: Db): Promise<void> {
  await db.insert(phongBan).values(DEMO_DEPARTMENTS).onConflictDoNothing();
  await db.insert(chucVu).values(DEMO_POSITIONS).onConflictDoNothing();
  const departments = new Map((await db.select().from(phongBan)).map((d) => [d.maPhongBan, d.idPhongBan]));
  const positions = new Map((await db.select().from(chucVu)).map((p) => [p.maChucVu, p.idChucVu]));

  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  // The demo staff joined long before any demo data: the attendance screens treat days before an account's
  // creation as "not there yet", and the seeded weeks of attendance must read as worked or absent.
  const joined = new Date('2020-01-01T00:00:00+07:00');
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
        createdAt: joined,
        updatedAt: joined,
      })),
    )
    .returning({ id: nguoiDung.idNguoiDung, username: nguoiDung.tenDangNhap });

  const permissions = await db
    .select({ idQuyen: quyen.idQuyen, maChucNang: chucNang.maChucNang, maHanhDong: hanhDong.maHanhDong })
    .from(quyen)
    .innerJoin(chucNang, eq(chucNang.idChucNang, quyen.idChucNang))
    .innerJoin(hanhDong, eq(hanhDong.idHanhDong, quyen.idHanhDong));
  const grants = inserted.flatMap(({ id, username }) => {
    const matrix: Record<string, readonly string[] | undefined> = DEMO_MATRIX[username] ?? {};
    return permissions
      .filter((p) => matrix[p.maChucNang]?.includes(p.maHanhDong))
      .map((p) => ({ idNguoiDung: id, idQuyen: p.idQuyen }));
  });
  if (grants.length) await db.insert(nguoiDungQuyen).values(grants).onConflictDoNothing();

  await seedFleetDemo(db, new Map(inserted.map((u) => [u.username, u.id])));
  await seedCatalogueItemsDemo(db);
  await seedMaintenanceDemo(db);
  await seedOrdersDemo(db);
  await seedNotificationsDemo(db);
  await seedWorkOrdersDemo(db);
  await seedWorkDemo(db);
  await seedArticlesDemo(db);
  await seedFanpagesDemo(db);
  await seedLeadsDemo(db);
  await seedAutomationDemo(db);
}

/**
 * The demo fleet: types with checklist packages, vehicles, taixe1/taixe2 each holding a FIXED
 * vehicle not yet received (taixe3 none), documents in all three expiry states and a few fuel
 * reports and tickets. Dates are relative to the seed day so "expiring soon" stays true.
 */
async function seedFleetDemo(db: Db, users: Map<string, number>, now = new Date()): Promise<void> {
  const user = (name: string) => {
    const id = users.get(name);
    if (id === undefined) throw new Error(`Thiếu người dùng demo ${name}`);
    return id;
  };
  const daysFromNow = (days: number) => new Date(now.getTime() + days * 86_400_000);
  const dayText = (days: number) => daysFromNow(days).toISOString().slice(0, 10);

  const items = await db
    .insert(dmChecklistItem)
    .values(DEMO_CHECKLIST_ITEMS.map((i) => ({ active: true, ...i })))
    .returning({ id: dmChecklistItem.id, ten: dmChecklistItem.tenHangMuc });
  const itemId = new Map(items.map((i) => [i.ten, i.id]));
  const types = await db
    .insert(dmLoaiXe)
    .values(DEMO_VEHICLE_TYPES.map(({ tenLoaiXe, moTa }) => ({ tenLoaiXe, moTa })))
    .returning({ id: dmLoaiXe.id, ten: dmLoaiXe.tenLoaiXe });
  const typeId = new Map(types.map((t) => [t.ten, t.id]));
  await db
    .insert(dmLoaiXeChecklist)
    .values(
      DEMO_VEHICLE_TYPES.flatMap((t) =>
        t.items.map((name) => ({ loaiXeId: typeId.get(t.tenLoaiXe) as number, itemId: itemId.get(name) as number })),
      ),
    );

  const vehicles = await db
    .insert(xe)
    .values(DEMO_VEHICLES.map(({ loai, ...v }) => ({ ...v, loaiXeId: typeId.get(loai) ?? null })))
    .returning({ id: xe.id, bienSo: xe.bienSo });
  const vehicle = (bienSo: string) => vehicles.find((v) => v.bienSo === bienSo)?.id as number;

  await db.insert(xePhanCong).values(
    DEMO_ASSIGNMENTS.map((a) => ({
      xeId: vehicle(a.bienSo),
      taiXeId: user(a.taiXe),
      loai: 'FIXED',
      trangThai: 'ASSIGNED',
      lyDo: a.lyDo,
      startAt: daysFromNow(-30),
    })),
  );

  await db.insert(giayTo).values(
    DEMO_DOCUMENTS.map(({ owner, ma, so, hetHanSauNgay }) => {
      const ownerName =
        'bienSo' in owner ? owner.bienSo : (DEMO_USERS.find((u) => u.tenDangNhap === owner.taiXe)?.hoTen ?? '');
      return {
        maLoaiGiayTo: ma,
        // As the documents form fills it on create: "{type label} - {plate or driver name}".
        tenHienThi: `${DOCUMENT_TYPE_LABELS[ma] ?? ma} - ${ownerName}`,
        soGiayTo: so,
        xeId: 'bienSo' in owner ? vehicle(owner.bienSo) : null,
        nguoiDungId: 'taiXe' in owner ? user(owner.taiXe) : null,
        ngayCap: dayText(hetHanSauNgay - 365),
        ngayHetHan: dayText(hetHanSauNgay),
        noiCap: 'TP. Hồ Chí Minh',
      };
    }),
  );

  // Each period starts at the vehicle's previous approved reading, as the server computes it.
  const lastApproved = new Map<string, number>();
  const approver = user('dieuphoi');
  await db.insert(xangDau).values(
    DEMO_FUEL_LOGS.map((f) => {
      const dauKy = lastApproved.get(f.bienSo) ?? null;
      if (f.trangThai === 'DA_DUYET') lastApproved.set(f.bienSo, f.odoKmCuoiKy);
      const at = daysFromNow(-f.truocNgay);
      return {
        xeId: vehicle(f.bienSo),
        taiXeId: user(f.taiXe),
        soTien: f.soTien,
        soLit: f.soLit,
        odoKmDauKy: dauKy,
        odoKmCuoiKy: f.odoKmCuoiKy,
        kmThucTe: dauKy === null ? null : f.odoKmCuoiKy - dauKy,
        trangThai: f.trangThai,
        ngayDo: at,
        receivedAt: at,
        nguoiDuyetId: f.trangThai === 'DA_DUYET' ? approver : null,
        thoiDiemDuyet: f.trangThai === 'DA_DUYET' ? new Date(at.getTime() + 3_600_000) : null,
      };
    }),
  );

  await db.insert(baoDuongXe).values(
    DEMO_TICKETS.map((t) => {
      const at = daysFromNow(-t.truocNgay);
      return {
        xeId: vehicle(t.bienSo),
        loaiBaoDuong: t.loaiBaoDuong,
        trangThai: t.trangThai,
        noiDungCongViec: t.noiDungCongViec,
        odoLucTao: t.odoLucTao,
        nguoiTaoId: user(t.nguoiTao),
        ngayTao: at,
        receivedAt: at,
      };
    }),
  );
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
