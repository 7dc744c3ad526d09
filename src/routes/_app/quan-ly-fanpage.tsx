import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { fanpagesQueryOptions } from '@/features/fanpages/api/fanpages';
import { FanpagesPage } from '@/features/fanpages/components/fanpages-page';
import { FANPAGE_PAGE_SIZES, type FanpagesSearch } from '@/features/fanpages/model/fanpages-search';
import { pageParam, searchParams, sizeParam, withDefault } from '@/lib/search-params';

const search = searchParams({
  page: withDefault(pageParam(), 0),
  size: withDefault(sizeParam(FANPAGE_PAGE_SIZES), 10),
});

export const Route = createFileRoute('/_app/quan-ly-fanpage')({
  staticData: metaFor('/quan-ly-fanpage'),
  validateSearch: search,
  loaderDeps: ({ search: s }) => s,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(fanpagesQueryOptions(deps));
  },
  component: FanpagesRoute,
});

function FanpagesRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (patch: Partial<FanpagesSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <FanpagesPage search={s} onSearch={onSearch} />;
}
