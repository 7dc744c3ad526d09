import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent, Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { routeMetaOf } from '@/app/route-meta';

export interface RouterContext {
  queryClient: QueryClient;
}

const APP_NAME = 'Vận Tải';

function Root() {
  const title = useMatches({ select: (matches) => routeMetaOf(matches.at(-1)?.staticData)?.title });
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : `${APP_NAME} — Điều hành`;
  }, [title]);
  return <Outlet />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: lazyRouteComponent(() => import('@/app/route-views'), 'NotFoundView'),
});
