import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { ResourcePage } from '@/features/media/components/resource-page';

export const Route = createFileRoute('/_app/quan-ly-tai-nguyen')({
  staticData: metaFor('/quan-ly-tai-nguyen'),
  component: ResourcePage,
});
