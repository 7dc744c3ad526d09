import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { metaFor } from '@/app/route-meta';
import { VEHICLE_PAGE_SIZES } from '@/contracts/fleet-vehicles';
import { vehiclesQueryOptions } from '@/features/fleet/vehicles/api/get-vehicles';
import { VehiclesPage, type VehiclesSearch } from '@/features/fleet/vehicles/components/vehicles-page';

const search = z.object({
  page: z.coerce.number().int().min(0).catch(0).default(0),
  size: z.coerce
    .number()
    .refine((n) => VEHICLE_PAGE_SIZES.includes(n))
    .catch(10)
    .default(10),
  q: z.string().trim().max(100).optional().catch(undefined),
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
