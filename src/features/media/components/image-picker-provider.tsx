import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { ImagePickerContext, type PickedFile, type PickImageOptions } from '@/ui/image-picker';

const ImageLibraryModal = lazy(() => import('./image-library-modal'));

/**
 * Gives every console screen the library as a picker (`usePickImage()` in src/ui). The modal's
 * code loads the first time a screen asks for it.
 */
export function ImagePickerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<PickImageOptions | null>(null);
  const resolver = useRef<((file: PickedFile | null) => void) | null>(null);

  const pick = useCallback((options: PickImageOptions = {}) => {
    // A second request while one is open answers the first with nothing.
    resolver.current?.(null);
    setOpen(options);
    return new Promise<PickedFile | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const done = (file: PickedFile | null) => {
    resolver.current?.(file);
    resolver.current = null;
    setOpen(null);
  };

  return (
    <ImagePickerContext.Provider value={pick}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <ImageLibraryModal options={open} onDone={done} />
        </Suspense>
      )}
    </ImagePickerContext.Provider>
  );
}
