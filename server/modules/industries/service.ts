/**
 * Industries (spec 001 §3, §5, §7, §8): a name, unique whatever its case. Deleting one still
 * attached to companies or customers is refused with how many carry it — the foreign keys would
 * cascade and silently strip the tag from every lead; the user detaches it first (or renames it).
 */
import type { z } from 'zod';
import type { Page } from '@/contracts/envelope';
import { INDUSTRY_MESSAGES, type Industry, type industryBody, type industryQuery } from '@/contracts/leads';
import type { Db } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../http-error';
import { paged } from '../../lib/paging';
import { isUniqueViolation } from '../admin/shared';
import * as repo from './repo';

type Body = z.output<typeof industryBody>;

/** Every industry in Vietnamese alphabetical order (Đ after D), for the dropdowns. */
export const allIndustries = async (db: Db): Promise<Industry[]> =>
  (await repo.allIndustries(db)).sort((a, b) => a.name.localeCompare(b.name, 'vi') || a.id - b.id);

export const listIndustries = (db: Db, q: z.output<typeof industryQuery>): Promise<Page<Industry>> =>
  paged(
    q,
    (w) => repo.listIndustries(db, w),
    () => repo.countIndustries(db),
    (r) => r,
  );

async function unique<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(INDUSTRY_MESSAGES.nameTaken(name));
    throw err;
  }
}

async function assertFree(db: Db, name: string, self?: number) {
  const same = await repo.findByName(db, name);
  if (same && same.id !== self) throw conflict(INDUSTRY_MESSAGES.nameTaken(same.name));
}

export async function createIndustry(db: Db, body: Body): Promise<Industry> {
  await assertFree(db, body.name);
  return unique(body.name, () => repo.insertIndustry(db, body.name));
}

export async function updateIndustry(db: Db, id: number, body: Body): Promise<Industry> {
  await assertFree(db, body.name, id);
  const row = await unique(body.name, () => repo.updateIndustry(db, id, body.name));
  if (!row) throw notFound(INDUSTRY_MESSAGES.notFound);
  return row;
}

export async function deleteIndustry(db: Db, id: number): Promise<void> {
  const uses = await repo.usesOf(db, id);
  if (uses.companies + uses.customers > 0) throw conflict(INDUSTRY_MESSAGES.inUse(uses.companies, uses.customers));
  if (!(await repo.deleteIndustry(db, id))) throw notFound(INDUSTRY_MESSAGES.notFound);
}

/** Every id of `ids` names an industry, else 422 (a lead's industries are chosen from the list). */
export async function assertIndustries(db: Db, ids: readonly number[]): Promise<void> {
  const found = await repo.existingIds(db, ids);
  if (ids.some((id) => !found.has(id))) throw unprocessable(INDUSTRY_MESSAGES.unknownIds);
}
