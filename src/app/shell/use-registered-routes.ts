import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useViewer } from '@/lib/current-user';
import { listScreens, type RouteLike, type ScreenCard } from '../navigation';
import { routeMetaOf } from '../route-meta-table';

/** The routes registered with the router and their meta (the route tree is static, so this never changes). */
export function useRegisteredRoutes(): RouteLike[] {
  const router = useRouter();
  return useMemo(
    () =>
      Object.values(router.routesById).map((route) => ({
        fullPath: route.fullPath,
        meta: routeMetaOf(route.options.staticData),
      })),
    [router],
  );
}

/** The screens the signed-in user may open (the server refuses the rest anyway): the home page's cards. */
export function useScreenCards(): ScreenCard[] {
  const routes = useRegisteredRoutes();
  // Only the screens this user may open (the server refuses the rest anyway); drivers' screens for drivers.
  const viewer = useViewer();
  return useMemo(() => listScreens(routes, undefined, viewer), [routes, viewer]);
}
