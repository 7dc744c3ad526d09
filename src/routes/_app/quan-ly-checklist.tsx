import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { HISTORY_PAGE_SIZES } from '@/contracts/vocabulary';
import { checklistHistoryQueryOptions } from '@/features/fleet/checklist-history/api/get-checklist-history';
import {
  ChecklistHistoryPage,
  type HistorySearch,
  toHistoryParams,
} from '@/features/fleet/checklist-history/components/checklist-history-page';
import { enumParam, idParam, pageParam, searchParams, sizeParam } from '@/lib/search-params';

const historySearch = searchParams({
  xeId: idParam(),
  taiXeId: idParam(),
  result: enumParam(['all', 'errors', 'ok'], 'all'),
  page: pageParam(),
  size: sizeParam(HISTORY_PAGE_SIZES),
  id: idParam(),
});

/** Registered once (the seed registered it twice). */
export const Route = createFileRoute('/_app/quan-ly-checklist')({
  staticData: metaFor('/quan-ly-checklist'),
  validateSearch: historySearch,
  // The search without the open record: opening a detail modal does not run the loader again.
  loaderDeps: ({ search: { id: _open, ...list } }) => list,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(checklistHistoryQueryOptions(toHistoryParams(deps as HistorySearch)));
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
