/**
 * Spreadsheets the product writes itself (issue 16: companies, customers, quotations) with
 * `write-excel-file` (no export service, no `xlsx` package with its open CVEs). Building the sheet is
 * pure (unit-tested, and benchmarked on Node with the same code); the writer loads with the first
 * export, so the library never enters a first load.
 */
import type { Cell, SheetData } from 'write-excel-file/browser';

export type { Cell, SheetData };

/** One column of an export: its header, width in characters and how a row fills the cell. */
export type ExcelColumn<T> = {
  header: string;
  /** Width in characters (Excel's unit). */
  width?: number;
  cell: (row: T) => Cell;
};

/** vi-VN number formats: thousands with dots are the reader's locale; the file stores plain numbers. */
export const EXCEL_FORMATS = {
  integer: '#,##0',
  money: '#,##0 "đ"',
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
} as const;

const HEADER_STYLE = { fontWeight: 'bold', backgroundColor: '#E7F0FE' } as const;

/** The sheet for `rows`: a bold header row, then one row per item. */
export function sheetOf<T>(columns: readonly ExcelColumn<T>[], rows: readonly T[]): SheetData {
  const header = columns.map((c) => ({ value: c.header, ...HEADER_STYLE }));
  return [header, ...rows.map((row) => columns.map((c) => c.cell(row)))];
}

/** Column widths for the writer's `columns` option. */
export const widthsOf = (columns: readonly { width?: number }[]) => columns.map((c) => ({ width: c.width ?? 18 }));

/** `companies_all_20261125_1430` — a name stamped with the local date and time. */
export function stampedFileName(base: string, at: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}${p(at.getMonth() + 1)}${p(at.getDate())}_${p(at.getHours())}${p(at.getMinutes())}${p(at.getSeconds())}`;
  return `${base}_${stamp}.xlsx`;
}

/** Writes the sheet and hands it to the browser as a download named `fileName`. */
export async function saveExcelFile(
  fileName: string,
  data: SheetData,
  options: { sheet: string; columns?: { width?: number }[]; stickyRowsCount?: number },
): Promise<void> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  await writeExcelFile(data, {
    sheet: options.sheet,
    columns: options.columns ? widthsOf(options.columns) : undefined,
    stickyRowsCount: options.stickyRowsCount ?? 1,
  }).toFile(fileName);
}
