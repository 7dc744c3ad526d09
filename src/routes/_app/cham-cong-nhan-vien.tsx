import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { myMonthGridQueryOptions } from '@/features/attendance/api/get-my-month';
import { myWorkOrdersQueryOptions } from '@/features/attendance/api/get-my-orders';
import { myStatsQueryOptions } from '@/features/attendance/api/get-my-stats';
import { myTodayQueryOptions } from '@/features/attendance/api/get-my-today';
import { EmployeePage } from '@/features/attendance/components/employee-page';
import { useSessionIdentity } from '@/features/auth/api/get-session';
import { vnMonth } from '@/lib/attendance-calendar';

export const Route = createFileRoute('/_app/cham-cong-nhan-vien')({
  staticData: metaFor('/cham-cong-nhan-vien'),
  // Not awaited: every card shows its own loading and error state, and with no network the page
  // still opens on what the persisted cache holds.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(myTodayQueryOptions());
    void queryClient.prefetchQuery(myStatsQueryOptions());
    void queryClient.prefetchQuery(myWorkOrdersQueryOptions('PENDING'));
    void queryClient.prefetchQuery(myWorkOrdersQueryOptions('IN_PROGRESS'));
    void queryClient.prefetchQuery(myMonthGridQueryOptions(vnMonth()));
  },
  component: EmployeeRoute,
});

function EmployeeRoute() {
  const identity = useSessionIdentity();
  return <EmployeePage userId={identity.data?.userId ?? -1} />;
}
