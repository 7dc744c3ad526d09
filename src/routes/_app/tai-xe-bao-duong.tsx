import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { TICKET_STATUSES } from '@/contracts/vocabulary';
import { useSessionIdentity } from '@/features/auth/api/get-session';
import { myTicketsQueryOptions } from '@/features/driver/api/get-my-lists';
import { MY_TICKETS_ALL } from '@/features/driver/api/get-my-ticket';
import { MyTicketsPage } from '@/features/driver/components/my-tickets-page';
import { idParam, optionalEnumParam, searchParams } from '@/lib/search-params';

/** `tab`: the status filter; `phieu`: the ticket whose detail is open (a deep link from the dashboard). */
const ticketsSearch = searchParams({
  // features/driver/model/ticket-progress.ts TICKET_TABS, without the module (it brings the fleet contracts).
  tab: optionalEnumParam(['all', ...TICKET_STATUSES]),
  phieu: idParam(),
});

export const Route = createFileRoute('/_app/tai-xe-bao-duong')({
  staticData: metaFor('/tai-xe-bao-duong'),
  validateSearch: ticketsSearch,
  // Not awaited: the screen renders at once from the persisted cache, online or not.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(myTicketsQueryOptions(MY_TICKETS_ALL));
  },
  component: MyTicketsRoute,
});

function MyTicketsRoute() {
  const { tab = 'all', phieu } = Route.useSearch();
  const navigate = Route.useNavigate();
  const identity = useSessionIdentity();
  return (
    <MyTicketsPage
      userId={identity.data?.userId ?? -1}
      tab={tab}
      phieuId={phieu ?? null}
      onTabChange={(next) => void navigate({ search: (s) => ({ ...s, tab: next }), replace: true })}
      // Opening pushes a history entry so the phone's back button closes the detail.
      onOpen={(id) => void navigate({ search: (s) => ({ ...s, phieu: id }) })}
      onClose={() => void navigate({ search: (s) => ({ ...s, phieu: undefined }), replace: true })}
    />
  );
}
