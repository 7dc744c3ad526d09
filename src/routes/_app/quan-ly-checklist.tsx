import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { metaFor } from '@/app/route-meta';
import { checklistHistoryQueryOptions } from '@/features/fleet/checklist-history/api/get-checklist-history';
import {
  ChecklistHistoryPage,
  HISTORY_PAGE_SIZES,
  type HistorySearch,
  toHistoryParams,
} from '@/features/fleet/checklist-history/components/checklist-history-page';

const id = z.coerce.number().int().positive().optional().catch(undefined);
const historySearch = z.object({
  xeId: id,
  taiXeId: id,
  result: z.enum(['all', 'errors', 'ok']).catch('all'),
  page: z.coerce.number().int().min(0).catch(0),
  size: z.coerce
    .number()
    .refine((n) => HISTORY_PAGE_SIZES.includes(n))
    .catch(10),
  id,
});

/** Registered once (the seed registered it twice). */
export const Route = createFileRoute('/_app/quan-ly-checklist')({
  staticData: metaFor('/quan-ly-checklist'),
  validateSearch: historySearch,
  loaderDeps: ({ search }) => toHistoryParams(search as HistorySearch),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(checklistHistoryQueryOptions(deps));
  },
  component: ChecklistRoute,
});

function ChecklistRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearch = useCallback(
    (patch: Partial<HistorySearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <ChecklistHistoryPage search={search} onSearch={onSearch} />;
}
