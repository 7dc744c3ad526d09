import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { MyDashboard } from '@/features/articles/dashboards/components/my-dashboard';

export const Route = createFileRoute('/_app/dashboard-viet-bai-user')({
  staticData: metaFor('/dashboard-viet-bai-user'),
  component: MyDashboard,
});
