/**
 * PLACEHOLDER for helper D's task dialog (issue 14): the board imports `TaskDialog` from here
 * lazily. D's branch replaces this file with the real dialog; keep the props below.
 */
import { createElement } from 'react';
import type { Column } from '@/contracts/work';
import { Modal } from '@/ui/modal';

export type TaskDialogState = { mode: 'add'; columnId: number } | { mode: 'edit' | 'view'; taskId: number };

export interface TaskDialogProps {
  workspaceId: number;
  columns: Column[];
  state: TaskDialogState;
  onClose: () => void;
  focusCommentId?: number;
}

export function TaskDialog({ state, onClose }: TaskDialogProps) {
  const title = state.mode === 'add' ? 'Thêm công việc' : 'Chi tiết công việc';
  return createElement(Modal, { opened: true, onClose, title }, 'Hộp thoại công việc đang được hoàn thiện.');
}
