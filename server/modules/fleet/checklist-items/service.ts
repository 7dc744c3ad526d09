import type { PageQuery } from '@/contracts/envelope';
import type { ChecklistItem } from '@/contracts/fleet';
import { type ChecklistItemRequest, CHECKLIST_ITEM_MESSAGES as M } from '@/contracts/fleet-catalogues';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http-error';
import { paged } from '../../../lib/paging';
import * as repo from './repo';

type Row = Awaited<ReturnType<typeof repo.listItems>>[number];
const toItem = (r: Row): ChecklistItem => ({ ...r, mucDo: r.mucDo as ChecklistItem['mucDo'] });

export const listItems = (db: Db, q: PageQuery) =>
  paged(
    q,
    (w) => repo.listItems(db, w),
    () => repo.countItems(db),
    toItem,
  );

export const activeItems = async (db: Db) => (await repo.activeItems(db)).map(toItem);

export async function getItem(db: Db, id: number): Promise<ChecklistItem> {
  const row = await repo.findItem(db, id);
  if (!row) throw notFound(M.notFound);
  return toItem(row);
}

const fields = (input: ChecklistItemRequest) => ({
  tenHangMuc: input.tenHangMuc,
  moTa: input.moTa ?? null,
  viTri: input.viTri ?? null,
  mucDo: input.mucDo,
  active: input.active,
});

export async function createItem(tx: Db, input: ChecklistItemRequest) {
  return getItem(tx, await repo.insertItem(tx, fields(input)));
}

export async function updateItem(tx: Db, id: number, input: ChecklistItemRequest) {
  await getItem(tx, id);
  await repo.updateItem(tx, id, fields(input));
  return getItem(tx, id);
}

/**
 * An item no checklist has answered yet is deleted (and leaves the packages). One that drivers
 * already answered is retired instead, so old checklists keep pointing at it; the answer says which.
 */
export async function deleteItem(tx: Db, id: number): Promise<string> {
  const item = await getItem(tx, id);
  if (await repo.isUsed(tx, id)) {
    await repo.updateItem(tx, id, { active: false });
    return M.deactivatedInstead(item.tenHangMuc);
  }
  await repo.deleteItem(tx, id);
  return M.deleted;
}
