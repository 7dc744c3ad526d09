import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';

export interface RouterContext {
  queryClient: QueryClient;
}

// Titles: the signed-in layout sets its screen's (app/shell/app-layout.tsx), the login route its own.
function Root() {
  return <Outlet />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: lazyRouteComponent(() => import('@/app/route-views'), 'NotFoundView'),
});
