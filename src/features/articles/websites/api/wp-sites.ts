import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ARTICLE_LIMITS } from '@/contracts/articles-vocabulary';
import { messageOnly } from '@/contracts/envelope';
import type { CreateWpSiteBody, UpdateWpSiteBody } from '@/contracts/wp-sites';
import { api, schemaFrom } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { wpSiteKeys } from './query-keys';

const contracts = () => import('@/contracts/wp-sites');
type Paging = { page: number; size: number };

/** GET /api/wp-sites?page&size: the websites, one page (§7). */
export const getWpSites = async (params: Paging) =>
  (await api.get('wp-sites', schemaFrom(contracts, 'wpSitePageResponse'), { searchParams: params })).data;
export const wpSitesQueryOptions = (params: Paging) =>
  queryOptions({
    queryKey: wpSiteKeys.page(params),
    queryFn: () => getWpSites(params),
    placeholderData: keepPreviousData,
  });
export const useWpSites = (params: Paging) => useQuery(wpSitesQueryOptions(params));

/** Every website for a site select (§9: dropdowns fetch one page of 200). */
export const wpSiteOptionsQueryOptions = () =>
  queryOptions({
    queryKey: wpSiteKeys.options(),
    queryFn: async () => (await getWpSites({ page: 0, size: ARTICLE_LIMITS.siteDropdownSize })).content,
    staleTime: 60_000,
  });
export const useWpSiteOptions = () => useQuery(wpSiteOptionsQueryOptions());

export type SaveWpSite = { id: null; body: CreateWpSiteBody } | { id: number; body: UpdateWpSiteBody };

export const saveWpSite = async (save: SaveWpSite) => {
  const schema = schemaFrom(contracts, 'wpSiteResponse');
  return save.id === null
    ? api.post('wp-sites', schema, { json: save.body })
    : api.put(`wp-sites/${save.id}`, schema, { json: save.body });
};

export const deleteWpSite = async (id: number) => api.delete(`wp-sites/${id}`, messageOnly);

export function useSaveWpSite() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: saveWpSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wpSiteKeys.all }),
  });
}

export function useDeleteWpSite() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: deleteWpSite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wpSiteKeys.all }),
  });
}
