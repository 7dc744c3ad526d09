import { createFileRoute, redirect } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { WriterPage } from '@/features/articles/writer/components/writer-page';
import { idParam, searchParams } from '@/lib/search-params';

/** The spec also accepts `?id=` (and `?step=`) on /ai-writer: such a link opens /ai-writer/{id}. */
const writerSearch = searchParams({ id: idParam(), step: idParam() });

export const Route = createFileRoute('/_app/ai-writer')({
  staticData: metaFor('/ai-writer'),
  validateSearch: writerSearch,
  beforeLoad: ({ search }) => {
    if (search.id !== undefined)
      throw redirect({ to: '/ai-writer/$id', params: { id: search.id }, search: { step: search.step }, replace: true });
  },
  component: () => <WriterPage />,
});
