import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { WorkOrdersPage } from '@/features/work-orders/components/work-orders-page';

export const Route = createFileRoute('/_app/quan-ly-lenh')({
  staticData: metaFor('/quan-ly-lenh'),
  component: WorkOrdersPage,
});
