/**
 * The task dialog, loaded on first open: the board's first screen does not carry the form, the
 * feed and the upload code. `TaskDialog` renders nothing until then.
 */
export { TaskDialog } from './components/lazy-task-dialog';
export type { TaskDialogProps, TaskDialogState } from './components/task-dialog';
