/**
 * The attendance calendar as both the employee's month grid and the office's matrix show it (spec
 * 002 §2.8, §2.9, §9): Vietnam days and months, month navigation, day columns with Sundays, a
 * half-day's icon, and work days to 2 decimals.
 */
import type { MatrixDay } from '@/contracts/attendance';
import { formatDecimal, vietnamDay } from './format';

const pad = (n: number) => String(n).padStart(2, '0');

// The office works in Vietnam time whatever the device's zone.
/** The Vietnam day of an instant, `yyyy-MM-dd`. */
export const vnDay = vietnamDay;
/** Today in Vietnam, `yyyy-MM-dd` (the toolbar's default apply date). */
export const vnToday = (now = new Date()) => vietnamDay(now);
/** The current month in Vietnam, `yyyy-MM` (the matrix's default month). */
export const vnMonth = (now = new Date()) => vnToday(now).slice(0, 7);

/** `yyyy-MM` moved by `delta` months (previous: -1, next: +1). */
export function shiftMonth(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** 'Tháng 06/2025'. */
export const monthLabel = (month: string) => `Tháng ${month.slice(5, 7)}/${month.slice(0, 4)}`;

const WEEKDAYS = ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'] as const;

export type DayColumn = { day: number; date: string; weekday: (typeof WEEKDAYS)[number]; sunday: boolean };

/** One column per day of the month, each with its weekday; Sundays are marked. */
export function dayColumns(month: string, daysInMonth: number): DayColumn[] {
  return Array.from({ length: daysInMonth }, (_, i) => {
    const date = `${month}-${pad(i + 1)}`;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return { day: i + 1, date, weekday: WEEKDAYS[weekday] ?? 'CN', sunday: weekday === 0 };
  });
}

export type HalfIcon = 'open' | 'early' | 'present' | 'absent';
export const HALF_ICON_LABELS: Record<HalfIcon, string> = {
  present: 'Đủ',
  absent: 'Vắng',
  early: 'Về sớm',
  open: 'Đang mở ca',
};

/** A half-day's icon (spec 002 §2.8): an open shift first, then leaving early, present, else absent. */
export function halfIcon(
  d: Pick<MatrixDay, 'amOpen' | 'amEarly' | 'amPresent' | 'pmOpen' | 'pmEarly' | 'pmPresent'>,
  half: 'am' | 'pm',
): HalfIcon {
  const [open, early, present] =
    half === 'am' ? [d.amOpen, d.amEarly, d.amPresent] : [d.pmOpen, d.pmEarly, d.pmPresent];
  if (open) return 'open';
  if (early) return 'early';
  return present ? 'present' : 'absent';
}

/** Work days always to 2 decimals (spec 002 §9): 20.5 → '20,50'. */
export const formatCong = (n: number) => formatDecimal(n, 2, 2);

/**
 * An empty day nobody was expected to work (a Sunday, still ahead, or before the account existed):
 * shown blank, not as absent.
 */
export const blankCell = (
  d: Pick<MatrixDay, 'status'> & { truocNgayTao?: boolean },
  date: string,
  sunday: boolean,
  today: string,
) => d.status === 'ABSENT' && (sunday || date > today || d.truocNgayTao === true);
