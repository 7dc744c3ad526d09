import type { ReactNode } from 'react';
import { ImagePickerProvider } from '@/features/media/components/image-picker-provider';
import { VietnameseDatesProvider } from '../dates-provider';
import type { RouteMeta } from '../route-meta';
import { ConsoleShell } from './console-shell';

/** Everything only the office console needs; loaded lazily so the driver surface never fetches it. */
export default function ConsoleLayout({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  return (
    <VietnameseDatesProvider>
      {/* The image library as a picker for every console screen (src/ui/image-picker.tsx). */}
      <ImagePickerProvider>
        <ConsoleShell meta={meta}>{children}</ConsoleShell>
      </ImagePickerProvider>
    </VietnameseDatesProvider>
  );
}
