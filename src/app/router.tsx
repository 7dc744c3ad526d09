import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { LoadingState } from '@/ui/loading-state';
import { queryClient } from './query-client';

const RoutePending = () => <LoadingState minHeight={240} />;
// The error and 404 views (and the links they draw) load when one is shown, not with every start.
const RouteError = lazyRouteComponent(() => import('./route-views'), 'RouteError');
const NotFoundView = lazyRouteComponent(() => import('./route-views'), 'NotFoundView');

const createAppRouter = () =>
  createRouter({
    routeTree,
    context: { queryClient },
    // Loaders read through TanStack Query, which decides freshness; the router should always ask it.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundView,
    scrollRestoration: true,
  });

let created: ReturnType<typeof createAppRouter> | undefined;

/**
 * The app's router, made on first use. Creating it (the route tree's processing, the scroll
 * restoration's storage read, the history) took 10–15 ms at CPU ×1; made at this module's
 * evaluation, that was part of the one task that evaluates every module of the first load, the
 * longest task of a start (55–80 ms in Lighthouse's traces of /login and /tai-xe). main.tsx makes
 * it in the next task.
 */
export const appRouter = () => {
  created ??= createAppRouter();
  return created;
};

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
