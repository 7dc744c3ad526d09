import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { queryClient } from './query-client';
import { NotFoundView, RouteError, RoutePending } from './route-views';

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
