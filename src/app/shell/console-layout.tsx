import { Outlet, useMatches } from '@tanstack/react-router';
import { ImagePickerProvider } from '@/features/media/components/image-picker-provider';
import { VietnameseDatesProvider } from '../dates-provider';
import { useDocumentTitle } from '../document-title';
import { routeMetaOf } from '../route-meta-table';
import { ConsoleShell } from './console-shell';

/**
 * Everything only the office console needs, with the console's route meta; loaded lazily so the
 * driver surface never fetches it. A screen without header or sidebar (or without meta) renders bare.
 */
export default function ConsoleLayout() {
  const meta = useMatches({ select: (matches) => routeMetaOf(matches.at(-1)?.staticData) });
  useDocumentTitle(meta?.title);
  if (!meta || (!meta.header && meta.sidebar === 'none')) return <Outlet />;
  return (
    <VietnameseDatesProvider>
      {/* The image library as a picker for every console screen (src/ui/image-picker.tsx). */}
      <ImagePickerProvider>
        <ConsoleShell meta={meta}>
          <Outlet />
        </ConsoleShell>
      </ImagePickerProvider>
    </VietnameseDatesProvider>
  );
}
