import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { TransportAdminFrame } from '@/features/transport-admin/components/transport-admin-frame';

export const Route = createFileRoute('/_app/minh-tien-admin/giao-hang-ben-thu-ba')({
  staticData: metaFor('/minh-tien-admin/giao-hang-ben-thu-ba'),
  component: () => <TransportAdminFrame segment="giao-hang-ben-thu-ba" />,
});
