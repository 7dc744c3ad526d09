/**
 * baogia.xlsx (spec 001 §7, issue 16): written by the product itself with src/lib/excel.ts — a
 * title, the customer block, the product table (totals computed here, money in "#,##0 đ"), and a
 * total row. Pure: the unit test builds it on Node and reads the cells back.
 */
import {
  QUOTE_FIELD_LABELS as L,
  QUOTE_MESSAGES,
  QUOTE_SHEET_NAME,
  type QuoteCustomer,
  type QuoteLine,
} from '@/contracts/quotations-vocabulary';
import { type Cell, EXCEL_FORMATS, type ExcelColumn, type SheetData, sheetOf } from '@/lib/excel';

export type NumberedLine = QuoteLine & { stt: number };

const money = (value: number): Cell => ({ value, type: Number, format: EXCEL_FORMATS.money });

export const quoteLineColumns: readonly ExcelColumn<NumberedLine>[] = [
  { header: 'STT', width: 6, cell: (l) => ({ value: l.stt, type: Number, align: 'center' }) },
  { header: L.tensp, width: 36, cell: (l) => ({ value: l.tensp, type: String, wrap: true }) },
  { header: L.xuatxu, width: 14, cell: (l) => l.xuatxu },
  { header: L.donvi, width: 10, cell: (l) => l.donvi },
  { header: L.soluong, width: 12, cell: (l) => ({ value: l.soluong, type: Number, format: '#,##0.##' }) },
  { header: L.dongia, width: 16, cell: (l) => money(l.dongia) },
  { header: L.thanhTien, width: 18, cell: (l) => money(quoteLineAmount(l)) },
  { header: L.ghichu, width: 28, cell: (l) => ({ value: l.ghichu, type: String, wrap: true }) },
];

/** soluong × dongia rounded to the đồng's hundredth (what the screen shows). */
export const quoteLineAmount = (l: Pick<QuoteLine, 'soluong' | 'dongia'>) =>
  Math.round(l.soluong * l.dongia * 100) / 100;

export const quoteTotal = (lines: readonly QuoteLine[]) =>
  Math.round(lines.reduce((s, l) => s + quoteLineAmount(l), 0) * 100) / 100;

const SPAN = quoteLineColumns.length;
const TOTAL_COLUMN = 6;

/** A label in column B and its value across the rest of the row. */
const infoRow = (label: string, value: string): Cell[] => [
  null,
  { value: label, fontWeight: 'bold' },
  { value, type: String, columnSpan: SPAN - 2 },
  ...Array<Cell>(SPAN - 3).fill(null),
];

export function quoteSheet(customer: QuoteCustomer, lines: readonly QuoteLine[], at: Date = new Date()): SheetData {
  const p = (n: number) => String(n).padStart(2, '0');
  const day = `${p(at.getDate())}/${p(at.getMonth() + 1)}/${at.getFullYear()}`;
  const title: Cell[] = [
    { value: QUOTE_SHEET_NAME.toUpperCase(), fontWeight: 'bold', fontSize: 16, columnSpan: SPAN, align: 'center' },
    ...Array<Cell>(SPAN - 1).fill(null),
  ];
  const numbered = lines.map((l, i) => ({ ...l, stt: i + 1 }));
  const total: Cell[] = Array<Cell>(SPAN).fill(null);
  total[1] = { value: QUOTE_MESSAGES.total, fontWeight: 'bold' };
  total[TOTAL_COLUMN] = { ...(money(quoteTotal(lines)) as object), fontWeight: 'bold' };
  return [
    title,
    infoRow(L.customerName, customer.customerName.trim()),
    infoRow(L.address, customer.address.trim()),
    infoRow(L.phone, customer.phone.trim()),
    infoRow(L.contactPerson, customer.contactPerson.trim()),
    infoRow(L.soTo, customer.soTo.trim()),
    infoRow(L.trang, customer.trang.trim()),
    infoRow(L.nguoiPhuTrach, customer.nguoiPhuTrach.trim()),
    infoRow('Ngày báo giá', day),
    [],
    ...sheetOf(quoteLineColumns, numbered),
    total,
  ];
}
