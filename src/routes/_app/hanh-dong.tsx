import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { ReferenceListPage } from '@/features/admin/components/reference-list-page';
import { ACTION_LIST } from '@/features/admin/components/reference-lists';
import { listSearch } from '@/lib/search-params';

export const Route = createFileRoute('/_app/hanh-dong')({
  staticData: metaFor('/hanh-dong'),
  validateSearch: listSearch,
  component: () => <ReferenceListPage config={ACTION_LIST} />,
});
