import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope } from '@/contracts/envelope';
import { type CommentsQuery, type CommentType, commentPageResponse, commentResponse } from '@/contracts/work';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { workKeys } from '../../shared/api/query-keys';
import { uploadOrFail } from './task-files';

const done = envelope(z.unknown());
const params = (q: CommentsQuery) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== 'ALL')) as Record<
    string,
    string | number
  >;

/** GET /api/tasks/{taskId}/comments (page, size, type): pinned first on page 0, then newest first. */
export const getComments = async (taskId: number, query: CommentsQuery) =>
  (await api.get(`tasks/${taskId}/comments`, commentPageResponse, { searchParams: params(query) })).data;

export const useComments = (taskId: number, query: CommentsQuery) =>
  useQuery({
    queryKey: workKeys.comments(taskId, query),
    queryFn: () => getComments(taskId, query),
    placeholderData: keepPreviousData,
  });

/** Every comment write refreshes the task's feed and the board (its comment count). */
function useCommentWrite<V, R>(taskId: number, workspaceId: number, fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...workKeys.task(taskId), 'comments'] }),
        queryClient.invalidateQueries({ queryKey: workKeys.workspace(workspaceId) }),
      ]),
  });
}

export interface NewComment {
  content: string;
  type: CommentType;
  files: readonly File[];
  onProgress?: (done: number, total: number) => void;
}

/** Uploads the files (folder "tasks"), then POSTs the comment — one submit for both. */
export const useAddComment = (taskId: number, workspaceId: number) =>
  useCommentWrite(taskId, workspaceId, async ({ content, type, files, onProgress }: NewComment) => {
    const attachments = await uploadOrFail(files, onProgress);
    return api.post(`tasks/${taskId}/comments`, commentResponse, { json: { content, type, attachments } });
  });

export const useUpdateComment = (taskId: number, workspaceId: number) =>
  useCommentWrite(taskId, workspaceId, ({ id, content }: { id: number; content: string }) =>
    api.put(`tasks/${taskId}/comments/${id}`, commentResponse, { json: { content } }),
  );

export const useDeleteComment = (taskId: number, workspaceId: number) =>
  useCommentWrite(taskId, workspaceId, (id: number) => api.delete(`tasks/${taskId}/comments/${id}`, done));

/** POST …/{commentId}/pin pins; DELETE the same path unpins. */
export const usePinComment = (taskId: number, workspaceId: number) =>
  useCommentWrite(taskId, workspaceId, ({ id, pinned }: { id: number; pinned: boolean }) =>
    pinned
      ? api.post(`tasks/${taskId}/comments/${id}/pin`, done)
      : api.delete(`tasks/${taskId}/comments/${id}/pin`, done),
  );
