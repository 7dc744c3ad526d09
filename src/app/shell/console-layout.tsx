import type { ReactNode } from 'react';
import { VietnameseDatesProvider } from '../dates-provider';
import type { RouteMeta } from '../route-meta';
import { ConsoleShell } from './console-shell';

/** Everything only the office console needs; loaded lazily so the driver surface never fetches it. */
export default function ConsoleLayout({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  return (
    <VietnameseDatesProvider>
      <ConsoleShell meta={meta}>{children}</ConsoleShell>
    </VietnameseDatesProvider>
  );
}
