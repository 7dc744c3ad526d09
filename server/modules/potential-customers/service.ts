/**
 * Potential customers (spec 001 §3, §5, §7, §8). `maKH` is the key, typed on create (taken → 409);
 * `maKH` and `companyIdGoc` never change after. A customer is usually made from a company
 * (from-company): the dialog's contact fields plus the company's profile and industries; a company
 * already converted is refused (409) so one company never turns into two customers by a double click.
 *
 * DELETE /api/khach-hang-tiem-nang/{key}: the spec names the path "companyId". The key is read as
 * a maKH first; when no customer has that code it is read as the company code the customer was
 * made from (companyIdGoc) — deleted when exactly one customer came from it, refused (409) when
 * several did (the caller must name the maKH), 404 when none.
 */
import type { z } from 'zod';
import type { Page } from '@/contracts/envelope';
import {
  COMPANY_MESSAGES,
  CUSTOMER_MESSAGES,
  type customerCreateBody,
  type customerUpdateBody,
  type fromCompanyBody,
  type LeadQuery,
  type PotentialCustomer,
} from '@/contracts/leads';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http-error';
import { paged } from '../../lib/paging';
import { isUniqueViolation } from '../admin/shared';
import { rememberedCount } from '../companies/counts';
import { companySource, provincesOf } from '../companies/repo';
import { filterKey, sortProvinces, toLeadValues } from '../companies/service';
import { assertIndustries } from '../industries/service';
import * as repo from './repo';

export const listCustomers = (db: Db, q: LeadQuery): Promise<Page<PotentialCustomer>> =>
  paged(
    q,
    (w) => repo.listCustomers(db, q, w),
    () => rememberedCount(db, `customer|${filterKey(q)}`, () => repo.countCustomers(db, q)),
    (r) => r,
  );

export const provinces = async (db: Db) => sortProvinces(await provincesOf(db, 'customer'));

async function found(db: Db, maKh: string): Promise<PotentialCustomer> {
  const row = await repo.findCustomer(db, maKh);
  if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
  return row;
}

async function insert(db: Db, values: repo.CustomerValues, industryIds: readonly number[]) {
  if (await repo.findCustomer(db, values.maKh)) throw conflict(CUSTOMER_MESSAGES.maKHTaken(values.maKh));
  try {
    await repo.insertCustomer(db, values, industryIds);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(CUSTOMER_MESSAGES.maKHTaken(values.maKh));
    throw err;
  }
  return found(db, values.maKh);
}

export async function createCustomer(
  db: Db,
  ownerId: number,
  body: z.output<typeof customerCreateBody>,
): Promise<PotentialCustomer> {
  await assertIndustries(db, body.industryIds);
  return insert(
    db,
    {
      maKh: body.maKH,
      companyIdGoc: body.companyIdGoc,
      companyId: body.companyId ?? null,
      ...toLeadValues(body),
      nguoiPhuTrachId: ownerId,
    },
    body.industryIds,
  );
}

export async function updateCustomer(
  db: Db,
  maKh: string,
  body: z.output<typeof customerUpdateBody>,
): Promise<PotentialCustomer> {
  await assertIndustries(db, body.industryIds);
  const values = { ...toLeadValues(body), companyId: body.companyId ?? null };
  if (!(await repo.updateCustomer(db, maKh, values, body.industryIds))) throw notFound(CUSTOMER_MESSAGES.notFound);
  return found(db, maKh);
}

export async function deleteCustomer(db: Db, key: string): Promise<void> {
  if (await repo.deleteCustomer(db, key)) return;
  const made = await repo.codesFromCompany(db, key);
  if (made.length > 1) throw conflict(CUSTOMER_MESSAGES.ambiguous(key, made.length));
  const [only] = made;
  if (!only || !(await repo.deleteCustomer(db, only))) throw notFound(CUSTOMER_MESSAGES.notFound);
}

/** POST from-company: the company's profile and industries, the dialog's contact fields. */
export async function fromCompany(
  db: Db,
  ownerId: number,
  body: z.output<typeof fromCompanyBody>,
): Promise<PotentialCustomer> {
  const source = await companySource(db, body.companyIdGoc);
  if (!source) throw notFound(COMPANY_MESSAGES.notFound);
  const [already] = await repo.codesFromCompany(db, body.companyIdGoc);
  if (already) throw conflict(COMPANY_MESSAGES.alreadyConverted(already));
  const c = source.row;
  const pick = (typed: string | undefined, copied: string | null) => typed ?? copied;
  return insert(
    db,
    {
      maKh: body.maKH,
      companyIdGoc: c.companyId,
      companyId: c.companyId,
      name: body.name,
      address: c.address,
      phone: c.phone,
      hotline: c.hotline,
      email: c.email,
      website: c.website,
      status: body.status,
      province: c.province,
      tenNguoiLienHe: pick(body.tenNguoiLienHe, c.tenNguoiLienHe),
      chucVu: pick(body.chucVu, c.chucVu),
      diDong: pick(body.diDong, c.diDong),
      zaloOrMess: pick(body.zaloOrMess, c.zaloOrMess),
      emailLienHe: pick(body.emailLienHe, c.emailLienHe),
      mst: c.mst,
      namThanhLap: c.namThanhLap,
      loaiHinhKinhDoanh: c.loaiHinhKinhDoanh,
      thiTruongChinh: c.thiTruongChinh,
      soLuongNv: c.soLuongNv,
      ghiChu: pick(body.ghiChu, c.ghiChu),
      nguoiPhuTrachId: ownerId,
    },
    source.industryIds,
  );
}
