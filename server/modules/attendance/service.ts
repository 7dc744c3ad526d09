import {
  ATTENDANCE_MESSAGES,
  type AttendanceDay,
  type AttendanceRecord,
  type AttendanceSession,
  type PunchRequest,
} from '@/contracts/attendance';
import type { Db } from '../../db/client';
import { stateConflict } from '../../http-error';
import { vnDay } from '../../lib/vn-time';
import type { WriteTimes } from '../../lib/write-times';
import {
  attendanceStats,
  checkInStatus,
  checkOutStatus,
  DEFAULT_FRAME,
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

async function frameOf(db: Db, userId: number): Promise<Frame> {
  const f = await repo.frameOf(db, userId);
  return {
    gioBatDauSang: f?.gioBatDauSang ?? DEFAULT_FRAME.gioBatDauSang,
    gioKetThucSang: f?.gioKetThucSang ?? DEFAULT_FRAME.gioKetThucSang,
    gioBatDauChieu: f?.gioBatDauChieu ?? DEFAULT_FRAME.gioBatDauChieu,
    gioKetThucChieu: f?.gioKetThucChieu ?? DEFAULT_FRAME.gioKetThucChieu,
  };
}

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
  });
  return toSession(row);
}

/** Today's timesheet card (Asia/Ho_Chi_Minh day). */
export async function today(db: Db, userId: number, now = new Date()): Promise<AttendanceDay> {
  const day = vnDay(now);
  const [sessions, frame] = await Promise.all([repo.sessionsBetween(db, userId, day, day), frameOf(db, userId)]);
  const closed = sessions.filter((s) => s.gioRa);
  return {
    ngay: day,
    soCong: workUnits(day, sessions, frame, now),
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

export async function stats(db: Db, userId: number, now = new Date()) {
  const sessions = await repo.sessionsBetween(db, userId, statsFrom(now), vnDay(now));
  return attendanceStats(sessions, now);
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
