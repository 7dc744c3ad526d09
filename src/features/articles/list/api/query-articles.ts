/** GET /api/articles/query (§7): the article list, newest change first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, schemaFrom } from '@/lib/api';
import { articleKeys } from '../../shared/api/query-keys';
import type { ArticleListSearch } from '../model/search';

const contracts = () => import('@/contracts/articles');

export const queryArticles = async (search: ArticleListSearch) => {
  const searchParams: Record<string, string | number> = {
    page: search.page,
    size: search.size,
    sort: 'updatedAt,DESC',
  };
  if (search.keyword) searchParams.keyword = search.keyword;
  if (search.step) searchParams.step = search.step;
  if (search.siteId) searchParams.siteId = search.siteId;
  return (await api.get('articles/query', schemaFrom(contracts, 'articlePageResponse'), { searchParams })).data;
};

export const articleListQueryOptions = (search: ArticleListSearch) =>
  queryOptions({
    queryKey: articleKeys.list(search),
    queryFn: () => queryArticles(search),
    placeholderData: keepPreviousData,
  });

export const useArticleList = (search: ArticleListSearch) => useQuery(articleListQueryOptions(search));
