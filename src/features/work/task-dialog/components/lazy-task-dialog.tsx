import { lazy, Suspense, useState } from 'react';
import type { TaskDialogProps } from './task-dialog';

const Dialog = lazy(() => import('./task-dialog'));

/** The dialog's chunk loads the first time it opens and stays mounted afterwards (closing animates). */
export function TaskDialog(props: TaskDialogProps) {
  const [wanted, setWanted] = useState(props.state !== null);
  if (props.state !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
