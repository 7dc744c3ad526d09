import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { useSessionIdentity } from '@/features/auth/api/get-session';
import { OutboxPage } from '@/features/driver/components/outbox-page';

export const Route = createFileRoute('/_app/tai-xe-hang-doi')({
  staticData: metaFor('/tai-xe-hang-doi'),
  component: OutboxRoute,
});

function OutboxRoute() {
  const identity = useSessionIdentity();
  return <OutboxPage userId={identity.data?.userId ?? -1} />;
}
