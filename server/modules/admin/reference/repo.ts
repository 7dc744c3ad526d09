import { and, asc, count, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { apiPermission, chucNang, chucVu, hanhDong, nguoiDung, phongBan, quyen } from '../../../db/schema';
import { countOf } from '../../../lib/paging';
import { containing } from '../shared';

type Window = { limit: number; offset: number };

/** Whether any row satisfies `where` (other than the one being edited: pass `ne(id, …)` in it). */
const exists = (db: Db, table: Parameters<ReturnType<Db['select']>['from']>[0], where: SQL | undefined) =>
  db
    .select({ n: count() })
    .from(table)
    .where(where)
    .then((rows) => countOf(rows) > 0);

const except = (column: PgColumn, id: number | undefined) => (id === undefined ? undefined : ne(column, id));

// ── departments (deleted softly) ─────────────────────────────────────────────────────────────
const liveDepartments = (keyword?: string) =>
  and(isNull(phongBan.deletedAt), containing(keyword, [phongBan.maPhongBan, phongBan.tenPhongBan]));

const departmentColumns = {
  idPhongBan: phongBan.idPhongBan,
  maPhongBan: phongBan.maPhongBan,
  tenPhongBan: phongBan.tenPhongBan,
  trangThai: phongBan.trangThai,
  gioBatDauSang: phongBan.gioBatDauSang,
  gioKetThucSang: phongBan.gioKetThucSang,
  gioBatDauChieu: phongBan.gioBatDauChieu,
  gioKetThucChieu: phongBan.gioKetThucChieu,
};

export const listDepartments = (db: Db, keyword: string | undefined, w: Window) =>
  db
    .select(departmentColumns)
    .from(phongBan)
    .where(liveDepartments(keyword))
    .orderBy(asc(phongBan.idPhongBan))
    .limit(w.limit)
    .offset(w.offset);
export const countDepartments = (db: Db, keyword?: string) =>
  db.select({ n: count() }).from(phongBan).where(liveDepartments(keyword)).then(countOf);

export const departmentOptions = (db: Db) =>
  db
    .select({ idPhongBan: phongBan.idPhongBan, maPhongBan: phongBan.maPhongBan, tenPhongBan: phongBan.tenPhongBan })
    .from(phongBan)
    .where(and(isNull(phongBan.deletedAt), eq(phongBan.trangThai, 1)))
    .orderBy(asc(phongBan.tenPhongBan));

export const findDepartment = (db: Db, id: number) =>
  db
    .select(departmentColumns)
    .from(phongBan)
    .where(and(eq(phongBan.idPhongBan, id), isNull(phongBan.deletedAt)))
    .then((rows) => rows[0]);

/** Codes stay unique across deleted departments too (the unique index covers them). */
export const departmentCodeTaken = (db: Db, ma: string, id?: number) =>
  exists(db, phongBan, and(eq(phongBan.maPhongBan, ma), except(phongBan.idPhongBan, id)));

export const insertDepartment = (tx: Db, row: typeof phongBan.$inferInsert) =>
  tx
    .insert(phongBan)
    .values(row)
    .returning({ id: phongBan.idPhongBan })
    .then((rows) => rows[0]?.id as number);

export const updateDepartment = (tx: Db, id: number, set: Partial<typeof phongBan.$inferInsert>) =>
  tx.update(phongBan).set(set).where(eq(phongBan.idPhongBan, id));

export const activeMembers = (db: Db, idPhongBan: number) =>
  db
    .select({ n: count() })
    .from(nguoiDung)
    .where(and(eq(nguoiDung.idPhongBan, idPhongBan), eq(nguoiDung.trangThai, 1)))
    .then(countOf);

// ── positions ────────────────────────────────────────────────────────────────────────────────
const positionSearch = (keyword?: string) => containing(keyword, [chucVu.maChucVu, chucVu.tenChucVu]);
const positionColumns = { idChucVu: chucVu.idChucVu, maChucVu: chucVu.maChucVu, tenChucVu: chucVu.tenChucVu };

export const listPositions = (db: Db, keyword: string | undefined, w: Window) =>
  db
    .select(positionColumns)
    .from(chucVu)
    .where(positionSearch(keyword))
    .orderBy(asc(chucVu.idChucVu))
    .limit(w.limit)
    .offset(w.offset);
export const countPositions = (db: Db, keyword?: string) =>
  db.select({ n: count() }).from(chucVu).where(positionSearch(keyword)).then(countOf);
export const findPosition = (db: Db, id: number) =>
  db
    .select(positionColumns)
    .from(chucVu)
    .where(eq(chucVu.idChucVu, id))
    .then((rows) => rows[0]);
export const positionCodeTaken = (db: Db, ma: string, id?: number) =>
  exists(db, chucVu, and(eq(chucVu.maChucVu, ma), except(chucVu.idChucVu, id)));
export const insertPosition = (tx: Db, row: typeof chucVu.$inferInsert) =>
  tx
    .insert(chucVu)
    .values(row)
    .returning({ id: chucVu.idChucVu })
    .then((rows) => rows[0]?.id as number);
export const updatePosition = (tx: Db, id: number, set: Partial<typeof chucVu.$inferInsert>) =>
  tx.update(chucVu).set(set).where(eq(chucVu.idChucVu, id));
export const deletePosition = (tx: Db, id: number) => tx.delete(chucVu).where(eq(chucVu.idChucVu, id));
/** Users of any status: deleting the position would silently clear it on their history too. */
export const positionHolders = (db: Db, idChucVu: number) =>
  db.select({ n: count() }).from(nguoiDung).where(eq(nguoiDung.idChucVu, idChucVu)).then(countOf);

// ── functions (modules) and actions ──────────────────────────────────────────────────────────
const functionSearch = (keyword?: string) => containing(keyword, [chucNang.maChucNang, chucNang.tenChucNang]);
export const listFunctions = (db: Db, keyword: string | undefined, w: Window) =>
  db
    .select()
    .from(chucNang)
    .where(functionSearch(keyword))
    .orderBy(asc(chucNang.idChucNang))
    .limit(w.limit)
    .offset(w.offset);
export const countFunctions = (db: Db, keyword?: string) =>
  db.select({ n: count() }).from(chucNang).where(functionSearch(keyword)).then(countOf);
export const findFunction = (db: Db, id: number) =>
  db
    .select()
    .from(chucNang)
    .where(eq(chucNang.idChucNang, id))
    .then((rows) => rows[0]);
export const functionCodeTaken = (db: Db, ma: string, id?: number) =>
  exists(db, chucNang, and(eq(chucNang.maChucNang, ma), except(chucNang.idChucNang, id)));
export const insertFunction = (tx: Db, row: typeof chucNang.$inferInsert) =>
  tx
    .insert(chucNang)
    .values(row)
    .returning()
    .then((rows) => rows[0] as typeof chucNang.$inferSelect);
export const updateFunction = (tx: Db, id: number, set: Partial<typeof chucNang.$inferInsert>) =>
  tx
    .update(chucNang)
    .set(set)
    .where(eq(chucNang.idChucNang, id))
    .returning()
    .then((rows) => rows[0]);
export const deleteFunction = (tx: Db, id: number) => tx.delete(chucNang).where(eq(chucNang.idChucNang, id));
export const permissionsOfFunction = (db: Db, id: number) =>
  db.select({ n: count() }).from(quyen).where(eq(quyen.idChucNang, id)).then(countOf);

const actionSearch = (keyword?: string) => containing(keyword, [hanhDong.maHanhDong, hanhDong.tenHanhDong]);
export const listActions = (db: Db, keyword: string | undefined, w: Window) =>
  db
    .select()
    .from(hanhDong)
    .where(actionSearch(keyword))
    .orderBy(asc(hanhDong.idHanhDong))
    .limit(w.limit)
    .offset(w.offset);
export const countActions = (db: Db, keyword?: string) =>
  db.select({ n: count() }).from(hanhDong).where(actionSearch(keyword)).then(countOf);
export const findAction = (db: Db, id: number) =>
  db
    .select()
    .from(hanhDong)
    .where(eq(hanhDong.idHanhDong, id))
    .then((rows) => rows[0]);
export const actionCodeTaken = (db: Db, ma: string, id?: number) =>
  exists(db, hanhDong, and(eq(hanhDong.maHanhDong, ma), except(hanhDong.idHanhDong, id)));
export const insertAction = (tx: Db, row: typeof hanhDong.$inferInsert) =>
  tx
    .insert(hanhDong)
    .values(row)
    .returning()
    .then((rows) => rows[0] as typeof hanhDong.$inferSelect);
export const updateAction = (tx: Db, id: number, set: Partial<typeof hanhDong.$inferInsert>) =>
  tx
    .update(hanhDong)
    .set(set)
    .where(eq(hanhDong.idHanhDong, id))
    .returning()
    .then((rows) => rows[0]);
export const deleteAction = (tx: Db, id: number) => tx.delete(hanhDong).where(eq(hanhDong.idHanhDong, id));
export const permissionsOfAction = (db: Db, id: number) =>
  db.select({ n: count() }).from(quyen).where(eq(quyen.idHanhDong, id)).then(countOf);

// ── permissions ──────────────────────────────────────────────────────────────────────────────
const permissionColumns = {
  idQuyen: quyen.idQuyen,
  maQuyen: quyen.maQuyen,
  tenQuyen: quyen.tenQuyen,
  idChucNang: quyen.idChucNang,
  maChucNang: chucNang.maChucNang,
  chucNang: chucNang.tenChucNang,
  idHanhDong: quyen.idHanhDong,
  maHanhDong: hanhDong.maHanhDong,
  hanhDong: hanhDong.tenHanhDong,
};
const permissionSearch = (keyword?: string) =>
  containing(keyword, [quyen.maQuyen, quyen.tenQuyen, chucNang.tenChucNang, hanhDong.tenHanhDong]);
const permissionsJoined = (db: Db) =>
  db
    .select(permissionColumns)
    .from(quyen)
    .innerJoin(chucNang, eq(chucNang.idChucNang, quyen.idChucNang))
    .innerJoin(hanhDong, eq(hanhDong.idHanhDong, quyen.idHanhDong));

export const listPermissions = (db: Db, keyword: string | undefined, w: Window) =>
  permissionsJoined(db).where(permissionSearch(keyword)).orderBy(asc(quyen.idQuyen)).limit(w.limit).offset(w.offset);
export const countPermissions = (db: Db, keyword?: string) =>
  db
    .select({ n: count() })
    .from(quyen)
    .innerJoin(chucNang, eq(chucNang.idChucNang, quyen.idChucNang))
    .innerJoin(hanhDong, eq(hanhDong.idHanhDong, quyen.idHanhDong))
    .where(permissionSearch(keyword))
    .then(countOf);
export const findPermission = (db: Db, id: number) =>
  permissionsJoined(db)
    .where(eq(quyen.idQuyen, id))
    .then((rows) => rows[0]);
export const permissionCodeTaken = (db: Db, ma: string, id?: number) =>
  exists(db, quyen, and(eq(quyen.maQuyen, ma), except(quyen.idQuyen, id)));
/** The permission already defined for that (function, action) pair, if any. */
export const permissionOfPair = (db: Db, idChucNang: number, idHanhDong: number, id?: number) =>
  db
    .select({ maQuyen: quyen.maQuyen })
    .from(quyen)
    .where(and(eq(quyen.idChucNang, idChucNang), eq(quyen.idHanhDong, idHanhDong), except(quyen.idQuyen, id)))
    .then((rows) => rows[0]);
export const insertPermission = (tx: Db, row: typeof quyen.$inferInsert) =>
  tx
    .insert(quyen)
    .values(row)
    .returning({ id: quyen.idQuyen })
    .then((rows) => rows[0]?.id as number);
export const updatePermission = (tx: Db, id: number, set: Partial<typeof quyen.$inferInsert>) =>
  tx.update(quyen).set(set).where(eq(quyen.idQuyen, id));
/** User grants go with it (ON DELETE CASCADE); rules are checked first by the service. */
export const deletePermission = (tx: Db, id: number) => tx.delete(quyen).where(eq(quyen.idQuyen, id));
export const rulesOfPermission = (db: Db, id: number) =>
  db.select({ n: count() }).from(apiPermission).where(eq(apiPermission.idQuyen, id)).then(countOf);

// ── API permission rules ─────────────────────────────────────────────────────────────────────
const ruleColumns = {
  id: apiPermission.id,
  method: apiPermission.method,
  urlPattern: apiPermission.urlPattern,
  idQuyen: apiPermission.idQuyen,
  maQuyen: quyen.maQuyen,
  tenQuyen: quyen.tenQuyen,
};
const ruleSearch = (keyword?: string) => containing(keyword, [apiPermission.urlPattern, quyen.maQuyen, quyen.tenQuyen]);
const rulesJoined = (db: Db) =>
  db.select(ruleColumns).from(apiPermission).innerJoin(quyen, eq(quyen.idQuyen, apiPermission.idQuyen));

/** Grouped by URL so an area's rules sit together. */
export const listRules = (db: Db, keyword: string | undefined, w: Window) =>
  rulesJoined(db)
    .where(ruleSearch(keyword))
    .orderBy(asc(apiPermission.urlPattern), asc(apiPermission.method))
    .limit(w.limit)
    .offset(w.offset);
export const countRules = (db: Db, keyword?: string) =>
  db
    .select({ n: count() })
    .from(apiPermission)
    .innerJoin(quyen, eq(quyen.idQuyen, apiPermission.idQuyen))
    .where(ruleSearch(keyword))
    .then(countOf);
export const findRule = (db: Db, id: number) =>
  rulesJoined(db)
    .where(eq(apiPermission.id, id))
    .then((rows) => rows[0]);
export const ruleTaken = (db: Db, method: string, urlPattern: string, id?: number) =>
  exists(
    db,
    apiPermission,
    and(eq(apiPermission.method, method), eq(apiPermission.urlPattern, urlPattern), except(apiPermission.id, id)),
  );
export const permissionExists = (db: Db, id: number) => exists(db, quyen, eq(quyen.idQuyen, id));
export const insertRule = (tx: Db, row: typeof apiPermission.$inferInsert) =>
  tx
    .insert(apiPermission)
    .values(row)
    .returning({ id: apiPermission.id })
    .then((rows) => rows[0]?.id as number);
export const updateRule = (tx: Db, id: number, set: Partial<typeof apiPermission.$inferInsert>) =>
  tx.update(apiPermission).set(set).where(eq(apiPermission.id, id));
export const deleteRule = (tx: Db, id: number) =>
  tx
    .delete(apiPermission)
    .where(eq(apiPermission.id, id))
    .returning({ id: apiPermission.id })
    .then((rows) => rows.length > 0);
