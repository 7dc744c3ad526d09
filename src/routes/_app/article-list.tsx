import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { articleListQueryOptions } from '@/features/articles/list/api/query-articles';
import { ArticleListPage } from '@/features/articles/list/components/article-list-page';
import { type ArticleListSearch, articleListSearch } from '@/features/articles/list/model/search';

export const Route = createFileRoute('/_app/article-list')({
  staticData: metaFor('/article-list'),
  validateSearch: articleListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(articleListQueryOptions(deps));
  },
  component: ArticleListRoute,
});

function ArticleListRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearch = useCallback((next: Partial<ArticleListSearch>) => void navigate({ search: next }), [navigate]);
  return <ArticleListPage search={search} onSearch={onSearch} />;
}
