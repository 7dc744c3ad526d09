import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// Mantine's Modal brings its focus trap, scroll lock, portal and transitions (~30 KiB gzip with
// floating-ui's shared parts): screens that only open a modal on a tap (a photo's zoom, a
// confirmation, the punch form) load it then, not before their first paint.
const MantineModal = lazy(() => import('./modal-impl'));

// The page behind stays still (wheel and touch scrolling are blocked by react-remove-scroll), but its
// scrollbar is not hidden: hiding it inserts a stylesheet on open and removes it on close, and each
// restyles every element of the page — 250–580 ms at CPU ×4 on a 500-card board, in the frame that
// answers the drop or the click (issue 14).
const KEEP_SCROLLBAR = { removeScrollBar: false };

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
      <MantineModal {...props} removeScrollProps={{ ...KEEP_SCROLLBAR, ...props.removeScrollProps }} />
    </Suspense>
  );
}
