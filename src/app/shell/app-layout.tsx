import { Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LoadingState } from '@/ui/query-state';
import { useDocumentTitle } from '../document-title';
import { driverMetaOf } from '../route-meta-driver';

const ConsoleLayout = lazy(() => import('./console-layout'));

/**
 * The signed-in layout: a driver's screen renders bare (it has its own phone layout) from the small
 * driver meta; every other screen goes through the console layout, which loads the console's meta
 * table with its shell — so the driver's first load never carries the office's screens.
 */
export function AppLayout() {
  const driverMeta = useMatches({ select: (matches) => driverMetaOf(matches.at(-1)?.staticData) });
  if (driverMeta) return <DriverScreen title={driverMeta.title} />;
  return (
    <Suspense fallback={<LoadingState minHeight={320} />}>
      <ConsoleLayout />
    </Suspense>
  );
}

function DriverScreen({ title }: { title: string }) {
  useDocumentTitle(title);
  return <Outlet />;
}
