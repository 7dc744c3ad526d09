import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { FUEL_PAGE_SIZES } from '@/contracts/vocabulary';
import { fuelLogsQueryOptions } from '@/features/fleet/fuel/api/get-fuel-logs';
import { FuelPage, type FuelSearch, toFuelParams } from '@/features/fleet/fuel/components/fuel-page';
import { enumParam, idParam, pageParam, patternParam, searchParams, sizeParam } from '@/lib/search-params';

const day = patternParam(/^\d{4}-\d{2}-\d{2}$/);
const fuelSearch = searchParams({
  tab: enumParam(['CHO_DUYET', 'DA_DUYET', 'TU_CHOI', 'ALL'], 'CHO_DUYET'),
  xeId: idParam(),
  tuNgay: day,
  denNgay: day,
  page: pageParam(),
  size: sizeParam(FUEL_PAGE_SIZES),
  id: idParam(),
});

export const Route = createFileRoute('/_app/quan-ly-xang-dau')({
  staticData: metaFor('/quan-ly-xang-dau'),
  validateSearch: fuelSearch,
  // The search without the open record: opening a detail modal does not run the loader again.
  loaderDeps: ({ search: { id: _open, ...list } }) => list,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(fuelLogsQueryOptions(toFuelParams(deps as FuelSearch)));
  },
  component: FuelRoute,
});

function FuelRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearch = useCallback(
    (patch: Partial<FuelSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <FuelPage search={search} onSearch={onSearch} />;
}
