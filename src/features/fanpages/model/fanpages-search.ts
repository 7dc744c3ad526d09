/** The fanpage list's URL search: zero-based page, 10 a page (§9) — zod-free: the route reads it. */
export const FANPAGE_PAGE_SIZES: number[] = [10, 20, 50];
export type FanpagesSearch = { page: number; size: number };
/** The posts page's URL search: the chosen fanpage. */
export type FanpagePostsSearch = { fanpageId?: number };
