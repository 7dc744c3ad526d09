import { PAGER_MAX_PAGES } from '@/contracts/work';

export type PagerItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The numbered part of a pager (spec 002 §2.4, §9: up to 5 numbered pages with ellipsis): every
 * page when they fit; else the first and the last page always, the current one with its
 * neighbours between them, and an ellipsis where pages are skipped. Pages are 1-based.
 * 10 pages at 5 → 1 … 4 5 6 … 10; at 1 → 1 2 3 4 … 10; at 10 → 1 … 7 8 9 10.
 */
export function pagerItems(current: number, total: number, max: number = PAGER_MAX_PAGES): PagerItem[] {
  if (total <= 0) return [];
  if (total <= max) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), total);
  const inner = Math.max(1, max - 2);
  const start = Math.min(Math.max(2, page - Math.floor((inner - 1) / 2)), total - inner);
  const end = start + inner - 1;
  const items: PagerItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}
