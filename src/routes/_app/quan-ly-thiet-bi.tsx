import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { DevicesPage } from '@/features/notifications/components/devices-page';

export const Route = createFileRoute('/_app/quan-ly-thiet-bi')({
  staticData: metaFor('/quan-ly-thiet-bi'),
  component: DevicesPage,
});
