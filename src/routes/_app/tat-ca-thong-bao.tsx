import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_STATUSES } from '@/contracts/vocabulary';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { NotificationsPage, type NotificationsSearch } from '@/features/notifications/components/notifications-page';
import { enumParam, pageParam, searchParams } from '@/lib/search-params';

const search = searchParams({
  status: enumParam(NOTIFICATION_STATUSES, 'all'),
  page: pageParam(),
});

export const Route = createFileRoute('/_app/tat-ca-thong-bao')({
  staticData: metaFor('/tat-ca-thong-bao'),
  validateSearch: search,
  loaderDeps: ({ search: s }) => ({ page: s.page, status: s.status }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(notificationsQueryOptions({ ...deps, size: NOTIFICATION_PAGE_SIZE }));
  },
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const current = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearch = useCallback(
    (patch: Partial<NotificationsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) }),
    [navigate],
  );
  return <NotificationsPage search={current} onSearch={onSearch} />;
}
