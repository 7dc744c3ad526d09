/** The fanpage table (the only Drizzle file of the fanpages module). */
import { count, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '@/contracts/envelope';
import type { Db } from '../../db/client';
import { fanpage } from '../../db/schema/marketing';
import { countOf, pageWindow } from '../../lib/paging';

export type FanpageRow = typeof fanpage.$inferSelect;
export type FanpageValues = Omit<typeof fanpage.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function pageOfFanpages(db: Db, q: PageQuery): Promise<[FanpageRow[], number]> {
  const { limit, offset } = pageWindow(q);
  return Promise.all([
    db.select().from(fanpage).orderBy(desc(fanpage.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(fanpage).then(countOf),
  ]);
}

export async function findFanpage(db: Db, id: number): Promise<FanpageRow | null> {
  const [row] = await db.select().from(fanpage).where(eq(fanpage.id, id));
  return row ?? null;
}

export async function findByMaTrang(db: Db, maTrang: string): Promise<FanpageRow | null> {
  const [row] = await db.select().from(fanpage).where(eq(fanpage.maTrang, maTrang));
  return row ?? null;
}

export async function insertFanpage(db: Db, values: FanpageValues): Promise<FanpageRow> {
  const [row] = await db.insert(fanpage).values(values).returning();
  if (!row) throw new Error('insert fanpage returned nothing');
  return row;
}

export async function updateFanpage(db: Db, id: number, values: Partial<FanpageValues>): Promise<FanpageRow | null> {
  const [row] = await db
    .update(fanpage)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fanpage.id, id))
    .returning();
  return row ?? null;
}

export async function deleteFanpage(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(fanpage).where(eq(fanpage.id, id)).returning({ id: fanpage.id });
  return rows.length > 0;
}
