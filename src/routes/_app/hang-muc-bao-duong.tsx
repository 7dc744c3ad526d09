import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { MAINTENANCE_ITEM_PAGE_SIZES } from '@/contracts/vocabulary';
import { maintenanceItemsQueryOptions } from '@/features/fleet/maintenance-items/api/maintenance-items';
import {
  MaintenanceItemsPage,
  type MaintenanceItemsSearch,
} from '@/features/fleet/maintenance-items/components/maintenance-items-page';
import { pageParam, searchParams, sizeParam, textParam, withDefault } from '@/lib/search-params';

const search = searchParams({
  page: withDefault(pageParam(), 0),
  size: withDefault(sizeParam(MAINTENANCE_ITEM_PAGE_SIZES), 10),
  q: textParam(),
});

export const Route = createFileRoute('/_app/hang-muc-bao-duong')({
  staticData: metaFor('/hang-muc-bao-duong'),
  validateSearch: search,
  loaderDeps: ({ search: s }) => s,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(maintenanceItemsQueryOptions(deps));
  },
  component: MaintenanceItemsRoute,
});

function MaintenanceItemsRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (patch: Partial<MaintenanceItemsSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <MaintenanceItemsPage search={s as MaintenanceItemsSearch} onSearch={onSearch} />;
}
