import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { TransportAdminFrame } from '@/features/transport-admin/components/transport-admin-frame';

export const Route = createFileRoute('/_app/minh-tien-admin/cham-cong')({
  staticData: metaFor('/minh-tien-admin/cham-cong'),
  component: () => <TransportAdminFrame segment="cham-cong" />,
});
