import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { CTA_PAGE_SIZE } from '@/contracts/articles-vocabulary';
import { messageOnly } from '@/contracts/envelope';
import { api, schemaFrom } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { ctaKeys } from './query-keys';

const contracts = () => import('@/contracts/articles');
type Paging = { page: number; size?: number };

/** GET /api/ctas?page&size: one page of CTAs, newest first (§7, §9: 10 per page). */
export const getCtas = async ({ page, size = CTA_PAGE_SIZE }: Paging) =>
  (await api.get('ctas', schemaFrom(contracts, 'ctaPageResponse'), { searchParams: { page, size } })).data;
export const ctasQueryOptions = ({ page, size = CTA_PAGE_SIZE }: Paging) =>
  queryOptions({
    queryKey: ctaKeys.page({ page, size }),
    queryFn: () => getCtas({ page, size }),
    placeholderData: keepPreviousData,
  });
export const useCtas = (params: Paging) => useQuery(ctasQueryOptions(params));

export type CtaValues = { name: string; ctaContent: string };
export type SaveCta = { id: number | null; body: CtaValues };

/** POST /api/ctas or PUT /api/ctas/{id}. */
export const saveCta = async ({ id, body }: SaveCta) => {
  const schema = schemaFrom(contracts, 'ctaResponse');
  return id === null ? api.post('ctas', schema, { json: body }) : api.put(`ctas/${id}`, schema, { json: body });
};

/** DELETE /api/ctas/{id}. */
export const deleteCta = async (id: number) => api.delete(`ctas/${id}`, messageOnly);

// Both invalidate every CTA query: the table's pages and the writer's select (['ctas', 'options']).
export function useSaveCta() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: saveCta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ctaKeys.all }),
  });
}

export function useDeleteCta() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: deleteCta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ctaKeys.all }),
  });
}
