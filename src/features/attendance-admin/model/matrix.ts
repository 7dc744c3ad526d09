/**
 * Pure helpers of the attendance administration (spec 002 §2.9, §5): the adjust form ↔ request,
 * the department filter and the close scopes. Month and half-day helpers: lib/attendance-calendar.
 */
import {
  type AdjustRequest,
  type AttendanceDayDetail,
  adjustRequest,
  type CloseScope,
  type MatrixRow,
} from '@/contracts/attendance';
import { contractNumber, type NumberValue } from '@/lib/number-rules';
import { zodFieldErrors } from '@/ui/form-errors';

/**
 * The adjust form's fields: the override as typed ('' for no override; kept as typed so a wrong one
 * is refused with the contract's message, never clamped), times `HH:mm` or ''.
 */
export type AdjustValues = {
  soCong: NumberValue;
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

/**
 * Spec 002 §5: a blank override means none, and empty times are sent as null. The override goes as
 * typed — only binary noise within the contract's own tolerance (0,7500000001) is snapped to its
 * 0,01 step; anything else off the step, or out of 0…1, is left for the contract to refuse.
 */
function overrideOf(value: NumberValue): number | null {
  const n = contractNumber(value);
  if (n === undefined) return null;
  const hundredths = Math.round(n * 100);
  return Math.abs(n * 100 - hundredths) < 1e-6 ? hundredths / 100 : n;
}

export function adjustRequestOf(userId: number, date: string, v: AdjustValues): AdjustRequest {
  const time = (t: string) => (t.trim() === '' ? null : t.trim().slice(0, 5));
  return {
    userId,
    date,
    soCong: overrideOf(v.soCong),
    sangVao: time(v.sangVao),
    sangRa: time(v.sangRa),
    chieuVao: time(v.chieuVao),
    chieuRa: time(v.chieuRa),
  };
}

/** Each field's first message under the contract the server applies, or null when the day may be saved. */
export function adjustFieldErrors(userId: number, date: string, v: AdjustValues): Record<string, string> | null {
  const parsed = adjustRequest.safeParse(adjustRequestOf(userId, date, v));
  return parsed.success ? null : zodFieldErrors(parsed.error);
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
