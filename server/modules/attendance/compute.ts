/**
 * The attendance arithmetic, free of I/O so it can be tested on its own: which half-day a punch
 * belongs to, on-time/late/early flags against the department's frame, hours and work units.
 * Every instant is the EFFECTIVE time of the punch (device time corrected by its clock offset),
 * so a driver who clocked in at 07:00 offline and synced at 09:00 is on time.
 */
import type { AttendanceStats } from '@/contracts/attendance';
import { mondayOf, monthStartOf, vnDay, vnInstant } from '../../lib/vn-time';

export type Session = 'SANG' | 'CHIEU';
/** Wall-clock times `HH:mm[:ss]` in Asia/Ho_Chi_Minh, as the department stores them. */
export type Frame = { gioBatDauSang: string; gioKetThucSang: string; gioBatDauChieu: string; gioKetThucChieu: string };
export type Punches = { ngay: string; gioVao: Date; gioRa: Date | null };

/** Used when a department has no frame of its own (or the employee has no department). */
export const DEFAULT_FRAME: Frame = {
  gioBatDauSang: '07:30:00',
  gioKetThucSang: '11:30:00',
  gioBatDauChieu: '13:00:00',
  gioKetThucChieu: '17:00:00',
};
export const MONTH_TARGET_HOURS = 160;
/**
 * A session left open longer than this was forgotten, not worked: it no longer blocks a new
 * check-in, accrues no hours, and waits for the office to close it.
 */
export const MAX_OPEN_SESSION_MS = 16 * 3_600_000;

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Morning until the afternoon starts, afternoon after (spec 002 §4.3: SANG / CHIEU). */
export function sessionOf(at: Date, frame: Frame): Session {
  return at < vnInstant(vnDay(at), frame.gioBatDauChieu) ? 'SANG' : 'CHIEU';
}

export function checkInStatus(at: Date, buoi: Session, frame: Frame): 'DUNG_GIO' | 'DI_MUON' {
  const start = vnInstant(vnDay(at), buoi === 'SANG' ? frame.gioBatDauSang : frame.gioBatDauChieu);
  return at <= start ? 'DUNG_GIO' : 'DI_MUON';
}

/**
 * Judged against the end of the half-day the check-out falls in: leaving at 11:00 is early for
 * the morning, leaving at 12:15 (lunch) is not, leaving at 15:00 is early for the afternoon.
 */
export function checkOutStatus(at: Date, frame: Frame): 'DUNG_GIO' | 'VE_SOM' {
  const day = vnDay(at);
  const end = at < vnInstant(day, frame.gioBatDauChieu) ? frame.gioKetThucSang : frame.gioKetThucChieu;
  return at >= vnInstant(day, end) ? 'DUNG_GIO' : 'VE_SOM';
}

/** Open (no check-out) and recent enough to still be running. */
export const isOpen = (p: Punches, now: Date) =>
  p.gioRa === null && now.getTime() - p.gioVao.getTime() < MAX_OPEN_SESSION_MS;

/** Where a session ends for counting: its check-out, now while open, or nothing if forgotten. */
function endOf(p: Punches, now: Date): Date | null {
  if (p.gioRa) return p.gioRa;
  return isOpen(p, now) ? now : null;
}

export function sessionHours(p: Punches, now: Date): number {
  const end = endOf(p, now);
  return end ? Math.max(0, end.getTime() - p.gioVao.getTime()) / 3_600_000 : 0;
}

export const totalHours = (sessions: Punches[], now: Date) =>
  round2(sessions.reduce((sum, p) => sum + sessionHours(p, now), 0));

/**
 * Work units of one day, out of 1.00: each half-day (morning frame, afternoon frame) counts 0.5
 * when the employee was present in it — some session (closed, or open up to now) overlaps it.
 * So four punches (in/out morning, in/out afternoon) and two punches (07:30 in, 17:00 out) both
 * give 1.00, a morning only gives 0.50, and arriving late or leaving early still counts the half
 * (the late/early flags record that). Sessions outside both frames count nothing.
 */
export function workUnits(day: string, sessions: Punches[], frame: Frame, now: Date): number {
  const halves = [
    [vnInstant(day, frame.gioBatDauSang), vnInstant(day, frame.gioKetThucSang)],
    [vnInstant(day, frame.gioBatDauChieu), vnInstant(day, frame.gioKetThucChieu)],
  ] as const;
  let units = 0;
  for (const [start, end] of halves) {
    const present = sessions.some((p) => {
      const until = endOf(p, now);
      return until !== null && p.gioVao < end && until > start;
    });
    if (present) units += 0.5;
  }
  return units;
}

/** Hours today, this week (Monday–Sunday), this month, against the 160-hour month target. */
export function attendanceStats(sessions: Punches[], now: Date, target = MONTH_TARGET_HOURS): AttendanceStats {
  const today = vnDay(now);
  const week = mondayOf(today);
  const month = monthStartOf(today);
  const within = (from: string) => sessions.filter((p) => p.ngay >= from && p.ngay <= today);
  const monthHours = totalHours(within(month), now);
  return {
    todayHours: totalHours(within(today), now),
    weekHours: totalHours(within(week), now),
    monthHours,
    monthTargetHours: target,
    monthRemainingHours: round2(Math.max(0, target - monthHours)),
    overtimeHours: round2(Math.max(0, monthHours - target)),
  };
}

/** The first day the stats need: the earlier of this week's Monday and this month's first. */
export function statsFrom(now: Date): string {
  const today = vnDay(now);
  const week = mondayOf(today);
  const month = monthStartOf(today);
  return week < month ? week : month;
}
