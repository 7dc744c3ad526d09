import {
  ATTENDANCE_ADMIN_MESSAGES,
  ATTENDANCE_MESSAGES,
  type AttendanceDay,
  type AttendanceRecord,
  type AttendanceSession,
  HISTORY_MAX_DAYS,
  type HistoryInput,
  type PunchRequest,
} from '@/contracts/attendance';
import { ErrorCode } from '@/contracts/envelope';
import type { Db } from '../../db/client';
import { HttpError, stateConflict } from '../../http-error';
import { addDays, vnDay } from '../../lib/vn-time';
import type { WriteTimes } from '../../lib/write-times';
import * as adminRepo from './admin-repo';
import {
  attendanceStats,
  checkInStatus,
  checkOutStatus,
  DEFAULT_FRAME,
  dailyUnits,
  type Frame,
  isOpen,
  MAX_OPEN_SESSION_MS,
  round2,
  type Session,
  sessionOf,
  statsFrom,
  totalHours,
  workUnits,
} from './compute';
import * as repo from './repo';

/** A department's frame, each missing time taken from the default frame. */
export const frameFrom = (f: Partial<repo.FrameRow> | undefined): Frame => ({
  gioBatDauSang: f?.gioBatDauSang ?? DEFAULT_FRAME.gioBatDauSang,
  gioKetThucSang: f?.gioKetThucSang ?? DEFAULT_FRAME.gioKetThucSang,
  gioBatDauChieu: f?.gioBatDauChieu ?? DEFAULT_FRAME.gioBatDauChieu,
  gioKetThucChieu: f?.gioKetThucChieu ?? DEFAULT_FRAME.gioKetThucChieu,
});

export const frameOf = async (db: Db, userId: number): Promise<Frame> => frameFrom(await repo.frameOf(db, userId));

export const toSession = (s: repo.SessionRow): AttendanceSession => ({
  idCcb: s.id,
  buoi: s.buoi as Session,
  gioVao: s.gioVao.toISOString(),
  gioRa: s.gioRa?.toISOString() ?? null,
  vaoTrangThai: s.vaoTrangThai,
  raTrangThai: s.raTrangThai,
  anhVaoUrl: s.anhVaoUrl,
  anhRaUrl: s.anhRaUrl,
  diaDiemVaoText: s.diaDiemVaoText,
  diaDiemRaText: s.diaDiemRaText,
});

/** Opens a session at the punch's effective time; refused while one is still open. */
export async function checkIn(tx: Db, userId: number, input: PunchRequest, times: WriteTimes) {
  await repo.lockEmployee(tx, userId);
  const at = times.occurredAt;
  if (await repo.findOpenSession(tx, userId, new Date(at.getTime() - MAX_OPEN_SESSION_MS))) {
    throw stateConflict(ATTENDANCE_MESSAGES.alreadyIn);
  }
  const frame = await frameOf(tx, userId);
  const buoi = sessionOf(at, frame);
  const row = await repo.insertSession(tx, {
    userId,
    ngay: vnDay(at),
    buoi,
    gioVao: at,
    vaoTrangThai: checkInStatus(at, buoi, frame),
    anhVaoUrl: input.anhUrl,
    diaDiemVaoText: input.diaDiemText || null,
    latVao: input.lat ?? null,
    lngVao: input.lng ?? null,
    accuracyVao: input.accuracy ?? null,
    fixAgeMsVao: input.fixAgeMs ?? null,
    vaoReceivedAt: times.receivedAt,
  });
  return toSession(row);
}

/** Closes the open session at the punch's effective time (never before it opened). */
export async function checkOut(tx: Db, userId: number, input: PunchRequest, times: WriteTimes) {
  await repo.lockEmployee(tx, userId);
  const open = await repo.findOpenSession(tx, userId, new Date(times.occurredAt.getTime() - MAX_OPEN_SESSION_MS));
  if (!open) throw stateConflict(ATTENDANCE_MESSAGES.notIn);
  const at = times.occurredAt < open.gioVao ? open.gioVao : times.occurredAt;
  const frame = await frameOf(tx, userId);
  const row = await repo.closeSession(tx, open.id, {
    gioRa: at,
    raTrangThai: checkOutStatus(at, frame),
    anhRaUrl: input.anhUrl,
    diaDiemRaText: input.diaDiemText || null,
    latRa: input.lat ?? null,
    lngRa: input.lng ?? null,
    accuracyRa: input.accuracy ?? null,
    fixAgeMsRa: input.fixAgeMs ?? null,
    raReceivedAt: times.receivedAt,
    raBoi: 'STAFF',
    raBoiId: userId,
  });
  return toSession(row);
}

/**
 * One day of one employee as the screens show it: sessions, first in, last out, hours, whether a
 * session is open, and the work units (the office's override when there is one).
 */
export function dayOf(
  day: string,
  sessions: repo.SessionRow[],
  frame: Frame,
  now: Date,
  override?: number | null,
): AttendanceDay {
  const closed = sessions.filter((s) => s.gioRa);
  return {
    ngay: day,
    soCong: override ?? workUnits(day, sessions, frame, now),
    soGio: round2(totalHours(sessions, now)),
    gioVaoTong: sessions[0]?.gioVao.toISOString() ?? null,
    gioRaTong:
      closed
        .map((s) => s.gioRa as Date)
        .sort((a, b) => b.getTime() - a.getTime())[0]
        ?.toISOString() ?? null,
    dangMo: sessions.some((s) => isOpen(s, now)),
    chiTietBuoi: sessions.map(toSession),
  };
}

/** One day of the caller's own attendance (today's timesheet card when `day` is today). */
export async function myDay(db: Db, userId: number, day: string, now = new Date()): Promise<AttendanceDay> {
  const [sessions, frame, override] = await Promise.all([
    repo.sessionsBetween(db, userId, day, day),
    frameOf(db, userId),
    adminRepo.overrideOf(db, userId, day),
  ]);
  return dayOf(day, sessions, frame, now, override?.soCong);
}

/** Today's timesheet card (Asia/Ho_Chi_Minh day). */
export const today = (db: Db, userId: number, now = new Date()) => myDay(db, userId, vnDay(now), now);

/** The caller's days with punches or an override within [from, to] (default: the last 30 days), newest first. */
export async function history(db: Db, userId: number, q: HistoryInput, now = new Date()): Promise<AttendanceDay[]> {
  const to = q.to ?? vnDay(now);
  const from = q.from ?? addDays(to, -29);
  if (from > to) throw new HttpError(400, ErrorCode.VALIDATION, ATTENDANCE_ADMIN_MESSAGES.rangeInvalid);
  if (addDays(from, HISTORY_MAX_DAYS - 1) < to) {
    throw new HttpError(400, ErrorCode.VALIDATION, ATTENDANCE_ADMIN_MESSAGES.rangeTooLong);
  }
  const [sessions, frame, overrides] = await Promise.all([
    repo.sessionsBetween(db, userId, from, to),
    frameOf(db, userId),
    adminRepo.overridesOf(db, { userId }, from, to),
  ]);
  const byDay = new Map<string, repo.SessionRow[]>();
  for (const s of sessions) byDay.set(s.ngay, [...(byDay.get(s.ngay) ?? []), s]);
  const overrideOf = new Map(overrides.map((o) => [o.ngay, o.soCong]));
  const days = [...new Set([...byDay.keys(), ...overrideOf.keys()])].sort().reverse();
  return days.map((day) => dayOf(day, byDay.get(day) ?? [], frame, now, overrideOf.get(day)));
}

export async function stats(db: Db, userId: number, now = new Date()) {
  const [from, to] = [statsFrom(now), vnDay(now)];
  const [sessions, frame, overrides] = await Promise.all([
    repo.sessionsBetween(db, userId, from, to),
    frameOf(db, userId),
    adminRepo.overridesOf(db, { userId }, from, to),
  ]);
  const byDay = new Map(overrides.map((o) => [o.ngay, o.soCong]));
  return attendanceStats(dailyUnits(sessions, frame, byDay, now), now);
}

/** Every session of a day for the office (who, when it happened, when it arrived). */
export async function records(db: Db, day: string, userId?: number): Promise<AttendanceRecord[]> {
  const rows = await repo.sessionsOfDay(db, day, userId);
  return rows.map(({ session: s, hoTen, tenDangNhap }) => ({
    ...toSession(s),
    userId: s.userId,
    hoTen,
    tenDangNhap,
    ngay: s.ngay,
    vaoReceivedAt: s.vaoReceivedAt.toISOString(),
    raReceivedAt: s.raReceivedAt?.toISOString() ?? null,
    latVao: s.latVao,
    lngVao: s.lngVao,
    accuracyVao: s.accuracyVao,
    latRa: s.latRa,
    lngRa: s.lngRa,
    accuracyRa: s.accuracyRa,
  }));
}
