import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { ReferenceListPage } from '@/features/admin/components/reference-list-page';
import { DEPARTMENT_LIST } from '@/features/admin/components/reference-lists';
import { listSearch } from '@/lib/search-params';

export const Route = createFileRoute('/_app/phong-ban')({
  staticData: metaFor('/phong-ban'),
  validateSearch: listSearch,
  component: () => <ReferenceListPage config={DEPARTMENT_LIST} />,
});
