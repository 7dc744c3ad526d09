/**
 * What work management tells people (issue 14 "Reminders"): a new assignment (TASK_ASSIGNED,
 * shown as "Phân công") and a comment on one's task (NEW_COMMENT, "Bình luận"), with push, each
 * opening the task on its board — and the comment. Stored in the change's transaction; the push
 * follows the commit (notifications/service.ts).
 */
import { COMMENT_TYPE_LABELS, type CommentType, taskPath } from '@/contracts/work';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { notify } from '../notifications/service';
import { escapeHtml } from '../notifications/text';

type TaskRef = { id: number; workspaceId: number; tieuDe: string };

export async function taskAssigned(tx: Db, actor: Actor, task: TaskRef, recipients: readonly number[]) {
  await notify(tx, {
    recipients: recipients.filter((id) => id !== actor.id),
    idNguoiGui: actor.id,
    tieuDe: 'Bạn được giao công việc mới',
    noiDung: `<b>${escapeHtml(actor.hoTen)}</b> đã giao cho bạn công việc <b>${escapeHtml(task.tieuDe)}</b>.`,
    loaiThongBao: 'PHAN_CONG',
    deepLink: taskPath(task.workspaceId, task.id),
    loaiDoiTuong: 'TASK',
    idDoiTuong: task.id,
  });
}

const PREVIEW_CHARS = 140;

export async function newComment(
  tx: Db,
  actor: Actor,
  task: TaskRef,
  commentId: number,
  comment: { content: string; type: CommentType },
  audience: readonly number[],
) {
  const preview =
    comment.content.length > PREVIEW_CHARS ? `${comment.content.slice(0, PREVIEW_CHARS)}…` : comment.content;
  await notify(tx, {
    recipients: audience.filter((id) => id !== actor.id),
    idNguoiGui: actor.id,
    tieuDe: `${COMMENT_TYPE_LABELS[comment.type]} mới`,
    noiDung: `<b>${escapeHtml(actor.hoTen)}</b> đã viết ${COMMENT_TYPE_LABELS[comment.type].toLowerCase()} trong công việc <b>${escapeHtml(task.tieuDe)}</b>: ${escapeHtml(preview)}`,
    loaiThongBao: 'BINH_LUAN',
    deepLink: taskPath(task.workspaceId, task.id, commentId),
    loaiDoiTuong: 'TASK',
    idDoiTuong: task.id,
  });
}
