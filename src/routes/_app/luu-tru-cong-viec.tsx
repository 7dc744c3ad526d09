import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { ArchivePage } from '@/features/work/archive/components/archive-page';

export const Route = createFileRoute('/_app/luu-tru-cong-viec')({
  staticData: metaFor('/luu-tru-cong-viec'),
  component: ArchivePage,
});
