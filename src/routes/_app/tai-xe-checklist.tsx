import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { useSessionIdentity } from '@/features/auth/api/get-session';
import { currentAssignmentQueryOptions } from '@/features/driver/api/get-current-assignment';
import { ChecklistPage } from '@/features/driver/components/checklist-page';

export const Route = createFileRoute('/_app/tai-xe-checklist')({
  staticData: metaFor('/tai-xe-checklist'),
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(currentAssignmentQueryOptions());
  },
  component: ChecklistRoute,
});

function ChecklistRoute() {
  const identity = useSessionIdentity();
  return <ChecklistPage userId={identity.data?.userId ?? -1} />;
}
