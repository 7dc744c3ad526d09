import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { AttendanceAdminPage } from '@/features/attendance-admin/components/attendance-admin-page';

export const Route = createFileRoute('/_app/quan-ly-cham-cong')({
  staticData: metaFor('/quan-ly-cham-cong'),
  component: AttendanceAdminPage,
});
