import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { CHECKLIST_ITEM_PAGE_SIZES } from '@/contracts/vocabulary';
import { checklistItemsQueryOptions } from '@/features/fleet/checklist-catalogue/api/checklist-items';
import {
  ChecklistItemsPage,
  type ChecklistItemsSearch,
} from '@/features/fleet/checklist-catalogue/components/checklist-items-page';
import { pageParam, searchParams, sizeParam, withDefault } from '@/lib/search-params';

const search = searchParams({
  page: withDefault(pageParam(), 0),
  size: withDefault(sizeParam(CHECKLIST_ITEM_PAGE_SIZES), 10),
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
