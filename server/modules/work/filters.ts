/**
 * The board's filters (spec 002 §2.3, §7) as one SQL condition on `task`, shared by the board and
 * its statistics so a KPI card counts exactly the cards the board shows.
 *
 * - `tieuDe`: trimmed by the contract, a case-insensitive substring.
 * - ARCHIVED tasks leave the board: they are only included when `trangThaiCongViec=ARCHIVED` is asked.
 * - `isOverdue=true`: deadline passed and not done (TODO / IN_PROGRESS); `false` does not filter
 *   (an unticked box), so a client always sending the flag does not hide overdue cards.
 * - `period` (Vietnam calendar, weeks from Monday): the tasks being worked on during the period —
 *   begun (start date, else creation) before it ends and not completed before it starts. Filtering
 *   by creation date alone would empty a monthly board (the default) of last month's open work.
 * - `phongBanId`: at least one assignee in that department.
 */
import { and, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { BoardPeriod, BoardQuery } from '@/contracts/work';
import { task } from '../../db/schema';
import { addDays, mondayOf, monthStartOf, vnDay, vnInstant } from '../../lib/vn-time';
import { escapeLike } from './repo';

/** [start, end) of the period containing `now`, in Vietnam time; undefined for `all`. */
export function periodRange(period: BoardPeriod | undefined, now: Date): { start: Date; end: Date } | undefined {
  if (!period || period === 'all') return undefined;
  const today = vnDay(now);
  if (period === 'daily') return { start: vnInstant(today), end: vnInstant(addDays(today, 1)) };
  if (period === 'weekly') {
    const monday = mondayOf(today);
    return { start: vnInstant(monday), end: vnInstant(addDays(monday, 7)) };
  }
  const first = monthStartOf(today);
  const next = monthStartOf(addDays(first, 31));
  return { start: vnInstant(first), end: vnInstant(next) };
}

/** Open (not done) tasks whose deadline has passed. */
export const overdueSql = (now: Date): SQL =>
  and(inArray(task.trangThai, ['TODO', 'IN_PROGRESS']), lt(task.ngayKetThuc, now)) as SQL;

export function boardFilter(q: Partial<BoardQuery>, now: Date = new Date()): SQL | undefined {
  const range = periodRange(q.period, now);
  return and(
    q.tieuDe ? ilike(task.tieuDe, `%${escapeLike(q.tieuDe)}%`) : undefined,
    q.trangThaiCongViec ? eq(task.trangThai, q.trangThaiCongViec) : sql`${task.trangThai} <> 'ARCHIVED'`,
    q.doUuTien ? eq(task.doUuTien, q.doUuTien) : undefined,
    q.assignedUserId
      ? sql`exists (select 1 from task_user tu where tu.task_id = ${task.id} and tu.user_id = ${q.assignedUserId})`
      : undefined,
    q.isOverdue === true ? overdueSql(now) : undefined,
    range
      ? and(
          lt(sql`coalesce(${task.ngayBatDau}, ${task.ngayTao})`, range.end),
          or(isNull(task.ngayHoanThanh), gte(task.ngayHoanThanh, range.start)),
        )
      : undefined,
    q.phongBanId
      ? sql`exists (select 1 from task_user tu join nguoi_dung nd on nd.id_nguoi_dung = tu.user_id
          where tu.task_id = ${task.id} and nd.id_phong_ban = ${q.phongBanId})`
      : undefined,
  );
}
