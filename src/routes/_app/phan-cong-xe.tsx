import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { assignableVehiclesQueryOptions } from '@/features/fleet/assignments/api/get-assignments';
import { AssignmentsPage } from '@/features/fleet/assignments/components/assignments-page';
import { driversQueryOptions } from '@/features/fleet/shared/api/get-lookups';

export const Route = createFileRoute('/_app/phan-cong-xe')({
  staticData: metaFor('/phan-cong-xe'),
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(assignableVehiclesQueryOptions({ page: 0, size: 10 }));
    void queryClient.prefetchQuery(driversQueryOptions());
  },
  component: AssignmentsPage,
});
