/** Industry rows (spec 001 §3): the only file that speaks Drizzle for `industry`. */
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Industry } from '@/contracts/leads';
import type { Db } from '../../db/client';
import { companyIndustry, customerIndustry, industry } from '../../db/schema';
import { countOf } from '../../lib/paging';

const columns = { id: industry.id, name: industry.name };

/** Every industry by name (the dropdowns). */
export const allIndustries = (db: Db): Promise<Industry[]> =>
  db
    .select(columns)
    .from(industry)
    .orderBy(asc(sql`lower(${industry.name})`), asc(industry.id));

/** Newest first (the list screen). */
export const listIndustries = (db: Db, w: { limit: number; offset: number }): Promise<Industry[]> =>
  db.select(columns).from(industry).orderBy(desc(industry.id)).limit(w.limit).offset(w.offset);

export const countIndustries = async (db: Db) => countOf(await db.select({ n: count() }).from(industry));

/** The industry named `name` whatever its case (the unique index is on lower(name)). */
export async function findByName(db: Db, name: string): Promise<Industry | undefined> {
  const [row] = await db.select(columns).from(industry).where(sql`lower(${industry.name}) = lower(${name})`);
  return row;
}

export async function insertIndustry(db: Db, name: string): Promise<Industry> {
  const [row] = await db.insert(industry).values({ name }).returning(columns);
  if (!row) throw new Error('insert industry returned nothing');
  return row;
}

export async function updateIndustry(db: Db, id: number, name: string): Promise<Industry | undefined> {
  const [row] = await db
    .update(industry)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(industry.id, id))
    .returning(columns);
  return row;
}

export async function deleteIndustry(db: Db, id: number): Promise<boolean> {
  return (await db.delete(industry).where(eq(industry.id, id)).returning({ id: industry.id })).length > 0;
}

/** How many companies and customers carry the industry. */
export async function usesOf(db: Db, id: number): Promise<{ companies: number; customers: number }> {
  const [companies, customers] = await Promise.all([
    db.select({ n: count() }).from(companyIndustry).where(eq(companyIndustry.industryId, id)),
    db.select({ n: count() }).from(customerIndustry).where(eq(customerIndustry.industryId, id)),
  ]);
  return { companies: countOf(companies), customers: countOf(customers) };
}

/** The ids of `ids` that exist. */
export async function existingIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: industry.id })
    .from(industry)
    .where(inArray(industry.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}
