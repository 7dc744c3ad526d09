import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOnly } from '@/contracts/envelope';
import type { CreateFanpageBody, UpdateFanpageBody } from '@/contracts/fanpages';
import { FANPAGE_OPTIONS_SIZE } from '@/contracts/fanpages-vocabulary';
import { api, schemaFrom } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { fanpageKeys } from './query-keys';

const contracts = () => import('@/contracts/fanpages');
type Paging = { page: number; size: number };

/** GET /api/fanpages?page&size: one page of fanpages, the token never included (§7). */
export const getFanpages = async (params: Paging) =>
  (await api.get('fanpages', schemaFrom(contracts, 'fanpagePageResponse'), { searchParams: params })).data;
export const fanpagesQueryOptions = (params: Paging) =>
  queryOptions({
    queryKey: fanpageKeys.page(params),
    queryFn: () => getFanpages(params),
    placeholderData: keepPreviousData,
  });
export const useFanpages = (params: Paging) => useQuery(fanpagesQueryOptions(params));

/** Every fanpage for a select (the posts page, the share dialog). */
export const fanpageOptionsQueryOptions = () =>
  queryOptions({
    queryKey: fanpageKeys.options(),
    queryFn: async () => (await getFanpages({ page: 0, size: FANPAGE_OPTIONS_SIZE })).content,
    staleTime: 60_000,
  });
export const useFanpageOptions = (enabled = true) => useQuery({ ...fanpageOptionsQueryOptions(), enabled });

export type SaveFanpage = { id: null; body: CreateFanpageBody } | { id: number; body: UpdateFanpageBody };

export const saveFanpage = async (save: SaveFanpage) => {
  const schema = schemaFrom(contracts, 'fanpageResponse');
  return save.id === null
    ? api.post('fanpages', schema, { json: save.body })
    : api.put(`fanpages/${save.id}`, schema, { json: save.body });
};

export const deleteFanpage = async (id: number) => api.delete(`fanpages/${id}`, messageOnly);

export function useSaveFanpage() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: saveFanpage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fanpageKeys.all }),
  });
}

export function useDeleteFanpage() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: deleteFanpage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fanpageKeys.all }),
  });
}
