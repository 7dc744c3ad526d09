import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tepTin } from './files';
import { nguoiDung } from './staff';

const at = (name: string) => timestamp(name, { withTimezone: true });
const user = (name: string) => integer(name).references(() => nguoiDung.idNguoiDung, { onDelete: 'restrict' });
/**
 * A fractional-indexing key. Byte order is the order: PostgreSQL's default collation would sort
 * 'a0' and 'Zz' by locale rules and break it (payload#14867), so the column is COLLATE "C".
 */
const sortKey = customType<{ data: string; driverData: string }>({
  dataType: () => 'text COLLATE "C"',
});

/** Không gian làm việc (spec 002 §3): columns of tasks, an author and managers. */
export const workspace = pgTable(
  'workspace',
  {
    id: serial('id').primaryKey(),
    tieuDe: varchar('tieu_de', { length: 255 }).notNull(),
    moTa: text('mo_ta'),
    avatar: text('avatar'),
    active: boolean('active').notNull().default(true),
    authorId: user('author_id').notNull(),
    ngayTao: at('ngay_tao').notNull().defaultNow(),
  },
  (t) => [index('workspace_author_idx').on(t.authorId)],
);

/** The workspace's managers: with the author, the only ones who edit it and its columns. */
export const workspaceManager = pgTable(
  'workspace_manager',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspace.id, { onDelete: 'cascade' }),
    userId: user('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('workspace_manager_user_idx').on(t.userId)],
);

/** Cột — one list of the board; `sortKey` orders columns like tasks. */
export const workColumn = pgTable(
  'work_column',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspace.id, { onDelete: 'cascade' }),
    tenCot: varchar('ten_cot', { length: 100 }).notNull(),
    sortKey: sortKey('sort_key').notNull(),
    active: boolean('active').notNull().default(true),
    ngayTao: at('ngay_tao').notNull().defaultNow(),
  },
  (t) => [index('work_column_workspace_idx').on(t.workspaceId, t.sortKey)],
);

/** Users assigned to a column (§2.3 "assign users"): they see the workspace and its tasks. */
export const workColumnUser = pgTable(
  'work_column_user',
  {
    columnId: integer('column_id')
      .notNull()
      .references(() => workColumn.id, { onDelete: 'cascade' }),
    userId: user('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.columnId, t.userId] }), index('work_column_user_user_idx').on(t.userId)],
);

/**
 * Công việc (§3, §4.1): TODO → IN_PROGRESS → DONE → ARCHIVED. `workspaceId` is kept on the row
 * (always the column's) so the board, filters and statistics read one table. A move rewrites
 * `columnId` and `sortKey` of this row only.
 */
export const task = pgTable(
  'task',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspace.id, { onDelete: 'cascade' }),
    columnId: integer('column_id')
      .notNull()
      .references(() => workColumn.id, { onDelete: 'cascade' }),
    tieuDe: varchar('tieu_de', { length: 255 }).notNull(),
    moTa: text('mo_ta'),
    ngayBatDau: at('ngay_bat_dau'),
    ngayKetThuc: at('ngay_ket_thuc'),
    doUuTien: varchar('do_uu_tien', { length: 10 }).notNull().default('LOW'),
    trangThai: varchar('trang_thai', { length: 12 }).notNull().default('TODO'),
    sortKey: sortKey('sort_key').notNull(),
    nguoiTaoId: user('nguoi_tao_id'),
    ngayTao: at('ngay_tao').notNull().defaultNow(),
    ngayCapNhat: at('ngay_cap_nhat').notNull().defaultNow(),
    ngayHoanThanh: at('ngay_hoan_thanh'),
  },
  (t) => [
    index('task_column_sort_idx').on(t.columnId, t.sortKey),
    index('task_workspace_status_idx').on(t.workspaceId, t.trangThai),
    index('task_deadline_idx').on(t.ngayKetThuc).where(sql`${t.trangThai} in ('TODO', 'IN_PROGRESS')`),
    index('task_done_at_idx').on(t.ngayHoanThanh),
  ],
);

/** Người được giao (§3 assignedUsers). */
export const taskUser = pgTable(
  'task_user',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => task.id, { onDelete: 'cascade' }),
    userId: user('user_id').notNull(),
    giaoBoiId: user('giao_boi_id'),
    giaoLuc: at('giao_luc').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_user_user_idx').on(t.userId)],
);

/** Bình luận / báo cáo / đề xuất (§3). `occurredAt` is when it was written (a phone offline sends later). */
export const taskComment = pgTable(
  'task_comment',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => task.id, { onDelete: 'cascade' }),
    authorId: user('author_id').notNull(),
    type: varchar('type', { length: 10 }).notNull().default('COMMENT'),
    content: text('content').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    /** The column the task was in when this was written. */
    columnId: integer('column_id').references(() => workColumn.id, { onDelete: 'set null' }),
    ngayTao: at('ngay_tao').notNull().defaultNow(),
    ngaySua: at('ngay_sua'),
  },
  (t) => [index('task_comment_task_idx').on(t.taskId, t.pinned, t.ngayTao)],
);

/** A file on a task (commentId null) or on one of its comments. */
export const taskAttachment = pgTable(
  'task_attachment',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => task.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => taskComment.id, { onDelete: 'cascade' }),
    fileId: varchar('file_id', { length: 64 })
      .notNull()
      .references(() => tepTin.id, { onDelete: 'restrict' }),
    originalFileName: varchar('original_file_name', { length: 255 }).notNull(),
    ngayTao: at('ngay_tao').notNull().defaultNow(),
  },
  (t) => [index('task_attachment_task_idx').on(t.taskId, t.commentId)],
);

/**
 * Nhật ký hoạt động (§3): written in the same transaction as the change it records — who, what,
 * old → new, when. A deleted task's rows stay in the workspace's trail with `taskId` null.
 */
export const taskActivity = pgTable(
  'task_activity',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspace.id, { onDelete: 'cascade' }),
    taskId: integer('task_id').references(() => task.id, { onDelete: 'set null' }),
    actorId: user('actor_id').notNull(),
    hanhDong: varchar('hanh_dong', { length: 40 }).notNull(),
    moTa: text('mo_ta').notNull(),
    giaTriCu: text('gia_tri_cu'),
    giaTriMoi: text('gia_tri_moi'),
    ngayTao: at('ngay_tao').notNull().defaultNow(),
  },
  (t) => [
    index('task_activity_task_idx').on(t.taskId, t.ngayTao),
    index('task_activity_workspace_idx').on(t.workspaceId, t.ngayTao),
  ],
);

/**
 * Board changes for the live stream: inserted in the change's transaction, announced with NOTIFY
 * on commit, and read back by id when a client reconnects with Last-Event-ID. Pruned after a day.
 */
export const workEvent = pgTable(
  'work_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    taskId: integer('task_id'),
    columnId: integer('column_id'),
    commentId: integer('comment_id'),
    actorId: integer('actor_id').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('work_event_workspace_idx').on(t.workspaceId, t.id)],
);

/** One reminder per (task, user, kind, deadline): a changed deadline reminds again, a rerun does not. */
export const taskReminder = pgTable(
  'task_reminder',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => task.id, { onDelete: 'cascade' }),
    userId: user('user_id').notNull(),
    kind: varchar('kind', { length: 12 }).notNull(),
    deadline: at('deadline').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('task_reminder_uq').on(t.taskId, t.userId, t.kind, t.deadline)],
);
