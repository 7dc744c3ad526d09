/**
 * Companies — sales leads (spec 001 §3, §5, §7, §8). `companyId` is the business's own code: typed
 * on create (a taken one → 409), fixed after. The person in charge is whoever created the company.
 * A PUT replaces every editable field (an omitted optional field becomes empty), like the modal sends.
 */
import type { z } from 'zod';
import type { Page } from '@/contracts/envelope';
import {
  COMPANY_MESSAGES,
  type Company,
  type companyCreateBody,
  type companyUpdateBody,
  type LeadQuery,
} from '@/contracts/leads';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http-error';
import { paged } from '../../lib/paging';
import { isUniqueViolation } from '../admin/shared';
import { assertIndustries } from '../industries/service';
import { rememberedCount } from './counts';
import * as repo from './repo';

type LeadInput = Omit<z.output<typeof companyUpdateBody>, 'companyId'>;

/** The body's shared fields as stored: empty → null, §3's soLuongNV → the soLuongNv column. */
export function toLeadValues(body: LeadInput): repo.LeadValues {
  const n = (v: string | undefined) => v ?? null;
  return {
    name: body.name,
    address: n(body.address),
    phone: n(body.phone),
    hotline: n(body.hotline),
    email: n(body.email),
    website: n(body.website),
    status: body.status,
    province: n(body.province),
    tenNguoiLienHe: n(body.tenNguoiLienHe),
    chucVu: n(body.chucVu),
    diDong: n(body.diDong),
    zaloOrMess: n(body.zaloOrMess),
    emailLienHe: n(body.emailLienHe),
    mst: n(body.mst),
    namThanhLap: n(body.namThanhLap),
    loaiHinhKinhDoanh: n(body.loaiHinhKinhDoanh),
    thiTruongChinh: n(body.thiTruongChinh),
    soLuongNv: n(body.soLuongNV),
    ghiChu: n(body.ghiChu),
  };
}

/** The filters of a list query (not its page), as the remembered total's key. */
export const filterKey = (q: LeadQuery) => JSON.stringify([q.industryId, q.status, q.name, q.province]);

/** Provinces in Vietnamese alphabetical order (Đ after D, accents after their letter). */
export const sortProvinces = (list: readonly string[]) =>
  [...new Set(list.map((p) => p.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'vi'));

export const listCompanies = (db: Db, q: LeadQuery): Promise<Page<Company>> =>
  paged(
    q,
    (w) => repo.listCompanies(db, q, w),
    () => rememberedCount(db, `company|${filterKey(q)}`, () => repo.countCompanies(db, q)),
    (r) => r,
  );

export const provinces = async (db: Db) => sortProvinces(await repo.provincesOf(db, 'company'));

async function found(db: Db, companyId: string): Promise<Company> {
  const row = await repo.findCompany(db, companyId);
  if (!row) throw notFound(COMPANY_MESSAGES.notFound);
  return row;
}

export async function createCompany(
  db: Db,
  ownerId: number,
  body: z.output<typeof companyCreateBody>,
): Promise<Company> {
  if (await repo.companyExists(db, body.companyId)) throw conflict(COMPANY_MESSAGES.companyIdTaken(body.companyId));
  await assertIndustries(db, body.industryIds);
  try {
    await repo.insertCompany(
      db,
      { companyId: body.companyId, ...toLeadValues(body), nguoiPhuTrachId: ownerId },
      body.industryIds,
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(COMPANY_MESSAGES.companyIdTaken(body.companyId));
    throw err;
  }
  return found(db, body.companyId);
}

export async function updateCompany(
  db: Db,
  companyId: string,
  body: z.output<typeof companyUpdateBody>,
): Promise<Company> {
  await assertIndustries(db, body.industryIds);
  if (!(await repo.updateCompany(db, companyId, toLeadValues(body), body.industryIds)))
    throw notFound(COMPANY_MESSAGES.notFound);
  return found(db, companyId);
}

export async function deleteCompany(db: Db, companyId: string): Promise<void> {
  if (!(await repo.deleteCompany(db, companyId))) throw notFound(COMPANY_MESSAGES.notFound);
}
