import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { VEHICLE_TYPE_PAGE_SIZES } from '@/contracts/vocabulary';
import { vehicleTypesQueryOptions } from '@/features/fleet/vehicle-types/api/vehicle-types';
import { type PagingSearch, VehicleTypesPage } from '@/features/fleet/vehicle-types/components/vehicle-types-page';
import { pageParam, searchParams, sizeParam, withDefault } from '@/lib/search-params';

const search = searchParams({
  page: withDefault(pageParam(), 0),
  size: withDefault(sizeParam(VEHICLE_TYPE_PAGE_SIZES), 10),
});

export const Route = createFileRoute('/_app/quan-ly-loai-xe')({
  staticData: metaFor('/quan-ly-loai-xe'),
  validateSearch: search,
  loaderDeps: ({ search: s }) => s,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(vehicleTypesQueryOptions(deps));
  },
  component: VehicleTypesRoute,
});

function VehicleTypesRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (patch: Partial<PagingSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <VehicleTypesPage search={s as PagingSearch} onSearch={onSearch} />;
}
