import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { xePhanCong, xePhanCongSuKien } from '../../../db/schema';
import type { AssignmentRow } from '../vehicles/repo';

export function setAssignmentStatus(db: Db, id: number, trangThai: AssignmentRow['trangThai'], closedAt?: Date) {
  return db
    .update(xePhanCong)
    .set({ trangThai, ...(closedAt ? { closedAt } : {}) })
    .where(eq(xePhanCong.id, id));
}

export function insertEvent(db: Db, row: typeof xePhanCongSuKien.$inferInsert) {
  return db
    .insert(xePhanCongSuKien)
    .values(row)
    .returning({ id: xePhanCongSuKien.id })
    .then((rows) => rows[0]?.id as number);
}
