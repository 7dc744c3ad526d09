/**
 * A task's deadline on the board (spec 002 §4.1, §9): the countdown text refreshed every second,
 * the deadline's tone and the card's style — all from the task and the time given, so the card
 * only supplies `now`.
 */
import { DEADLINE_WARNING_HOURS, type TaskStatus } from '@/contracts/work-vocabulary';

export const COMPLETED_TEXT = 'Đã hoàn thành';
export const OVERDUE_PREFIX = 'Quá hạn';
export const REMAINING_PREFIX = 'Còn';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Done on the board means DONE or ARCHIVED (an archived task is a completed one kept aside). */
export const isDone = (status: TaskStatus) => status === 'DONE' || status === 'ARCHIVED';

const pad = (n: number) => String(n).padStart(2, '0');

/** "N ngày hh:mm:ss" for a duration in ms (whole seconds, rounded down). */
export function durationText(ms: number): string {
  const total = Math.floor(Math.abs(ms) / 1000);
  const days = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${days} ngày ${pad(h)}:${pad(m)}:${pad(s)}`;
}

const deadlineMs = (deadline: string | null | undefined) => {
  if (!deadline) return null;
  const at = Date.parse(deadline);
  return Number.isFinite(at) ? at : null;
};

/**
 * The countdown: "Đã hoàn thành" once done, "Quá hạn N ngày hh:mm:ss" past the deadline,
 * "Còn N ngày hh:mm:ss" before it; null without a deadline.
 */
export function countdownText(deadline: string | null | undefined, status: TaskStatus, now: number): string | null {
  if (isDone(status)) return COMPLETED_TEXT;
  const at = deadlineMs(deadline);
  if (at === null) return null;
  const left = at - now;
  return left < 0 ? `${OVERDUE_PREFIX} ${durationText(left)}` : `${REMAINING_PREFIX} ${durationText(left)}`;
}

export type DeadlineTone = 'completed' | 'danger' | 'warning' | 'safe' | 'none';

/** completed; danger when past; warning under 24 h; safe otherwise; none without a deadline. */
export function deadlineTone(deadline: string | null | undefined, status: TaskStatus, now: number): DeadlineTone {
  if (isDone(status)) return 'completed';
  const at = deadlineMs(deadline);
  if (at === null) return 'none';
  const left = at - now;
  if (left < 0) return 'danger';
  return left < DEADLINE_WARNING_HOURS * HOUR_MS ? 'warning' : 'safe';
}

export const DEADLINE_TONE_COLORS: Record<DeadlineTone, string> = {
  completed: 'green',
  danger: 'red',
  warning: 'orange',
  safe: 'teal',
  none: 'gray',
};

export type CardStyle = 'completed' | 'overdue' | 'in-progress' | 'default';

/** The card's look: completed first, then overdue (an unfinished task past its deadline), then in progress. */
export function cardStyle(task: { trangThaiCongViec: TaskStatus; ngayKetThuc: string | null }, now: number): CardStyle {
  if (isDone(task.trangThaiCongViec)) return 'completed';
  const at = deadlineMs(task.ngayKetThuc);
  if (at !== null && at < now) return 'overdue';
  return task.trangThaiCongViec === 'IN_PROGRESS' ? 'in-progress' : 'default';
}

/** Whole days a duration spans (for tests and labels). */
export const daysIn = (ms: number) => Math.floor(Math.abs(ms) / DAY_MS);

/** Completed over total, rounded; 0 for an empty board. */
export const progressPercent = (completed: number, total: number) =>
  total > 0 ? Math.round((completed / total) * 100) : 0;
