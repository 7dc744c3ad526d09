import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { TransportAdminFrame } from '@/features/transport-admin/components/transport-admin-frame';

export const Route = createFileRoute('/_app/minh-tien-admin/nhan-vien')({
  staticData: metaFor('/minh-tien-admin/nhan-vien'),
  component: () => <TransportAdminFrame segment="nhan-vien" />,
});
