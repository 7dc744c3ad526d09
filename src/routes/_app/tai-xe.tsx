import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { meQueryOptions, useMe } from '@/features/auth/api/get-me';
import { useSessionIdentity } from '@/features/auth/api/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { DriverHome } from '@/features/driver/components/driver-home';

export const Route = createFileRoute('/_app/tai-xe')({
  staticData: metaFor('/tai-xe'),
  // Not awaited: the driver's header and logout button must render even with no network; the page
  // shows its own loading and error states for the details.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(meQueryOptions());
  },
  component: DriverRoute,
});

function DriverRoute() {
  const me = useMe();
  const identity = useSessionIdentity();
  const { logout, pending } = useLogout();
  return <DriverHome me={me} username={identity.data?.username} onLogout={() => void logout()} loggingOut={pending} />;
}
