import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { VEHICLE_PAGE_SIZES } from '@/contracts/vocabulary';
import { vehiclesQueryOptions } from '@/features/fleet/vehicles/api/get-vehicles';
import { VehiclesPage, type VehiclesSearch } from '@/features/fleet/vehicles/components/vehicles-page';
import { pageParam, searchParams, sizeParam, textParam, withDefault } from '@/lib/search-params';

const search = searchParams({
  page: withDefault(pageParam(), 0),
  size: withDefault(sizeParam(VEHICLE_PAGE_SIZES), 10),
  q: textParam(),
});

export const Route = createFileRoute('/_app/danh-sach-xe')({
  staticData: metaFor('/danh-sach-xe'),
  validateSearch: search,
  loaderDeps: ({ search: s }) => s,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(vehiclesQueryOptions(deps));
  },
  component: VehiclesRoute,
});

function VehiclesRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (patch: Partial<VehiclesSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <VehiclesPage search={s as VehiclesSearch} onSearch={onSearch} />;
}
