import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tepTin } from '../../db/schema';

export type FileRow = typeof tepTin.$inferSelect;

export function insertFiles(db: Db, rows: (typeof tepTin.$inferInsert)[]) {
  return db.insert(tepTin).values(rows);
}

export function findFile(db: Db, id: string) {
  return db
    .select()
    .from(tepTin)
    .where(eq(tepTin.id, id))
    .then((rows) => rows[0]);
}
