import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { LoadingState } from '@/ui/loading-state';
import { queryClient } from './query-client';

const RoutePending = () => <LoadingState minHeight={240} />;
// The error and 404 views (and the links they draw) load when one is shown, not with every start.
const RouteError = lazyRouteComponent(() => import('./route-views'), 'RouteError');
const NotFoundView = lazyRouteComponent(() => import('./route-views'), 'NotFoundView');

export const router = createRouter({
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

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
