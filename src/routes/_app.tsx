import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '@/app/shell/app-layout';
import { sessionQueryOptions } from '@/features/auth/api/get-session';

/** Everything except /login needs a session (spec 000 §2). */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context: { queryClient }, location }) => {
    const identity = await queryClient.ensureQueryData(sessionQueryOptions());
    if (!identity) {
      const search = location.pathname === '/' ? {} : { redirect: location.href };
      throw redirect({ to: '/login', search, replace: true });
    }
  },
  component: AppLayout,
});
