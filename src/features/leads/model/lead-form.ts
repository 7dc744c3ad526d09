/**
 * The company / potential-customer form's values (§3): every field as text, the industries as ids,
 * the status as its select value. Pure: the modals turn a row into values and values into a body.
 */
import type { Company, PotentialCustomer } from '@/contracts/leads';
import type { LeadField } from '@/contracts/leads-vocabulary';

/** The editable fields both forms share, in the form's order (name, code fields come first per form). */
export const LEAD_FORM_FIELDS = [
  'address',
  'province',
  'phone',
  'hotline',
  'email',
  'website',
  'tenNguoiLienHe',
  'chucVu',
  'diDong',
  'zaloOrMess',
  'emailLienHe',
  'mst',
  'namThanhLap',
  'loaiHinhKinhDoanh',
  'thiTruongChinh',
  'soLuongNV',
] as const satisfies readonly LeadField[];
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];

/** Fields typed as e-mail addresses (§5). */
export const EMAIL_FIELDS: readonly LeadField[] = ['email', 'emailLienHe'];

export type LeadFormValues = Record<LeadFormField, string> & {
  name: string;
  industryIds: string[];
  status: string;
  ghiChu: string;
};

type LeadRow = Omit<Company, 'companyId'> | PotentialCustomer;

export function leadFormValues(row: LeadRow | null): LeadFormValues {
  const text = Object.fromEntries(LEAD_FORM_FIELDS.map((f) => [f, row?.[f] ?? ''])) as Record<LeadFormField, string>;
  return {
    ...text,
    name: row?.name ?? '',
    industryIds: (row?.industries ?? []).map((i) => String(i.id)),
    status: String(row?.status ?? 0),
    ghiChu: row?.ghiChu ?? '',
  };
}

/** The body's shared part: ids as numbers, the status as a number (the contract trims and blanks). */
export function leadBodyOf(values: LeadFormValues) {
  return { ...values, industryIds: values.industryIds.map(Number), status: Number(values.status) };
}
