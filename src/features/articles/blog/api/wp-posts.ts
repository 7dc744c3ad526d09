import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ARTICLE_LIMITS } from '@/contracts/articles-vocabulary';
import { api, schemaFrom } from '@/lib/api';
import type { BlogSearch } from '../model/blog-search';
import { wpPostKeys } from './query-keys';

const contracts = () => import('@/contracts/wp-sites');

/**
 * GET /api/wp-sites/posts/all (every active site, newest first) or /api/wp-sites/{siteId}/posts/all:
 * one page of 9 posts through our server, filtered by text, status and date range (§2, §7).
 */
export const getWpPosts = async ({ siteId, page, search, status, after, before }: BlogSearch) => {
  const path = siteId ? `wp-sites/${siteId}/posts/all` : 'wp-sites/posts/all';
  const searchParams: Record<string, string | number> = { page, size: ARTICLE_LIMITS.blogCardsPerPage };
  if (search) searchParams.search = search;
  if (status && status !== 'all') searchParams.status = status;
  if (after) searchParams.after = after;
  if (before) searchParams.before = before;
  return (await api.get(path, schemaFrom(contracts, 'wpPostPageResponse'), { searchParams })).data;
};
export const wpPostsQueryOptions = (search: BlogSearch) =>
  queryOptions({
    queryKey: wpPostKeys.list(search),
    queryFn: () => getWpPosts(search),
    placeholderData: keepPreviousData,
  });
export const useWpPosts = (search: BlogSearch) => useQuery(wpPostsQueryOptions(search));
