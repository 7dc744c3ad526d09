import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { metaFor } from '@/app/route-meta';
import { CHECKLIST_ITEM_PAGE_SIZES } from '@/contracts/fleet-catalogues';
import { checklistItemsQueryOptions } from '@/features/fleet/checklist-catalogue/api/checklist-items';
import {
  ChecklistItemsPage,
  type ChecklistItemsSearch,
} from '@/features/fleet/checklist-catalogue/components/checklist-items-page';

const search = z.object({
  page: z.coerce.number().int().min(0).catch(0).default(0),
  size: z.coerce
    .number()
    .refine((n) => CHECKLIST_ITEM_PAGE_SIZES.includes(n))
    .catch(10)
    .default(10),
});

export const Route = createFileRoute('/_app/hang-muc-checklist')({
  staticData: metaFor('/hang-muc-checklist'),
  validateSearch: search,
  loaderDeps: ({ search: s }) => s,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(checklistItemsQueryOptions(deps));
  },
  component: ChecklistItemsRoute,
});

function ChecklistItemsRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (patch: Partial<ChecklistItemsSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <ChecklistItemsPage search={s as ChecklistItemsSearch} onSearch={onSearch} />;
}
