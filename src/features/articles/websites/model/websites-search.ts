/** The website list's URL search: zero-based page and a size of WEBSITE_PAGE_SIZES (zod-free: the route reads it). */
export const WEBSITE_PAGE_SIZES: number[] = [10, 20, 50];
export type WebsitesSearch = { page: number; size: number };
