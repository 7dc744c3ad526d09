import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { TransportAdminFrame } from '@/features/transport-admin/components/transport-admin-frame';

export const Route = createFileRoute('/_app/minh-tien-admin/nghi-phep')({
  staticData: metaFor('/minh-tien-admin/nghi-phep'),
  component: () => <TransportAdminFrame segment="nghi-phep" />,
});
