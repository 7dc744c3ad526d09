/**
 * Company rows (spec 001 §3): the only file that speaks Drizzle for companies and their industries.
 * The list's filters, the row-to-answer mapping and the industries/owner lookups are written once
 * over the fields companies and potential customers share (`leadFields` in the schema), so the
 * customer repo reuses them with its own tables.
 */
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Company, Industry, LeadOwner, LeadQuery } from '@/contracts/leads';
import type { Db } from '../../db/client';
import { company, companyIndustry, industry, nguoiDung, potentialCustomer } from '../../db/schema';
import { countOf } from '../../lib/paging';

export type CompanyRow = typeof company.$inferSelect;
export type LeadTable = typeof company | typeof potentialCustomer;
/** The shared writable fields, as stored (`soLuongNv` is the column of §3's soLuongNV). */
export type LeadValues = Omit<
  typeof company.$inferInsert,
  'companyId' | 'createdAt' | 'updatedAt' | 'nguoiPhuTrachId'
> & { nguoiPhuTrachId?: number | null };

/** `%kw%` with LIKE wildcards in the keyword taken literally. */
const contains = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The list filters of §7 over a lead table. `industryLinked` is an EXISTS over the link table (the
 * link's own index by industry serves it).
 */
export function leadFilters(
  t: LeadTable,
  q: Pick<LeadQuery, 'name' | 'province' | 'status'>,
  industryLinked?: SQL,
): SQL | undefined {
  return and(
    q.name ? ilike(t.name, contains(q.name)) : undefined,
    q.province ? eq(t.province, q.province) : undefined,
    q.status !== undefined ? eq(t.status, q.status) : undefined,
    industryLinked,
  );
}

const companyIndustryFilter = (industryId: number | undefined) =>
  industryId === undefined
    ? undefined
    : sql`exists (select 1 from ${companyIndustry} where ${companyIndustry.companyId} = ${company.companyId} and ${companyIndustry.industryId} = ${industryId})`;

/** Stored row (+ its industries and owner) → the §3 answer fields shared by both leads. */
export function toLeadFields(
  row: Omit<CompanyRow, 'companyId'>,
  industries: Industry[],
  owner: LeadOwner | null,
): Omit<Company, 'companyId'> {
  const { soLuongNv, createdAt, updatedAt, nguoiPhuTrachId: _owner, ...rest } = row;
  return {
    ...rest,
    soLuongNV: soLuongNv,
    industries,
    nguoiPhuTrach: owner,
    ngayTao: createdAt.toISOString(),
    ngayCapNhat: updatedAt.toISOString(),
  };
}

/**
 * A lead's industries inside its own row ([{id, name}] by name), so a page is one query, not three
 * (each PGlite round trip costs a few ms).
 */
export const industriesOf = (link: PgTable, linkKey: AnyPgColumn, linkIndustry: AnyPgColumn, leadKey: AnyPgColumn) =>
  sql<Industry[]>`coalesce((select json_agg(json_build_object('id', ${industry.id}, 'name', ${industry.name})
    order by ${industry.name}, ${industry.id}) from ${link} join ${industry} on ${industry.id} = ${linkIndustry}
    where ${linkKey} = ${leadKey}), '[]'::json)`;

/** The person in charge's columns (left-joined: null when the account is gone). */
export const ownerColumns = {
  ownerId: nguoiDung.idNguoiDung,
  ownerName: nguoiDung.hoTen,
  ownerLogin: nguoiDung.tenDangNhap,
};
export type OwnerCells = { ownerId: number | null; ownerName: string | null; ownerLogin: string | null };
export const ownerOf = (r: OwnerCells): LeadOwner | null =>
  r.ownerId === null ? null : { idNguoiDung: r.ownerId, hoTen: r.ownerName ?? '', tenDangNhap: r.ownerLogin ?? '' };

const companySelection = {
  row: company,
  industries: industriesOf(companyIndustry, companyIndustry.companyId, companyIndustry.industryId, company.companyId),
  ...ownerColumns,
};
type Selected = { row: CompanyRow; industries: Industry[] } & OwnerCells;

function toCompany({ row, industries, ...owner }: Selected): Company {
  const { companyId, ...rest } = row;
  return { companyId, ...toLeadFields(rest, industries ?? [], ownerOf(owner)) };
}

const selectCompanies = (db: Db) =>
  db.select(companySelection).from(company).leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, company.nguoiPhuTrachId));

/** Newest first (ties by code, so pages never overlap). */
export async function listCompanies(db: Db, q: LeadQuery, w: { limit: number; offset: number }): Promise<Company[]> {
  // The page's keys first (the offset skips bare index entries), then its rows with their
  // industries and owner: the per-row lookups run for the page only, never for skipped rows.
  const page = db
    .select({ key: company.companyId })
    .from(company)
    .where(leadFilters(company, q, companyIndustryFilter(q.industryId)))
    .orderBy(desc(company.createdAt), desc(company.companyId))
    .limit(w.limit)
    .offset(w.offset)
    .as('page');
  const rows = await db
    .select(companySelection)
    .from(page)
    .innerJoin(company, eq(company.companyId, page.key))
    .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, company.nguoiPhuTrachId))
    .orderBy(desc(company.createdAt), desc(company.companyId));
  return rows.map(toCompany);
}

export const countCompanies = async (db: Db, q: LeadQuery) =>
  countOf(
    await db
      .select({ n: count() })
      .from(company)
      .where(leadFilters(company, q, companyIndustryFilter(q.industryId))),
  );

export async function findCompany(db: Db, companyId: string): Promise<Company | undefined> {
  const [row] = await selectCompanies(db).where(eq(company.companyId, companyId));
  return row ? toCompany(row) : undefined;
}

export async function companyExists(db: Db, companyId: string): Promise<boolean> {
  const rows = await db.select({ id: company.companyId }).from(company).where(eq(company.companyId, companyId));
  return rows.length > 0;
}

/**
 * Distinct provinces of a lead table (blank ones are dropped and the list sorted by the caller in
 * Vietnamese order). A skip scan over the province index: one probe per province, not a pass over
 * every row (10 ms instead of 90 ms at 100 000 companies on PGlite).
 */
export async function provincesOf(db: Db, of: 'company' | 'customer'): Promise<string[]> {
  const t: LeadTable = of === 'company' ? company : potentialCustomer;
  const result = await db.execute<{ v: string | null }>(sql`with recursive p(v) as (
      select min(${t.province}) from ${t}
      union all
      select (select min(${t.province}) from ${t} where ${t.province} > p.v) from p where p.v is not null
    ) select v from p where v is not null`);
  return (result as unknown as { rows: { v: string | null }[] }).rows.map((r) => (r.v ?? '').trim()).filter(Boolean);
}

export async function insertCompany(
  db: Db,
  values: LeadValues & { companyId: string },
  industryIds: readonly number[],
): Promise<void> {
  await db.insert(company).values(values);
  await setCompanyIndustries(db, values.companyId, industryIds);
}

export async function updateCompany(
  db: Db,
  companyId: string,
  values: LeadValues,
  industryIds: readonly number[],
): Promise<boolean> {
  const { nguoiPhuTrachId: _keep, ...set } = values;
  const done = await db
    .update(company)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(company.companyId, companyId))
    .returning({ id: company.companyId });
  if (done.length === 0) return false;
  await setCompanyIndustries(db, companyId, industryIds);
  return true;
}

async function setCompanyIndustries(db: Db, companyId: string, industryIds: readonly number[]) {
  await db.delete(companyIndustry).where(eq(companyIndustry.companyId, companyId));
  if (industryIds.length > 0)
    await db.insert(companyIndustry).values(industryIds.map((industryId) => ({ companyId, industryId })));
}

export async function deleteCompany(db: Db, companyId: string): Promise<boolean> {
  return (
    (await db.delete(company).where(eq(company.companyId, companyId)).returning({ id: company.companyId })).length > 0
  );
}

/** The stored row and its industry ids (from-company copies them). */
export async function companySource(
  db: Db,
  companyId: string,
): Promise<{ row: CompanyRow; industryIds: number[] } | undefined> {
  const [row] = await db.select().from(company).where(eq(company.companyId, companyId));
  if (!row) return undefined;
  const links = await db
    .select({ id: companyIndustry.industryId })
    .from(companyIndustry)
    .where(eq(companyIndustry.companyId, companyId));
  return { row, industryIds: links.map((l) => l.id) };
}
