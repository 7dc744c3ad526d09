/**
 * Sales leads (spec 001 §3, §5, §7, §8; issue 16): industries, companies and potential customers.
 * Requests validate on the server (strict: unknown keys refused) and type the client. Optional text
 * fields take '' or null as "empty" and answer null.
 */
import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';
import {
  COMPANY_MESSAGES,
  CUSTOMER_MESSAGES,
  INDUSTRY_MESSAGES,
  LEAD_FIELD_LABELS,
  LEAD_LIMITS,
  LEAD_PAGE_SIZE,
} from './leads-vocabulary';

export * from './leads-vocabulary';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v === null ? undefined : v);
const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const tooLong = (field: keyof typeof LEAD_FIELD_LABELS, max: number) =>
  COMPANY_MESSAGES.tooLong(LEAD_FIELD_LABELS[field], max);

// ── industries ───────────────────────────────────────────────────────────────────────────────
export const industry = z.object({ id: z.number().int(), name: z.string() });
export type Industry = z.infer<typeof industry>;
export const industryResponse = envelope(industry);
export const industryListResponse = envelope(z.array(industry));
export const industryPageResponse = envelope(pageOf(industry));
export const industryBody = z.strictObject({
  name: z
    .string({ error: INDUSTRY_MESSAGES.nameRequired })
    .trim()
    .min(1, INDUSTRY_MESSAGES.nameRequired)
    .max(LEAD_LIMITS.industryName, INDUSTRY_MESSAGES.nameTooLong),
});
export type IndustryBody = z.infer<typeof industryBody>;
export const industryIdParams = z.object({ id: id(INDUSTRY_MESSAGES.notFound) });
/** GET /api/industries (§9: 10 per page; the dropdowns ask size=100). */
export const industryQuery = pageQuery;

// ── companies and customers: shared shapes ───────────────────────────────────────────────────
export const leadOwner = z.object({ idNguoiDung: z.number().int(), hoTen: z.string(), tenDangNhap: z.string() });
export type LeadOwner = z.infer<typeof leadOwner>;

const nullableText = z.string().nullable();
/** The contact and profile fields companies and customers share (§3), as answered. */
const leadShape = {
  name: z.string(),
  address: nullableText,
  phone: nullableText,
  hotline: nullableText,
  email: nullableText,
  website: nullableText,
  industries: z.array(industry),
  status: z.number().int(),
  province: nullableText,
  tenNguoiLienHe: nullableText,
  chucVu: nullableText,
  diDong: nullableText,
  zaloOrMess: nullableText,
  emailLienHe: nullableText,
  mst: nullableText,
  namThanhLap: nullableText,
  loaiHinhKinhDoanh: nullableText,
  thiTruongChinh: nullableText,
  soLuongNV: nullableText,
  nguoiPhuTrach: leadOwner.nullable(),
  ghiChu: nullableText,
  /** ISO instants. */
  ngayTao: z.string(),
  ngayCapNhat: z.string(),
};

export const company = z.object({ companyId: z.string(), ...leadShape });
export type Company = z.infer<typeof company>;
export const companyResponse = envelope(company);
export const companyPageResponse = envelope(pageOf(company));

export const potentialCustomer = z.object({
  maKH: z.string(),
  companyIdGoc: z.string(),
  companyId: z.string().nullable(),
  ...leadShape,
});
export type PotentialCustomer = z.infer<typeof potentialCustomer>;
export const customerResponse = envelope(potentialCustomer);
export const customerPageResponse = envelope(pageOf(potentialCustomer));

export const provincesResponse = envelope(z.array(z.string()));

// ── inputs ───────────────────────────────────────────────────────────────────────────────────
const optText = (field: keyof typeof LEAD_FIELD_LABELS, max: number) =>
  z.preprocess(blank, z.string().trim().max(max, tooLong(field, max)).optional());
const optEmail = (field: keyof typeof LEAD_FIELD_LABELS) =>
  z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(LEAD_LIMITS.email, tooLong(field, LEAD_LIMITS.email))
      .pipe(z.email(COMPANY_MESSAGES.emailInvalid))
      .optional(),
  );
const code = (required: string, field: keyof typeof LEAD_FIELD_LABELS) =>
  z.string({ error: required }).trim().min(1, required).max(LEAD_LIMITS.code, tooLong(field, LEAD_LIMITS.code));
export const leadStatus = z.coerce
  .number({ error: COMPANY_MESSAGES.statusInvalid })
  .int(COMPANY_MESSAGES.statusInvalid)
  .min(0, COMPANY_MESSAGES.statusInvalid)
  .max(1, COMPANY_MESSAGES.statusInvalid);

/** The editable fields of both (name is required by each body with its own message). */
const leadInput = {
  address: optText('address', LEAD_LIMITS.text),
  phone: optText('phone', LEAD_LIMITS.phone),
  hotline: optText('hotline', LEAD_LIMITS.phone),
  email: optEmail('email'),
  website: optText('website', LEAD_LIMITS.website),
  /** §3: industries are sent as their ids. */
  industryIds: z
    .array(id(INDUSTRY_MESSAGES.unknownIds))
    .max(50)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  status: z.preprocess(blank, leadStatus.default(0)),
  province: optText('province', LEAD_LIMITS.province),
  tenNguoiLienHe: optText('tenNguoiLienHe', LEAD_LIMITS.person),
  chucVu: optText('chucVu', LEAD_LIMITS.person),
  diDong: optText('diDong', LEAD_LIMITS.phone),
  zaloOrMess: optText('zaloOrMess', LEAD_LIMITS.person),
  emailLienHe: optEmail('emailLienHe'),
  mst: optText('mst', LEAD_LIMITS.mst),
  namThanhLap: optText('namThanhLap', LEAD_LIMITS.namThanhLap),
  loaiHinhKinhDoanh: optText('loaiHinhKinhDoanh', LEAD_LIMITS.person),
  thiTruongChinh: optText('thiTruongChinh', LEAD_LIMITS.person),
  soLuongNV: optText('soLuongNV', LEAD_LIMITS.soLuongNV),
  ghiChu: optText('ghiChu', LEAD_LIMITS.text),
};

const companyName = z
  .string({ error: COMPANY_MESSAGES.nameRequired })
  .trim()
  .min(1, COMPANY_MESSAGES.nameRequired)
  .max(LEAD_LIMITS.name, tooLong('name', LEAD_LIMITS.name));

/** POST /api/companies — the person in charge is the caller (never sent). */
export const companyCreateBody = z.strictObject({
  companyId: code(COMPANY_MESSAGES.companyIdRequired, 'companyId'),
  name: companyName,
  ...leadInput,
});
export type CompanyCreateBody = z.input<typeof companyCreateBody>;
/** PUT /api/companies/{companyId} — the code is fixed; a body may repeat it unchanged (it is ignored). */
export const companyUpdateBody = z.strictObject({
  companyId: z.string().optional(),
  name: companyName,
  ...leadInput,
});
export type CompanyUpdateBody = z.input<typeof companyUpdateBody>;
export const companyIdParams = z.object({ companyId: code(COMPANY_MESSAGES.notFound, 'companyId') });

const customerName = z
  .string({ error: CUSTOMER_MESSAGES.nameRequired })
  .trim()
  .min(1, CUSTOMER_MESSAGES.nameRequired)
  .max(LEAD_LIMITS.name, tooLong('name', LEAD_LIMITS.name));

/** POST /api/khach-hang-tiem-nang. */
export const customerCreateBody = z.strictObject({
  maKH: code(CUSTOMER_MESSAGES.maKHRequired, 'maKH'),
  companyIdGoc: code(CUSTOMER_MESSAGES.companyIdGocRequired, 'companyIdGoc'),
  companyId: optText('companyId', LEAD_LIMITS.code),
  name: customerName,
  ...leadInput,
});
export type CustomerCreateBody = z.input<typeof customerCreateBody>;
/** PUT /api/khach-hang-tiem-nang/{maKH} — maKH and companyIdGoc are fixed (repeated values ignored). */
export const customerUpdateBody = z.strictObject({
  maKH: z.string().optional(),
  companyIdGoc: z.string().optional(),
  companyId: optText('companyId', LEAD_LIMITS.code),
  name: customerName,
  ...leadInput,
});
export type CustomerUpdateBody = z.input<typeof customerUpdateBody>;
/** PUT by maKH; DELETE by maKH or, as the spec names it, the company code it was made from. */
export const customerKeyParams = z.object({ maKH: code(CUSTOMER_MESSAGES.notFound, 'maKH') });

/**
 * POST /api/khach-hang-tiem-nang/from-company (§3): the contact fields typed in the dialog; the
 * rest (address, phone, industries, …) is copied from the company.
 */
export const fromCompanyBody = z.strictObject({
  companyIdGoc: code(CUSTOMER_MESSAGES.companyIdGocRequired, 'companyIdGoc'),
  maKH: code(CUSTOMER_MESSAGES.maKHRequired, 'maKH'),
  name: customerName,
  tenNguoiLienHe: leadInput.tenNguoiLienHe,
  chucVu: leadInput.chucVu,
  diDong: leadInput.diDong,
  zaloOrMess: leadInput.zaloOrMess,
  emailLienHe: leadInput.emailLienHe,
  ghiChu: leadInput.ghiChu,
  status: leadInput.status,
});
export type FromCompanyBody = z.input<typeof fromCompanyBody>;

/** GET /api/companies and /api/khach-hang-tiem-nang (§7, §9: 12 per page, newest first). */
export const leadQuery = pageQuery.extend({
  size: pageQuery.shape.size.unwrap().default(LEAD_PAGE_SIZE),
  industryId: z.preprocess(blank, id(INDUSTRY_MESSAGES.unknownIds).optional()),
  status: z.preprocess(blank, leadStatus.optional()),
  /** Part of the name, trimmed; matched case-insensitively anywhere in it. */
  name: z.preprocess(blank, z.string().trim().max(LEAD_LIMITS.searchName).optional()),
  province: z.preprocess(blank, z.string().trim().max(LEAD_LIMITS.province).optional()),
});
export type LeadQuery = z.output<typeof leadQuery>;
export type LeadQueryInput = z.input<typeof leadQuery>;
