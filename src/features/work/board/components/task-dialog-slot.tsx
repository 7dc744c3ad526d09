import { lazy, Suspense } from 'react';
import type { TaskDialogProps } from '../../task-dialog';

// The task dialog (its own feature, task-dialog/) loads when a task is opened, not with the board.
const TaskDialog = lazy(() => import('../../task-dialog').then((m) => ({ default: m.TaskDialog })));

export type { TaskDialogState } from '../../task-dialog';

export function TaskDialogSlot(props: TaskDialogProps) {
  return (
    <Suspense fallback={null}>
      <TaskDialog {...props} />
    </Suspense>
  );
}
