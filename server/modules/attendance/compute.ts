/**
 * The attendance arithmetic, free of I/O so it can be tested on its own: which half-day a punch
 * belongs to, on-time/late/early flags against the department's frame, hours and work units.
 * Every instant is the EFFECTIVE time of the punch (device time corrected by its clock offset),
 * so a driver who clocked in at 07:00 offline and synced at 09:00 is on time.
 */
import { type AttendanceStats, type DayStatus, type MatrixDay, workedHours } from '@/contracts/attendance';
import { daysInMonth, mondayOf, monthStartOf, vnDay, vnInstant } from '../../lib/vn-time';

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

/**
 * Morning until the morning ends, afternoon after (spec 002 §4.3: SANG / CHIEU): a return from
 * lunch at 12:55 opens the afternoon (on time), not a late morning.
 */
export function sessionOf(at: Date, frame: Frame): Session {
  return at < vnInstant(vnDay(at), frame.gioKetThucSang) ? 'SANG' : 'CHIEU';
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

/** The morning and afternoon halves of a day as instants: [start, end) each. */
export function halvesOf(day: string, frame: Frame): readonly [Half, Half] {
  // One date parse per day plus arithmetic: the admin matrix asks this for every cell.
  const midnight = vnInstant(day).getTime();
  const at = (time: string) => new Date(midnight + clockMs(time));
  return [
    [at(frame.gioBatDauSang), at(frame.gioKetThucSang)],
    [at(frame.gioBatDauChieu), at(frame.gioKetThucChieu)],
  ];
}
/** Milliseconds after midnight of `HH:mm[:ss]`. */
const clockMs = (time: string) => {
  const [h = 0, m = 0, sec = 0] = time.split(':').map(Number);
  return ((h * 60 + m) * 60 + sec) * 1000;
};
export type Half = readonly [start: Date, end: Date];

/** Present in a half: some session (closed, or open up to now) overlaps it. */
function presentIn(sessions: Punches[], [start, end]: Half, now: Date): boolean {
  return sessions.some((p) => {
    const until = endOf(p, now);
    return until !== null && p.gioVao < end && until > start;
  });
}

/**
 * Work units of one day, out of 1.00: each half-day (morning frame, afternoon frame) counts 0.5
 * when the employee was present in it — some session (closed, or open up to now) overlaps it.
 * So four punches (in/out morning, in/out afternoon) and two punches (07:30 in, 17:00 out) both
 * give 1.00, a morning only gives 0.50, and arriving late or leaving early still counts the half
 * (the late/early flags record that). Sessions outside both frames count nothing.
 */
export function workUnits(day: string, sessions: Punches[], frame: Frame, now: Date): number {
  return halvesOf(day, frame).reduce((units, half) => units + (presentIn(sessions, half, now) ? 0.5 : 0), 0);
}

export type DayMarks = Omit<MatrixDay, 'day' | 'sunday' | 'soCong' | 'dieuChinh' | 'truocNgayTao'> & { units: number };

/** A session as epoch milliseconds: the matrix computes thousands of cells, without Date objects. */
type Span = { vao: number; ra: number | null };
const spanOf = (p: Punches): Span => ({ vao: p.gioVao.getTime(), ra: p.gioRa?.getTime() ?? null });
/** A punch as the matrix query gives it: its day and epoch milliseconds. */
export type PunchMs = Span & { ngay: string };
/** [morning start, morning end, afternoon start, afternoon end] of one day, epoch ms. */
type HalvesMs = readonly [number, number, number, number];

/**
 * How one day of one employee shows in the matrix (spec 002 §2.9, §4.3), per half-day:
 * - present: as for the work units above;
 * - open: a session without a check-out that was clocked in during this half (as sessionOf:
 *   morning until the morning ends), or one still running now that has reached this half — a
 *   forgotten session stays "open" on its half until the office closes it;
 * - early: present, not open, and the last check-out of the sessions overlapping it came before
 *   the half's end.
 * Day status: OPEN when any half is open, else FULL (both present), HALF_AM, HALF_PM or ABSENT.
 */
export function dayMarks(day: string, sessions: Punches[], frame: Frame, now: Date): DayMarks {
  const [[a0, a1], [p0, p1]] = halvesOf(day, frame);
  return marksOf([a0.getTime(), a1.getTime(), p0.getTime(), p1.getTime()], sessions.map(spanOf), now.getTime());
}

function marksOf(h: HalvesMs, spans: Span[], now: number): DayMarks {
  const half = (start: number, end: number, index: 0 | 1) => {
    let open = false;
    let running = false;
    let present = false;
    let lastOut = 0;
    for (const p of spans) {
      const stillOpen = p.ra === null && now - p.vao < MAX_OPEN_SESSION_MS;
      if (p.ra === null) {
        const checkedInHere = (p.vao < h[1] ? 0 : 1) === index;
        if (checkedInHere || (stillOpen && p.vao < end && now > start)) open = true;
      }
      // Counted up to its check-out, up to now while open, not at all once forgotten.
      const until = p.ra ?? (stillOpen ? now : null);
      if (until !== null && p.vao < end && until > start) {
        present = true;
        if (p.ra === null) running = true;
        else lastOut = Math.max(lastOut, p.ra);
      }
    }
    return { present, open, early: present && !open && !running && lastOut < end };
  };
  const am = half(h[0], h[1], 0);
  const pm = half(h[2], h[3], 1);
  const status: DayStatus =
    am.open || pm.open
      ? 'OPEN'
      : am.present && pm.present
        ? 'FULL'
        : am.present
          ? 'HALF_AM'
          : pm.present
            ? 'HALF_PM'
            : 'ABSENT';
  return {
    status,
    amPresent: am.present,
    pmPresent: pm.present,
    amOpen: am.open,
    pmOpen: pm.open,
    amEarly: am.early,
    pmEarly: pm.early,
    units: (am.present ? 0.5 : 0) + (pm.present ? 0.5 : 0),
  };
}

/**
 * One employee's month as matrix cells: every day of `month` (yyyy-MM) with its marks, Sundays
 * flagged, the office's override (if any) replacing the computed units, and the month's total.
 * Days are 24 hours apart: Vietnam has no daylight saving. An empty day before `since` (the
 * account's creation day) is flagged `truocNgayTao`: nobody expected work from a person who was
 * not there yet (issue 13: new staff showed 'Vắng' for the whole month).
 */
export function monthCells(
  month: string,
  sessions: (Punches | PunchMs)[],
  frame: Frame,
  overrides: ReadonlyMap<string, number>,
  now: Date,
  since?: string,
): { daily: MatrixDay[]; totalCong: number } {
  const days = daysInMonth(month);
  const byDay: Span[][] = Array.from({ length: days }, () => []);
  for (const p of sessions) {
    if (p.ngay.startsWith(month)) byDay[Number(p.ngay.slice(8, 10)) - 1]?.push('vao' in p ? p : spanOf(p));
  }
  const first = vnInstant(`${month}-01`).getTime();
  const offsets = [frame.gioBatDauSang, frame.gioKetThucSang, frame.gioBatDauChieu, frame.gioKetThucChieu].map(clockMs);
  const firstWeekday = new Date(`${month}-01T00:00:00Z`).getUTCDay();
  const nowMs = now.getTime();
  const daily: MatrixDay[] = [];
  let total = 0;
  for (let d = 0; d < days; d++) {
    const midnight = first + d * 86_400_000;
    const h = offsets.map((o) => midnight + o) as unknown as HalvesMs;
    const { units, ...marks } = marksOf(h, byDay[d] ?? [], nowMs);
    const date = `${month}-${String(d + 1).padStart(2, '0')}`;
    const override = overrides.size ? overrides.get(date) : undefined;
    const soCong = override ?? units;
    total += soCong;
    daily.push({
      day: d + 1,
      sunday: (firstWeekday + d) % 7 === 0,
      ...marks,
      soCong,
      dieuChinh: override !== undefined,
      truocNgayTao: since !== undefined && date < since && marks.status === 'ABSENT' && override === undefined,
    });
  }
  return { daily, totalCong: round2(total) };
}

/** The frame's end of a day: where the office closes a forgotten session. */
export const dayEnd = (day: string, frame: Frame) => vnInstant(day, frame.gioKetThucChieu);

/**
 * When an office close (bulk or auto) ends an open session: at the end of its day's frame, or now
 * if that is earlier (closing a shift still running), never before its check-in. The end of the
 * day, not of the half it began in, because one punch in at 07:30 and one out at 17:00 is a
 * normal day: a forgotten check-out is the day's last, and the office corrects it by adjusting.
 */
export function closeTime(p: Punches, frame: Frame, now: Date): Date {
  const end = dayEnd(p.ngay, frame);
  const at = now < end ? now : end;
  return at < p.gioVao ? p.gioVao : at;
}

export type DayUnits = { ngay: string; soCong: number };

/** Each day's work units, from its punches against the frame or the office's override, by day. */
export function dailyUnits(
  sessions: Punches[],
  frame: Frame,
  overrides: ReadonlyMap<string, number>,
  now: Date,
): DayUnits[] {
  const byDay = new Map<string, Punches[]>();
  for (const p of sessions) byDay.set(p.ngay, [...(byDay.get(p.ngay) ?? []), p]);
  return [...new Set([...byDay.keys(), ...overrides.keys()])]
    .sort()
    .map((ngay) => ({ ngay, soCong: overrides.get(ngay) ?? workUnits(ngay, byDay.get(ngay) ?? [], frame, now) }));
}

/**
 * Hours today, this week (Monday–Sunday), this month, against the 160-hour month target. Worked
 * hours are work units × 8 (spec 002 §9), not the clock: a full day punched 07:20–16:55 is 8 hours,
 * not 8,28 (issue 13), so the target, what remains and overtime follow the units the pay uses.
 */
export function attendanceStats(days: DayUnits[], now: Date, target = MONTH_TARGET_HOURS): AttendanceStats {
  const today = vnDay(now);
  const week = mondayOf(today);
  const month = monthStartOf(today);
  const hoursFrom = (from: string) =>
    round2(days.reduce((h, d) => (d.ngay >= from && d.ngay <= today ? h + workedHours(d.soCong) : h), 0));
  const monthHours = hoursFrom(month);
  return {
    todayHours: hoursFrom(today),
    weekHours: hoursFrom(week),
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
