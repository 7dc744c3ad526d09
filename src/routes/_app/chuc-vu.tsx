import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { ReferenceListPage } from '@/features/admin/components/reference-list-page';
import { POSITION_LIST } from '@/features/admin/components/reference-lists';
import { listSearch } from '@/lib/search-params';

export const Route = createFileRoute('/_app/chuc-vu')({
  staticData: metaFor('/chuc-vu'),
  validateSearch: listSearch,
  component: () => <ReferenceListPage config={POSITION_LIST} />,
});
