import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { ReferenceListPage } from '@/features/admin/components/reference-list-page';
import { API_PERMISSION_LIST } from '@/features/admin/components/reference-lists';
import { listSearch } from '@/lib/search-params';

export const Route = createFileRoute('/_app/api-permission')({
  staticData: metaFor('/api-permission'),
  validateSearch: listSearch,
  component: () => <ReferenceListPage config={API_PERMISSION_LIST} />,
});
