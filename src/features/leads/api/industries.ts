import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOnly } from '@/contracts/envelope';
import type { IndustryBody } from '@/contracts/leads';
import { api, schemaFrom } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { leadKeys } from './query-keys';

const contracts = () => import('@/contracts/leads');
type Paging = { page: number; size: number };

/** GET /api/industries?page&size: one page of industries (§9: 10 a page). */
export const getIndustries = async (params: Paging) =>
  (await api.get('industries', schemaFrom(contracts, 'industryPageResponse'), { searchParams: params })).data;
export const industriesQueryOptions = (params: Paging) =>
  queryOptions({
    queryKey: leadKeys.industryPage(params),
    queryFn: () => getIndustries(params),
    placeholderData: keepPreviousData,
  });
export const useIndustries = (params: Paging) => useQuery(industriesQueryOptions(params));

export { useIndustryOptions } from '@/lib/industry-options';

export type SaveIndustry = { id: number | null; body: IndustryBody };
export const saveIndustry = async ({ id, body }: SaveIndustry) => {
  const schema = schemaFrom(contracts, 'industryResponse');
  return id === null
    ? api.post('industries', schema, { json: body })
    : api.put(`industries/${id}`, schema, { json: body });
};
export const deleteIndustry = async (id: number) => api.delete(`industries/${id}`, messageOnly);

export function useSaveIndustry() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: saveIndustry,
    // Companies and customers print industry names: a rename shows there too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leads'] }),
  });
}

export function useDeleteIndustry() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: deleteIndustry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.industries }),
  });
}
