import type { PageQuery } from '@/contracts/envelope';
import type { Severity } from '@/contracts/fleet';
import { VEHICLE_TYPE_MESSAGES as M, type VehicleType, type VehicleTypeRequest } from '@/contracts/fleet-vehicles';
import type { Db } from '../../../db/client';
import { notFound, stateConflict, unprocessable } from '../../../http-error';
import { paged } from '../../../lib/paging';
import * as repo from './repo';

type TypeRow = Awaited<ReturnType<typeof repo.listTypes>>[number];

/** Attaches each type's checklist package and vehicle count (two queries for the whole page). */
async function withPackages(db: Db, rows: TypeRow[]): Promise<VehicleType[]> {
  const ids = rows.map((r) => r.id);
  const [items, counts] = await Promise.all([repo.packagesOf(db, ids), repo.vehicleCounts(db, ids)]);
  return rows.map((r) => {
    const checklistItems = items
      .filter((i) => i.loaiXeId === r.id)
      .map(({ loaiXeId: _, ...i }) => ({ ...i, mucDo: i.mucDo as Severity }));
    return { ...r, soXe: counts.get(r.id) ?? 0, checklistItems, checklistItemIds: checklistItems.map((i) => i.id) };
  });
}

export async function listTypes(db: Db, q: PageQuery) {
  const page = await paged(
    q,
    (w) => repo.listTypes(db, w),
    () => repo.countTypes(db),
    (r) => r,
  );
  return { ...page, content: await withPackages(db, page.content) };
}

export async function getType(db: Db, id: number): Promise<VehicleType> {
  const [row] = await repo.listTypes(db, { limit: 1, offset: 0 }, id);
  if (!row) throw notFound(M.notFound);
  const [type] = await withPackages(db, [row]);
  return type as VehicleType;
}

/**
 * The package may hold only existing items, and only active ones — except items the type already
 * had, which an edit may keep after they were retired.
 */
async function checkPackage(db: Db, ids: number[], kept: Set<number>) {
  const found = new Map((await repo.findItems(db, ids)).map((i) => [i.id, i]));
  for (const id of ids) {
    const item = found.get(id);
    if (!item) throw unprocessable(M.itemNotFound(id));
    if (!item.active && !kept.has(id)) throw unprocessable(M.itemInactive(item.tenHangMuc));
  }
}

async function checkName(db: Db, tenLoaiXe: string, id?: number) {
  const same = await repo.findTypeByName(db, tenLoaiXe);
  if (same && same.id !== id) throw stateConflict(M.nameTaken(tenLoaiXe));
}

export async function createType(tx: Db, input: VehicleTypeRequest): Promise<VehicleType> {
  await checkName(tx, input.tenLoaiXe);
  await checkPackage(tx, input.checklistItemIds, new Set());
  const id = await repo.insertType(tx, { tenLoaiXe: input.tenLoaiXe, moTa: input.moTa ?? null, active: input.active });
  await repo.setPackage(tx, id, input.checklistItemIds);
  return getType(tx, id);
}

export async function updateType(tx: Db, id: number, input: VehicleTypeRequest): Promise<VehicleType> {
  const current = await getType(tx, id);
  await checkName(tx, input.tenLoaiXe, id);
  await checkPackage(tx, input.checklistItemIds, new Set(current.checklistItemIds));
  await repo.updateType(tx, id, { tenLoaiXe: input.tenLoaiXe, moTa: input.moTa ?? null, active: input.active });
  await repo.setPackage(tx, id, input.checklistItemIds);
  return getType(tx, id);
}

/** A type still carried by vehicles (decommissioned ones included: their history names it) stays. */
export async function deleteType(tx: Db, id: number): Promise<void> {
  const type = await repo.findType(tx, id);
  if (!type) throw notFound(M.notFound);
  const n = (await repo.vehicleCounts(tx, [id])).get(id) ?? 0;
  if (n > 0) throw stateConflict(M.inUse(type.tenLoaiXe, n));
  await repo.deleteType(tx, id);
}

export const activeOptions = (db: Db) => repo.activeTypeOptions(db);
