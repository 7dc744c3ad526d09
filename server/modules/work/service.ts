/**
 * Work management (spec 002 §2.2–2.5, §4.1, §7; issue 14). Who may do what — the spec leaves it
 * open, issue 14 decides the membership, this file the rest:
 * - see a workspace, its board, tasks, comments and activity: members (visibility.ts) and holders
 *   of the route rule's CONG_VIEC_* permission; a stranger's workspace answers 404 like a missing one;
 * - edit the workspace, its columns and their users: its author and managers (and administrators);
 * - create a task, comment: any member;
 * - edit a task (fields, move, files, assignees): editors, the task's creator and its assignees;
 * - delete a task: editors and the creator; change its status: editors, the creator and assignees;
 * - pin, edit, delete a comment: its author only (by user id).
 * Every change writes its activity rows and its board event in its own transaction.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Page, PageQuery } from '@/contracts/envelope';
import { isAdministrator } from '@/contracts/permissions';
import {
  type ActivityItem,
  type ArchivedTask,
  type AttachmentInput,
  type BoardQuery,
  type Column,
  type CommentType,
  canChangeTaskStatus,
  WORK_MESSAGES as M,
  type Task,
  type TaskAttachment,
  type TaskComment,
  type TaskPriority,
  type TaskStatus,
  type Workspace,
  type WorkUser,
} from '@/contracts/work';
import type { Db } from '../../db/client';
import { task, taskComment, workColumn, workspace } from '../../db/schema';
import { forbidden, notFound, stateConflict, unprocessable } from '../../http-error';
import type { Actor } from '../../lib/access';
import { pageWindow, toPage } from '../../lib/paging';
import { vnLocal } from '../../lib/vn-time';
import { publishBoardChange } from '../work-live/publish';
import { type EditedField, fieldText, logActivity, sentences } from './activity';
import { boardFilter } from './filters';
import * as notices from './notices';
import { keyAt, keysFor } from './ordering';
import * as repo from './repo';
import { visibleWorkspaces, type WorkspaceAccess, workspaceAccess } from './visibility';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const FILE_ID = /^\/api\/files\/([A-Za-z0-9_-]{10,64})$/;
const fileIdOf = (url: string) => FILE_ID.exec(url)?.[1] ?? url;
const fileUrlOf = (id: string) => `/api/files/${id}`;
const fallbackUser = (id: number): WorkUser => ({ idNguoiDung: id, hoTen: `#${id}`, avatarUrl: null });

/** A time sent by a phone that wrote offline: never later than its arrival. */
export const happenedAt = (occurredAt: string | undefined, receivedAt: Date): Date => {
  const t = occurredAt ? new Date(occurredAt) : receivedAt;
  return t.getTime() > receivedAt.getTime() ? receivedAt : t;
};

function assertEditor(access: WorkspaceAccess) {
  if (!access.editor) throw forbidden(M.notWorkspaceEditor);
}

// ── workspaces ───────────────────────────────────────────────────────────────────────────────
async function toWorkspaces(db: Db, actor: Actor, rows: repo.WorkspaceRow[]): Promise<Workspace[]> {
  const managers = await repo.managersOf(
    db,
    rows.map((w) => w.id),
  );
  const users = await repo.usersByIds(db, [...rows.map((w) => w.authorId), ...managers.map((m) => m.userId)]);
  const admin = isAdministrator(actor);
  return rows.map((w) => {
    const mine = managers.filter((m) => m.workspaceId === w.id).map((m) => m.userId);
    return {
      id: w.id,
      tieuDe: w.tieuDe,
      moTa: w.moTa,
      avatar: w.avatar,
      active: w.active,
      author: users.get(w.authorId) ?? fallbackUser(w.authorId),
      managers: mine.map((id) => users.get(id) ?? fallbackUser(id)),
      ngayTao: w.ngayTao.toISOString(),
      canEdit: admin || w.authorId === actor.id || mine.includes(actor.id),
    };
  });
}

export async function listWorkspaces(db: Db, actor: Actor): Promise<Workspace[]> {
  return toWorkspaces(db, actor, await repo.listWorkspaces(db, visibleWorkspaces(actor)));
}

export async function getWorkspace(db: Db, actor: Actor, id: number): Promise<Workspace> {
  await workspaceAccess(db, actor, id);
  return workspaceAnswer(db, actor, id);
}

/** The workspace as answered after a write the actor was allowed (a manager may have left its list). */
async function workspaceAnswer(db: Db, actor: Actor, id: number): Promise<Workspace> {
  const row = await repo.findWorkspace(db, id);
  if (!row) throw notFound(M.workspaceNotFound);
  const [ws] = await toWorkspaces(db, actor, [row]);
  return ws as Workspace;
}

async function assertActiveUsers(db: Db, ids: readonly number[]) {
  const active = await repo.activeUserIds(db, ids);
  if (ids.some((id) => !active.has(id))) throw unprocessable(M.invalidUser);
}

type WorkspaceInput = { tieuDe: string; moTa?: string; avatar?: string | null; managerIds?: number[] };

async function insertWorkspace(tx: Db, actor: Actor, input: WorkspaceInput) {
  const managerIds = (input.managerIds ?? []).filter((id) => id !== actor.id);
  await assertActiveUsers(tx, managerIds);
  const [row] = await tx
    .insert(workspace)
    .values({ tieuDe: input.tieuDe, moTa: input.moTa ?? null, avatar: input.avatar ?? null, authorId: actor.id })
    .returning();
  if (!row) throw new Error('workspace insert');
  await repo.replaceManagers(tx, row.id, managerIds);
  return row;
}

export async function createWorkspace(tx: Db, actor: Actor, input: WorkspaceInput): Promise<Workspace> {
  const row = await insertWorkspace(tx, actor, input);
  await publishBoardChange(tx, { workspaceId: row.id, kind: 'workspace', actorId: actor.id });
  return workspaceAnswer(tx, actor, row.id);
}

export async function updateWorkspace(
  tx: Db,
  actor: Actor,
  id: number,
  input: WorkspaceInput & { active: boolean; managerIds: number[] },
): Promise<Workspace> {
  const access = await workspaceAccess(tx, actor, id);
  assertEditor(access);
  const managerIds = input.managerIds.filter((m) => m !== access.authorId);
  await assertActiveUsers(tx, managerIds);
  await tx
    .update(workspace)
    .set({
      tieuDe: input.tieuDe,
      moTa: input.moTa ?? null,
      active: input.active,
      ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
    })
    .where(eq(workspace.id, id));
  await repo.replaceManagers(tx, id, managerIds);
  await publishBoardChange(tx, { workspaceId: id, kind: 'workspace', actorId: actor.id });
  return workspaceAnswer(tx, actor, id);
}

export async function deleteWorkspace(tx: Db, actor: Actor, id: number): Promise<void> {
  assertEditor(await workspaceAccess(tx, actor, id));
  // Publish first: the event row outlives the workspace (no foreign key), so open boards hear it.
  await publishBoardChange(tx, { workspaceId: id, kind: 'workspace', actorId: actor.id });
  await tx.delete(workspace).where(eq(workspace.id, id));
}

/**
 * A new workspace shaped like `templateId`: its columns with their users, and — with `copyTasks` —
 * their open and done tasks (not archived) as new TODO tasks with their assignees, without
 * comments, files or history: a template gives the work to do, not what was said about it.
 */
export async function createFromTemplate(
  tx: Db,
  actor: Actor,
  templateId: number,
  input: WorkspaceInput & { copyTasks: boolean },
): Promise<Workspace> {
  await workspaceAccess(tx, actor, templateId);
  const row = await insertWorkspace(tx, actor, input);
  const columns = await repo.columnsOf(tx, templateId);
  const columnKeys = keysFor(columns.length);
  const users = await repo.columnUsers(
    tx,
    columns.map((c) => c.id),
  );
  for (const [i, c] of columns.entries()) {
    const [copy] = await tx
      .insert(workColumn)
      .values({ workspaceId: row.id, tenCot: c.tenCot, active: c.active, sortKey: columnKeys[i] as string })
      .returning({ id: workColumn.id });
    if (!copy) continue;
    await repo.replaceColumnUsers(
      tx,
      copy.id,
      users.filter((u) => u.columnId === c.id).map((u) => u.userId),
    );
    if (!input.copyTasks) continue;
    const tasks = (
      await repo.placedTasks(tx, templateId, and(eq(task.columnId, c.id), ne(task.trangThai, 'ARCHIVED')))
    ).map((t) => t.task);
    const taskKeys = keysFor(tasks.length);
    const assignees = await repo.taskUsersOf(
      tx,
      tasks.map((t) => t.id),
    );
    for (const [j, t] of tasks.entries()) {
      const [newTask] = await tx
        .insert(task)
        .values({
          workspaceId: row.id,
          columnId: copy.id,
          tieuDe: t.tieuDe,
          moTa: t.moTa,
          ngayBatDau: t.ngayBatDau,
          ngayKetThuc: t.ngayKetThuc,
          doUuTien: t.doUuTien,
          trangThai: 'TODO',
          sortKey: taskKeys[j] as string,
          nguoiTaoId: actor.id,
        })
        .returning({ id: task.id });
      if (!newTask) continue;
      for (const a of assignees.filter((a) => a.taskId === t.id)) {
        await repo.addTaskUser(tx, newTask.id, a.userId, actor.id);
      }
      await logActivity(tx, actor, { workspaceId: row.id, taskId: newTask.id }, [sentences.created(t.tieuDe)]);
    }
  }
  await publishBoardChange(tx, { workspaceId: row.id, kind: 'workspace', actorId: actor.id });
  return workspaceAnswer(tx, actor, row.id);
}

/**
 * Who may be picked as an assignee or filtered by: the members (author, managers, column and task
 * users). With `assignable`, an editor gets every active user — assigning someone makes them a
 * member — while anyone else still gets the members.
 */
export async function members(db: Db, actor: Actor, id: number, assignable = false): Promise<WorkUser[]> {
  const access = await workspaceAccess(db, actor, id);
  if (assignable && access.editor) return repo.activeUsers(db);
  const users = await repo.usersByIds(db, await repo.memberIds(db, id));
  return [...users.values()].sort((a, b) => a.hoTen.localeCompare(b.hoTen, 'vi'));
}

// ── board ────────────────────────────────────────────────────────────────────────────────────
const toAttachment = (a: repo.AttachmentRow): TaskAttachment => ({
  id: a.id,
  fileUrl: fileUrlOf(a.fileId),
  fileType: a.fileType,
  originalFileName: a.originalFileName,
  fileSize: a.fileSize,
});

/** Rows grouped by a key, in their order. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * Tasks as answered, from their rows: one query each for assignees, files, comment counts and
 * users, whatever the number of cards. Sequential, not Promise.all: inside a write's transaction
 * they share one connection, which runs one query at a time anyway.
 */
async function toTasks(db: Db, rows: { task: repo.TaskRow; viTri: number }[]): Promise<Task[]> {
  const ids = rows.map((r) => r.task.id);
  const assignees = groupBy(await repo.taskUsersOf(db, ids), (a) => a.taskId);
  const files = groupBy(await repo.attachmentsOf(db, { taskIds: ids }), (f) => f.taskId);
  const counts = await repo.commentCounts(db, ids);
  const users = await repo.usersByIds(db, [
    ...[...assignees.values()].flat().map((a) => a.userId),
    ...rows.flatMap((r) => (r.task.nguoiTaoId === null ? [] : [r.task.nguoiTaoId])),
  ]);
  return rows.map(({ task: t, viTri }) => ({
    id: t.id,
    workspaceId: t.workspaceId,
    workColumnId: t.columnId,
    tieuDe: t.tieuDe,
    moTa: t.moTa,
    ngayBatDau: iso(t.ngayBatDau),
    ngayKetThuc: iso(t.ngayKetThuc),
    ngayTao: t.ngayTao.toISOString(),
    ngayHoanThanh: iso(t.ngayHoanThanh),
    hoanThanh: t.trangThai === 'DONE' || t.trangThai === 'ARCHIVED',
    doUuTien: t.doUuTien as TaskPriority,
    trangThaiCongViec: t.trangThai as TaskStatus,
    viTri,
    sortKey: t.sortKey,
    nguoiTao: t.nguoiTaoId === null ? null : (users.get(t.nguoiTaoId) ?? fallbackUser(t.nguoiTaoId)),
    assignedUsers: (assignees.get(t.id) ?? []).map((a) => users.get(a.userId) ?? fallbackUser(a.userId)),
    attachments: (files.get(t.id) ?? []).map(toAttachment),
    soBinhLuan: counts.get(t.id) ?? 0,
  }));
}

async function columnsWithTasks(
  db: Db,
  workspaceId: number,
  query: Partial<BoardQuery>,
  onlyColumnId?: number,
): Promise<Column[]> {
  const all = await repo.columnsOf(db, workspaceId);
  const columns = all.filter((c) => !onlyColumnId || c.id === onlyColumnId);
  const only = onlyColumnId ? eq(task.columnId, onlyColumnId) : undefined;
  const rows = await repo.placedTasks(db, workspaceId, and(boardFilter(query), only), columnLimitsOf(query));
  const tasks = groupBy(await toTasks(db, rows), (t) => t.workColumnId);
  const counts = new Map<number, number>(
    rows.flatMap((r) => ('columnCount' in r ? [[r.task.columnId, r.columnCount as number] as const] : [])),
  );
  const columnUsers = await repo.columnUsers(
    db,
    columns.map((c) => c.id),
  );
  const users = await repo.usersByIds(
    db,
    columnUsers.map((u) => u.userId),
  );
  return columns.map((c) => ({
    id: c.id,
    tenCot: c.tenCot,
    viTri: all.findIndex((x) => x.id === c.id) + 1,
    active: c.active,
    assignedUsers: columnUsers
      .filter((u) => u.columnId === c.id)
      .map((u) => users.get(u.userId) ?? fallbackUser(u.userId)),
    tasks: tasks.get(c.id) ?? [],
    taskCount: counts.get(c.id) ?? tasks.get(c.id)?.length ?? 0,
  }));
}

/** The board query's `limit` and `columnLimits` (`12:60,15:90`) as the repo's caps. */
function columnLimitsOf(query: Partial<BoardQuery>): repo.ColumnLimits {
  const byColumn = new Map(
    (query.columnLimits ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split(':').map(Number) as [number, number]),
  );
  return { all: query.limit, byColumn };
}

export async function board(db: Db, actor: Actor, workspaceId: number, query: BoardQuery): Promise<Column[]> {
  await workspaceAccess(db, actor, workspaceId);
  return columnsWithTasks(db, workspaceId, query);
}

// ── columns ──────────────────────────────────────────────────────────────────────────────────
async function editableColumn(tx: Db, actor: Actor, workspaceId: number, columnId: number) {
  const access = await workspaceAccess(tx, actor, workspaceId);
  const column = await repo.findColumn(tx, workspaceId, columnId);
  if (!column) throw notFound(M.columnNotFound);
  assertEditor(access);
  return column;
}

async function oneColumn(tx: Db, workspaceId: number, columnId: number): Promise<Column> {
  const [c] = await columnsWithTasks(tx, workspaceId, {}, columnId);
  if (!c) throw notFound(M.columnNotFound);
  return c;
}

type ColumnInput = { tenCot: string; viTri?: number; active: boolean };

export async function createColumn(tx: Db, actor: Actor, workspaceId: number, input: ColumnInput): Promise<Column> {
  assertEditor(await workspaceAccess(tx, actor, workspaceId));
  const others = await repo.columnsOf(tx, workspaceId);
  const key = keyAt(others, input.viTri) ?? (await respaceColumns(tx, others, input.viTri));
  const [row] = await tx
    .insert(workColumn)
    .values({ workspaceId, tenCot: input.tenCot, active: input.active, sortKey: key })
    .returning({ id: workColumn.id });
  if (!row) throw new Error('column insert');
  await publishBoardChange(tx, { workspaceId, kind: 'column', columnId: row.id, actorId: actor.id });
  return oneColumn(tx, workspaceId, row.id);
}

/** Equal keys left by an old import: rewrite the list's keys, and return the key for `position`. */
async function respaceColumns(tx: Db, others: { id: number; sortKey: string }[], position: number | undefined) {
  const keys = keysFor(others.length + 1);
  const at = position === undefined ? others.length : Math.min(Math.max(position - 1, 0), others.length);
  const rest = keys.filter((_, i) => i !== at);
  for (const [i, c] of others.entries()) {
    await tx
      .update(workColumn)
      .set({ sortKey: rest[i] as string })
      .where(eq(workColumn.id, c.id));
  }
  return keys[at] as string;
}

export async function updateColumn(
  tx: Db,
  actor: Actor,
  workspaceId: number,
  columnId: number,
  input: ColumnInput,
): Promise<Column> {
  const column = await editableColumn(tx, actor, workspaceId, columnId);
  const set: Partial<repo.ColumnRow> = { tenCot: input.tenCot, active: input.active };
  if (input.viTri !== undefined) {
    const others = (await repo.columnsOf(tx, workspaceId)).filter((c) => c.id !== column.id);
    set.sortKey = keyAt(others, input.viTri) ?? (await respaceColumns(tx, others, input.viTri));
  }
  await tx.update(workColumn).set(set).where(eq(workColumn.id, columnId));
  await publishBoardChange(tx, { workspaceId, kind: 'column', columnId, actorId: actor.id });
  return oneColumn(tx, workspaceId, columnId);
}

/**
 * Refused while the column holds tasks, archived ones included: they carry comments, files and
 * history, and deleting a list should not silently destroy them (Plane refuses to delete a state
 * that still has issues; here the user moves or deletes them first).
 */
export async function deleteColumn(tx: Db, actor: Actor, workspaceId: number, columnId: number): Promise<void> {
  await editableColumn(tx, actor, workspaceId, columnId);
  if ((await repo.countTasksInColumn(tx, columnId)) > 0) throw stateConflict(M.columnNotEmpty);
  await tx.delete(workColumn).where(eq(workColumn.id, columnId));
  await publishBoardChange(tx, { workspaceId, kind: 'column', columnId, actorId: actor.id });
}

export async function assignColumnUsers(
  tx: Db,
  actor: Actor,
  workspaceId: number,
  columnId: number,
  userIds: number[],
): Promise<Column> {
  await editableColumn(tx, actor, workspaceId, columnId);
  await assertActiveUsers(tx, userIds);
  await repo.replaceColumnUsers(tx, columnId, userIds);
  await publishBoardChange(tx, { workspaceId, kind: 'column', columnId, actorId: actor.id });
  return oneColumn(tx, workspaceId, columnId);
}

/**
 * "Sync tasks" (the spec names it without a body): the column's users become assignees of each of
 * its open tasks (TODO, IN_PROGRESS) they are not on yet — nobody is removed. Each addition is an
 * activity row and a TASK_ASSIGNED notification, like an assignment by hand.
 */
export async function syncColumnTasks(tx: Db, actor: Actor, workspaceId: number, columnId: number) {
  await editableColumn(tx, actor, workspaceId, columnId);
  const userIds = (await repo.columnUsers(tx, [columnId])).map((u) => u.userId);
  const tasks = await tx
    .select()
    .from(task)
    .where(and(eq(task.columnId, columnId), inArray(task.trangThai, ['TODO', 'IN_PROGRESS'])));
  const users = await repo.usersByIds(tx, userIds);
  let added = 0;
  for (const t of tasks) {
    const fresh: number[] = [];
    for (const userId of userIds) if (await repo.addTaskUser(tx, t.id, userId, actor.id)) fresh.push(userId);
    if (!fresh.length) continue;
    added += fresh.length;
    await logActivity(
      tx,
      actor,
      { workspaceId, taskId: t.id },
      fresh.map((id) => sentences.assigned(users.get(id)?.hoTen ?? `#${id}`)),
    );
    await notices.taskAssigned(tx, actor, t, fresh);
    await publishBoardChange(tx, { workspaceId, kind: 'task-users', taskId: t.id, columnId, actorId: actor.id });
  }
  return { added };
}

// ── tasks ────────────────────────────────────────────────────────────────────────────────────
type TaskContext = { access: WorkspaceAccess; task: repo.TaskRow; assignees: number[] };

/** The task if the actor sees its workspace (and, when given, it lies there); else 404. */
async function taskContext(db: Db, actor: Actor, taskId: number, workspaceId?: number): Promise<TaskContext> {
  const t = await repo.findTask(db, taskId);
  if (!t || (workspaceId !== undefined && t.workspaceId !== workspaceId)) throw notFound(M.taskNotFound);
  const access = await workspaceAccess(db, actor, t.workspaceId).catch(() => {
    throw notFound(M.taskNotFound);
  });
  const assignees = (await repo.taskUsersOf(db, [t.id])).map((a) => a.userId);
  return { access, task: t, assignees };
}

const isCreatorOrAssignee = (actor: Actor, c: TaskContext) =>
  c.task.nguoiTaoId === actor.id || c.assignees.includes(actor.id);
const canEditTask = (actor: Actor, c: TaskContext) => c.access.editor || isCreatorOrAssignee(actor, c);

async function oneTask(db: Db, taskId: number): Promise<Task> {
  const t = await repo.findTask(db, taskId);
  if (!t) throw notFound(M.taskNotFound);
  const [found] = await toTasks(db, await repo.placedTasks(db, t.workspaceId, eq(task.id, taskId)));
  return found as Task;
}

export async function getTask(db: Db, actor: Actor, taskId: number): Promise<Task> {
  await taskContext(db, actor, taskId);
  return oneTask(db, taskId);
}

/** Links uploaded files to a task or comment; the attachments hook already checked the caller may use them. */
async function attach(
  tx: Db,
  actor: Actor,
  at: { workspaceId: number; taskId: number; commentId?: number },
  files: AttachmentInput[],
  log = true,
) {
  await repo.insertAttachments(
    tx,
    files.map((f) => ({
      taskId: at.taskId,
      commentId: at.commentId ?? null,
      fileId: fileIdOf(f.fileUrl),
      originalFileName: f.originalFileName,
    })),
  );
  if (log && files.length) {
    await logActivity(
      tx,
      actor,
      at,
      files.map((f) => sentences.fileAdded(f.originalFileName)),
    );
  }
}

/** Who may be assigned by this actor: any active user for an editor, else the workspace's members. */
async function assertAssignable(tx: Db, access: WorkspaceAccess, userIds: readonly number[]) {
  if (!userIds.length) return;
  await assertActiveUsers(tx, userIds);
  if (access.editor) return;
  const allowed = await repo.memberIds(tx, access.id);
  if (userIds.some((id) => !allowed.has(id))) throw unprocessable(M.invalidUser);
}

export type TaskCreateInput = {
  tieuDe: string;
  moTa?: string;
  ngayBatDau?: string;
  ngayKetThuc?: string;
  doUuTien: TaskPriority;
  viTri?: number;
  assignedUserIds: number[];
  attachments: AttachmentInput[];
};

export async function createTask(
  tx: Db,
  actor: Actor,
  workspaceId: number,
  columnId: number,
  input: TaskCreateInput,
): Promise<Task> {
  const access = await workspaceAccess(tx, actor, workspaceId);
  const column = await repo.findColumn(tx, workspaceId, columnId);
  if (!column) throw notFound(M.columnNotFound);
  const assignees = [...new Set(input.assignedUserIds)];
  await assertAssignable(tx, access, assignees);
  const others = await repo.boardTasksOfColumn(tx, columnId);
  const sortKey = keyAt(others, input.viTri) ?? (await respaceTasks(tx, others, input.viTri));
  const [row] = await tx
    .insert(task)
    .values({
      workspaceId,
      columnId,
      tieuDe: input.tieuDe,
      moTa: input.moTa ?? null,
      ngayBatDau: input.ngayBatDau ? vnLocal(input.ngayBatDau) : null,
      ngayKetThuc: input.ngayKetThuc ? vnLocal(input.ngayKetThuc) : null,
      doUuTien: input.doUuTien,
      trangThai: 'TODO',
      sortKey,
      nguoiTaoId: actor.id,
    })
    .returning();
  if (!row) throw new Error('task insert');
  const at = { workspaceId, taskId: row.id };
  await logActivity(tx, actor, at, [sentences.created(row.tieuDe)]);
  if (assignees.length) {
    const users = await repo.usersByIds(tx, assignees);
    for (const id of assignees) await repo.addTaskUser(tx, row.id, id, actor.id);
    await logActivity(
      tx,
      actor,
      at,
      assignees.map((id) => sentences.assigned(users.get(id)?.hoTen ?? `#${id}`)),
    );
    await notices.taskAssigned(tx, actor, row, assignees);
  }
  await attach(tx, actor, at, input.attachments);
  await publishBoardChange(tx, { workspaceId, kind: 'task', taskId: row.id, columnId, actorId: actor.id });
  return oneTask(tx, row.id);
}

/** Equal neighbour keys (an old import): rewrite the column's keys and return the key for `position`. */
async function respaceTasks(tx: Db, others: { id: number; sortKey: string }[], position: number | undefined) {
  const keys = keysFor(others.length + 1);
  const at = position === undefined ? others.length : Math.min(Math.max(position - 1, 0), others.length);
  const rest = keys.filter((_, i) => i !== at);
  for (const [i, t] of others.entries()) {
    await tx
      .update(task)
      .set({ sortKey: rest[i] as string })
      .where(eq(task.id, t.id));
  }
  return keys[at] as string;
}

export type TaskUpdateInput = {
  tieuDe?: string;
  moTa?: string | null;
  ngayBatDau?: string | null;
  ngayKetThuc?: string | null;
  doUuTien?: TaskPriority;
  attachments?: AttachmentInput[];
  removeAttachmentIds?: number[];
  workColumnId?: number;
  viTri?: number;
};

const localOrNull = (v: string | null | undefined) => (v ? vnLocal(v) : null);
const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Edits fields, files and/or moves the task. A move (`workColumnId` and/or `viTri`, 1-based in the
 * target column after the move) writes this row only: a key between its new neighbours.
 */
export async function updateTask(
  tx: Db,
  actor: Actor,
  workspaceId: number,
  columnId: number,
  taskId: number,
  input: TaskUpdateInput,
): Promise<Task> {
  const c = await taskContext(tx, actor, taskId, workspaceId);
  if (c.task.columnId !== columnId) throw notFound(M.columnOfTaskMissing);
  if (!canEditTask(actor, c)) throw forbidden(M.notTaskEditor);
  const t = c.task;
  const at = { workspaceId, taskId };
  const set: Partial<repo.TaskRow> = {};
  const entries: ReturnType<typeof sentences.field>[] = [];

  const text = (field: 'tieuDe' | 'moTa', value: string | null | undefined) => {
    if (value === undefined || value === t[field]) return;
    set[field] = value as never;
    entries.push(sentences.field(field, fieldText(field, t[field]), fieldText(field, value)));
  };
  const time = (field: 'ngayBatDau' | 'ngayKetThuc', value: string | null | undefined) => {
    if (value === undefined) return;
    const next = localOrNull(value);
    if (sameTime(t[field], next)) return;
    set[field] = next;
    entries.push(sentences.field(field, fieldText(field, t[field]), fieldText(field, next)));
  };
  text('tieuDe', input.tieuDe);
  text('moTa', input.moTa);
  time('ngayBatDau', input.ngayBatDau);
  time('ngayKetThuc', input.ngayKetThuc);
  const start = set.ngayBatDau !== undefined ? set.ngayBatDau : t.ngayBatDau;
  const end = set.ngayKetThuc !== undefined ? set.ngayKetThuc : t.ngayKetThuc;
  if (start && end && end < start) {
    throw unprocessable(M.deadlineBeforeStart);
  }
  if (input.doUuTien !== undefined && input.doUuTien !== t.doUuTien) {
    set.doUuTien = input.doUuTien;
    entries.push(
      sentences.field(
        'doUuTien' satisfies EditedField,
        fieldText('doUuTien', t.doUuTien),
        fieldText('doUuTien', input.doUuTien),
      ),
    );
  }

  let kind: 'task' | 'task-moved' = 'task';
  if (input.workColumnId !== undefined || input.viTri !== undefined) {
    const targetId = input.workColumnId ?? t.columnId;
    const target = await repo.findColumn(tx, workspaceId, targetId);
    if (!target) throw unprocessable(M.columnUnknown);
    const others = (await repo.boardTasksOfColumn(tx, targetId)).filter((o) => o.id !== taskId);
    set.sortKey = keyAt(others, input.viTri) ?? (await respaceTasks(tx, others, input.viTri));
    if (targetId !== t.columnId) {
      set.columnId = targetId;
      const from = await repo.findColumn(tx, workspaceId, t.columnId);
      entries.push(sentences.moved(from?.tenCot ?? '', target.tenCot));
    } else {
      const place = Math.min(input.viTri ?? others.length + 1, others.length + 1);
      entries.push(sentences.reordered(target.tenCot, place));
    }
    kind = 'task-moved';
  }

  if (Object.keys(set).length) {
    await tx
      .update(task)
      .set({ ...set, ngayCapNhat: new Date() })
      .where(eq(task.id, taskId));
  }
  await logActivity(tx, actor, at, entries);

  if (input.removeAttachmentIds?.length) {
    const removed = await repo.deleteTaskAttachments(tx, taskId, input.removeAttachmentIds);
    await logActivity(
      tx,
      actor,
      at,
      removed.map((r) => sentences.fileRemoved(r.originalFileName)),
    );
  }
  if (input.attachments?.length) await attach(tx, actor, at, input.attachments);

  await publishBoardChange(tx, {
    workspaceId,
    kind,
    taskId,
    columnId: set.columnId ?? t.columnId,
    actorId: actor.id,
  });
  return oneTask(tx, taskId);
}

export async function deleteTask(tx: Db, actor: Actor, workspaceId: number, columnId: number, taskId: number) {
  const c = await taskContext(tx, actor, taskId, workspaceId);
  if (c.task.columnId !== columnId) throw notFound(M.columnOfTaskMissing);
  if (!c.access.editor && c.task.nguoiTaoId !== actor.id) throw forbidden(M.notTaskDeleter);
  // The row stays in the workspace's trail (task_id set null when the task goes).
  await logActivity(tx, actor, { workspaceId, taskId }, [sentences.deleted(c.task.tieuDe)]);
  await publishBoardChange(tx, { workspaceId, kind: 'task', taskId, columnId, actorId: actor.id });
  await tx.delete(task).where(eq(task.id, taskId));
}

/**
 * Status change (§4.1; TASK_TRANSITIONS). DONE stamps `ngayHoanThanh` with when it happened (a
 * phone offline sends `occurredAt`); reopening (back to TODO/IN_PROGRESS) clears it; archiving and
 * restoring keep it.
 */
export async function changeStatus(
  tx: Db,
  actor: Actor,
  workspaceId: number,
  columnId: number,
  taskId: number,
  newStatus: TaskStatus,
  at: Date,
): Promise<Task> {
  const c = await taskContext(tx, actor, taskId, workspaceId);
  if (c.task.columnId !== columnId) throw notFound(M.columnOfTaskMissing);
  if (!canEditTask(actor, c)) throw forbidden(M.notTaskMember);
  const from = c.task.trangThai as TaskStatus;
  if (from === newStatus) return oneTask(tx, taskId);
  if (!canChangeTaskStatus(from, newStatus)) throw stateConflict(M.statusTransition);
  const ngayHoanThanh =
    newStatus === 'DONE'
      ? from === 'ARCHIVED'
        ? c.task.ngayHoanThanh
        : at
      : newStatus === 'ARCHIVED'
        ? (c.task.ngayHoanThanh ?? at)
        : null;
  await tx
    .update(task)
    .set({ trangThai: newStatus, ngayHoanThanh, ngayCapNhat: new Date() })
    .where(eq(task.id, taskId));
  await logActivity(tx, actor, { workspaceId, taskId, ngayTao: at }, [sentences.status(from, newStatus)]);
  await publishBoardChange(tx, { workspaceId, kind: 'task-status', taskId, columnId, actorId: actor.id });
  return oneTask(tx, taskId);
}

// ── assignees ────────────────────────────────────────────────────────────────────────────────
export async function taskUsers(db: Db, actor: Actor, taskId: number): Promise<WorkUser[]> {
  return assigneesOf(db, await taskContext(db, actor, taskId));
}

async function assigneesOf(db: Db, c: TaskContext): Promise<WorkUser[]> {
  const ids = (await repo.taskUsersOf(db, [c.task.id])).map((a) => a.userId);
  const users = await repo.usersByIds(db, ids);
  return ids.map((id) => users.get(id) ?? fallbackUser(id));
}

export async function addTaskUser(tx: Db, actor: Actor, taskId: number, userId: number): Promise<WorkUser[]> {
  const c = await taskContext(tx, actor, taskId);
  if (!canEditTask(actor, c)) throw forbidden(M.notTaskEditor);
  await assertAssignable(tx, c.access, [userId]);
  if (await repo.addTaskUser(tx, taskId, userId, actor.id)) {
    const user = (await repo.usersByIds(tx, [userId])).get(userId);
    const at = { workspaceId: c.task.workspaceId, taskId };
    await logActivity(tx, actor, at, [sentences.assigned(user?.hoTen ?? `#${userId}`)]);
    await notices.taskAssigned(tx, actor, c.task, [userId]);
    await publishBoardChange(tx, { ...at, kind: 'task-users', columnId: c.task.columnId, actorId: actor.id });
  }
  return assigneesOf(tx, c);
}

export async function removeTaskUser(tx: Db, actor: Actor, taskId: number, userId: number): Promise<WorkUser[]> {
  const c = await taskContext(tx, actor, taskId);
  if (!canEditTask(actor, c)) throw forbidden(M.notTaskEditor);
  if (await repo.removeTaskUser(tx, taskId, userId)) {
    const user = (await repo.usersByIds(tx, [userId])).get(userId);
    const at = { workspaceId: c.task.workspaceId, taskId };
    await logActivity(tx, actor, at, [sentences.unassigned(user?.hoTen ?? `#${userId}`)]);
    await publishBoardChange(tx, { ...at, kind: 'task-users', columnId: c.task.columnId, actorId: actor.id });
  }
  return assigneesOf(tx, c);
}

// ── comments ─────────────────────────────────────────────────────────────────────────────────
async function toComments(
  db: Db,
  actor: Actor,
  rows: { comment: repo.CommentRow; tenCot: string | null }[],
): Promise<TaskComment[]> {
  const files = await repo.attachmentsOf(db, { commentIds: rows.map((r) => r.comment.id) });
  const users = await repo.usersByIds(
    db,
    rows.map((r) => r.comment.authorId),
  );
  return rows.map(({ comment: c, tenCot }) => ({
    id: c.id,
    taskId: c.taskId,
    type: c.type as CommentType,
    content: c.content,
    author: users.get(c.authorId) ?? fallbackUser(c.authorId),
    ngayTao: c.ngayTao.toISOString(),
    ngaySua: iso(c.ngaySua),
    pinned: c.pinned,
    attachments: files.filter((f) => f.commentId === c.id).map(toAttachment),
    workColumn: tenCot === null ? null : { tenCot },
    mine: c.authorId === actor.id,
  }));
}

export async function listComments(
  db: Db,
  actor: Actor,
  taskId: number,
  q: PageQuery & { type?: 'ALL' | CommentType },
): Promise<Page<TaskComment>> {
  await taskContext(db, actor, taskId);
  const { rows, total } = await repo.listComments(db, taskId, q.type === 'ALL' ? undefined : q.type, pageWindow(q));
  return toPage(await toComments(db, actor, rows), total, q);
}

async function oneComment(db: Db, actor: Actor, taskId: number, commentId: number): Promise<TaskComment> {
  const row = await repo.findComment(db, taskId, commentId);
  if (!row) throw notFound(M.commentNotFound);
  const [c] = await toComments(db, actor, [row]);
  return c as TaskComment;
}

export async function createComment(
  tx: Db,
  actor: Actor,
  taskId: number,
  input: { content: string; type: CommentType; attachments: AttachmentInput[] },
  at: Date,
): Promise<TaskComment> {
  const c = await taskContext(tx, actor, taskId);
  const [row] = await tx
    .insert(taskComment)
    .values({
      taskId,
      authorId: actor.id,
      type: input.type,
      content: input.content,
      columnId: c.task.columnId,
      ngayTao: at,
    })
    .returning({ id: taskComment.id });
  if (!row) throw new Error('comment insert');
  const where = { workspaceId: c.task.workspaceId, taskId };
  await attach(tx, actor, { ...where, commentId: row.id }, input.attachments, false);
  await logActivity(tx, actor, { ...where, ngayTao: at }, [sentences.commentAdded(input.type)]);
  await notices.newComment(tx, actor, c.task, row.id, input, [
    ...c.assignees,
    ...(c.task.nguoiTaoId === null ? [] : [c.task.nguoiTaoId]),
  ]);
  await publishBoardChange(tx, {
    ...where,
    kind: 'comment',
    commentId: row.id,
    columnId: c.task.columnId,
    actorId: actor.id,
  });
  return oneComment(tx, actor, taskId, row.id);
}

/** The comment if the actor sees its task and wrote it (by user id); a member who did not: 403. */
async function ownComment(tx: Db, actor: Actor, taskId: number, commentId: number) {
  const c = await taskContext(tx, actor, taskId);
  const row = await repo.findComment(tx, taskId, commentId);
  if (!row) throw notFound(M.commentNotFound);
  if (row.comment.authorId !== actor.id) throw forbidden(M.notCommentAuthor);
  return { context: c, comment: row.comment };
}

export async function updateComment(
  tx: Db,
  actor: Actor,
  taskId: number,
  commentId: number,
  content: string,
): Promise<TaskComment> {
  const { context, comment } = await ownComment(tx, actor, taskId, commentId);
  await tx.update(taskComment).set({ content, ngaySua: new Date() }).where(eq(taskComment.id, commentId));
  const where = { workspaceId: context.task.workspaceId, taskId };
  await logActivity(tx, actor, where, [sentences.commentEdited(comment.type as CommentType)]);
  await publishBoardChange(tx, { ...where, kind: 'comment', commentId, actorId: actor.id });
  return oneComment(tx, actor, taskId, commentId);
}

export async function deleteComment(tx: Db, actor: Actor, taskId: number, commentId: number): Promise<void> {
  const { context, comment } = await ownComment(tx, actor, taskId, commentId);
  await tx.delete(taskComment).where(eq(taskComment.id, commentId));
  const where = { workspaceId: context.task.workspaceId, taskId };
  await logActivity(tx, actor, where, [sentences.commentDeleted(comment.type as CommentType)]);
  await publishBoardChange(tx, { ...where, kind: 'comment', commentId, actorId: actor.id });
}

export async function pinComment(
  tx: Db,
  actor: Actor,
  taskId: number,
  commentId: number,
  pinned: boolean,
): Promise<TaskComment> {
  const { context } = await ownComment(tx, actor, taskId, commentId);
  await tx.update(taskComment).set({ pinned }).where(eq(taskComment.id, commentId));
  await publishBoardChange(tx, {
    workspaceId: context.task.workspaceId,
    taskId,
    kind: 'comment',
    commentId,
    actorId: actor.id,
  });
  return oneComment(tx, actor, taskId, commentId);
}

// ── activity ─────────────────────────────────────────────────────────────────────────────────
export async function activity(db: Db, actor: Actor, taskId: number, q: PageQuery): Promise<Page<ActivityItem>> {
  await taskContext(db, actor, taskId);
  const { rows, total } = await repo.listActivity(db, taskId, pageWindow(q));
  const users = await repo.usersByIds(
    db,
    rows.map((r) => r.actorId),
  );
  return toPage(
    rows.map((r) => ({
      id: r.id,
      nguoiThucHien: users.get(r.actorId) ?? fallbackUser(r.actorId),
      moTa: r.moTa,
      hanhDong: r.hanhDong,
      giaTriCu: r.giaTriCu,
      giaTriMoi: r.giaTriMoi,
      ngayTao: r.ngayTao.toISOString(),
    })),
    total,
    q,
  );
}

// ── archived ─────────────────────────────────────────────────────────────────────────────────
export type ArchivedFilter = PageQuery & {
  tieuDe?: string;
  doUuTien?: TaskPriority;
  workspaceId?: number;
  columnId?: number;
  creatorId?: number;
  assignedUserId?: number;
  sort: 'ngayHoanThanh,desc' | 'ngayHoanThanh,asc';
};

/** Archived tasks of the workspaces the actor sees, newest completion first (or oldest). */
export async function archived(db: Db, actor: Actor, q: ArchivedFilter): Promise<Page<ArchivedTask>> {
  const visible = visibleWorkspaces(actor);
  const where = and(
    eq(task.trangThai, 'ARCHIVED'),
    visible ? sql`exists (select 1 from workspace where workspace.id = ${task.workspaceId} and ${visible})` : undefined,
    q.tieuDe ? sql`${task.tieuDe} ilike ${`%${repo.escapeLike(q.tieuDe)}%`}` : undefined,
    q.doUuTien ? eq(task.doUuTien, q.doUuTien) : undefined,
    q.workspaceId ? eq(task.workspaceId, q.workspaceId) : undefined,
    q.columnId ? eq(task.columnId, q.columnId) : undefined,
    q.creatorId ? eq(task.nguoiTaoId, q.creatorId) : undefined,
    q.assignedUserId
      ? sql`exists (select 1 from task_user tu where tu.task_id = ${task.id} and tu.user_id = ${q.assignedUserId})`
      : undefined,
  );
  const direction = q.sort === 'ngayHoanThanh,asc' ? sql`asc` : sql`desc`;
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ task, tenCot: workColumn.tenCot, ws: workspace })
      .from(task)
      .innerJoin(workColumn, eq(workColumn.id, task.columnId))
      .innerJoin(workspace, eq(workspace.id, task.workspaceId))
      .where(where)
      .orderBy(sql`${task.ngayHoanThanh} ${direction} nulls last`, sql`${task.id} ${direction}`)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(task)
      .where(where),
  ]);
  const tasks = await toTasks(
    db,
    rows.map((r) => ({ task: r.task, viTri: 0 })),
  );
  const wsIds = [...new Set(rows.map((r) => r.ws.id))];
  const managers = await repo.managersOf(db, wsIds);
  const users = await repo.usersByIds(db, [...rows.map((r) => r.ws.authorId), ...managers.map((m) => m.userId)]);
  const content = rows.map((r, i) => {
    const t = tasks[i] as Task;
    return {
      id: t.id,
      tieuDe: t.tieuDe,
      moTa: t.moTa,
      attachments: t.attachments,
      workspace: {
        id: r.ws.id,
        tieuDe: r.ws.tieuDe,
        author: { hoTen: users.get(r.ws.authorId)?.hoTen ?? '' },
        managers: managers
          .filter((m) => m.workspaceId === r.ws.id)
          .map((m) => ({ idNguoiDung: m.userId, hoTen: users.get(m.userId)?.hoTen ?? '' })),
      },
      column: { id: r.task.columnId, tenCot: r.tenCot },
      trangThaiCongViec: t.trangThaiCongViec,
      doUuTien: t.doUuTien,
      nguoiTao: t.nguoiTao,
      ngayTao: t.ngayTao,
      ngayBatDau: t.ngayBatDau,
      ngayKetThuc: t.ngayKetThuc,
      ngayHoanThanh: t.ngayHoanThanh,
      assignedUsers: t.assignedUsers,
    };
  });
  return toPage(content, total?.n ?? 0, q);
}
