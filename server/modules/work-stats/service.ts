/**
 * Work statistics (spec 002 §2.3 KPI cards and charts, §2.6 overview dashboard, §3, §7 Statistics).
 * Everything counts only the tasks of workspaces the caller sees (work/visibility.ts; holders of
 * CONG_VIEC_XEM see every one) and of active workspaces, with set-based queries — one query per
 * figure group, never one per task. Services take `now` so the numbers are testable.
 *
 * Words used throughout: overdue = TODO/IN_PROGRESS past its deadline; completed (board) = DONE,
 * archived counted apart as the board's card shows it; completed (overview) = DONE or ARCHIVED
 * (an archived task was finished first), the status distribution still telling the two apart.
 */
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PageQuery } from '@/contracts/envelope';
import { withSeconds } from '@/contracts/fleet-assignments';
import {
  type BoardQuery,
  type BoardStatistics,
  type Overview,
  type OverviewTask,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
} from '@/contracts/work';
import type { Db } from '../../db/client';
import { nguoiDung, task, taskUser, workColumn, workspace } from '../../db/schema';
import type { Actor } from '../../lib/access';
import { countOf, paged } from '../../lib/paging';
import { addDays, mondayOf, monthStartOf, vnDay, vnInstant, vnLocal } from '../../lib/vn-time';
import { boardFilter, overdueSql } from '../work/filters';
import * as workRepo from '../work/repo';
import { memberOf, seesAll, workspaceAccess } from '../work/visibility';

/** Days the board's completion trend covers, today included (spec 002 §9). */
export const TREND_DAYS = 7;
/** Longer ranges are drawn per week (from Monday) instead of per day. */
const DAILY_TREND_MAX_DAYS = 31;

const completedStatuses = ['DONE', 'ARCHIVED'] as const;
/** The Vietnam calendar day of a timestamp column, 'yyyy-MM-dd' (no time zone database needed). */
const vnDayOf = (col: SQL | typeof task.ngayHoanThanh) =>
  sql<string>`to_char((${col} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

async function countsBy<K extends string>(db: Db, key: SQL<K> | typeof task.trangThai, where: SQL | undefined) {
  const rows = await db
    .select({ key: sql<K>`${key}`, n: count() })
    .from(task)
    .where(where)
    .groupBy(key);
  return new Map(rows.map((r) => [r.key, r.n]));
}

const countWhere = async (db: Db, where: SQL | undefined) =>
  countOf(await db.select({ n: count() }).from(task).where(where));

// ── board statistics ─────────────────────────────────────────────────────────────────────────
/**
 * The KPI cards and charts of one board, under the board's own filters: the cards count exactly
 * the cards the board shows (archived tasks apart, with the same filters).
 */
export async function boardStatistics(
  db: Db,
  actor: Actor,
  workspaceId: number,
  q: Partial<BoardQuery>,
  now = new Date(),
): Promise<BoardStatistics> {
  await workspaceAccess(db, actor, workspaceId);
  const inWorkspace = eq(task.workspaceId, workspaceId);
  const shown = and(inWorkspace, boardFilter(q, now));
  const archivedAsked = !q.trangThaiCongViec || q.trangThaiCongViec === 'ARCHIVED';
  const archivedFilter = and(inWorkspace, boardFilter({ ...q, trangThaiCongViec: 'ARCHIVED' }, now));
  // Completions are dated by when they happened, not by the period, and archiving does not undo one.
  const undated = { ...q, period: undefined, isOverdue: undefined };
  const completedFilter = and(
    inWorkspace,
    sql`(${boardFilter({ ...undated, trangThaiCongViec: 'DONE' }, now)} or ${boardFilter({ ...undated, trangThaiCongViec: 'ARCHIVED' }, now)})`,
  );
  const today = vnDay(now);
  const firstDay = addDays(today, -(TREND_DAYS - 1));

  // One pass over the shown tasks, grouped finely enough to add up every card and chart from it.
  const [groups, archived, columns, trend] = await Promise.all([
    db
      .select({
        columnId: task.columnId,
        status: task.trangThai,
        priority: task.doUuTien,
        n: count(),
        overdue: sql<number>`cast(count(*) filter (where ${overdueSql(now)}) as int)`,
      })
      .from(task)
      .where(shown)
      .groupBy(task.columnId, task.trangThai, task.doUuTien),
    archivedAsked ? countWhere(db, archivedFilter) : 0,
    workRepo.columnsOf(db, workspaceId),
    countsBy<string>(
      db,
      vnDayOf(task.ngayHoanThanh),
      and(
        completedFilter,
        gte(task.ngayHoanThanh, vnInstant(firstDay)),
        lt(task.ngayHoanThanh, vnInstant(addDays(today, 1))),
      ),
    ),
  ]);
  const tasksByStatus = zeros(TASK_STATUSES);
  const tasksByPriority = zeros(TASK_PRIORITIES);
  const byColumn = new Map<number, number>();
  let overdue = 0;
  for (const g of groups) {
    tasksByStatus[g.status as TaskStatus] += g.n;
    tasksByPriority[g.priority as TaskPriority] += g.n;
    byColumn.set(g.columnId, (byColumn.get(g.columnId) ?? 0) + g.n);
    overdue += Number(g.overdue);
  }
  tasksByStatus.ARCHIVED = archived;
  return {
    totalTasks: groups.reduce((sum, g) => sum + g.n, 0),
    inProgressTasks: tasksByStatus.IN_PROGRESS,
    overdueTasks: overdue,
    completedTasks: tasksByStatus.DONE,
    archivedTasks: archived,
    tasksByPriority,
    tasksByStatus,
    tasksByColumn: columns
      .filter((c) => c.active)
      .map((c) => ({ columnId: c.id, tenCot: c.tenCot, count: byColumn.get(c.id) ?? 0 })),
    completionTrend: Array.from({ length: TREND_DAYS }, (_, i) => {
      const date = addDays(firstDay, i);
      return { date, completedCount: trend.get(date) ?? 0 };
    }),
  };
}

// ── the overview dashboard ───────────────────────────────────────────────────────────────────
export type OverviewFilters = {
  workspaceId?: number;
  columnId?: number;
  assignedUserId?: number;
  trangThaiCongViec?: TaskStatus;
  doUuTien?: TaskPriority;
  isOverdue?: boolean;
  phongBanId?: number;
  startDate?: string;
  endDate?: string;
};

/**
 * [start, end) of the overview: the local date-times sent (Vietnam wall clock; `endDate` counts
 * up to its last second), else the current Vietnam month.
 */
export function overviewRange(q: Pick<OverviewFilters, 'startDate' | 'endDate'>, now: Date) {
  if (!q.startDate && !q.endDate) {
    const first = monthStartOf(vnDay(now));
    return { start: vnInstant(first), end: vnInstant(monthStartOf(addDays(first, 31))) };
  }
  return {
    start: q.startDate ? vnLocal(withSeconds(q.startDate)) : undefined,
    end: q.endDate ? new Date(vnLocal(withSeconds(q.endDate)).getTime() + 1000) : undefined,
  };
}

/**
 * The tasks the overview counts: visible, of an active workspace, matching the filters, and worked
 * on during the range — begun (start date, else creation) before it ends and not completed before
 * it starts, the board's period rule, so a month shows the work open in it and not only what was
 * created in it. Every query of the overview joins `workspace`.
 */
function overviewScope(actor: Actor, q: OverviewFilters, now: Date): SQL | undefined {
  const { start, end } = overviewRange(q, now);
  return and(
    eq(workspace.active, true),
    seesAll(actor) ? undefined : memberOf(actor.id),
    q.workspaceId ? eq(task.workspaceId, q.workspaceId) : undefined,
    q.columnId ? eq(task.columnId, q.columnId) : undefined,
    // The board's filters for the fields the two share (assignee, status, priority, overdue,
    // department); ARCHIVED stays in unless another status is asked.
    boardFilter(
      {
        assignedUserId: q.assignedUserId,
        doUuTien: q.doUuTien,
        isOverdue: q.isOverdue,
        phongBanId: q.phongBanId,
        trangThaiCongViec: q.trangThaiCongViec,
      },
      now,
    ),
    end ? lt(sql`coalesce(${task.ngayBatDau}, ${task.ngayTao})`, end) : undefined,
    start ? sql`(${task.ngayHoanThanh} is null or ${task.ngayHoanThanh} >= ${start})` : undefined,
  );
}

/** boardFilter hides ARCHIVED unless asked; the overview keeps it (an unfiltered status). */
function withArchived(actor: Actor, q: OverviewFilters, now: Date): SQL | undefined {
  if (q.trangThaiCongViec) return overviewScope(actor, q, now);
  return sql`(${overviewScope(actor, q, now)} or ${overviewScope(actor, { ...q, trangThaiCongViec: 'ARCHIVED' }, now)})`;
}

export async function overview(db: Db, actor: Actor, q: OverviewFilters, now = new Date()): Promise<Overview> {
  const scope = withArchived(actor, q, now);
  const { start, end } = overviewRange(q, now);
  const completed = inArray(task.trangThai, [...completedStatuses]);
  const overdue = overdueSql(now);
  const counted = (sqlCount: SQL) => sql<number>`cast(${sqlCount} as int)`;

  const [totals, byStatus, byPriority, completions, perUser] = await Promise.all([
    db
      .select({
        total: count(),
        inProgress: counted(sql`count(*) filter (where ${task.trangThai} = 'IN_PROGRESS')`),
        overdue: counted(sql`count(*) filter (where ${overdue})`),
        completed: counted(sql`count(*) filter (where ${completed})`),
      })
      .from(task)
      .innerJoin(workspace, eq(workspace.id, task.workspaceId))
      .where(scope),
    db
      .select({ key: task.trangThai, n: count() })
      .from(task)
      .innerJoin(workspace, eq(workspace.id, task.workspaceId))
      .where(scope)
      .groupBy(task.trangThai),
    db
      .select({ key: task.doUuTien, n: count() })
      .from(task)
      .innerJoin(workspace, eq(workspace.id, task.workspaceId))
      .where(scope)
      .groupBy(task.doUuTien),
    db
      .select({ day: vnDayOf(task.ngayHoanThanh), n: count() })
      .from(task)
      .innerJoin(workspace, eq(workspace.id, task.workspaceId))
      .where(
        and(
          scope,
          completed,
          start ? gte(task.ngayHoanThanh, start) : undefined,
          end ? lt(task.ngayHoanThanh, end) : undefined,
        ),
      )
      .groupBy(vnDayOf(task.ngayHoanThanh)),
    db
      .select({
        userId: taskUser.userId,
        assigned: count(),
        completed: counted(sql`count(*) filter (where ${completed})`),
        overdue: counted(sql`count(*) filter (where ${overdue})`),
      })
      .from(task)
      .innerJoin(workspace, eq(workspace.id, task.workspaceId))
      .innerJoin(taskUser, eq(taskUser.taskId, task.id))
      .where(scope)
      .groupBy(taskUser.userId),
  ]);
  const users = await workRepo.usersByIds(
    db,
    perUser.map((u) => u.userId),
  );
  const t = totals[0];
  const statusCounts = new Map(byStatus.map((r) => [r.key, r.n]));
  const priorityCounts = new Map(byPriority.map((r) => [r.key, r.n]));
  return {
    theThongKeChinh: {
      tongSoCongViec: t?.total ?? 0,
      congViecDangThucHien: Number(t?.inProgress ?? 0),
      congViecQuaHan: Number(t?.overdue ?? 0),
      congViecHoanThanh: Number(t?.completed ?? 0),
    },
    phanBoCongViecTheoTrangThai: TASK_STATUSES.map((ten) => ({ ten, soLuong: statusCounts.get(ten) ?? 0 })),
    phanBoCongViecTheoDoUuTien: TASK_PRIORITIES.map((ten) => ({ ten, soLuong: priorityCounts.get(ten) ?? 0 })),
    xuHuongCongViec: trendSeries(
      new Map(completions.map((c) => [c.day, c.n])),
      start ? vnDay(start) : undefined,
      end ? vnDay(new Date(end.getTime() - 1)) : vnDay(now),
    ),
    hieuSuatNhanVien: perUser
      .map((u) => ({
        nguoiDung: users.get(u.userId) ?? { idNguoiDung: u.userId, hoTen: `#${u.userId}`, avatarUrl: null },
        soTaskDuocGiao: u.assigned,
        soTaskHoanThanh: Number(u.completed),
        soTaskQuaHan: Number(u.overdue),
      }))
      .sort((a, b) => b.soTaskDuocGiao - a.soTaskDuocGiao || a.nguoiDung.hoTen.localeCompare(b.nguoiDung.hoTen, 'vi')),
  };
}

/**
 * Completions per day from `first` to `last` (Vietnam days; the first completion when the range
 * is open), zeros included, or per week (keyed by its Monday) when that is more than 31 days.
 */
export function trendSeries(perDay: Map<string, number>, first: string | undefined, last: string) {
  const from = first ?? [...perDay.keys()].sort()[0] ?? last;
  const days: string[] = [];
  for (let d = from; d <= last; d = addDays(d, 1)) days.push(d);
  if (days.length <= DAILY_TREND_MAX_DAYS)
    return days.map((thoiGian) => ({ thoiGian, soLuong: perDay.get(thoiGian) ?? 0 }));
  const weeks = new Map<string, number>();
  for (const d of days) weeks.set(mondayOf(d), (weeks.get(mondayOf(d)) ?? 0) + (perDay.get(d) ?? 0));
  return [...weeks].map(([thoiGian, soLuong]) => ({ thoiGian, soLuong }));
}

/** One stacked bar per workspace holding tasks in scope, its tasks counted per status. */
export async function perWorkspace(db: Db, actor: Actor, q: OverviewFilters, now = new Date()) {
  const rows = await db
    .select({ workspaceId: workspace.id, tenNhom: workspace.tieuDe, status: task.trangThai, n: count() })
    .from(task)
    .innerJoin(workspace, eq(workspace.id, task.workspaceId))
    .where(withArchived(actor, q, now))
    .groupBy(workspace.id, workspace.tieuDe, task.trangThai)
    .orderBy(asc(workspace.tieuDe), asc(workspace.id));
  const bars = new Map<number, { tenNhom: string; workspaceId: number; giaTriTheoLoai: Record<TaskStatus, number> }>();
  for (const r of rows) {
    const bar = bars.get(r.workspaceId) ?? {
      tenNhom: r.tenNhom,
      workspaceId: r.workspaceId,
      giaTriTheoLoai: zeros(TASK_STATUSES),
    };
    bar.giaTriTheoLoai[r.status as TaskStatus] = r.n;
    bars.set(r.workspaceId, bar);
  }
  return [...bars.values()];
}

/** The detailed list, newest first (sort ngayTao,desc), 10 a page by default. */
export async function overviewTasks(db: Db, actor: Actor, q: OverviewFilters & PageQuery, now = new Date()) {
  const scope = withArchived(actor, q, now);
  return paged(
    q,
    (window) =>
      db
        .select({
          id: task.id,
          tieuDe: task.tieuDe,
          workspaceId: task.workspaceId,
          workspaceName: workspace.tieuDe,
          columnName: workColumn.tenCot,
          ngayBatDau: task.ngayBatDau,
          ngayKetThuc: task.ngayKetThuc,
          ngayHoanThanh: task.ngayHoanThanh,
          doUuTien: task.doUuTien,
          trangThai: task.trangThai,
        })
        .from(task)
        .innerJoin(workspace, eq(workspace.id, task.workspaceId))
        .innerJoin(workColumn, eq(workColumn.id, task.columnId))
        .where(scope)
        .orderBy(desc(task.ngayTao), desc(task.id))
        .limit(window.limit)
        .offset(window.offset),
    async () =>
      countOf(
        await db
          .select({ n: count() })
          .from(task)
          .innerJoin(workspace, eq(workspace.id, task.workspaceId))
          .where(scope),
      ),
    (r) => r,
  ).then(async (page) => {
    const ids = page.content.map((r) => r.id);
    const assignees = ids.length
      ? await db
          .select({ taskId: taskUser.taskId, userId: taskUser.userId })
          .from(taskUser)
          .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, taskUser.userId))
          .where(inArray(taskUser.taskId, ids))
          .orderBy(asc(taskUser.giaoLuc), asc(taskUser.userId))
      : [];
    const users = await workRepo.usersByIds(
      db,
      assignees.map((a) => a.userId),
    );
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    return {
      ...page,
      content: page.content.map(
        (r): OverviewTask => ({
          id: r.id,
          tieuDe: r.tieuDe,
          workspaceId: r.workspaceId,
          workspaceName: r.workspaceName,
          columnName: r.columnName,
          assignedUsers: assignees.filter((a) => a.taskId === r.id).flatMap((a) => users.get(a.userId) ?? []),
          ngayBatDau: iso(r.ngayBatDau),
          ngayKetThuc: iso(r.ngayKetThuc),
          ngayHoanThanh: iso(r.ngayHoanThanh),
          doUuTien: r.doUuTien as TaskPriority,
          trangThaiCongViec: r.trangThai as TaskStatus,
        }),
      ),
    };
  });
}
