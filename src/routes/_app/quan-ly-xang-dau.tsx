import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { metaFor } from '@/app/route-meta';
import { fuelLogsQueryOptions } from '@/features/fleet/fuel/api/get-fuel-logs';
import { FUEL_PAGE_SIZES, FuelPage, type FuelSearch, toFuelParams } from '@/features/fleet/fuel/components/fuel-page';

const id = z.coerce.number().int().positive().optional().catch(undefined);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
const fuelSearch = z.object({
  tab: z.enum(['CHO_DUYET', 'DA_DUYET', 'TU_CHOI', 'ALL']).catch('CHO_DUYET'),
  xeId: id,
  tuNgay: day,
  denNgay: day,
  page: z.coerce.number().int().min(0).catch(0),
  size: z.coerce
    .number()
    .refine((n) => FUEL_PAGE_SIZES.includes(n))
    .catch(10),
  id,
});

export const Route = createFileRoute('/_app/quan-ly-xang-dau')({
  staticData: metaFor('/quan-ly-xang-dau'),
  validateSearch: fuelSearch,
  loaderDeps: ({ search }) => toFuelParams(search as FuelSearch),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(fuelLogsQueryOptions(deps));
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
