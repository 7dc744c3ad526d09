import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { INDUSTRY_PAGE_SIZE } from '@/contracts/leads-vocabulary';
import { industriesQueryOptions } from '@/features/leads/api/industries';
import { IndustriesPage } from '@/features/leads/components/industries-page';
import { pageParam, searchParams, withDefault } from '@/lib/search-params';

const search = searchParams({ page: withDefault(pageParam(), 0) });

export const Route = createFileRoute('/_app/danh-sach-nganh-nghe')({
  staticData: metaFor('/danh-sach-nganh-nghe'),
  validateSearch: search,
  loaderDeps: ({ search: s }) => s,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(industriesQueryOptions({ page: deps.page, size: INDUSTRY_PAGE_SIZE }));
  },
  component: IndustriesRoute,
});

function IndustriesRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onPage = useCallback(
    (p: number) => void navigate({ search: (prev) => ({ ...prev, page: p }), replace: true }),
    [navigate],
  );
  return <IndustriesPage page={page} onPage={onPage} />;
}
