/**
 * Pure helpers of the attendance administration (spec 002 §2.9, §5): the adjust form ↔ request,
 * the department filter and the close scopes. Month and half-day helpers: lib/attendance-calendar.
 */
import type { AdjustRequest, AttendanceDayDetail, CloseScope, MatrixRow } from '@/contracts/attendance';

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
