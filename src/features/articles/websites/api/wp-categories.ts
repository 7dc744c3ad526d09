import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, schemaFrom } from '@/lib/api';
import { wpSiteKeys } from './query-keys';

const contracts = () => import('@/contracts/wp-sites');

/** GET /api/wp-sites/{siteId}/categories: every category of the site (all its pages, through our server). */
export const getWpCategories = async (siteId: number) =>
  (await api.get(`wp-sites/${siteId}/categories`, schemaFrom(contracts, 'wpCategoriesResponse'))).data;
export const wpCategoriesQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: wpSiteKeys.categories(siteId),
    queryFn: () => getWpCategories(siteId),
    staleTime: 5 * 60_000,
  });
/** The site's categories; idle while no site is chosen. */
export const useWpCategories = (siteId: number | null) =>
  useQuery({ ...wpCategoriesQueryOptions(siteId ?? 0), enabled: siteId !== null && siteId > 0 });
