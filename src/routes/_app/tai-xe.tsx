import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { firstScreenTurn } from '@/app/first-screen';
import { metaFor } from '@/app/route-meta';
import { myWorkOrdersQueryOptions } from '@/features/attendance/api/get-my-orders';
import { myStatsQueryOptions } from '@/features/attendance/api/get-my-stats';
import { myTodayQueryOptions } from '@/features/attendance/api/get-my-today';
import { ClockCard } from '@/features/attendance/components/clock-card';
import { MyOrdersLink } from '@/features/attendance/components/my-orders-link';
import { meQueryOptions, useMe } from '@/features/auth/api/get-me';
import { useSessionIdentity } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { currentAssignmentQueryOptions } from '@/features/driver/api/get-current-assignment';
import {
  myChecklistsQueryOptions,
  myFuelLogsQueryOptions,
  myTicketsQueryOptions,
} from '@/features/driver/api/get-my-lists';
import { myOrdersQueryOptions } from '@/features/driver/api/get-my-orders';
import { myProfileQueryOptions } from '@/features/driver/api/get-my-profile';
import { MY_TICKETS_ALL } from '@/features/driver/api/get-my-ticket';
import { DriverDashboard } from '@/features/driver/components/driver-dashboard';
import { DRIVER_TABS } from '@/features/driver/model/tabs';
import { optionalEnumParam, searchParams } from '@/lib/search-params';

const driverSearch = searchParams({ tab: optionalEnumParam(DRIVER_TABS) });

export const Route = createFileRoute('/_app/tai-xe')({
  staticData: metaFor('/tai-xe'),
  validateSearch: driverSearch,
  // Not awaited: the header, the sync chip and logout render at once even with no network; each
  // part shows its own loading and error states. Prefetching every tab's list here puts them in the
  // persisted cache, so they show offline after one online visit.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(meQueryOptions());
    void queryClient.prefetchQuery(currentAssignmentQueryOptions());
    // The other tabs' lists after the first screen, one a task: their requests, API client and
    // schemas took the main thread from the dashboard's first render (bench:offline-start).
    for (const prefetch of tabPrefetches) void firstScreenTurn().then(() => prefetch(queryClient));
  },
  component: DriverRoute,
});

/** Every tab's list, and the orders tab's and tickets screen's whole lists. */
const tabPrefetches: ((queryClient: QueryClient) => Promise<void>)[] = [
  (c) => c.prefetchQuery(myProfileQueryOptions()),
  (c) => c.prefetchQuery(myTodayQueryOptions()),
  (c) => c.prefetchQuery(myStatsQueryOptions()),
  (c) => c.prefetchQuery(myFuelLogsQueryOptions()),
  (c) => c.prefetchQuery(myChecklistsQueryOptions()),
  (c) => c.prefetchQuery(myTicketsQueryOptions()),
  // Open offline after a dashboard visit, even if the driver never opened them online.
  (c) => c.prefetchQuery(myOrdersQueryOptions({ trangThai: 'CHO_NHAN', page: 0 })),
  (c) => c.prefetchQuery(myTicketsQueryOptions(MY_TICKETS_ALL)),
  (c) => c.prefetchQuery(myWorkOrdersQueryOptions('PENDING')),
];

function DriverRoute() {
  const { tab = 'giay_to' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const me = useMe();
  const identity = useSessionIdentity();
  const { logout, pending } = useLogout();
  const userId = identity.data?.userId ?? -1;
  return (
    <DriverDashboard
      userId={userId}
      username={identity.data?.username}
      driver={me.data}
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      onLogout={() => void logout()}
      loggingOut={pending}
      onRelogin={() => void logout()}
      attendance={
        <>
          <ClockCard userId={userId} />
          <MyOrdersLink />
        </>
      }
    />
  );
}
