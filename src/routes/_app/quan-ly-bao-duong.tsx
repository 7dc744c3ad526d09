import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { TICKET_PAGE_SIZES, TICKET_STATUSES } from '@/contracts/vocabulary';
import { ticketsQueryOptions } from '@/features/fleet/maintenance/api/get-tickets';
import { type TicketSearch, TicketsPage, toListParams } from '@/features/fleet/maintenance/components/tickets-page';
import { enumParam, idParam, pageParam, searchParams, sizeParam, textParam } from '@/lib/search-params';

const ticketSearch = searchParams({
  tab: enumParam([...TICKET_STATUSES, 'ALL'], 'CHO_DUYET'),
  q: textParam(),
  xeId: idParam(),
  taiXeId: idParam(),
  page: pageParam(),
  size: sizeParam(TICKET_PAGE_SIZES),
  /** The ticket open in the detail modal. */
  id: idParam(),
});

export const Route = createFileRoute('/_app/quan-ly-bao-duong')({
  staticData: metaFor('/quan-ly-bao-duong'),
  validateSearch: ticketSearch,
  // The search without the open record: opening a detail modal does not run the loader again.
  loaderDeps: ({ search: { id: _open, ...list } }) => list,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(ticketsQueryOptions(toListParams(deps as TicketSearch)));
  },
  component: MaintenanceRoute,
});

function MaintenanceRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearch = useCallback(
    (patch: Partial<TicketSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <TicketsPage search={search} onSearch={onSearch} />;
}
