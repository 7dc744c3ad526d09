/**
 * Pure helpers of the attendance administration (spec 002 §2.9, §4.3, §5, §9): month navigation,
 * the matrix's day columns, a half-day's icon, work-day totals, and the adjust form ↔ request.
 */
import type { AdjustRequest, AttendanceDayDetail, CloseScope, MatrixDay, MatrixRow } from '@/contracts/attendance';
import { TIME_ZONE } from '@/lib/format';

const pad = (n: number) => String(n).padStart(2, '0');

// en-CA formats as yyyy-MM-dd; the office works in Vietnam time whatever the device's zone.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Vietnam, `yyyy-MM-dd` (the toolbar's default apply date). */
export const vnToday = (now = new Date()) => dayFormat.format(now);
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

const congFormat = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Work days always to 2 decimals (spec 002 §9): 20.5 → '20,50'. */
export const formatCong = (n: number) => congFormat.format(n);

/** The adjust form's fields: the override as a number or '' (no override), times `HH:mm` or ''. */
export type AdjustValues = {
  soCong: number | '';
  sangVao: string;
  sangRa: string;
  chieuVao: string;
  chieuRa: string;
};

export function adjustValues(form: AttendanceDayDetail['adjustForm'] | undefined): AdjustValues {
  return {
    soCong: form?.soCong ?? '',
    sangVao: form?.sangVao ?? '',
    sangRa: form?.sangRa ?? '',
    chieuVao: form?.chieuVao ?? '',
    chieuRa: form?.chieuRa ?? '',
  };
}

/** Spec 002 §5: a blank override means none, and empty times are sent as null. */
export function adjustRequestOf(userId: number, date: string, v: AdjustValues): AdjustRequest {
  const time = (t: string) => (t.trim() === '' ? null : t.trim().slice(0, 5));
  return {
    userId,
    date,
    soCong: v.soCong === '' ? null : Math.round(Number(v.soCong) * 100) / 100,
    sangVao: time(v.sangVao),
    sangRa: time(v.sangRa),
    chieuVao: time(v.chieuVao),
    chieuRa: time(v.chieuRa),
  };
}

export type DepartmentChoice = { idPhongBan: number; tenPhongBan: string };

/**
 * The department filter's choices: the catalogue when the user may read it, plus every department
 * seen in the matrix (a reader of attendance alone still gets the departments of its rows).
 */
export function departmentChoices(
  catalogue: readonly DepartmentChoice[] | undefined,
  rows: readonly Pick<MatrixRow, 'idPhongBan' | 'phongBan'>[],
): { value: string; label: string }[] {
  const byId = new Map<number, string>();
  for (const d of catalogue ?? []) byId.set(d.idPhongBan, d.tenPhongBan);
  for (const r of rows)
    if (r.idPhongBan !== null && r.phongBan && !byId.has(r.idPhongBan)) byId.set(r.idPhongBan, r.phongBan);
  return [...byId]
    .map(([id, name]) => ({ value: String(id), label: name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'vi'));
}

/** Which close scopes can be used now: by department needs the filter, by employees a selection. */
export function scopeAvailable(scope: CloseScope, phongBanId: number | undefined, selected: number): boolean {
  if (scope === 'DEPT') return phongBanId !== undefined;
  if (scope === 'USERS') return selected > 0;
  return true;
}

/** An empty day nobody was expected to work (a Sunday, or still ahead): shown blank, not as absent. */
export const blankCell = (d: Pick<MatrixDay, 'status'>, date: string, sunday: boolean, today: string) =>
  d.status === 'ABSENT' && (sunday || date > today);
