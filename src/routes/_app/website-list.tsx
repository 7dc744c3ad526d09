import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { wpSitesQueryOptions } from '@/features/articles/websites/api/wp-sites';
import { WebsitesPage } from '@/features/articles/websites/components/websites-page';
import { WEBSITE_PAGE_SIZES, type WebsitesSearch } from '@/features/articles/websites/model/websites-search';
import { pageParam, searchParams, sizeParam, withDefault } from '@/lib/search-params';

const search = searchParams({
  page: withDefault(pageParam(), 0),
  size: withDefault(sizeParam(WEBSITE_PAGE_SIZES), 10),
});

export const Route = createFileRoute('/_app/website-list')({
  staticData: metaFor('/website-list'),
  validateSearch: search,
  loaderDeps: ({ search: s }) => s,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(wpSitesQueryOptions(deps));
  },
  component: WebsitesRoute,
});

function WebsitesRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (patch: Partial<WebsitesSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <WebsitesPage search={s} onSearch={onSearch} />;
}
