import type { Page, PageQuery } from '@/contracts/envelope';

/** LIMIT/OFFSET of a zero-based page request. */
export const pageWindow = ({ page, size }: PageQuery) => ({ limit: size, offset: page * size });

/** The page envelope every list answers (`number` zero-based, like the seeds' `page`). */
export function toPage<T>(content: T[], totalElements: number, { page, size }: PageQuery): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    number: page,
    size,
    totalElements,
    totalPages,
    first: page === 0,
    last: page >= totalPages - 1,
  };
}

/** Runs a list's rows and count queries side by side and builds the page. */
export async function paged<R, T>(
  query: PageQuery,
  rows: (window: { limit: number; offset: number }) => Promise<R[]>,
  total: () => Promise<number>,
  map: (row: R) => T,
): Promise<Page<T>> {
  const [found, count] = await Promise.all([rows(pageWindow(query)), total()]);
  return toPage(found.map(map), count, query);
}

// Every list repo counts with `select({ n: count() })`; one reader for the answer.
/** The n of a `select({ n: count() })` (0 when no row). */
export const countOf = (rows: { n: number }[]) => rows[0]?.n ?? 0;
