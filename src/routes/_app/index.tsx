import { createFileRoute, redirect } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { useScreenCards } from '@/app/shell/use-registered-routes';
import { homePathFor } from '@/contracts/auth';
import { meQueryOptions, useMe } from '@/features/auth/api/get-me';
import { healthQueryOptions } from '@/features/dashboard/api/get-health';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

export const Route = createFileRoute('/_app/')({
  staticData: metaFor('/'),
  loader: async ({ context: { queryClient } }) => {
    // Server status has its own error state on the page; it must not block the greeting.
    void queryClient.prefetchQuery(healthQueryOptions());
    const user = await queryClient.ensureQueryData(meQueryOptions());
    // The installed app starts at '/': a driver's home is the driver dashboard.
    if (homePathFor(user) !== '/') throw redirect({ to: homePathFor(user), replace: true });
    return user;
  },
  component: HomeRoute,
});

function HomeRoute() {
  return <DashboardPage me={useMe()} screens={useScreenCards()} />;
}
