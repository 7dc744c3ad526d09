/**
 * The board's writes (spec 002 §7): columns (add, edit, delete, assign users) and tasks (move,
 * status, delete). Each refreshes the workspace's queries — board, statistics, members — and a
 * task's own (its dialog) when it names one; the live stream does the same for everyone else.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnRequest, TaskStatus } from '@/contracts/work';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { workKeys } from '../../shared/api/query-keys';

/** A saved column: the screen shows its own success text and refetches the board. */
const saved = (): { message?: string } => ({});

function useBoardWrite<I, R>(workspaceId: number, fn: (input: I) => Promise<R>, taskOf?: (input: I) => number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: fn,
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: workKeys.workspace(workspaceId) });
      if (taskOf) void queryClient.invalidateQueries({ queryKey: workKeys.task(taskOf(input)) });
    },
  });
}

const base = (workspaceId: number) => `workspaces/${workspaceId}/columns`;

export const useSaveColumn = (workspaceId: number) =>
  useBoardWrite(workspaceId, async ({ columnId, body }: { columnId?: number; body: ColumnRequest }) =>
    columnId === undefined
      ? api.send(base(workspaceId), { method: 'post', json: body }).then(saved)
      : api.send(`${base(workspaceId)}/${columnId}`, { method: 'put', json: body }).then(saved),
  );

export const useDeleteColumn = (workspaceId: number) =>
  useBoardWrite(workspaceId, async (columnId: number) =>
    api.send(`${base(workspaceId)}/${columnId}`, { method: 'delete' }),
  );

export const useAssignColumnUsers = (workspaceId: number) =>
  useBoardWrite(workspaceId, async ({ columnId, userIds }: { columnId: number; userIds: number[] }) =>
    api.send(`${base(workspaceId)}/${columnId}/assign-users`, { method: 'post', json: userIds }),
  );

/** Where a task goes: its column and 1-based place there after the move. */
export interface TaskMove {
  taskId: number;
  fromColumnId: number;
  workColumnId: number;
  viTri: number;
}

export const useMoveTask = (workspaceId: number) =>
  useBoardWrite(
    workspaceId,
    async (move: TaskMove) =>
      api.send(`${base(workspaceId)}/${move.fromColumnId}/tasks/${move.taskId}`, {
        method: 'put',
        json: { workColumnId: move.workColumnId, viTri: move.viTri },
      }),
    (move) => move.taskId,
  );

export const useChangeTaskStatus = (workspaceId: number) =>
  useBoardWrite(
    workspaceId,
    async ({ taskId, columnId, newStatus }: { taskId: number; columnId: number; newStatus: TaskStatus }) =>
      api.send(`${base(workspaceId)}/${columnId}/tasks/${taskId}/status`, { method: 'put', json: { newStatus } }),
    (input) => input.taskId,
  );

export const useDeleteTask = (workspaceId: number) =>
  useBoardWrite(
    workspaceId,
    async ({ taskId, columnId }: { taskId: number; columnId: number }) =>
      api.send(`${base(workspaceId)}/${columnId}/tasks/${taskId}`, { method: 'delete' }),
    (input) => input.taskId,
  );
