import { Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LoadingState } from '@/ui/query-state';
import { useDocumentTitle } from '../document-title';
import { routeMetaOf } from '../route-meta-table';

const ConsoleLayout = lazy(() => import('./console-layout'));

/**
 * The signed-in layout: reads the deepest matched route's meta and wraps it in the console shell, or
 * renders it bare when it shows neither header nor sidebar (the driver surface has its own layout).
 */
export function AppLayout() {
  const meta = useMatches({ select: (matches) => routeMetaOf(matches.at(-1)?.staticData) });
  useDocumentTitle(meta?.title);
  if (!meta || (!meta.header && meta.sidebar === 'none')) return <Outlet />;
  return (
    <Suspense fallback={<LoadingState minHeight={320} />}>
      <ConsoleLayout meta={meta}>
        <Outlet />
      </ConsoleLayout>
    </Suspense>
  );
}
