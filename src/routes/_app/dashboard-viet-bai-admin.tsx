import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { AdminDashboard } from '@/features/articles/dashboards/components/admin-dashboard';

export const Route = createFileRoute('/_app/dashboard-viet-bai-admin')({
  staticData: metaFor('/dashboard-viet-bai-admin'),
  component: AdminDashboard,
});
