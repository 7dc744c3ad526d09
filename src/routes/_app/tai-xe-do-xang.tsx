import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { useSessionIdentity } from '@/features/auth/api/get-session';
import { currentAssignmentQueryOptions } from '@/features/driver/api/get-current-assignment';
import { FuelPage } from '@/features/driver/components/fuel-page';
import { patternParam, searchParams } from '@/lib/search-params';

/** `edit`: the outbox id of a refused fuel report to reopen prefilled. */
const fuelSearch = searchParams({
  edit: patternParam(/^[0-9A-Za-z_-]{10,64}$/),
});

export const Route = createFileRoute('/_app/tai-xe-do-xang')({
  staticData: metaFor('/tai-xe-do-xang'),
  validateSearch: fuelSearch,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(currentAssignmentQueryOptions());
  },
  component: FuelRoute,
});

function FuelRoute() {
  const { edit } = Route.useSearch();
  const identity = useSessionIdentity();
  return <FuelPage userId={identity.data?.userId ?? -1} editId={edit} />;
}
