/** Page arithmetic for server-paged lists (zero-based pages, as the API's `page` parameter). */

/** Pages needed for `totalElements` rows; at least 1 so the pager reads 'Trang 1 / 1' when empty. */
export function pageCount(totalElements: number, size: number): number {
  if (!(size > 0) || !(totalElements > 0)) return 1;
  return Math.ceil(totalElements / size);
}

/** A page that exists: never below 0 nor past the last page. */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, totalPages) - 1;
  if (!Number.isFinite(page) || page < 0) return 0;
  return Math.min(Math.floor(page), last);
}

/** 'Trang x / y' with a one-based x. */
export function pagerLabel(page: number, totalPages: number): string {
  const pages = Math.max(1, totalPages);
  return `Trang ${clampPage(page, pages) + 1} / ${pages}`;
}

export const canGoPrev = (page: number) => page > 0;
export const canGoNext = (page: number, totalPages: number) => page + 1 < totalPages;

/**
 * The page to show after the page size changes: the one holding the first row the user was looking at,
 * so switching 10 → 20 on page 3 (rows 31–40) lands on page 2 (rows 21–40), not back on page 1.
 */
export function pageForNewSize(page: number, oldSize: number, newSize: number): number {
  if (!(oldSize > 0) || !(newSize > 0) || page <= 0) return 0;
  return Math.floor((page * oldSize) / newSize);
}

/** A slot of a numbered pager: a zero-based page, or a gap standing for the pages between its neighbours. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; from: number; to: number };

/**
 * The numbered pager's slots (spec 002: comments show up to 5 numbers, the archive every page when
 * there are 7 or fewer). With more pages than `maxNumbers`: the first and the last page, a window
 * around the current one, and a gap wherever pages are left out — still `maxNumbers` numbers in all,
 * so the pager does not change width as the reader pages through. Pages are zero-based.
 */
export function pageItems(current: number, totalPages: number, maxNumbers: number): PageItem[] {
  const total = Math.max(1, Math.floor(totalPages));
  const page = clampPage(current, total);
  const numbers = Math.max(3, Math.floor(maxNumbers));
  if (total <= numbers) return Array.from({ length: total }, (_, i) => ({ kind: 'page', page: i }));
  const window = numbers - 2;
  const start = Math.min(Math.max(1, page - Math.floor((window - 1) / 2)), total - 1 - window);
  const items: PageItem[] = [{ kind: 'page', page: 0 }];
  if (start > 1) items.push({ kind: 'gap', from: 1, to: start - 1 });
  for (let p = start; p < start + window; p++) items.push({ kind: 'page', page: p });
  const end = start + window - 1;
  if (end < total - 2) items.push({ kind: 'gap', from: end + 1, to: total - 2 });
  items.push({ kind: 'page', page: total - 1 });
  return items;
}

/** Where a gap's button leads: the middle of the pages it stands for. */
export const gapTarget = (gap: { from: number; to: number }) => Math.floor((gap.from + gap.to) / 2);

/** §5: the page-jump box's message for a page outside 1..n (the blog view, companies). */
export const pageJumpInvalid = (n: number) => `Số trang không hợp lệ. Vui lòng nhập số từ 1 đến ${n}`;

/**
 * The page a reader typed in a jump box (1-based) → a zero-based page, or null when it is not an
 * integer from 1 to `totalPages` (the screen then says pageJumpInvalid(totalPages)).
 */
export function parsePageJump(text: string, totalPages: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= totalPages ? n - 1 : null;
}
