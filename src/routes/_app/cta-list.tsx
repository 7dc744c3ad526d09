import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { ctasQueryOptions } from '@/features/articles/ctas/api/ctas';
import { CtasPage } from '@/features/articles/ctas/components/ctas-page';
import { pageParam, searchParams, withDefault } from '@/lib/search-params';

const search = searchParams({ page: withDefault(pageParam(), 0) });

export const Route = createFileRoute('/_app/cta-list')({
  staticData: metaFor('/cta-list'),
  validateSearch: search,
  loaderDeps: ({ search: s }) => s,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(ctasQueryOptions(deps));
  },
  component: CtaListRoute,
});

function CtaListRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onPage = useCallback((p: number) => void navigate({ search: { page: p }, replace: true }), [navigate]);
  return <CtasPage page={page} onPage={onPage} />;
}
