import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { metaFor } from '@/app/route-meta';
import { MAINTENANCE_ITEM_PAGE_SIZES } from '@/contracts/fleet-catalogues';
import { maintenanceItemsQueryOptions } from '@/features/fleet/maintenance-items/api/maintenance-items';
import {
  MaintenanceItemsPage,
  type MaintenanceItemsSearch,
} from '@/features/fleet/maintenance-items/components/maintenance-items-page';

const search = z.object({
  page: z.coerce.number().int().min(0).catch(0).default(0),
  size: z.coerce
    .number()
    .refine((n) => MAINTENANCE_ITEM_PAGE_SIZES.includes(n))
    .catch(10)
    .default(10),
  q: z.string().trim().max(100).optional().catch(undefined),
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
