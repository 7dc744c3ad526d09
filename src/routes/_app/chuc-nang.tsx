import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { ReferenceListPage } from '@/features/admin/components/reference-list-page';
import { FUNCTION_LIST } from '@/features/admin/components/reference-lists';
import { listSearch } from '@/lib/search-params';

export const Route = createFileRoute('/_app/chuc-nang')({
  staticData: metaFor('/chuc-nang'),
  validateSearch: listSearch,
  component: () => <ReferenceListPage config={FUNCTION_LIST} />,
});
