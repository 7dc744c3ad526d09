/**
 * Reads and writes of work management. Answers are assembled from a few set-based reads (the
 * columns, the tasks with their place, then every user, assignee and file of those in one query
 * each) instead of one query per card.
 */
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { WorkUser } from '@/contracts/work';
import type { Db } from '../../db/client';
import {
  nguoiDung,
  phongBan,
  task,
  taskActivity,
  taskAttachment,
  taskComment,
  taskUser,
  tepTin,
  workColumn,
  workColumnUser,
  workspace,
  workspaceManager,
} from '../../db/schema';
import { countOf } from '../../lib/paging';

export type WorkspaceRow = typeof workspace.$inferSelect;
export type ColumnRow = typeof workColumn.$inferSelect;
export type TaskRow = typeof task.$inferSelect;
export type CommentRow = typeof taskComment.$inferSelect;

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// ── users ────────────────────────────────────────────────────────────────────────────────────
const userColumns = {
  idNguoiDung: nguoiDung.idNguoiDung,
  hoTen: nguoiDung.hoTen,
  avatarUrl: nguoiDung.avatarUrl,
  tenDangNhap: nguoiDung.tenDangNhap,
  email: nguoiDung.email,
  tenPhongBan: phongBan.tenPhongBan,
};

/** The users of `ids` as the screens show them, by id. */
export async function usersByIds(db: Db, ids: Iterable<number>): Promise<Map<number, WorkUser>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db
    .select(userColumns)
    .from(nguoiDung)
    .leftJoin(phongBan, eq(phongBan.idPhongBan, nguoiDung.idPhongBan))
    .where(inArray(nguoiDung.idNguoiDung, wanted));
  return new Map(rows.map((u) => [u.idNguoiDung, u]));
}

/** Active users among `ids` (an assignee or manager must be one). */
export async function activeUserIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: nguoiDung.idNguoiDung })
    .from(nguoiDung)
    .where(and(inArray(nguoiDung.idNguoiDung, [...new Set(ids)]), eq(nguoiDung.trangThai, 1)));
  return new Set(rows.map((r) => r.id));
}

/** Every active user, by name (who an editor may assign). */
export function activeUsers(db: Db): Promise<WorkUser[]> {
  return db
    .select(userColumns)
    .from(nguoiDung)
    .leftJoin(phongBan, eq(phongBan.idPhongBan, nguoiDung.idPhongBan))
    .where(eq(nguoiDung.trangThai, 1))
    .orderBy(asc(nguoiDung.hoTen));
}

/** The workspace's members: author, managers, users of its columns and of its tasks. */
export async function memberIds(db: Db, workspaceId: number): Promise<Set<number>> {
  const rows = await db.execute<{ id: number }>(sql`
    select author_id as id from workspace where id = ${workspaceId}
    union select user_id from workspace_manager where workspace_id = ${workspaceId}
    union select cu.user_id from work_column_user cu join work_column c on c.id = cu.column_id
      where c.workspace_id = ${workspaceId}
    union select tu.user_id from task_user tu join task t on t.id = tu.task_id where t.workspace_id = ${workspaceId}`);
  return new Set(rowsOf<{ id: number }>(rows).map((r) => Number(r.id)));
}

/** `db.execute` answers `{rows}` on both drivers. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// ── workspaces ───────────────────────────────────────────────────────────────────────────────
export function listWorkspaces(db: Db, visible: SQL | undefined) {
  return db.select().from(workspace).where(visible).orderBy(desc(workspace.ngayTao), desc(workspace.id));
}

export async function findWorkspace(db: Db, id: number) {
  const [row] = await db.select().from(workspace).where(eq(workspace.id, id));
  return row;
}

export async function managersOf(db: Db, workspaceIds: readonly number[]) {
  if (!workspaceIds.length) return [];
  return db
    .select({ workspaceId: workspaceManager.workspaceId, userId: workspaceManager.userId })
    .from(workspaceManager)
    .where(inArray(workspaceManager.workspaceId, [...workspaceIds]));
}

export async function replaceManagers(db: Db, workspaceId: number, userIds: readonly number[]) {
  await db.delete(workspaceManager).where(eq(workspaceManager.workspaceId, workspaceId));
  if (userIds.length) {
    await db.insert(workspaceManager).values([...new Set(userIds)].map((userId) => ({ workspaceId, userId })));
  }
}

// ── columns ──────────────────────────────────────────────────────────────────────────────────
export function columnsOf(db: Db, workspaceId: number) {
  return db
    .select()
    .from(workColumn)
    .where(eq(workColumn.workspaceId, workspaceId))
    .orderBy(asc(workColumn.sortKey), asc(workColumn.id));
}

export async function findColumn(db: Db, workspaceId: number, columnId: number) {
  const [row] = await db
    .select()
    .from(workColumn)
    .where(and(eq(workColumn.id, columnId), eq(workColumn.workspaceId, workspaceId)));
  return row;
}

export async function columnUsers(db: Db, columnIds: readonly number[]) {
  if (!columnIds.length) return [];
  return db
    .select({ columnId: workColumnUser.columnId, userId: workColumnUser.userId })
    .from(workColumnUser)
    .where(inArray(workColumnUser.columnId, [...columnIds]));
}

export async function replaceColumnUsers(db: Db, columnId: number, userIds: readonly number[]) {
  await db.delete(workColumnUser).where(eq(workColumnUser.columnId, columnId));
  if (userIds.length) {
    await db.insert(workColumnUser).values([...new Set(userIds)].map((userId) => ({ columnId, userId })));
  }
}

export async function countTasksInColumn(db: Db, columnId: number) {
  return countOf(await db.select({ n: count() }).from(task).where(eq(task.columnId, columnId)));
}

// ── tasks ────────────────────────────────────────────────────────────────────────────────────
/**
 * Tasks of a workspace with their 1-based place: numbered among the board's (non-archived) tasks
 * of their column, archived ones among the archived — so the place a drag sends back is the place
 * the reader saw. `filter` narrows after numbering (a filtered board keeps the real places).
 */
/** How many tasks of each column a board answer carries: `byColumn` first, else `all` (absent = every task). */
export type ColumnLimits = { all?: number; byColumn: ReadonlyMap<number, number> };

export async function placedTasks(db: Db, workspaceId: number, filter?: SQL, limits?: ColumnLimits) {
  if (limits?.all !== undefined || limits?.byColumn.size) return firstPlacedTasks(db, workspaceId, filter, limits);
  return allPlacedTasks(db, workspaceId, filter);
}

function placedOf(db: Db, workspaceId: number) {
  return db
    .select({
      id: task.id,
      viTri: sql<number>`row_number() over (partition by ${task.columnId}, (${task.trangThai} = 'ARCHIVED')
        order by ${task.sortKey}, ${task.id})`
        .mapWith(Number)
        .as('vi_tri'),
    })
    .from(task)
    .where(eq(task.workspaceId, workspaceId))
    .as('placed');
}

async function allPlacedTasks(db: Db, workspaceId: number, filter?: SQL) {
  const placed = placedOf(db, workspaceId);
  return db
    .select({ task, viTri: placed.viTri })
    .from(task)
    .innerJoin(placed, eq(placed.id, task.id))
    .where(and(eq(task.workspaceId, workspaceId), filter))
    .orderBy(asc(task.columnId), asc(task.sortKey), asc(task.id));
}

/**
 * The first tasks of each column under the filter, with the column's count: ranked in SQL so a
 * 20 × 500 board sends (and the client draws) a few hundred cards, not 10 000.
 */
async function firstPlacedTasks(db: Db, workspaceId: number, filter: SQL | undefined, limits: ColumnLimits) {
  const placed = placedOf(db, workspaceId);
  const matched = db
    .select({
      id: task.id,
      viTri: placed.viTri,
      shown: sql<number>`row_number() over (partition by ${task.columnId} order by ${task.sortKey}, ${task.id})`
        .mapWith(Number)
        .as('shown'),
      columnCount: sql<number>`count(*) over (partition by ${task.columnId})`.mapWith(Number).as('column_count'),
    })
    .from(task)
    .innerJoin(placed, eq(placed.id, task.id))
    .where(and(eq(task.workspaceId, workspaceId), filter))
    .as('matched');
  const cases = [...limits.byColumn].map(([columnId, n]) => sql`when ${columnId}::int then ${n}::int`);
  const fallback = limits.all === undefined ? sql`null::int` : sql`${limits.all}::int`;
  const cap = cases.length ? sql`case ${task.columnId} ${sql.join(cases, sql` `)} else ${fallback} end` : fallback;
  return db
    .select({ task, viTri: matched.viTri, columnCount: matched.columnCount })
    .from(task)
    .innerJoin(matched, eq(matched.id, task.id))
    .where(sql`${cap} is null or ${matched.shown} <= ${cap}`)
    .orderBy(asc(task.columnId), asc(task.sortKey), asc(task.id));
}

export async function findTask(db: Db, taskId: number) {
  const [row] = await db.select().from(task).where(eq(task.id, taskId));
  return row;
}

/** A column's tasks on the board (not archived), in order — the neighbours a move is placed between. */
export function boardTasksOfColumn(db: Db, columnId: number) {
  return db
    .select({ id: task.id, sortKey: task.sortKey })
    .from(task)
    .where(and(eq(task.columnId, columnId), sql`${task.trangThai} <> 'ARCHIVED'`))
    .orderBy(asc(task.sortKey), asc(task.id));
}

export async function taskUsersOf(db: Db, taskIds: readonly number[]) {
  if (!taskIds.length) return [];
  return db
    .select({ taskId: taskUser.taskId, userId: taskUser.userId })
    .from(taskUser)
    .where(inArray(taskUser.taskId, [...taskIds]))
    .orderBy(asc(taskUser.giaoLuc));
}

export async function addTaskUser(db: Db, taskId: number, userId: number, giaoBoiId: number) {
  const rows = await db
    .insert(taskUser)
    .values({ taskId, userId, giaoBoiId })
    .onConflictDoNothing()
    .returning({ userId: taskUser.userId });
  return rows.length === 1;
}

export async function removeTaskUser(db: Db, taskId: number, userId: number) {
  const rows = await db
    .delete(taskUser)
    .where(and(eq(taskUser.taskId, taskId), eq(taskUser.userId, userId)))
    .returning({ userId: taskUser.userId });
  return rows.length === 1;
}

export async function commentCounts(db: Db, taskIds: readonly number[]) {
  if (!taskIds.length) return new Map<number, number>();
  const rows = await db
    .select({ taskId: taskComment.taskId, n: count() })
    .from(taskComment)
    .where(inArray(taskComment.taskId, [...taskIds]))
    .groupBy(taskComment.taskId);
  return new Map(rows.map((r) => [r.taskId, r.n]));
}

// ── attachments ──────────────────────────────────────────────────────────────────────────────
const attachmentColumns = {
  id: taskAttachment.id,
  taskId: taskAttachment.taskId,
  commentId: taskAttachment.commentId,
  fileId: taskAttachment.fileId,
  originalFileName: taskAttachment.originalFileName,
  fileType: tepTin.mime,
  fileSize: tepTin.size,
};

/** Files on the tasks themselves (`comments: false`) or on the comments `commentIds`. */
export function attachmentsOf(db: Db, where: { taskIds?: readonly number[]; commentIds?: readonly number[] }) {
  const filter = where.taskIds
    ? and(inArray(taskAttachment.taskId, [...where.taskIds, -1]), isNull(taskAttachment.commentId))
    : inArray(taskAttachment.commentId, [...(where.commentIds ?? []), -1]);
  return db
    .select(attachmentColumns)
    .from(taskAttachment)
    .innerJoin(tepTin, eq(tepTin.id, taskAttachment.fileId))
    .where(filter)
    .orderBy(asc(taskAttachment.id));
}
export type AttachmentRow = Awaited<ReturnType<typeof attachmentsOf>>[number];

export function insertAttachments(
  db: Db,
  rows: { taskId: number; commentId?: number | null; fileId: string; originalFileName: string }[],
) {
  if (!rows.length) return Promise.resolve([]);
  return db.insert(taskAttachment).values(rows).returning();
}

export function deleteTaskAttachments(db: Db, taskId: number, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .delete(taskAttachment)
    .where(
      and(eq(taskAttachment.taskId, taskId), isNull(taskAttachment.commentId), inArray(taskAttachment.id, [...ids])),
    )
    .returning();
}

// ── comments ─────────────────────────────────────────────────────────────────────────────────
export async function listComments(
  db: Db,
  taskId: number,
  type: string | undefined,
  window: { limit: number; offset: number },
) {
  const where = and(eq(taskComment.taskId, taskId), type ? eq(taskComment.type, type) : undefined);
  const [rows, total] = await Promise.all([
    db
      .select({ comment: taskComment, tenCot: workColumn.tenCot })
      .from(taskComment)
      .leftJoin(workColumn, eq(workColumn.id, taskComment.columnId))
      .where(where)
      .orderBy(desc(taskComment.pinned), desc(taskComment.ngayTao), desc(taskComment.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(taskComment).where(where),
  ]);
  return { rows, total: countOf(total) };
}

export async function findComment(db: Db, taskId: number, commentId: number) {
  const [row] = await db
    .select({ comment: taskComment, tenCot: workColumn.tenCot })
    .from(taskComment)
    .leftJoin(workColumn, eq(workColumn.id, taskComment.columnId))
    .where(and(eq(taskComment.id, commentId), eq(taskComment.taskId, taskId)));
  return row;
}

// ── activity ─────────────────────────────────────────────────────────────────────────────────
export type ActivityInsert = typeof taskActivity.$inferInsert;
export async function insertActivity(db: Db, rows: ActivityInsert[]) {
  if (rows.length) await db.insert(taskActivity).values(rows);
}

export async function listActivity(db: Db, taskId: number, window: { limit: number; offset: number }) {
  const where = eq(taskActivity.taskId, taskId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(taskActivity)
      .where(where)
      .orderBy(desc(taskActivity.ngayTao), desc(taskActivity.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(taskActivity).where(where),
  ]);
  return { rows, total: countOf(total) };
}
