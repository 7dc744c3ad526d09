/** The wp_site table (the only Drizzle file of the websites module). */
import { asc, count, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '@/contracts/envelope';
import type { Db } from '../../db/client';
import { wpSite } from '../../db/schema/articles';
import { countOf, pageWindow } from '../../lib/paging';

export type WpSiteRow = typeof wpSite.$inferSelect;
export type WpSiteValues = Omit<typeof wpSite.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const allSites = (db: Db) => db.select().from(wpSite).orderBy(asc(wpSite.name), asc(wpSite.id));

export const activeSites = (db: Db) =>
  db.select().from(wpSite).where(eq(wpSite.active, true)).orderBy(asc(wpSite.name), asc(wpSite.id));

export async function pageOfSites(db: Db, q: PageQuery): Promise<[WpSiteRow[], number]> {
  const { limit, offset } = pageWindow(q);
  return Promise.all([
    db.select().from(wpSite).orderBy(desc(wpSite.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(wpSite).then(countOf),
  ]);
}

export async function findSite(db: Db, id: number): Promise<WpSiteRow | null> {
  const [row] = await db.select().from(wpSite).where(eq(wpSite.id, id));
  return row ?? null;
}

export async function insertSite(db: Db, values: WpSiteValues): Promise<WpSiteRow> {
  const [row] = await db.insert(wpSite).values(values).returning();
  if (!row) throw new Error('insert wp_site returned nothing');
  return row;
}

export async function updateSite(db: Db, id: number, values: Partial<WpSiteValues>): Promise<WpSiteRow | null> {
  const [row] = await db
    .update(wpSite)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(wpSite.id, id))
    .returning();
  return row ?? null;
}

export async function deleteSite(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(wpSite).where(eq(wpSite.id, id)).returning({ id: wpSite.id });
  return rows.length > 0;
}
