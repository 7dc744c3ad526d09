/**
 * Potential customer rows (spec 001 §3): the only file that speaks Drizzle for potential customers
 * and their industries; the filters and the answer mapping are the companies' (shared fields).
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Industry, LeadQuery, PotentialCustomer } from '@/contracts/leads';
import type { Db } from '../../db/client';
import { customerIndustry, nguoiDung, potentialCustomer } from '../../db/schema';
import { countOf } from '../../lib/paging';
import {
  industriesOf,
  type LeadValues,
  leadFilters,
  type OwnerCells,
  ownerColumns,
  ownerOf,
  toLeadFields,
} from '../companies/repo';

type CustomerRow = typeof potentialCustomer.$inferSelect;
export type CustomerValues = LeadValues & { maKh: string; companyIdGoc: string; companyId: string | null };

const industryFilter = (industryId: number | undefined) =>
  industryId === undefined
    ? undefined
    : sql`exists (select 1 from ${customerIndustry} where ${customerIndustry.maKh} = ${potentialCustomer.maKh} and ${customerIndustry.industryId} = ${industryId})`;

const customerSelection = {
  row: potentialCustomer,
  industries: industriesOf(
    customerIndustry,
    customerIndustry.maKh,
    customerIndustry.industryId,
    potentialCustomer.maKh,
  ),
  ...ownerColumns,
};

function toCustomer({ row, industries, ...owner }: { row: CustomerRow; industries: Industry[] } & OwnerCells) {
  const { maKh, companyIdGoc, companyId, ...rest } = row;
  return { maKH: maKh, companyIdGoc, companyId, ...toLeadFields(rest, industries ?? [], ownerOf(owner)) };
}

const selectCustomers = (db: Db) =>
  db
    .select(customerSelection)
    .from(potentialCustomer)
    .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, potentialCustomer.nguoiPhuTrachId));

/** Newest first (ties by code). */
export async function listCustomers(
  db: Db,
  q: LeadQuery,
  w: { limit: number; offset: number },
): Promise<PotentialCustomer[]> {
  // Keys of the page first, then its rows (see the company list).
  const page = db
    .select({ key: potentialCustomer.maKh })
    .from(potentialCustomer)
    .where(leadFilters(potentialCustomer, q, industryFilter(q.industryId)))
    .orderBy(desc(potentialCustomer.createdAt), desc(potentialCustomer.maKh))
    .limit(w.limit)
    .offset(w.offset)
    .as('page');
  const rows = await db
    .select(customerSelection)
    .from(page)
    .innerJoin(potentialCustomer, eq(potentialCustomer.maKh, page.key))
    .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, potentialCustomer.nguoiPhuTrachId))
    .orderBy(desc(potentialCustomer.createdAt), desc(potentialCustomer.maKh));
  return rows.map(toCustomer);
}

export const countCustomers = async (db: Db, q: LeadQuery) =>
  countOf(
    await db
      .select({ n: count() })
      .from(potentialCustomer)
      .where(leadFilters(potentialCustomer, q, industryFilter(q.industryId))),
  );

export async function findCustomer(db: Db, maKh: string): Promise<PotentialCustomer | undefined> {
  const [row] = await selectCustomers(db).where(eq(potentialCustomer.maKh, maKh));
  return row ? toCustomer(row) : undefined;
}

/** The codes of the customers made from company `companyIdGoc` (oldest first). */
export async function codesFromCompany(db: Db, companyIdGoc: string): Promise<string[]> {
  const rows = await db
    .select({ maKh: potentialCustomer.maKh })
    .from(potentialCustomer)
    .where(eq(potentialCustomer.companyIdGoc, companyIdGoc))
    .orderBy(potentialCustomer.createdAt);
  return rows.map((r) => r.maKh);
}

export async function insertCustomer(db: Db, values: CustomerValues, industryIds: readonly number[]): Promise<void> {
  await db.insert(potentialCustomer).values(values);
  await setIndustries(db, values.maKh, industryIds);
}

export async function updateCustomer(
  db: Db,
  maKh: string,
  values: LeadValues & { companyId: string | null },
  industryIds: readonly number[],
): Promise<boolean> {
  const { nguoiPhuTrachId: _keep, ...set } = values;
  const done = await db
    .update(potentialCustomer)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(potentialCustomer.maKh, maKh))
    .returning({ id: potentialCustomer.maKh });
  if (done.length === 0) return false;
  await setIndustries(db, maKh, industryIds);
  return true;
}

async function setIndustries(db: Db, maKh: string, industryIds: readonly number[]) {
  await db.delete(customerIndustry).where(eq(customerIndustry.maKh, maKh));
  if (industryIds.length > 0)
    await db.insert(customerIndustry).values(industryIds.map((industryId) => ({ maKh, industryId })));
}

export async function deleteCustomer(db: Db, maKh: string): Promise<boolean> {
  return (
    (
      await db
        .delete(potentialCustomer)
        .where(eq(potentialCustomer.maKh, maKh))
        .returning({ id: potentialCustomer.maKh })
    ).length > 0
  );
}
