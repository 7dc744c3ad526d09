import { asc, count, eq, sql } from 'drizzle-orm';
import { NO_POSITION_ORDER } from '@/contracts/fleet-catalogues';
import type { Db } from '../../../db/client';
import { checklistLogItem, dmChecklistItem } from '../../../db/schema';
import { countOf } from '../../../lib/paging';

// Also what the driver's checklist (checklist/repo) reads: one definition of an item's columns and order.
export const checklistItemColumns = {
  id: dmChecklistItem.id,
  tenHangMuc: dmChecklistItem.tenHangMuc,
  moTa: dmChecklistItem.moTa,
  viTri: dmChecklistItem.viTri,
  mucDo: dmChecklistItem.mucDo,
  active: dmChecklistItem.active,
};
/** The driver's order: by position, items without one as 999 (spec 003 §5), then oldest first. */
export const checklistItemOrder = [
  sql`coalesce(${dmChecklistItem.viTri}, ${sql.raw(String(NO_POSITION_ORDER))})`,
  asc(dmChecklistItem.id),
];

export function listItems(db: Db, window: { limit: number; offset: number }) {
  return db
    .select(checklistItemColumns)
    .from(dmChecklistItem)
    .orderBy(...checklistItemOrder)
    .limit(window.limit)
    .offset(window.offset);
}

export function countItems(db: Db) {
  return db.select({ n: count() }).from(dmChecklistItem).then(countOf);
}

export function activeItems(db: Db) {
  return db
    .select(checklistItemColumns)
    .from(dmChecklistItem)
    .where(eq(dmChecklistItem.active, true))
    .orderBy(...checklistItemOrder);
}

export function findItem(db: Db, id: number) {
  return db
    .select(checklistItemColumns)
    .from(dmChecklistItem)
    .where(eq(dmChecklistItem.id, id))
    .then((rows) => rows[0]);
}

export function insertItem(db: Db, row: typeof dmChecklistItem.$inferInsert) {
  return db
    .insert(dmChecklistItem)
    .values(row)
    .returning({ id: dmChecklistItem.id })
    .then((rows) => rows[0]?.id as number);
}

export function updateItem(db: Db, id: number, set: Partial<typeof dmChecklistItem.$inferInsert>) {
  return db.update(dmChecklistItem).set(set).where(eq(dmChecklistItem.id, id));
}

/** Whether any submitted checklist answered this item. */
export function isUsed(db: Db, id: number) {
  return db
    .select({ id: checklistLogItem.id })
    .from(checklistLogItem)
    .where(eq(checklistLogItem.itemId, id))
    .limit(1)
    .then((rows) => rows.length > 0);
}

export function deleteItem(db: Db, id: number) {
  return db.delete(dmChecklistItem).where(eq(dmChecklistItem.id, id));
}
