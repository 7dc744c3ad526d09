import { idParam, pageParam, searchParams, textParam, withDefault } from '@/lib/search-params';

/** The company and customer lists' URL search (zod-free: every route's search is in the entry chunk). */
export const leadSearch = searchParams({
  page: withDefault(pageParam(), 0),
  industryId: idParam(),
  status: {
    read: (v: unknown) => (v === 0 || v === 1 || v === '0' || v === '1' ? Number(v) : undefined),
  },
  name: textParam(255),
  province: textParam(120),
});
