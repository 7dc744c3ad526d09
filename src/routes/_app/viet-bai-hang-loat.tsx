import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { BulkWritingPage } from '@/features/automation/components/bulk-writing-page';

export const Route = createFileRoute('/_app/viet-bai-hang-loat')({
  staticData: metaFor('/viet-bai-hang-loat'),
  component: BulkWritingPage,
});
