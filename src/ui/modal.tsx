import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// Mantine's Modal brings its focus trap, scroll lock, portal and transitions (~30 KiB gzip with
// floating-ui's shared parts): screens that only open a modal on a tap (a photo's zoom, a
// confirmation, the punch form) load it then, not before their first paint.
const MantineModal = lazy(() => import('./modal-impl'));

/**
 * Mantine's `Modal`, loaded the first time it opens (the chunk is precached, so offline too) and
 * kept mounted afterwards, so closing still animates. Same props.
 */
export function Modal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MantineModal {...props} />
    </Suspense>
  );
}
