import {
  MAINTENANCE_ITEM_MESSAGES as M,
  type MaintenanceItem,
  type MaintenanceItemListQuery,
  type MaintenanceItemRequest,
} from '@/contracts/fleet-catalogues';
import type { Db } from '../../../db/client';
import { notFound, stateConflict } from '../../../http-error';
import { paged } from '../../../lib/paging';
import * as repo from './repo';

export const listItems = (db: Db, q: MaintenanceItemListQuery) => {
  const filter = { q: q.q, active: q.active };
  return paged(
    q,
    (w) => repo.listItems(db, filter, w),
    () => repo.countItems(db, filter),
    (r) => r,
  );
};

export const activeOptions = (db: Db) => repo.activeOptions(db);

export async function getItem(db: Db, id: number): Promise<MaintenanceItem> {
  const row = await repo.findItem(db, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** Names are unique whatever the case, retired items included (restoring one must not duplicate). */
async function checkName(db: Db, tenHangMuc: string, id?: number) {
  const same = await repo.findByName(db, tenHangMuc);
  if (same && same.id !== id) throw stateConflict(M.nameTaken(same.tenHangMuc));
}

const fields = (input: MaintenanceItemRequest) => ({
  tenHangMuc: input.tenHangMuc,
  chuKyKm: input.chuKyKm ?? null,
  ghiChu: input.ghiChu ?? null,
});

export async function createItem(tx: Db, input: MaintenanceItemRequest) {
  await checkName(tx, input.tenHangMuc);
  return getItem(tx, await repo.insertItem(tx, { ...fields(input), active: true }));
}

export async function updateItem(tx: Db, id: number, input: MaintenanceItemRequest) {
  await getItem(tx, id);
  await checkName(tx, input.tenHangMuc, id);
  await repo.updateItem(tx, id, fields(input));
  return getItem(tx, id);
}

/** Deactivate (the DELETE) or restore: tickets keep pointing at the item either way. */
export async function setActive(tx: Db, id: number, active: boolean) {
  await getItem(tx, id);
  await repo.updateItem(tx, id, { active });
  return getItem(tx, id);
}
