import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { ProfilePage } from '@/features/auth/components/profile-page';

export const Route = createFileRoute('/_app/profile')({
  staticData: metaFor('/profile'),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(meQueryOptions()),
  component: ProfilePage,
});
