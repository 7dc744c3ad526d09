import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope } from '@/contracts/envelope';
import {
  type AttachmentInput,
  type TaskCreateRequest,
  type TaskStatus,
  type TaskUpdateRequest,
  WORK_MESSAGES,
} from '@/contracts/work';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { workKeys } from '../../shared/api/query-keys';
import { diffAssignees } from '../model/assignees';
import { uploadOrFail } from './task-files';

const done = envelope(z.unknown());
/** The spec reads only `data.id` of a new task; a whole task answer has it too. */
const created = envelope(z.object({ id: z.number().int() }).partial().passthrough().nullable());

export interface TaskTarget {
  workspaceId: number;
  columnId: number;
}

export type TaskFields = Omit<TaskCreateRequest, 'trangThaiCongViec' | 'viTri' | 'assignedUserIds' | 'attachments'>;

interface Uploads {
  /** New files: uploaded (folder "tasks") in the same submit, before the task is saved. */
  files: readonly File[];
  onProgress?: (done: number, total: number) => void;
}

export type SaveTaskInput = Uploads &
  (
    | { mode: 'add'; target: TaskTarget; fields: TaskFields; assigneeIds: number[] }
    | {
        mode: 'edit';
        target: TaskTarget;
        taskId: number;
        fields: TaskFields;
        removeAttachmentIds: number[];
        previousAssigneeIds: number[];
        assigneeIds: number[];
      }
  );

const tasksPath = ({ workspaceId, columnId }: TaskTarget) => `workspaces/${workspaceId}/columns/${columnId}/tasks`;

export const addTaskUser = (taskId: number, userId: number) =>
  api.post(`tasks/${taskId}/users`, done, { json: { userId } });
export const removeTaskUser = (taskId: number, userId: number) => api.delete(`tasks/${taskId}/users/${userId}`, done);

/** New task → POST (always TODO, §4.1) with its assignees; an answer without id is an error (§8). */
async function createTask(target: TaskTarget, body: TaskCreateRequest): Promise<number> {
  const answer = await api.post(tasksPath(target), created, { json: body });
  const id = answer.data?.id;
  if (typeof id !== 'number') throw new Error(WORK_MESSAGES.noNewTaskId);
  return id;
}

/**
 * Edit → PUT the fields, then each assignee added or removed on its own (§4.1), one after another
 * so a refusal names the change that failed.
 */
async function updateTask(
  input: Extract<SaveTaskInput, { mode: 'edit' }>,
  attachments: AttachmentInput[],
): Promise<number> {
  const body: TaskUpdateRequest = {
    ...input.fields,
    attachments,
    removeAttachmentIds: input.removeAttachmentIds,
  };
  await api.put(`${tasksPath(input.target)}/${input.taskId}`, done, { json: body });
  const { added, removed } = diffAssignees(input.previousAssigneeIds, input.assigneeIds);
  for (const userId of added) await addTaskUser(input.taskId, userId);
  for (const userId of removed) await removeTaskUser(input.taskId, userId);
  return input.taskId;
}

export function useSaveTask() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: async (input: SaveTaskInput) => {
      const attachments = await uploadOrFail(input.files, input.onProgress);
      return input.mode === 'add'
        ? createTask(input.target, {
            ...input.fields,
            trangThaiCongViec: 'TODO',
            attachments,
            assignedUserIds: input.assigneeIds,
          })
        : updateTask(input, attachments);
    },
    onSettled: (taskId, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workKeys.workspace(input.target.workspaceId) }),
        taskId ? queryClient.invalidateQueries({ queryKey: workKeys.task(taskId) }) : undefined,
      ]),
  });
}

/** Files pasted or dropped onto a task in view mode: uploaded, then added with a PUT. */
export function useAddTaskFiles() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: async ({ target, taskId, files }: { target: TaskTarget; taskId: number; files: readonly File[] }) => {
      const attachments = await uploadOrFail(files);
      return api.put(`${tasksPath(target)}/${taskId}`, done, { json: { attachments } satisfies TaskUpdateRequest });
    },
    onSettled: (_d, _e, { target, taskId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workKeys.workspace(target.workspaceId) }),
        queryClient.invalidateQueries({ queryKey: workKeys.task(taskId) }),
      ]),
  });
}

/** PUT …/tasks/{taskId}/status online (the outbox sends the same call for a phone offline). */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: ({ target, taskId, newStatus }: { target: TaskTarget; taskId: number; newStatus: TaskStatus }) =>
      api.put(`${tasksPath(target)}/${taskId}/status`, done, { json: { newStatus } }),
    onSettled: (_d, _e, { target, taskId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workKeys.workspace(target.workspaceId) }),
        queryClient.invalidateQueries({ queryKey: workKeys.task(taskId) }),
      ]),
  });
}
