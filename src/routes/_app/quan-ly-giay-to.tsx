import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { documentsQueryOptions } from '@/features/fleet/documents/api/documents';
import { DocumentsPage } from '@/features/fleet/documents/components/documents-page';

export const Route = createFileRoute('/_app/quan-ly-giay-to')({
  staticData: metaFor('/quan-ly-giay-to'),
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(documentsQueryOptions({ page: 0, size: 10 }));
  },
  component: DocumentsPage,
});
