import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { LEAD_PAGE_SIZE } from '@/contracts/leads-vocabulary';
import { companiesQueryOptions } from '@/features/leads/api/companies';
import { CompaniesPage } from '@/features/leads/components/companies-page';
import { type LeadSearch, leadQueryOf } from '@/features/leads/model/lead-search';
import { leadSearch } from '@/features/leads/model/lead-search-params';

export const Route = createFileRoute('/_app/danh-sach-cong-ty')({
  staticData: metaFor('/danh-sach-cong-ty'),
  validateSearch: leadSearch,
  loaderDeps: ({ search: s }) => s,
  loader: ({ context: { queryClient }, deps: { page, ...filters } }) => {
    void queryClient.prefetchQuery(companiesQueryOptions(leadQueryOf(filters, LEAD_PAGE_SIZE, page)));
  },
  component: CompaniesRoute,
});

function CompaniesRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (patch: Partial<LeadSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <CompaniesPage search={s} onSearch={onSearch} />;
}
