import { count, desc, eq, sql } from 'drizzle-orm';
import type { Cta } from '@/contracts/articles';
import type { Db } from '../../db/client';
import { cta } from '../../db/schema';
import { countOf } from '../../lib/paging';

const columns = { id: cta.id, name: cta.name, ctaContent: cta.ctaContent };

/** Newest first. */
export const listCtas = (db: Db, window: { limit: number; offset: number }): Promise<Cta[]> =>
  db.select(columns).from(cta).orderBy(desc(cta.id)).limit(window.limit).offset(window.offset);

export const countCtas = async (db: Db) => countOf(await db.select({ n: count() }).from(cta));

export async function findCta(db: Db, id: number): Promise<Cta | undefined> {
  const [row] = await db.select(columns).from(cta).where(eq(cta.id, id));
  return row;
}

export async function insertCta(db: Db, values: { name: string; ctaContent: string }): Promise<Cta> {
  const [row] = await db.insert(cta).values(values).returning(columns);
  if (!row) throw new Error('insert cta returned nothing');
  return row;
}

export async function updateCta(db: Db, id: number, values: { name: string; ctaContent: string }) {
  const [row] = await db
    .update(cta)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(cta.id, id))
    .returning(columns);
  return row;
}

export async function deleteCta(db: Db, id: number): Promise<boolean> {
  return (await db.delete(cta).where(eq(cta.id, id)).returning({ id: cta.id })).length > 0;
}
