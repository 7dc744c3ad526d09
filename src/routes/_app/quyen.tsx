import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { ReferenceListPage } from '@/features/admin/components/reference-list-page';
import { PERMISSION_LIST } from '@/features/admin/components/reference-lists';
import { listSearch } from '@/lib/search-params';

export const Route = createFileRoute('/_app/quyen')({
  staticData: metaFor('/quyen'),
  validateSearch: listSearch,
  component: () => <ReferenceListPage config={PERMISSION_LIST} />,
});
