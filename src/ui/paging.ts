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
