import { createFileRoute, redirect } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { homePathFor } from '@/contracts/auth';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { LoginPage } from '@/features/auth/components/login-page';
import { safeRedirect } from '@/features/auth/redirect';
import { stringParam, z } from '@/lib/search-params';

const loginSearch = z.object({ redirect: stringParam() });

export const Route = createFileRoute('/login')({
  staticData: metaFor('/login'),
  validateSearch: loginSearch,
  // Already signed in: go home instead of showing the form (stay if the user cannot be loaded).
  beforeLoad: async ({ context: { queryClient }, search }) => {
    const identity = await queryClient.ensureQueryData(sessionQueryOptions());
    if (!identity) return;
    const user = await queryClient.ensureQueryData(meQueryOptions()).catch(() => null);
    if (user) throw redirect({ href: safeRedirect(search.redirect) ?? homePathFor(user), replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: redirectTo } = Route.useSearch();
  return <LoginPage redirectTo={redirectTo} />;
}
