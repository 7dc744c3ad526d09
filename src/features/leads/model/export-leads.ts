/**
 * The lists' Excel export (§2, §5, §9): the chosen columns of the page on screen, or of every row of
 * the filtered list fetched in pages of 1000. Pure apart from the fetcher it is given, so the unit
 * tests drive it with a fake one; the screen hands the result to saveExcelFile.
 */
import type { Page } from '@/contracts/envelope';
import { EXPORT_MESSAGES, LEAD_EXPORT } from '@/contracts/leads-vocabulary';
import { type ExcelColumn, type SheetData, sheetOf, stampedFileName } from '@/lib/excel';

export type ExportScope = 'page' | 'all';

/** Fetches one zero-based page of `size` rows of the filtered list. */
export type PageFetcher<T> = (page: number, size: number) => Promise<Page<T>>;

/** An export refused before any work: no column, or no row (§5). */
export class ExportRefused extends Error {}

/**
 * Every row of the filtered list, page after page of `pageSize`; `onProgress(done, total)` after each.
 * Stops at the first page that comes back short or empty (rows deleted meanwhile never loop forever).
 */
export async function fetchAllRows<T>(
  fetchPage: PageFetcher<T>,
  onProgress: (done: number, total: number) => void = () => {},
  pageSize: number = LEAD_EXPORT.pageSize,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; ; page++) {
    const answer = await fetchPage(page, pageSize);
    rows.push(...answer.content);
    onProgress(rows.length, Math.max(answer.totalElements, rows.length));
    if (answer.content.length < pageSize || page + 1 >= answer.totalPages) return rows;
  }
}

/** The sheet and its file name; refuses with the §5 message when no column is chosen or nothing to write. */
export function buildExport<T>(
  columns: readonly ExcelColumn<T>[],
  rows: readonly T[],
  base: string,
  at: Date = new Date(),
): { fileName: string; data: SheetData } {
  if (columns.length === 0) throw new ExportRefused(EXPORT_MESSAGES.noColumns);
  if (rows.length === 0) throw new ExportRefused(EXPORT_MESSAGES.noData);
  return { fileName: stampedFileName(base, at), data: sheetOf(columns, rows) };
}
