/**
 * The company / customer column catalogues (spec 001 §2, §9): the chosen columns in catalogue order,
 * the stored choice read back (defaults name, phone, email), and a real workbook written with
 * write-excel-file/node through `sheetOf` — unzipped and its cells read from sheet1.xml.
 */
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import type { Company, PotentialCustomer } from '@/contracts/leads';
import { LEAD_EXPORT } from '@/contracts/leads-vocabulary';
import {
  COMPANY_COLUMNS,
  CUSTOMER_COLUMNS,
  columnsOf,
  industriesText,
  ownerName,
  statusLabel,
} from '@/features/leads/model/export-columns';
import { sheetOf, widthsOf } from '@/lib/excel';
import { readXlsx } from '../../support/xlsx';

const company = (over: Partial<Company> = {}): Company => ({
  companyId: 'CTY001',
  name: 'Công ty TNHH Vận tải Sao Mai',
  address: null,
  phone: '028 3823 4567',
  hotline: '0909 123 456',
  email: 'lienhe@saomai.example.vn',
  website: null,
  industries: [
    { id: 1, name: 'Thủy sản' },
    { id: 2, name: 'Nông sản' },
  ],
  status: 1,
  province: 'Cần Thơ',
  tenNguoiLienHe: null,
  chucVu: null,
  diDong: null,
  zaloOrMess: null,
  emailLienHe: null,
  mst: '0312345678',
  namThanhLap: null,
  loaiHinhKinhDoanh: null,
  thiTruongChinh: null,
  soLuongNV: null,
  nguoiPhuTrach: { idNguoiDung: 7, hoTen: 'Lê Thị Marketing', tenDangNhap: 'marketing1' },
  ghiChu: null,
  ngayTao: '2026-11-20T03:15:00.000Z',
  ngayCapNhat: '2026-11-20T03:15:00.000Z',
  ...over,
});

/** Cells of sheet 1 as `{A1: text}` (shared strings resolved). */
async function readSheet(columns: typeof COMPANY_COLUMNS, rows: Company[]): Promise<Record<string, string>> {
  const buffer = await writeXlsxFile(sheetOf(columns, rows), {
    sheet: LEAD_EXPORT.sheet,
    columns: widthsOf(columns),
  }).toBuffer();
  const { cells, part } = readXlsx(new Uint8Array(buffer));
  expect(part('xl/workbook.xml')).toContain(`name="${LEAD_EXPORT.sheet}"`);
  return cells;
}

describe('lead column catalogues', () => {
  it('offers every §3 field once, hotline headed "Zalo", the code first', () => {
    const keys = COMPANY_COLUMNS.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]).toBe('companyId');
    expect(keys).toEqual(expect.arrayContaining(['name', 'phone', 'hotline', 'email', 'industries', 'status']));
    expect(COMPANY_COLUMNS.find((c) => c.key === 'hotline')?.header).toBe('Zalo');
    expect(CUSTOMER_COLUMNS.slice(0, 2).map((c) => c.key)).toEqual(['maKH', 'companyIdGoc']);
  });

  it('keeps the catalogue order for a choice', () => {
    expect(columnsOf(COMPANY_COLUMNS, ['email', 'name', 'nope']).map((c) => c.key)).toEqual(['name', 'email']);
  });

  it('shows status, industries and the person in charge in words', () => {
    expect(statusLabel(0)).toBe('Chưa chăm sóc');
    expect(statusLabel(1)).toBe('Đã chăm sóc');
    expect(industriesText(company())).toBe('Thủy sản, Nông sản');
    expect(ownerName(null)).toBe('Không rõ');
    expect(ownerName(company().nguoiPhuTrach)).toBe('Lê Thị Marketing');
    const row = company();
    const text = Object.fromEntries(COMPANY_COLUMNS.map((c) => [c.key, c.text(row)]));
    expect(text).toMatchObject({ name: row.name, hotline: '0909 123 456', address: '', status: 'Đã chăm sóc' });
  });

  it('writes a workbook whose header and cells are the chosen columns', async () => {
    const columns = columnsOf(COMPANY_COLUMNS, [
      'companyId',
      'name',
      'hotline',
      'industries',
      'status',
      'mst',
      'ngayTao',
    ]);
    const cells = await readSheet(columns, [company(), company({ companyId: 'CTY002', status: 0, mst: null })]);
    expect([cells.A1, cells.B1, cells.C1, cells.D1, cells.E1, cells.F1, cells.G1]).toEqual([
      'Mã công ty',
      'Tên công ty',
      'Zalo',
      'Ngành nghề',
      'Trạng thái',
      'Mã số thuế',
      'Ngày tạo',
    ]);
    expect(cells.A2).toBe('CTY001');
    expect(cells.B2).toBe('Công ty TNHH Vận tải Sao Mai');
    expect(cells.C2).toBe('0909 123 456');
    expect(cells.D2).toBe('Thủy sản, Nông sản');
    expect(cells.E2).toBe('Đã chăm sóc');
    // A tax code stays text (no number conversion drops a leading zero).
    expect(cells.F2).toBe('0312345678');
    // The date is a real Excel date (a serial number), formatted dd/mm/yyyy hh:mm.
    expect(Number(cells.G2)).toBeGreaterThan(46_000);
    expect(cells.A3).toBe('CTY002');
    expect(cells.E3).toBe('Chưa chăm sóc');
    expect(cells.F3 ?? '').toBe('');
  });

  it('builds customer rows with their codes', () => {
    const customer: PotentialCustomer = { ...company(), maKH: 'KH001', companyIdGoc: 'CTY001', companyId: 'CTY001' };
    const data = sheetOf(columnsOf(CUSTOMER_COLUMNS, ['maKH', 'companyIdGoc', 'name']), [customer]);
    expect(data[1]).toEqual([
      { value: 'KH001', type: String },
      { value: 'CTY001', type: String },
      { value: customer.name, type: String },
    ]);
  });
});
