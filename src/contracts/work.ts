/**
 * Work management — workspaces, columns, tasks, comments, activity, archived tasks and statistics
 * (spec 002 §2.2–2.6, §3, §4.1, §5, §7). Requests validate on the server and type the client;
 * answers are parsed by the screens that depend on them. Times the forms send are Vietnam wall-clock
 * `yyyy-MM-ddTHH:mm[:ss]` without a zone (§7); times the server answers are ISO instants.
 */
import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';
import { LOCAL_DATE_TIME, withSeconds } from './fleet-assignments';
import { optionalBool } from './params';
import { fileUrlWith } from './uploads';
import {
  BOARD_PERIODS,
  COMMENT_TYPES,
  FEED_FILTERS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  WORK_MESSAGES,
} from './work-vocabulary';

// The words and plain rules live in work-vocabulary.ts (no zod); this file stays the place to import them from.
export * from './work-vocabulary';

const M = WORK_MESSAGES;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const optionalId = (message: string) => z.preprocess(blank, id(message).optional());
const optionalText = (max: number, message: string) =>
  z.preprocess(blank, z.string().trim().max(max, message).optional());
const localDateTime = z
  .string({ error: M.invalidDateTime })
  .regex(LOCAL_DATE_TIME, M.invalidDateTime)
  .refine((s) => Number.isFinite(Date.parse(`${s}Z`)), M.invalidDateTime);
const optionalLocalDateTime = z.preprocess(blank, localDateTime.optional());

// ── shared pieces of answers ─────────────────────────────────────────────────────────────────
/** User option (§3): a default avatar is used when `avatarUrl` is null. */
export const workUser = z.object({
  idNguoiDung: z.number().int(),
  hoTen: z.string(),
  avatarUrl: z.string().nullable(),
  tenDangNhap: z.string().optional(),
  email: z.string().nullable().optional(),
  tenPhongBan: z.string().nullable().optional(),
});
export type WorkUser = z.infer<typeof workUser>;

/** A file on a task or comment (§3). `fileSize` in bytes. */
export const taskAttachment = z.object({
  id: z.number().int(),
  fileUrl: z.string(),
  fileType: z.string().nullable(),
  originalFileName: z.string(),
  fileSize: z.number().int().nullable(),
});
export type TaskAttachment = z.infer<typeof taskAttachment>;

/** An attachment as sent: one of our uploaded files and the name it had on the sender's device. */
export const attachmentInput = z.object({
  fileUrl: fileUrlWith('Tệp đính kèm không hợp lệ.'),
  originalFileName: z.string().trim().min(1, 'Thiếu tên tệp đính kèm.').max(255, 'Tên tệp tối đa 255 ký tự.'),
});
export type AttachmentInput = z.infer<typeof attachmentInput>;
const attachmentsInput = z.array(attachmentInput).max(20, 'Tối đa 20 tệp đính kèm mỗi lần.').default([]);

// ── workspaces (§2.2, §7 Workspaces) ─────────────────────────────────────────────────────────
export const workspace = z.object({
  id: z.number().int(),
  tieuDe: z.string(),
  moTa: z.string().nullable(),
  avatar: z.string().nullable(),
  active: z.boolean(),
  author: workUser,
  managers: z.array(workUser),
  ngayTao: z.string(),
  /** What the reader may do here (the server decides; the screens only hide what it would refuse). */
  canEdit: z.boolean(),
});
export type Workspace = z.infer<typeof workspace>;
export const workspacesResponse = envelope(z.array(workspace));
export const workspaceResponse = envelope(workspace);

const workspaceTitle = z
  .string({ error: M.workspaceTitleRequired })
  .trim()
  .min(1, M.workspaceTitleRequired)
  .max(255, 'Tên không gian làm việc tối đa 255 ký tự.');
const workspaceDescription = optionalText(2000, 'Mô tả tối đa 2000 ký tự.');

/** POST /api/workspaces and POST /api/workspaces/from/{templateId}. */
export const workspaceCreateRequest = z.object({
  tieuDe: workspaceTitle,
  moTa: workspaceDescription,
  avatar: z.preprocess(blank, fileUrlWith('Ảnh bìa không hợp lệ.').optional()),
  managerIds: z.array(id(M.invalidUser)).max(100).optional(),
});
export type WorkspaceCreateRequest = z.input<typeof workspaceCreateRequest>;

/** POST /api/workspaces/from/{templateId}: a copy of the columns, and their open tasks as TODO when asked. */
export const workspaceFromTemplateRequest = workspaceCreateRequest.extend({
  copyTasks: z.boolean().default(true),
});
export type WorkspaceFromTemplateRequest = z.input<typeof workspaceFromTemplateRequest>;

/** PUT /api/workspaces/{id}: `author` is shown, not changed (the author stays who created it). */
export const workspaceUpdateRequest = z.object({
  tieuDe: workspaceTitle,
  moTa: workspaceDescription,
  active: z.boolean().default(true),
  avatar: z.preprocess(blank, fileUrlWith('Ảnh bìa không hợp lệ.').nullable().optional()),
  managerIds: z.array(id(M.invalidUser)).max(100).default([]),
});
export type WorkspaceUpdateRequest = z.input<typeof workspaceUpdateRequest>;

// ── tasks and columns (§3, §7 Board and tasks) ───────────────────────────────────────────────
export const task = z.object({
  id: z.number().int(),
  workspaceId: z.number().int(),
  workColumnId: z.number().int(),
  tieuDe: z.string(),
  moTa: z.string().nullable(),
  ngayBatDau: z.string().nullable(),
  ngayKetThuc: z.string().nullable(),
  ngayTao: z.string(),
  ngayHoanThanh: z.string().nullable(),
  hoanThanh: z.boolean(),
  doUuTien: z.enum(TASK_PRIORITIES),
  trangThaiCongViec: z.enum(TASK_STATUSES),
  /** 1-based place in its column (ROW_NUMBER over the stored fractional key). */
  viTri: z.number().int(),
  /** The fractional key itself: a client computing a move sends the neighbours' keys back. */
  sortKey: z.string(),
  nguoiTao: workUser.nullable(),
  assignedUsers: z.array(workUser),
  attachments: z.array(taskAttachment),
  soBinhLuan: z.number().int(),
});
export type Task = z.infer<typeof task>;
export const taskResponse = envelope(task);

export const column = z.object({
  id: z.number().int(),
  tenCot: z.string(),
  viTri: z.number().int(),
  active: z.boolean(),
  assignedUsers: z.array(workUser),
  tasks: z.array(task),
  /**
   * Tasks of the column under the filters; more than `tasks.length` when the board was asked for
   * the first `limit` of each column (a 20 × 500 board answers and draws a few hundred cards).
   */
  taskCount: z.number().int(),
});
export type Column = z.infer<typeof column>;
/** GET /api/workspaces/{id}/columns: the board, filtered; `workspace` names the breadcrumb. */
export const boardResponse = envelope(z.array(column));

/** The board's filters (§2.3, §7) — also the board statistics' and the overview's base. */
export const boardQuery = z.object({
  tieuDe: optionalText(255, 'Từ khóa tìm kiếm quá dài.'),
  trangThaiCongViec: z.preprocess(blank, z.enum(TASK_STATUSES, { error: M.invalidStatus }).optional()),
  doUuTien: z.preprocess(blank, z.enum(TASK_PRIORITIES, { error: M.invalidPriority }).optional()),
  assignedUserId: optionalId(M.invalidUser),
  isOverdue: optionalBool,
  period: z.preprocess(blank, z.enum(BOARD_PERIODS, { error: 'Khoảng thời gian không hợp lệ.' }).optional()),
  phongBanId: optionalId('Phòng ban không hợp lệ.'),
  /** Beyond §7: the first `limit` tasks of each column (absent = all, as the spec's board). */
  limit: z.preprocess(blank, z.coerce.number().int().min(1).max(5000).optional()),
  /** Columns the reader opened further: `columnId:limit` pairs, comma-separated (`12:60,15:90`). */
  columnLimits: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{1,9}:\d{1,4}(,\d{1,9}:\d{1,4}){0,99}$/, 'Giới hạn theo cột không hợp lệ.')
      .optional(),
  ),
});
export type BoardQuery = z.infer<typeof boardQuery>;
export type BoardQueryInput = z.input<typeof boardQuery>;

const columnTitle = z
  .string({ error: M.columnTitleRequired })
  .trim()
  .min(1, M.columnTitleRequired)
  .max(100, 'Tên cột tối đa 100 ký tự.');
/** POST /api/workspaces/{id}/columns; PUT .../columns/{columnId}. `viTri` 1-based; absent = last. */
export const columnRequest = z.object({
  tenCot: columnTitle,
  viTri: z.preprocess(blank, z.coerce.number().int().min(1, 'Vị trí không hợp lệ.').optional()),
  active: z.boolean().default(true),
});
export type ColumnRequest = z.input<typeof columnRequest>;

/** POST .../columns/{columnId}/assign-users: the column's whole list of users (replaces it). */
export const assignUsersRequest = z.array(id(M.invalidUser)).max(500, 'Tối đa 500 người dùng.');

const taskTitle = z
  .string({ error: M.taskTitleRequired })
  .trim()
  .min(1, M.taskTitleRequired)
  .max(255, 'Tiêu đề tối đa 255 ký tự.');
const taskFields = {
  tieuDe: taskTitle,
  moTa: optionalText(10_000, 'Mô tả tối đa 10000 ký tự.'),
  ngayBatDau: optionalLocalDateTime,
  ngayKetThuc: optionalLocalDateTime,
  doUuTien: z.enum(TASK_PRIORITIES, { error: M.invalidPriority }).default('LOW'),
  attachments: attachmentsInput,
};
const deadlineAfterStart = (t: { ngayBatDau?: string; ngayKetThuc?: string }) =>
  !t.ngayBatDau || !t.ngayKetThuc || withSeconds(t.ngayKetThuc) >= withSeconds(t.ngayBatDau);

/**
 * POST .../columns/{columnId}/tasks. New tasks are always TODO (§4.1): a sent `trangThaiCongViec`
 * other than TODO is refused rather than silently changed. `viTri` 1-based; absent = last.
 */
export const taskCreateRequest = z
  .object({
    ...taskFields,
    trangThaiCongViec: z.literal('TODO', { error: M.invalidStatus }).default('TODO'),
    viTri: z.preprocess(blank, z.coerce.number().int().min(1, 'Vị trí không hợp lệ.').optional()),
    assignedUserIds: z.array(id(M.invalidUser)).max(100).default([]),
  })
  .refine(deadlineAfterStart, { message: M.deadlineBeforeStart, path: ['ngayKetThuc'] });
export type TaskCreateRequest = z.input<typeof taskCreateRequest>;

/**
 * PUT .../tasks/{taskId}: the fields, or a move — `workColumnId` and `viTri` (1-based in the target
 * column after the move) — or both. Status changes go through /status; assignees through /users.
 */
export const taskUpdateRequest = z
  .object({
    tieuDe: taskTitle.optional(),
    moTa: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(10_000).nullable().optional()),
    ngayBatDau: z.preprocess((v) => (v === '' ? null : v), localDateTime.nullable().optional()),
    ngayKetThuc: z.preprocess((v) => (v === '' ? null : v), localDateTime.nullable().optional()),
    doUuTien: z.enum(TASK_PRIORITIES, { error: M.invalidPriority }).optional(),
    /** Files added (existing ones stay; removal is `removeAttachmentIds`). */
    attachments: z.array(attachmentInput).max(20).optional(),
    removeAttachmentIds: z.array(id('Tệp đính kèm không hợp lệ.')).max(100).optional(),
    workColumnId: id(M.columnUnknown).optional(),
    viTri: z.coerce.number().int().min(1, 'Vị trí không hợp lệ.').optional(),
  })
  .refine(
    (t) => deadlineAfterStart({ ngayBatDau: t.ngayBatDau ?? undefined, ngayKetThuc: t.ngayKetThuc ?? undefined }),
    {
      message: M.deadlineBeforeStart,
      path: ['ngayKetThuc'],
    },
  );
export type TaskUpdateRequest = z.input<typeof taskUpdateRequest>;

/** PUT .../tasks/{taskId}/status. `occurredAt`: when it was done on a phone offline (judged by device time). */
export const taskStatusRequest = z.object({
  newStatus: z.enum(TASK_STATUSES, { error: M.invalidStatus }),
  occurredAt: z.iso.datetime({ offset: true, error: M.invalidDateTime }).optional(),
});
export type TaskStatusRequest = z.input<typeof taskStatusRequest>;

/** GET/POST /api/tasks/{taskId}/users. */
export const taskUserRequest = z.object({ userId: id(M.invalidUser) });
export const taskUsersResponse = envelope(z.array(workUser));

// ── comments and activity (§3, §7) ───────────────────────────────────────────────────────────
export const taskComment = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  type: z.enum(COMMENT_TYPES),
  content: z.string(),
  author: workUser,
  ngayTao: z.string(),
  /** Set when edited (the "đã sửa" flag with its time). */
  ngaySua: z.string().nullable(),
  pinned: z.boolean(),
  attachments: z.array(taskAttachment),
  /** The column the task was in when the comment was written. */
  workColumn: z.object({ tenCot: z.string() }).nullable(),
  /** Set by the server for the reader: only the author pins, edits and deletes (by user id). */
  mine: z.boolean(),
});
export type TaskComment = z.infer<typeof taskComment>;
/** Pinned comments come first on page 0, then newest first. */
export const commentPageResponse = envelope(pageOf(taskComment));
export const commentResponse = envelope(taskComment);

export const commentsQuery = pageQuery.extend({
  size: z.coerce.number().int().min(1).max(2000, 'Kích thước trang tối đa là 2000.').default(20),
  type: z.preprocess(blank, z.enum(FEED_FILTERS, { error: M.invalidCommentType }).optional()),
});
export type CommentsQuery = z.input<typeof commentsQuery>;

const commentContent = z
  .string({ error: M.commentRequired })
  .trim()
  .min(1, M.commentRequired)
  .max(10_000, 'Bình luận tối đa 10000 ký tự.');
/** POST /api/tasks/{taskId}/comments. `occurredAt`: written on a phone offline, sent later. */
export const commentCreateRequest = z.object({
  content: commentContent,
  type: z.enum(COMMENT_TYPES, { error: M.invalidCommentType }).default('COMMENT'),
  attachments: attachmentsInput,
  occurredAt: z.iso.datetime({ offset: true, error: M.invalidDateTime }).optional(),
});
export type CommentCreateRequest = z.input<typeof commentCreateRequest>;
export const commentUpdateRequest = z.object({ content: commentContent });
export type CommentUpdateRequest = z.input<typeof commentUpdateRequest>;

/** Activity log item (§3): who did what, old → new, when. */
export const activityItem = z.object({
  id: z.number().int(),
  nguoiThucHien: workUser,
  moTa: z.string(),
  hanhDong: z.string(),
  giaTriCu: z.string().nullable(),
  giaTriMoi: z.string().nullable(),
  ngayTao: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;
export const activityPageResponse = envelope(pageOf(activityItem));
export const activityQuery = pageQuery.extend({ size: pageQuery.shape.size.default(12) });

// ── archived tasks (§2.5, §7) ────────────────────────────────────────────────────────────────
export const archivedTask = z.object({
  id: z.number().int(),
  tieuDe: z.string(),
  moTa: z.string().nullable(),
  attachments: z.array(taskAttachment),
  workspace: z.object({
    id: z.number().int(),
    tieuDe: z.string(),
    author: z.object({ hoTen: z.string() }),
    managers: z.array(z.object({ idNguoiDung: z.number().int(), hoTen: z.string() })),
  }),
  column: z.object({ id: z.number().int(), tenCot: z.string() }),
  trangThaiCongViec: z.enum(TASK_STATUSES),
  doUuTien: z.enum(TASK_PRIORITIES),
  nguoiTao: workUser.nullable(),
  ngayTao: z.string(),
  ngayBatDau: z.string().nullable(),
  ngayKetThuc: z.string().nullable(),
  ngayHoanThanh: z.string().nullable(),
  assignedUsers: z.array(workUser),
});
export type ArchivedTask = z.infer<typeof archivedTask>;
export const archivedPageResponse = envelope(pageOf(archivedTask));
export const archivedQuery = pageQuery.extend({
  tieuDe: optionalText(255, 'Từ khóa tìm kiếm quá dài.'),
  doUuTien: z.preprocess(blank, z.enum(TASK_PRIORITIES, { error: M.invalidPriority }).optional()),
  workspaceId: optionalId(M.workspaceNotFound),
  columnId: optionalId(M.columnUnknown),
  creatorId: optionalId(M.invalidUser),
  assignedUserId: optionalId(M.invalidUser),
  /** Only 'ngayHoanThanh,desc' (the spec's) and 'ngayHoanThanh,asc'. */
  sort: z.preprocess(
    blank,
    z
      .enum(['ngayHoanThanh,desc', 'ngayHoanThanh,asc'], { error: 'Cách sắp xếp không hợp lệ.' })
      .default('ngayHoanThanh,desc'),
  ),
});
export type ArchivedQuery = z.input<typeof archivedQuery>;

// ── statistics (§3, §7 Statistics) ───────────────────────────────────────────────────────────
const countBy = <K extends readonly [string, ...string[]]>(keys: K) => z.record(z.enum(keys), z.number().int());
/** GET /api/dashboard/workspaces/{id}/statistics (the board's filters). */
export const boardStatistics = z.object({
  totalTasks: z.number().int(),
  inProgressTasks: z.number().int(),
  overdueTasks: z.number().int(),
  completedTasks: z.number().int(),
  archivedTasks: z.number().int(),
  tasksByPriority: countBy(TASK_PRIORITIES),
  tasksByStatus: countBy(TASK_STATUSES),
  tasksByColumn: z.array(z.object({ columnId: z.number().int(), tenCot: z.string(), count: z.number().int() })),
  /** The last 7 days, oldest first, 'yyyy-MM-dd' in Vietnam. */
  completionTrend: z.array(z.object({ date: z.string(), completedCount: z.number().int() })),
});
export type BoardStatistics = z.infer<typeof boardStatistics>;
export const boardStatisticsResponse = envelope(boardStatistics);

/** The overview's filters (§2.6): local date-times without zone, weeks from Monday. */
export const overviewQuery = z
  .object({
    workspaceId: optionalId(M.workspaceNotFound),
    columnId: optionalId(M.columnUnknown),
    assignedUserId: optionalId(M.invalidUser),
    trangThaiCongViec: z.preprocess(blank, z.enum(TASK_STATUSES, { error: M.invalidStatus }).optional()),
    doUuTien: z.preprocess(blank, z.enum(TASK_PRIORITIES, { error: M.invalidPriority }).optional()),
    isOverdue: optionalBool,
    phongBanId: optionalId('Phòng ban không hợp lệ.'),
    startDate: optionalLocalDateTime,
    endDate: optionalLocalDateTime,
  })
  .refine((q) => !q.startDate || !q.endDate || withSeconds(q.endDate) >= withSeconds(q.startDate), {
    message: 'Ngày kết thúc phải sau ngày bắt đầu.',
    path: ['endDate'],
  });
export type OverviewQuery = z.input<typeof overviewQuery>;
export const overviewTasksQuery = z.intersection(overviewQuery, pageQuery);

const labelled = z.object({ ten: z.string(), soLuong: z.number().int() });
export const overview = z.object({
  theThongKeChinh: z.object({
    tongSoCongViec: z.number().int(),
    congViecDangThucHien: z.number().int(),
    congViecQuaHan: z.number().int(),
    congViecHoanThanh: z.number().int(),
  }),
  /** `ten` is the code (TODO…, URGENT…); the screen shows the label. */
  phanBoCongViecTheoTrangThai: z.array(labelled),
  phanBoCongViecTheoDoUuTien: z.array(labelled),
  /** Completions per day (per week from Monday when the range is longer than 31 days). */
  xuHuongCongViec: z.array(z.object({ thoiGian: z.string(), soLuong: z.number().int() })),
  hieuSuatNhanVien: z.array(
    z.object({
      nguoiDung: workUser,
      soTaskDuocGiao: z.number().int(),
      soTaskHoanThanh: z.number().int(),
      soTaskQuaHan: z.number().int(),
    }),
  ),
});
export type Overview = z.infer<typeof overview>;
export const overviewResponse = envelope(overview);

/** GET /api/dashboard-tong-quan-cong-viec/theo-khong-gian-lam-viec: one stacked bar per workspace. */
export const stackedRow = z.object({
  tenNhom: z.string(),
  workspaceId: z.number().int(),
  giaTriTheoLoai: z.record(z.enum(TASK_STATUSES), z.number().int()),
});
export const stackedRowsResponse = envelope(z.array(stackedRow));

export const overviewTask = z.object({
  id: z.number().int(),
  tieuDe: z.string(),
  workspaceId: z.number().int(),
  workspaceName: z.string(),
  columnName: z.string(),
  assignedUsers: z.array(workUser),
  ngayBatDau: z.string().nullable(),
  ngayKetThuc: z.string().nullable(),
  ngayHoanThanh: z.string().nullable(),
  doUuTien: z.enum(TASK_PRIORITIES),
  trangThaiCongViec: z.enum(TASK_STATUSES),
});
export type OverviewTask = z.infer<typeof overviewTask>;
export const overviewTasksResponse = envelope(pageOf(overviewTask));

// ── helper lists for the filters ─────────────────────────────────────────────────────────────
/** GET /api/workspaces/{id}/members: who may be assigned here (author, managers, column users, module holders). */
export const membersResponse = envelope(z.array(workUser));

export const idParams = z.object({ id: id(M.workspaceNotFound) });
export const columnParams = idParams.extend({ columnId: id(M.columnNotFound) });
export const taskParams = columnParams.extend({ taskId: id(M.taskNotFound) });
export const taskIdParams = z.object({ taskId: id(M.taskNotFound) });
export const commentParams = taskIdParams.extend({ commentId: id(M.commentNotFound) });
export const taskUserParams = taskIdParams.extend({ userId: id(M.invalidUser) });
