/**
 * The company and customer lists' filters (zod-free: the routes read them). `industryId`, `status`,
 * `name`, `province` absent = no filter; pages are zero-based.
 */
export type LeadSearch = {
  page: number;
  industryId?: number;
  status?: number;
  name?: string;
  province?: string;
};

export type LeadFilters = Omit<LeadSearch, 'page'>;

/** GET /api/companies and /api/khach-hang-tiem-nang: the filters that are set, a page and its size. */
export type LeadQueryParams = LeadFilters & { page: number; size: number };

/** The query of one page: the filters that are set, the page and its size (§9: 12). */
export function leadQueryOf(search: LeadFilters, size: number, page: number): LeadQueryParams {
  const q: LeadQueryParams = { page, size };
  if (search.industryId !== undefined) q.industryId = search.industryId;
  if (search.status !== undefined) q.status = search.status;
  const name = search.name?.trim();
  if (name) q.name = name;
  if (search.province) q.province = search.province;
  return q;
}

/** How many pages of `pageSize` an export of `total` rows fetches. */
export const exportPageCount = (total: number, pageSize: number) => (total > 0 ? Math.ceil(total / pageSize) : 0);
