/**
 * What a driver may touch, judged by WHEN it happened (issue 11 §3): a driver's report (fuel,
 * checklist, SOS, receive/return) belongs to the order through which they held the vehicle at
 * the report's effective device time (`times.occurredAt`, server/lib/write-times.ts), even if the
 * office has closed or handed over that order since — the phone may have been offline. "Held at
 * t" is startAt <= t < closedAt (an open order has no end): at the exact instant of a close or a
 * handover the vehicle is already the next holder's, so no instant belongs to two drivers.
 * Someone else's vehicle is 403 with the spec's text; a report made outside the driver's own
 * order says what happened to it (who closed it, when, to whom it was handed over).
 */
import { FLEET_MESSAGES } from '@/contracts/fleet';
import { MAX_BACKDATE_MS } from '@/contracts/offline-write';
import type { Db } from '../../../db/client';
import { forbidden, type HttpError, notFound, stateConflict } from '../../../http-error';
import type { Actor } from '../../../lib/access';
import { vnClockText } from '../../../lib/vn-time';
import type { WriteTimes } from '../../../lib/write-times';
import * as repo from './repo';

/** Whether `a` was the driver's order at the instant `t` (half-open: the end instant is not). */
export const isHeldAt = (a: Pick<repo.AssignmentRow, 'startAt' | 'closedAt'>, t: Date) =>
  a.startAt <= t && (a.closedAt === null || t < a.closedAt);

/** Now as both times: a read, or an office write, is judged at the moment it arrives. */
export const nowTimes = (now = new Date()): WriteTimes => ({ occurredAt: now, receivedAt: now });

/**
 * The order through which the caller held `xeId` (any vehicle when omitted, as an SOS without a
 * vehicle) when the report happened; refused otherwise (see notHeldError).
 */
export async function requireHeldAt(db: Db, actor: Actor, times: WriteTimes, xeId?: number | null) {
  const held = await repo.findAssignmentHeldAt(db, actor.id, times.occurredAt, xeId ?? undefined);
  if (held) return held;
  throw await notHeldError(db, actor, times, xeId ?? undefined);
}

/**
 * Why the caller did not hold the vehicle at `times.occurredAt`: the nearest of their orders (the
 * one that ended last before, or the first starting after) explains it — 422 CONFLICT, which the
 * outbox shows the driver. Orders ended longer ago than the outbox keeps reports explain nothing:
 * then it is the spec's 403 "not yours" (for a vehicle) or 404 "no vehicle yet" (for an SOS).
 */
async function notHeldError(db: Db, actor: Actor, times: WriteTimes, xeId?: number): Promise<HttpError> {
  const t = times.occurredAt;
  const since = new Date(times.receivedAt.getTime() - MAX_BACKDATE_MS);
  const [ended, starts] = await Promise.all([
    repo.lastEndedBy(db, actor.id, t, since, xeId),
    repo.firstStartingAfter(db, actor.id, t, xeId),
  ]);
  const nearest =
    ended && starts
      ? t.getTime() - (ended.closedAt as Date).getTime() <= starts.startAt.getTime() - t.getTime()
        ? ended
        : starts
      : (ended ?? starts);
  if (nearest) return stateConflict(await notHeldMessage(db, nearest, times, 'report'));
  return xeId !== undefined ? forbidden(FLEET_MESSAGES.vehicleNotYours) : notFound(FLEET_MESSAGES.noAssignment);
}

/**
 * What happened to order `a`, which the driver did not hold at `times.occurredAt`, then why the
 * report is refused: "Lệnh giao xe 51D-678.90 đã được kết thúc lúc 21:53 bởi Trần Văn Điều
 * (Điều phối viên). Báo cáo lúc 22:10 không được ghi nhận …". Times on the Vietnamese clock.
 */
export async function notHeldMessage(
  db: Db,
  a: repo.AssignmentRow,
  times: WriteTimes,
  action: 'report' | 'receive',
): Promise<string> {
  const clock = (d: Date) => vnClockText(d, times.receivedAt);
  const plate = (await repo.findVehicle(db, a.xeId))?.bienSo ?? `#${a.xeId}`;
  let what: string;
  if (a.closedAt === null || times.occurredAt < a.startAt) {
    what = FLEET_MESSAGES.assignmentStartsAt(plate, clock(a.startAt));
  } else {
    const closer = a.closedBy === null ? undefined : await repo.personOf(db, a.closedBy);
    const by = closer ? (closer.tenChucVu ? `${closer.hoTen} (${closer.tenChucVu})` : closer.hoTen) : null;
    const to = a.closeKind === 'HANDOVER' ? await repo.nextHolderName(db, a.xeId, a.closedAt) : undefined;
    what =
      a.closeKind === 'RETURN'
        ? FLEET_MESSAGES.assignmentEndedByReturnAt(plate, clock(a.closedAt))
        : to
          ? FLEET_MESSAGES.assignmentHandedOverAt(plate, to, clock(a.closedAt), by)
          : FLEET_MESSAGES.assignmentClosedAt(plate, clock(a.closedAt), by);
  }
  const ended = a.closedAt !== null && times.occurredAt >= a.closedAt;
  const why =
    action === 'receive' && ended
      ? FLEET_MESSAGES.receiveOnEnded
      : FLEET_MESSAGES.reportNotHeld(clock(times.occurredAt));
  return `${what} ${why}`;
}

/** Vehicles in these states keep them whatever the driver records: the office moves them out. */
export const STICKY_VEHICLE_STATUSES = new Set(['MAINTENANCE', 'DECOMMISSIONED']);
