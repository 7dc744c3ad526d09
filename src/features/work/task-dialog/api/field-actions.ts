/**
 * A REPORT and a status change from a phone without network (issue 14): stored in the outbox with
 * kinds of their own (task.report, task.status) and sent by the drain with their Idempotency-Key;
 * the dialog shows them 'Chờ gửi' until they arrive. Online the dialog calls the API directly, so a
 * refusal is said at once in the dialog (the console has no outbox screen).
 */
import type { TaskStatus } from '@/contracts/work';
import { isApiClientError } from '@/lib/client-error';
import { enqueue } from '@/offline/commands';
import type { PhotoRef } from '@/offline/types';
import { TASK_UPLOAD_FOLDER } from './task-files';

export interface TaskRef {
  taskId: number;
  workspaceId: number;
  columnId: number;
  tieuDe: string;
}

/** No answer came (status 0): the network, not the server, said no — worth queueing instead. */
export const isNoAnswer = (error: unknown) => isApiClientError(error) && error.status === 0;

/** Only photos travel in the outbox (compressed and kept as bytes until they are uploaded). */
export const queueableFiles = (files: readonly File[]) => files.every((f) => f.type.startsWith('image/'));

export async function queueTaskReport(task: TaskRef, content: string, files: readonly File[]) {
  const { savePhoto } = await import('@/offline/photos');
  const photos: PhotoRef[] = [];
  const attachments: { originalFileName: string }[] = [];
  for (const [index, file] of files.entries()) {
    const record = await savePhoto(file, { folder: TASK_UPLOAD_FOLDER });
    photos.push({ photoId: record.id, field: `attachments.${index}.fileUrl` });
    attachments.push({ originalFileName: file.name || `anh-${index + 1}.jpg` });
  }
  return enqueue({
    kind: 'task.report',
    payload: {
      taskId: task.taskId,
      workspaceId: task.workspaceId,
      tieuDe: task.tieuDe,
      content,
      type: 'REPORT',
      attachments,
      occurredAt: new Date().toISOString(),
    },
    photos,
  });
}

export const queueTaskStatus = (task: TaskRef, newStatus: TaskStatus) =>
  enqueue({
    kind: 'task.status',
    payload: {
      taskId: task.taskId,
      workspaceId: task.workspaceId,
      columnId: task.columnId,
      tieuDe: task.tieuDe,
      newStatus,
      occurredAt: new Date().toISOString(),
    },
  });
