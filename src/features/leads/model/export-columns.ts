/**
 * The column catalogues of the company and potential-customer lists (spec 001 §2, §9): one entry per
 * column the chooser offers — its key, header, width and how a row fills its Excel cell. The table,
 * the chooser and the export all read these, so a column looks the same on screen and in the file.
 * Pure (no React, no zod): unit-tested by writing a real workbook on Node.
 */
import type { Company, LeadOwner, PotentialCustomer } from '@/contracts/leads';
import { LEAD_FIELD_LABELS, LEAD_STATUS_LABELS, type LeadStatus, UNKNOWN_OWNER } from '@/contracts/leads-vocabulary';
import { type Cell, EXCEL_FORMATS, type ExcelColumn } from '@/lib/excel';

/** A lead row: the fields companies and customers share. */
type LeadRow = Omit<Company, 'companyId'>;

/** One column of a list: what the chooser shows, the table prints and the export writes. */
export type LeadColumn<T> = ExcelColumn<T> & {
  key: string;
  /** The text the table shows (the export writes `cell`, which may be a typed cell). */
  text: (row: T) => string;
};

const orEmpty = (v: string | null | undefined) => v ?? '';
const textCell = (v: string | null | undefined): Cell => (v ? { value: v, type: String } : null);

export const statusLabel = (status: number) => LEAD_STATUS_LABELS[status as LeadStatus] ?? String(status);
export const industriesText = (row: Pick<LeadRow, 'industries'>) => row.industries.map((i) => i.name).join(', ');
export const ownerName = (owner: LeadOwner | null) => owner?.hoTen || owner?.tenDangNhap || UNKNOWN_OWNER;

/** ISO instant → a local Date for the sheet (dd/mm/yyyy hh:mm). */
const dateCell = (iso: string): Cell => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : { value: at, type: Date, format: EXCEL_FORMATS.dateTime };
};
const viDateTime = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : at.toLocaleString('vi-VN');
};

type TextKey = {
  [K in keyof LeadRow]: LeadRow[K] extends string | null
    ? K extends keyof typeof LEAD_FIELD_LABELS
      ? K
      : never
    : never;
}[keyof LeadRow];

/** A plain text column of a field, headed with its §3 label. */
function textColumn<T extends Partial<Record<string, unknown>>>(
  key: keyof typeof LEAD_FIELD_LABELS & keyof T,
  width: number,
  header: string = LEAD_FIELD_LABELS[key],
): LeadColumn<T> {
  const read = (row: T) => (row[key] as string | null | undefined) ?? null;
  return { key, header, width, text: (row) => orEmpty(read(row)), cell: (row) => textCell(read(row)) };
}

/** The shared columns, in the chooser's order. */
function leadColumns<T extends LeadRow>(): LeadColumn<T>[] {
  const t = (key: TextKey, width: number) => textColumn<T>(key, width);
  return [
    t('name', 36),
    t('phone', 16),
    t('hotline', 16),
    t('email', 28),
    t('website', 28),
    t('address', 40),
    {
      key: 'industries',
      header: LEAD_FIELD_LABELS.industries,
      width: 30,
      text: industriesText,
      cell: (row) => textCell(industriesText(row)),
    },
    {
      key: 'status',
      header: LEAD_FIELD_LABELS.status,
      width: 16,
      text: (row) => statusLabel(row.status),
      cell: (row) => ({ value: statusLabel(row.status), type: String }),
    },
    t('province', 18),
    t('tenNguoiLienHe', 22),
    t('chucVu', 18),
    t('diDong', 16),
    t('zaloOrMess', 18),
    t('emailLienHe', 26),
    t('mst', 16),
    t('namThanhLap', 14),
    t('loaiHinhKinhDoanh', 22),
    t('thiTruongChinh', 20),
    t('soLuongNV', 14),
    {
      key: 'nguoiPhuTrach',
      header: LEAD_FIELD_LABELS.nguoiPhuTrach,
      width: 22,
      text: (row) => ownerName(row.nguoiPhuTrach),
      cell: (row) => ({ value: ownerName(row.nguoiPhuTrach), type: String }),
    },
    t('ghiChu', 40),
    {
      key: 'ngayTao',
      header: LEAD_FIELD_LABELS.ngayTao,
      width: 18,
      text: (row) => viDateTime(row.ngayTao),
      cell: (row) => dateCell(row.ngayTao),
    },
  ];
}

/** Company list columns: the code first, then the shared ones. */
export const COMPANY_COLUMNS: readonly LeadColumn<Company>[] = [
  textColumn<Company>('companyId', 16),
  ...leadColumns<Company>(),
];

/** Potential customer columns: its code and source company first. */
export const CUSTOMER_COLUMNS: readonly LeadColumn<PotentialCustomer>[] = [
  textColumn<PotentialCustomer>('maKH', 14),
  textColumn<PotentialCustomer>('companyIdGoc', 16),
  ...leadColumns<PotentialCustomer>(),
];

/**
 * The chosen columns in the catalogue's order (unknown keys — e.g. an old localStorage value —
 * are dropped). An empty result means "nothing to export" (EXPORT_MESSAGES.noColumns).
 */
export function columnsOf<T>(catalogue: readonly LeadColumn<T>[], keys: readonly string[]): LeadColumn<T>[] {
  const chosen = new Set(keys);
  return catalogue.filter((c) => chosen.has(c.key));
}
