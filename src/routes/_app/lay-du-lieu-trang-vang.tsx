import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { YellowPagesPage } from '@/features/automation/components/yellow-pages-page';

export const Route = createFileRoute('/_app/lay-du-lieu-trang-vang')({
  staticData: metaFor('/lay-du-lieu-trang-vang'),
  component: YellowPagesPage,
});
