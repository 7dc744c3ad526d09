import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { workspacesQueryOptions } from '@/features/work/workspaces/api/workspaces';
import { WorkspacesPage } from '@/features/work/workspaces/components/workspaces-page';

export const Route = createFileRoute('/_app/khong-gian-lam-viec')({
  staticData: metaFor('/khong-gian-lam-viec'),
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(workspacesQueryOptions());
  },
  component: WorkspacesPage,
});
