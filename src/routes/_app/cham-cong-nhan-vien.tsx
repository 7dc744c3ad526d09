import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { myMonthGridQueryOptions } from '@/features/attendance/api/get-my-month';
import { myWorkOrdersQueryOptions } from '@/features/attendance/api/get-my-orders';
import { myStatsQueryOptions } from '@/features/attendance/api/get-my-stats';
import { myTodayQueryOptions } from '@/features/attendance/api/get-my-today';
import { EmployeePage } from '@/features/attendance/components/employee-page';
import { useSessionIdentity } from '@/features/auth/api/get-session';
import { vnMonth } from '@/lib/attendance-calendar';
import { idParam, searchParams } from '@/lib/search-params';

/** `lenh`: the order open in the detail popup (a notification's link lands here). */
const employeeSearch = searchParams({ lenh: idParam() });

export const Route = createFileRoute('/_app/cham-cong-nhan-vien')({
  staticData: metaFor('/cham-cong-nhan-vien'),
  validateSearch: employeeSearch,
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
  const { lenh } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onOpenOrder = useCallback(
    (id: number | null) => void navigate({ search: id === null ? {} : { lenh: id }, replace: id === null }),
    [navigate],
  );
  return <EmployeePage userId={identity.data?.userId ?? -1} openOrderId={lenh ?? null} onOpenOrder={onOpenOrder} />;
}
