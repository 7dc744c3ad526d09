/**
 * Attendance administration (spec 002 §2.9): the monthly matrix, one employee's day, and the
 * office's changes — adjusting a day, closing open shifts by scope, auto-closing the forgotten
 * ones. Every change is written to the audit log (who, when, the day before and after) in the
 * same transaction.
 */
import {
  ATTENDANCE_ADMIN_MESSAGES as A,
  type AdjustInput,
  type AttendanceActivity,
  type AttendanceDayDetail,
  type AttendanceMatrix,
  type CloseResult,
  type CloseScope,
  PUNCH_STATUS_LABELS,
  SESSION_LABELS,
  SESSIONS,
} from '@/contracts/attendance';
import type { Db } from '../../db/client';
import { notFound, unprocessable } from '../../http-error';
import type { Actor } from '../../lib/access';
import { daysInMonth, vnDay, vnInstant, vnTimeText } from '../../lib/vn-time';
import * as adminRepo from './admin-repo';
import {
  checkInStatus,
  checkOutStatus,
  closeTime,
  dayEnd,
  dayMarks,
  type Frame,
  monthCells,
  type Session,
} from './compute';
import * as repo from './repo';
import { dayOf, frameFrom } from './service';

const collator = new Intl.Collator('vi');

export type MatrixFilter = { month?: string; keyword?: string; phongBanId?: number; userId?: number };

/** Every active employee matching the filter, one cell per day of the month (3 queries in all). */
export async function matrix(db: Db, q: MatrixFilter, now = new Date()): Promise<AttendanceMatrix> {
  const month = q.month ?? vnDay(now).slice(0, 7);
  const days = daysInMonth(month);
  const from = `${month}-01`;
  const to = `${month}-${String(days).padStart(2, '0')}`;
  const f = { keyword: q.keyword, phongBanId: q.phongBanId, userId: q.userId };
  const [people, punches, overrides] = await Promise.all([
    adminRepo.employees(db, f),
    adminRepo.punchesByEmployee(db, f, from, to),
    adminRepo.overridesOf(db, f, from, to),
  ]);
  const punchesOf = new Map(punches.map((p) => [p.userId, p.punches]));
  const overridesOf = groupBy(overrides, (o) => o.userId);
  const rows = people
    .sort((a, b) => collator.compare(a.hoTen, b.hoTen) || a.userId - b.userId)
    .map((p) => {
      const cells = monthCells(
        month,
        punchesOf.get(p.userId) ?? [],
        frameFrom(p),
        new Map((overridesOf.get(p.userId) ?? []).map((o) => [o.ngay, o.soCong])),
        now,
        vnDay(p.createdAt),
      );
      return {
        userId: p.userId,
        hoTen: p.hoTen,
        tenDangNhap: p.tenDangNhap,
        avatarUrl: p.avatarUrl,
        idPhongBan: p.idPhongBan,
        phongBan: p.phongBan,
        totalCong: cells.totalCong,
        daily: cells.daily,
      };
    });
  return { month, daysInMonth: days, rows };
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}

async function employee(db: Db, userId: number) {
  const [found] = await adminRepo.employees(db, { userId });
  if (!found) throw notFound(A.userNotFound);
  return found;
}

/** The session fields an audit entry keeps. */
const snapshotOf = (s: repo.SessionRow) => ({
  idCcb: s.id,
  buoi: s.buoi,
  gioVao: s.gioVao.toISOString(),
  gioRa: s.gioRa?.toISOString() ?? null,
  vaoTrangThai: s.vaoTrangThai,
  raTrangThai: s.raTrangThai,
});
const daySnapshot = (sessions: repo.SessionRow[], soCong: number | null) => ({
  soCong,
  sessions: sessions.map(snapshotOf),
});

const AUDIT_TEXT: Record<string, string> = {
  ADJUST: 'Chỉnh sửa chấm công',
  CLOSE: 'Đóng ca',
  AUTO_CLOSE: 'Tự động đóng ca quá giờ',
};

function activities(
  hoTen: string,
  sessions: repo.SessionRow[],
  audits: Awaited<ReturnType<typeof adminRepo.auditsOf>>,
): AttendanceActivity[] {
  const at = (place: string | null) => (place ? ` tại ${place}` : '');
  const label = (buoi: string) => SESSION_LABELS[buoi as Session]?.toLowerCase() ?? buoi;
  const status = (s: string | null) => (s ? ` (${PUNCH_STATUS_LABELS[s] ?? s})` : '');
  const list: AttendanceActivity[] = [];
  for (const s of sessions) {
    list.push({
      at: s.gioVao.toISOString(),
      kind: 'CHECK_IN',
      text: `Chấm vào ${label(s.buoi)}${status(s.vaoTrangThai)}${at(s.diaDiemVaoText)}`,
      by: hoTen,
    });
    // Office closings show as their audit entry below.
    if (s.gioRa && (s.raBoi === null || s.raBoi === 'STAFF')) {
      list.push({
        at: s.gioRa.toISOString(),
        kind: 'CHECK_OUT',
        text: `Chấm ra ${label(s.buoi)}${status(s.raTrangThai)}${at(s.diaDiemRaText)}`,
        by: hoTen,
      });
    }
  }
  for (const { audit, by } of audits) {
    list.push({
      at: audit.thoiDiem.toISOString(),
      kind: audit.hanhDong as AttendanceActivity['kind'],
      text: AUDIT_TEXT[audit.hanhDong] ?? audit.hanhDong,
      by,
      truoc: audit.truoc,
      sau: audit.sau,
    });
  }
  return list.sort((a, b) => a.at.localeCompare(b.at));
}

/** The day modal: the day, how it counts, every punch and office change, and the form's start. */
export async function dayDetail(db: Db, userId: number, day: string, now = new Date()): Promise<AttendanceDayDetail> {
  const person = await employee(db, userId);
  const [sessions, override, audits] = await Promise.all([
    repo.sessionsBetween(db, userId, day, day),
    adminRepo.overrideOf(db, userId, day),
    adminRepo.auditsOf(db, userId, day),
  ]);
  const frame = frameFrom(person);
  const { units, status } = dayMarks(day, sessions, frame, now);
  const first = (buoi: Session) => sessions.find((s) => s.buoi === buoi);
  const hhmm = (d: Date | null | undefined) => (d ? vnTimeText(d) : null);
  return {
    ...dayOf(day, sessions, frame, now, override?.soCong),
    userId,
    hoTen: person.hoTen,
    status,
    soCongTinh: units,
    soCongDieuChinh: override?.soCong ?? null,
    hoatDong: activities(person.hoTen, sessions, audits),
    adjustForm: {
      soCong: override?.soCong ?? null,
      sangVao: hhmm(first('SANG')?.gioVao),
      sangRa: hhmm(first('SANG')?.gioRa),
      chieuVao: hhmm(first('CHIEU')?.gioVao),
      chieuRa: hhmm(first('CHIEU')?.gioRa),
    },
  };
}

/**
 * Sets a day as the office says it was: each half becomes one session from its in to its out
 * (the half's first session is kept, with its photo and place, and its times changed; the others
 * go), a half with no times loses its sessions, and `soCong` sets or (null) clears the override.
 */
export async function adjust(tx: Db, actor: Actor, input: AdjustInput, now = new Date()) {
  // An office correction records what happened: a time that has not come yet cannot have.
  const times = [input.sangVao, input.sangRa, input.chieuVao, input.chieuRa].filter((t): t is string => t !== null);
  if (input.date > vnDay(now) || times.some((t) => vnInstant(input.date, t) > now)) {
    throw unprocessable(A.futureTime);
  }
  await repo.lockEmployee(tx, input.userId);
  const person = await employee(tx, input.userId);
  const frame = frameFrom(person);
  const day = input.date;
  const [before, override] = await Promise.all([
    repo.sessionsBetween(tx, input.userId, day, day),
    adminRepo.overrideOf(tx, input.userId, day),
  ]);
  const wanted: Record<Session, [string | null, string | null]> = {
    SANG: [input.sangVao, input.sangRa],
    CHIEU: [input.chieuVao, input.chieuRa],
  };
  for (const buoi of SESSIONS) {
    const [vao, ra] = wanted[buoi];
    const [keep, ...rest] = before.filter((s) => s.buoi === buoi);
    await adminRepo.deleteSessions(
      tx,
      (vao ? rest : [keep, ...rest]).flatMap((s) => (s ? [s.id] : [])),
    );
    if (!vao) continue;
    const gioVao = vnInstant(day, vao);
    const gioRa = ra ? vnInstant(day, ra) : null;
    const outChanged = gioRa?.getTime() !== keep?.gioRa?.getTime();
    const set = {
      gioVao,
      gioRa,
      vaoTrangThai: checkInStatus(gioVao, buoi, frame),
      raTrangThai: gioRa ? checkOutStatus(gioRa, frame) : null,
      chinhSuaLuc: now,
      ...(outChanged
        ? { raBoi: gioRa ? 'MANAGER' : null, raBoiId: gioRa ? actor.id : null, raReceivedAt: gioRa ? now : null }
        : {}),
    };
    if (keep) await repo.closeSession(tx, keep.id, set);
    else await repo.insertSession(tx, { userId: input.userId, ngay: day, buoi, vaoReceivedAt: now, ...set });
  }
  await adminRepo.setOverride(tx, input.userId, day, input.soCong, actor.id, now);
  const after = await repo.sessionsBetween(tx, input.userId, day, day);
  await adminRepo.insertAudit(tx, [
    {
      userId: input.userId,
      ngay: day,
      hanhDong: 'ADJUST',
      nguoiThucHienId: actor.id,
      thoiDiem: now,
      truoc: daySnapshot(before, override?.soCong ?? null),
      sau: daySnapshot(after, input.soCong),
    },
  ]);
  return dayDetail(tx, input.userId, day, now);
}

export type CloseRequest = { scope: CloseScope; date?: string; phongBanId?: number; userIds?: number[] };

/** Bulk close: every open session of the apply date in the scope, at its close time (see closeTime). */
export function closeSessions(tx: Db, actor: Actor, r: CloseRequest, now = new Date()) {
  const date = r.date ?? vnDay(now);
  const f = r.scope === 'DEPT' ? { phongBanId: r.phongBanId } : r.scope === 'USERS' ? { userIds: r.userIds } : {};
  return close(tx, actor, 'CLOSE', now, () => adminRepo.openSessions(tx, f, date, date));
}

/**
 * Auto-close: company-wide, every session still open on a day up to `date` (default today) whose
 * day's frame is over — forgotten check-outs; shifts still within the working day stay open.
 */
export function autoClose(tx: Db, actor: Actor, date: string | undefined, now = new Date()) {
  const until = date ?? vnDay(now);
  return close(tx, actor, 'AUTO_CLOSE', now, async () =>
    (await adminRepo.openSessions(tx, {}, undefined, until)).filter((o) => dayEnd(o.session.ngay, frameFrom(o)) <= now),
  );
}

async function close(
  tx: Db,
  actor: Actor,
  kind: 'CLOSE' | 'AUTO_CLOSE',
  now: Date,
  find: () => Promise<Awaited<ReturnType<typeof adminRepo.openSessions>>>,
): Promise<CloseResult> {
  const audits: Parameters<typeof adminRepo.insertAudit>[1] = [];
  const users = new Set<number>();
  for (const open of await find()) {
    const frame: Frame = frameFrom(open);
    const s = open.session;
    const at = closeTime(s, frame, now);
    const closed = await adminRepo.closeIfOpen(tx, s.id, {
      gioRa: at,
      raTrangThai: checkOutStatus(at, frame),
      raBoi: kind === 'AUTO_CLOSE' ? 'SYSTEM' : 'MANAGER',
      raBoiId: actor.id,
      raReceivedAt: now,
    });
    if (!closed) continue;
    users.add(s.userId);
    audits.push({
      userId: s.userId,
      ngay: s.ngay,
      hanhDong: kind,
      nguoiThucHienId: actor.id,
      thoiDiem: now,
      truoc: { sessions: [snapshotOf(s)] },
      sau: { sessions: [snapshotOf(closed)] },
    });
  }
  await adminRepo.insertAudit(tx, audits);
  return { soCa: audits.length, soNhanVien: users.size };
}
