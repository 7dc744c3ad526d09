import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dmChecklistItem, dmLoaiXe, dmLoaiXeChecklist, xe } from '../../../db/schema';
import { countOf } from '../../../lib/paging';

export type VehicleTypeRow = typeof dmLoaiXe.$inferSelect;

/** Types newest first (spec §9: id descending). */
export function listTypes(db: Db, window: { limit: number; offset: number }, id?: number) {
  return db
    .select({
      id: dmLoaiXe.id,
      tenLoaiXe: dmLoaiXe.tenLoaiXe,
      moTa: dmLoaiXe.moTa,
      active: dmLoaiXe.active,
    })
    .from(dmLoaiXe)
    .where(id === undefined ? undefined : eq(dmLoaiXe.id, id))
    .orderBy(desc(dmLoaiXe.id))
    .limit(window.limit)
    .offset(window.offset);
}

export function countTypes(db: Db) {
  return db.select({ n: count() }).from(dmLoaiXe).then(countOf);
}

export function findType(db: Db, id: number) {
  return db
    .select()
    .from(dmLoaiXe)
    .where(eq(dmLoaiXe.id, id))
    .then((rows) => rows[0]);
}

export function findTypeByName(db: Db, tenLoaiXe: string) {
  return db
    .select({ id: dmLoaiXe.id })
    .from(dmLoaiXe)
    .where(eq(sql`lower(${dmLoaiXe.tenLoaiXe})`, tenLoaiXe.toLowerCase()))
    .then((rows) => rows[0]);
}

/** The packages of these types, in the driver's checklist order (no position = 999). */
export function packagesOf(db: Db, typeIds: number[]) {
  if (typeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      loaiXeId: dmLoaiXeChecklist.loaiXeId,
      id: dmChecklistItem.id,
      tenHangMuc: dmChecklistItem.tenHangMuc,
      viTri: dmChecklistItem.viTri,
      mucDo: dmChecklistItem.mucDo,
      active: dmChecklistItem.active,
    })
    .from(dmLoaiXeChecklist)
    .innerJoin(dmChecklistItem, eq(dmChecklistItem.id, dmLoaiXeChecklist.itemId))
    .where(inArray(dmLoaiXeChecklist.loaiXeId, typeIds))
    .orderBy(sql`coalesce(${dmChecklistItem.viTri}, 999)`, asc(dmChecklistItem.id));
}

export function findItems(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: dmChecklistItem.id, tenHangMuc: dmChecklistItem.tenHangMuc, active: dmChecklistItem.active })
    .from(dmChecklistItem)
    .where(inArray(dmChecklistItem.id, ids));
}

export function insertType(db: Db, row: typeof dmLoaiXe.$inferInsert) {
  return db
    .insert(dmLoaiXe)
    .values(row)
    .returning({ id: dmLoaiXe.id })
    .then((rows) => rows[0]?.id as number);
}

export function updateType(db: Db, id: number, set: Partial<typeof dmLoaiXe.$inferInsert>) {
  return db.update(dmLoaiXe).set(set).where(eq(dmLoaiXe.id, id));
}

/** Replaces the type's package with exactly these items. */
export async function setPackage(db: Db, loaiXeId: number, itemIds: number[]) {
  await db.delete(dmLoaiXeChecklist).where(eq(dmLoaiXeChecklist.loaiXeId, loaiXeId));
  if (itemIds.length) await db.insert(dmLoaiXeChecklist).values(itemIds.map((itemId) => ({ loaiXeId, itemId })));
}

/** How many vehicles (decommissioned ones too) carry each of these types. */
export function vehicleCounts(db: Db, typeIds: number[]) {
  if (typeIds.length === 0) return Promise.resolve(new Map<number, number>());
  return db
    .select({ loaiXeId: xe.loaiXeId, n: count() })
    .from(xe)
    .where(inArray(xe.loaiXeId, typeIds))
    .groupBy(xe.loaiXeId)
    .then((rows) => new Map(rows.map((r) => [r.loaiXeId as number, r.n])));
}

export function deleteType(db: Db, id: number) {
  return db.delete(dmLoaiXe).where(eq(dmLoaiXe.id, id));
}

export function activeTypeOptions(db: Db) {
  return db
    .select({ id: dmLoaiXe.id, tenLoaiXe: dmLoaiXe.tenLoaiXe })
    .from(dmLoaiXe)
    .where(eq(dmLoaiXe.active, true))
    .orderBy(asc(dmLoaiXe.tenLoaiXe), asc(dmLoaiXe.id));
}
