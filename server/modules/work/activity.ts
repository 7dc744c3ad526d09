/**
 * The activity log's sentences (spec 002 §3 "Activity log item"): who did what, old → new, in
 * Vietnamese, e.g. "Nguyễn Văn A đã chuyển trạng thái từ Cần làm sang Đang làm". Each is written
 * in the transaction of the change it records (service.ts), never after.
 */
import {
  COMMENT_TYPE_LABELS,
  type CommentType,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  type TaskPriority,
  type TaskStatus,
} from '@/contracts/work';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { vnDateTimeText } from '../../lib/vn-time';
import { insertActivity } from './repo';

export const ACTIVITY_ACTIONS = {
  created: 'TAO_CONG_VIEC',
  updated: 'CAP_NHAT',
  moved: 'CHUYEN_COT',
  reordered: 'DOI_VI_TRI',
  status: 'DOI_TRANG_THAI',
  assigned: 'GIAO_VIEC',
  unassigned: 'BO_GIAO_VIEC',
  fileAdded: 'THEM_TEP',
  fileRemoved: 'XOA_TEP',
  commentAdded: 'THEM_BINH_LUAN',
  commentEdited: 'SUA_BINH_LUAN',
  commentDeleted: 'XOA_BINH_LUAN',
  deleted: 'XOA_CONG_VIEC',
} as const;

/** The edited fields' names as a sentence says them. */
export const FIELD_LABELS = {
  tieuDe: 'tiêu đề',
  moTa: 'mô tả',
  ngayBatDau: 'ngày bắt đầu',
  ngayKetThuc: 'hạn hoàn thành',
  doUuTien: 'độ ưu tiên',
} as const;
export type EditedField = keyof typeof FIELD_LABELS;

/** A field's value as the log shows it: dates in Vietnam time, priorities by label, empty as "(trống)". */
export function fieldText(field: EditedField, value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return vnDateTimeText(value);
  if (field === 'doUuTien') return TASK_PRIORITY_LABELS[value as TaskPriority] ?? value;
  return value;
}

const quoted = (s: string | null) => (s === null ? '(trống)' : `"${s}"`);

type Entry = { hanhDong: string; moTa: string; giaTriCu?: string | null; giaTriMoi?: string | null };

export const sentences = {
  created: (title: string): Entry => ({
    hanhDong: ACTIVITY_ACTIONS.created,
    moTa: `đã tạo công việc "${title}"`,
    giaTriMoi: title,
  }),
  field: (field: EditedField, from: string | null, to: string | null): Entry => ({
    hanhDong: `${ACTIVITY_ACTIONS.updated}_${field.toUpperCase()}`,
    moTa:
      field === 'moTa'
        ? 'đã cập nhật mô tả'
        : `đã cập nhật ${FIELD_LABELS[field]} từ ${quoted(from)} thành ${quoted(to)}`,
    giaTriCu: from,
    giaTriMoi: to,
  }),
  moved: (from: string, to: string): Entry => ({
    hanhDong: ACTIVITY_ACTIONS.moved,
    moTa: `đã chuyển công việc từ cột ${from} sang cột ${to}`,
    giaTriCu: from,
    giaTriMoi: to,
  }),
  reordered: (column: string, place: number): Entry => ({
    hanhDong: ACTIVITY_ACTIONS.reordered,
    moTa: `đã đổi vị trí công việc trong cột ${column} (vị trí ${place})`,
    giaTriMoi: String(place),
  }),
  status: (from: TaskStatus, to: TaskStatus): Entry => ({
    hanhDong: ACTIVITY_ACTIONS.status,
    moTa: `đã chuyển trạng thái từ ${TASK_STATUS_LABELS[from]} sang ${TASK_STATUS_LABELS[to]}`,
    giaTriCu: from,
    giaTriMoi: to,
  }),
  assigned: (name: string): Entry => ({
    hanhDong: ACTIVITY_ACTIONS.assigned,
    moTa: `đã giao công việc cho ${name}`,
    giaTriMoi: name,
  }),
  unassigned: (name: string): Entry => ({
    hanhDong: ACTIVITY_ACTIONS.unassigned,
    moTa: `đã bỏ giao công việc cho ${name}`,
    giaTriCu: name,
  }),
  fileAdded: (name: string): Entry => ({
    hanhDong: ACTIVITY_ACTIONS.fileAdded,
    moTa: `đã đính kèm tệp "${name}"`,
    giaTriMoi: name,
  }),
  fileRemoved: (name: string): Entry => ({
    hanhDong: ACTIVITY_ACTIONS.fileRemoved,
    moTa: `đã xóa tệp đính kèm "${name}"`,
    giaTriCu: name,
  }),
  commentAdded: (type: CommentType): Entry => ({
    hanhDong: ACTIVITY_ACTIONS.commentAdded,
    moTa: `đã thêm ${COMMENT_TYPE_LABELS[type].toLowerCase()}`,
    giaTriMoi: type,
  }),
  commentEdited: (type: CommentType): Entry => ({
    hanhDong: ACTIVITY_ACTIONS.commentEdited,
    moTa: `đã sửa ${COMMENT_TYPE_LABELS[type].toLowerCase()}`,
  }),
  commentDeleted: (type: CommentType): Entry => ({
    hanhDong: ACTIVITY_ACTIONS.commentDeleted,
    moTa: `đã xóa ${COMMENT_TYPE_LABELS[type].toLowerCase()}`,
    giaTriCu: type,
  }),
  deleted: (title: string): Entry => ({
    hanhDong: ACTIVITY_ACTIONS.deleted,
    moTa: `đã xóa công việc "${title}"`,
    giaTriCu: title,
  }),
};

/** Writes entries about one task, each `moTa` starting with the actor's name. */
export function logActivity(
  tx: Db,
  actor: Actor,
  at: { workspaceId: number; taskId: number; ngayTao?: Date },
  entries: Entry[],
): Promise<void> {
  return insertActivity(
    tx,
    entries.map((e) => ({
      workspaceId: at.workspaceId,
      taskId: at.taskId,
      actorId: actor.id,
      hanhDong: e.hanhDong,
      moTa: `${actor.hoTen} ${e.moTa}`,
      giaTriCu: e.giaTriCu ?? null,
      giaTriMoi: e.giaTriMoi ?? null,
      ...(at.ngayTao ? { ngayTao: at.ngayTao } : {}),
    })),
  );
}
