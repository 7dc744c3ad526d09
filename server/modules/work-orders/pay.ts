/**
 * What one employee's check-in on a work order earns (spec 002 §2.7 help box, §4.2, §9). Pure: the
 * service calls it at check-out (own, manager close-out, or the order's end) and stores the result.
 * Every instant is the effective time of the punch (device time corrected by its clock offset).
 *
 * Where the spec leaves a choice, this file decides (and the tests pin it):
 * - Counting starts at `effectiveStart`, the later of the check-in and the order's start: time
 *   before the order starts is not the order's work.
 * - Late = checked in after the order's start (no grace). Lateness deducts 30 % of the reward,
 *   whatever the reward type; the hours and units themselves are not reduced.
 * - HOURLY: actual hours from `effectiveStart` to the check-out, overtime included, minus the lunch
 *   break of every day whose whole break lies inside the order's planned slot [batDau, ketThuc]
 *   (a "fixed-frame slot": a full-day order has a lunch break, a short order that happens to fall
 *   at noon or an evening overtime does not). The lunch break is the gap between the department's
 *   morning end and afternoon start.
 * - DAILY: the time worked inside the department's morning and afternoon frames, over the frame's
 *   length, at most 1.0 unit. Lunch and time outside the frame do not count.
 * - Money = round(hours × unit pay) or round(units × unit pay) in đồng, with the hours and units
 *   rounded to 2 decimals first so the figures on screen multiply out.
 * - Exit status against the planned end (the order's end, or for a DAILY order without one the
 *   frame's afternoon end of its day): before it RA_SOM, up to 15 minutes after DUNG_GIO, later QUA_GIO.
 */
import {
  type EntryStatus,
  type ExitStatus,
  LATE_PENALTY_RATE,
  MAX_DAILY_UNITS,
  type RewardType,
} from '@/contracts/work-orders';
import { addDays, vnDay, vnInstant } from '../../lib/vn-time';
import { type Frame, halvesOf, round2 } from '../attendance/compute';

/** Leaving up to this long after the planned end is still on time. */
export const EXIT_GRACE_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;

export type PaySlot = { batDau: Date; ketThuc: Date | null };
export type PayInput = PaySlot & {
  kieuThuong: RewardType;
  tienCong: number;
  gioVao: Date;
  gioRa: Date;
  /** The employee's department frame (the default frame when the department has none). */
  frame: Frame;
};
export type PayResult = {
  effectiveStart: Date;
  vaoTrangThai: EntryStatus;
  raTrangThai: ExitStatus;
  soGioThuong: number;
  /** DAILY only. */
  soCongThuong: number | null;
  soTienThuong: number;
};

export const entryStatus = (gioVao: Date, batDau: Date): EntryStatus => (gioVao <= batDau ? 'DUNG_GIO' : 'DI_MUON');

export const effectiveStart = (gioVao: Date, batDau: Date): Date => (gioVao > batDau ? gioVao : batDau);

/** The order's end, or (DAILY without one) the frame's afternoon end on the day counting started. */
export function plannedEnd(slot: PaySlot, start: Date, frame: Frame): Date {
  return slot.ketThuc ?? vnInstant(vnDay(start), frame.gioKetThucChieu);
}

export function exitStatus(gioRa: Date, end: Date): ExitStatus {
  if (gioRa < end) return 'RA_SOM';
  return gioRa.getTime() - end.getTime() <= EXIT_GRACE_MS ? 'DUNG_GIO' : 'QUA_GIO';
}

const overlapMs = (a0: Date, a1: Date, b0: Date, b1: Date) =>
  Math.max(0, Math.min(a1.getTime(), b1.getTime()) - Math.max(a0.getTime(), b0.getTime()));

/** Every Vietnamese calendar day that [from, to] touches, in order. */
export function daysTouched(from: Date, to: Date): string[] {
  const days: string[] = [];
  const last = vnDay(to);
  for (let day = vnDay(from); day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The lunch breaks (ms) inside [start, end) that the order's planned slot covers whole. */
export function lunchMs(start: Date, end: Date, slot: PaySlot, frame: Frame): number {
  if (!slot.ketThuc || end <= start) return 0;
  let total = 0;
  for (const day of daysTouched(start, end)) {
    const [[, lunchStart], [lunchEnd]] = halvesOf(day, frame);
    if (slot.batDau <= lunchStart && slot.ketThuc >= lunchEnd) total += overlapMs(start, end, lunchStart, lunchEnd);
  }
  return total;
}

/** HOURLY: hours from start to end, less the covered lunch breaks (unrounded). */
export function hourlyHours(start: Date, end: Date, slot: PaySlot, frame: Frame): number {
  if (end <= start) return 0;
  return Math.max(0, end.getTime() - start.getTime() - lunchMs(start, end, slot, frame)) / HOUR_MS;
}

/** The frame's working length in a day: morning plus afternoon (ms). */
export function frameLengthMs(frame: Frame): number {
  const [[a0, a1], [p0, p1]] = halvesOf('2000-01-03', frame);
  return a1.getTime() - a0.getTime() + (p1.getTime() - p0.getTime());
}

/** Time (ms) of [start, end) inside the frame's morning and afternoon halves, over all days touched. */
export function inFrameMs(start: Date, end: Date, frame: Frame): number {
  if (end <= start) return 0;
  let total = 0;
  for (const day of daysTouched(start, end)) {
    for (const [h0, h1] of halvesOf(day, frame)) total += overlapMs(start, end, h0, h1);
  }
  return total;
}

/** DAILY: the share of a frame day worked inside the frame, rounded to 2 decimals, at most 1.0. */
export function dailyUnits(start: Date, end: Date, frame: Frame): number {
  const length = frameLengthMs(frame);
  if (length <= 0) return 0;
  return Math.min(MAX_DAILY_UNITS, round2(inFrameMs(start, end, frame) / length));
}

/** The reward after lateness: 30 % less when late. */
export const afterLateness = (amount: number, vao: EntryStatus) =>
  Math.round(vao === 'DI_MUON' ? amount * (1 - LATE_PENALTY_RATE) : amount);

export function orderPay(input: PayInput): PayResult {
  const start = effectiveStart(input.gioVao, input.batDau);
  const vaoTrangThai = entryStatus(input.gioVao, input.batDau);
  const raTrangThai = exitStatus(input.gioRa, plannedEnd(input, start, input.frame));
  if (input.kieuThuong === 'HOURLY') {
    const soGioThuong = round2(hourlyHours(start, input.gioRa, input, input.frame));
    return {
      effectiveStart: start,
      vaoTrangThai,
      raTrangThai,
      soGioThuong,
      soCongThuong: null,
      soTienThuong: afterLateness(soGioThuong * input.tienCong, vaoTrangThai),
    };
  }
  const soCongThuong = dailyUnits(start, input.gioRa, input.frame);
  return {
    effectiveStart: start,
    vaoTrangThai,
    raTrangThai,
    soGioThuong: round2(inFrameMs(start, input.gioRa, input.frame) / HOUR_MS),
    soCongThuong,
    soTienThuong: afterLateness(soCongThuong * input.tienCong, vaoTrangThai),
  };
}
