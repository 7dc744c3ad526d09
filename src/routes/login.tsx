import { createFileRoute, redirect } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { useDocumentTitle } from '@/app/document-title';
import { metaFor } from '@/app/route-meta';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { LoginPage } from '@/features/auth/components/login-page';
import { safeRedirect } from '@/features/auth/redirect';
import { searchParams, stringParam } from '@/lib/search-params';

const loginSearch = searchParams({ redirect: stringParam() });

export const Route = createFileRoute('/login')({
  staticData: metaFor('/login'),
  validateSearch: loginSearch,
  // Already signed in: go home instead of showing the form (stay if the user cannot be loaded).
  beforeLoad: async ({ context: { queryClient }, search }) => {
    const identity = await queryClient.ensureQueryData(sessionQueryOptions());
    if (!identity) return;
    // Signed in (rare here): only then load the API client and the contracts.
    const [{ meQueryOptions }, { homePathFor }] = await Promise.all([
      import('@/features/auth/api/get-me'),
      import('@/contracts/auth'),
    ]);
    const user = await queryClient.ensureQueryData(meQueryOptions()).catch(() => null);
    if (user) throw redirect({ href: safeRedirect(search.redirect) ?? homePathFor(user), replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: redirectTo } = Route.useSearch();
  useDocumentTitle('Đăng nhập');
  // The form's first render was the longest task of a first visit: 47 ms at CPU ×1 in Lighthouse's
  // traces, all of it Mantine's components run (and compiled) for the first time, in one task, while
  // the page's static frame (login-shell.html) is on screen and taking keys. Rendered deferred,
  // React builds the form in 5-ms slices: keys typed into the frame meanwhile are handled at once.
  // The frame stays until the form commits (nothing else is rendered into #root before).
  const formTurn = useDeferredValue(true, false);
  return formTurn ? <LoginPage redirectTo={redirectTo} /> : null;
}
