/**
 * Clock in/out rules (spec 002 §2.8, §4): which button today shows, derived from the server's day
 * plus punches this phone has not sent yet, and what a punch carries about where it was made.
 */
import type { AttendanceDay, PunchRequest } from '@/contracts/attendance';
import { ATTENDANCE_MESSAGES } from '@/contracts/attendance-vocabulary';
import { vnDay } from '@/lib/attendance-calendar';
import { byOccurred, isReflected } from '@/offline/outbox-view';
import type { OutboxItem } from '@/offline/types';
import { describeFix, fixAgeMs, type LocationResult, MAX_FIX_AGE_MS } from '@/ui/location';

export type PunchKind = 'attendance.check-in' | 'attendance.check-out';
export type OrderPunchKind = 'work-order.check-in' | 'work-order.check-out';

/** What one punch is: its outbox kind and payload, the camera to open and the words around it. */
export type Punch =
  | { kind: PunchKind; title: string; success: string }
  | { kind: OrderPunchKind; title: string; success: string; idLenh: number; tieuDe: string };

/** Clock in/out of the day: the front camera, folder "attendance" (spec 002 §7, §9). */
export const attendancePunch = (kind: PunchKind): Punch =>
  kind === 'attendance.check-in'
    ? { kind, title: 'Chấm vào', success: ATTENDANCE_MESSAGES.checkInSuccess }
    : { kind, title: 'Chấm ra', success: ATTENDANCE_MESSAGES.checkOutSuccess };

const PUNCH_KINDS: readonly string[] = ['attendance.check-in', 'attendance.check-out'];

export interface TodayView {
  /** A session is open (clock-in without clock-out): the button reads 'Chấm ra'. */
  open: boolean;
  /** The punch that decided `open`, while the server does not have it yet. */
  basedOn: OutboxItem | null;
  firstIn: string | number | null;
  lastOut: string | number | null;
}

export function todayView(
  day: AttendanceDay | undefined,
  items: readonly OutboxItem[],
  dataUpdatedAt: number,
  now: number = Date.now(),
): TodayView {
  const today = vnDay(now);
  const view: TodayView = {
    open: day?.dangMo ?? false,
    basedOn: null,
    firstIn: day?.gioVaoTong ?? null,
    lastOut: day?.gioRaTong ?? null,
  };
  const pending = items
    .filter(
      (item) =>
        PUNCH_KINDS.includes(item.kind) && vnDay(item.occurredAt) === today && !isReflected(item, dataUpdatedAt),
    )
    .sort(byOccurred);
  for (const item of pending) {
    if (item.kind === 'attendance.check-in') {
      view.open = true;
      view.firstIn ??= item.occurredAt;
    } else {
      view.open = false;
      view.lastOut = item.occurredAt;
    }
    view.basedOn = item;
  }
  return view;
}

export type PunchLocation = Omit<PunchRequest, 'anhUrl'>;

/**
 * Where the punch was made: coordinates, accuracy and the fix's age at the photo, only from a fix
 * measured for this punch and not older than MAX_FIX_AGE_MS when the photo was taken. Otherwise
 * no coordinates at all, and `problem` says why ('denied' or 'stale').
 */
export function punchLocation(
  result: LocationResult,
  photoTakenAt: number,
): { location: PunchLocation; problem: 'denied' | 'stale' | null } {
  const none: PunchLocation = { lat: null, lng: null, accuracy: null, fixAgeMs: null, diaDiemText: null };
  if (result.status === 'denied') return { location: none, problem: 'denied' };
  if (result.status !== 'ok') return { location: none, problem: 'stale' };
  const age = fixAgeMs(result.fix, photoTakenAt);
  // A fix measured after the photo is as good as one at the photo; older than the limit is not.
  if (photoTakenAt - result.fix.timestamp > MAX_FIX_AGE_MS) return { location: none, problem: 'stale' };
  return {
    location: {
      lat: result.fix.lat,
      lng: result.fix.lng,
      accuracy: result.fix.accuracy,
      fixAgeMs: age,
      diaDiemText: describeFix(result.fix),
    },
    problem: null,
  };
}
