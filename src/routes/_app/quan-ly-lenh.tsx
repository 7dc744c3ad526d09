import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { WorkOrdersPage } from '@/features/work-orders/components/work-orders-page';
import { idParam, searchParams } from '@/lib/search-params';

/** `lenh`: the order open in the detail modal (a notification's link lands here). */
const workOrdersSearch = searchParams({ lenh: idParam() });

export const Route = createFileRoute('/_app/quan-ly-lenh')({
  staticData: metaFor('/quan-ly-lenh'),
  validateSearch: workOrdersSearch,
  component: WorkOrdersRoute,
});

function WorkOrdersRoute() {
  const { lenh } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onOpenOrder = useCallback(
    (id: number | null) => void navigate({ search: id === null ? {} : { lenh: id }, replace: id === null }),
    [navigate],
  );
  return <WorkOrdersPage openOrderId={lenh ?? null} onOpenOrder={onOpenOrder} />;
}
