import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { LEAD_PAGE_SIZE } from '@/contracts/leads-vocabulary';
import { customersQueryOptions } from '@/features/leads/api/customers';
import { CustomersPage } from '@/features/leads/components/customers-page';
import { type LeadSearch, leadQueryOf } from '@/features/leads/model/lead-search';
import { leadSearch } from '@/features/leads/model/lead-search-params';

export const Route = createFileRoute('/_app/danh-sach-khach-hang-tiem-nang')({
  staticData: metaFor('/danh-sach-khach-hang-tiem-nang'),
  validateSearch: leadSearch,
  loaderDeps: ({ search: s }) => s,
  loader: ({ context: { queryClient }, deps: { page, ...filters } }) => {
    void queryClient.prefetchQuery(customersQueryOptions(leadQueryOf(filters, LEAD_PAGE_SIZE, page)));
  },
  component: CustomersRoute,
});

function CustomersRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (patch: Partial<LeadSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <CustomersPage search={s} onSearch={onSearch} />;
}
