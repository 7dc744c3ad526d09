import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { metaFor } from '@/app/route-meta';
import { TICKET_STATUSES } from '@/contracts/fleet';
import { ticketsQueryOptions } from '@/features/fleet/maintenance/api/get-tickets';
import {
  TICKET_PAGE_SIZES,
  type TicketSearch,
  TicketsPage,
  toListParams,
} from '@/features/fleet/maintenance/components/tickets-page';

const id = z.coerce.number().int().positive().optional().catch(undefined);
const ticketSearch = z.object({
  tab: z.enum([...TICKET_STATUSES, 'ALL']).catch('CHO_DUYET'),
  q: z.string().trim().max(100).optional().catch(undefined),
  xeId: id,
  taiXeId: id,
  page: z.coerce.number().int().min(0).catch(0),
  size: z.coerce
    .number()
    .refine((n) => TICKET_PAGE_SIZES.includes(n))
    .catch(10),
  /** The ticket open in the detail modal. */
  id,
});

export const Route = createFileRoute('/_app/quan-ly-bao-duong')({
  staticData: metaFor('/quan-ly-bao-duong'),
  validateSearch: ticketSearch,
  loaderDeps: ({ search }) => toListParams(search as TicketSearch),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(ticketsQueryOptions(deps));
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
