import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { usersQueryOptions } from '@/features/admin/api/users';
import { UsersPage } from '@/features/admin/components/users-page';
import { listSearch } from '@/lib/search-params';

export const Route = createFileRoute('/_app/employees-list')({
  staticData: metaFor('/employees-list'),
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(usersQueryOptions(deps));
  },
  component: UsersPage,
});
