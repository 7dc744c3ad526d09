/**
 * The employee page's day (spec 002 §2.8, §9): the overtime bar and today's activity — what the
 * server has (sessions, order check-ins) and, marked as waiting, what this phone has not sent.
 */
import type { AttendanceDay } from '@/contracts/attendance';
import { SESSION_LABELS } from '@/contracts/attendance-vocabulary';
import { vnDay } from '@/lib/attendance-calendar';
import { byOccurredDesc, isReflected, payloadString } from '@/offline/outbox-view';
import type { OutboxItem, OutboxKind } from '@/offline/types';
import type { MyOrderView } from './my-orders';

/** spec 002 §9: the bar is 10 × overtime hours, capped at 100 %. */
export const overtimePercent = (overtimeHours: number) => Math.min(100, Math.max(0, overtimeHours * 10));

const VERBS: Partial<Record<OutboxKind, string>> = {
  'attendance.check-in': 'Chấm vào',
  'attendance.check-out': 'Chấm ra',
  'work-order.accept': 'Đồng ý lệnh',
  'work-order.decline': 'Từ chối lệnh',
  'work-order.check-in': 'Check-in lệnh',
  'work-order.check-out': 'Check-out lệnh',
};
const ATTENDANCE_KINDS: readonly OutboxKind[] = ['attendance.check-in', 'attendance.check-out'];

export interface ActivityLine {
  /** ISO instant or epoch ms. */
  at: string | number;
  text: string;
  /** The outbox item this line waits on, if the server does not have it yet. */
  pending: OutboxItem | null;
}

const atMs = (at: string | number) => (typeof at === 'number' ? at : Date.parse(at));

/**
 * Today's lines, newest first. Attendance items are judged against the day's read, order items
 * against the latest order list read: a sent item those reads already show is not listed twice.
 */
export function todayActivity(input: {
  day: AttendanceDay | undefined;
  dayUpdatedAt: number;
  orders: readonly MyOrderView[];
  ordersUpdatedAt: number;
  items: readonly OutboxItem[];
  now?: number;
}): ActivityLine[] {
  const today = vnDay(input.now ?? Date.now());
  const isToday = (at: string | number | null | undefined): at is string | number =>
    at !== null && at !== undefined && vnDay(atMs(at)) === today;
  const lines: ActivityLine[] = [];

  for (const s of input.day?.chiTietBuoi ?? []) {
    const half = SESSION_LABELS[s.buoi].toLowerCase();
    if (isToday(s.gioVao)) lines.push({ at: s.gioVao, text: `Chấm vào · ${half}`, pending: null });
    if (isToday(s.gioRa)) lines.push({ at: s.gioRa, text: `Chấm ra · ${half}`, pending: null });
  }
  for (const { order } of input.orders) {
    const name = order.tieuDe;
    // What the phone applied on top is listed from the outbox below, not from the projection.
    const c = order.chamCong;
    if (
      isToday(order.phanHoiLuc) &&
      order.trangThaiPhanCong === 'ACCEPTED' &&
      !isPendingFor(input, order.idLenh, 'work-order.accept')
    ) {
      lines.push({ at: order.phanHoiLuc, text: `Đồng ý lệnh · ${name}`, pending: null });
    }
    if (isToday(c?.gioVao) && !isPendingFor(input, order.idLenh, 'work-order.check-in')) {
      lines.push({ at: c.gioVao, text: `Check-in lệnh · ${name}`, pending: null });
    }
    if (isToday(c?.gioRa) && !isPendingFor(input, order.idLenh, 'work-order.check-out')) {
      lines.push({ at: c.gioRa, text: `Check-out lệnh · ${name}`, pending: null });
    }
  }
  for (const item of unsentToday(input, today)) {
    const name = payloadString(item.payload, 'tieuDe');
    lines.push({ at: item.occurredAt, text: `${VERBS[item.kind]}${name ? ` · ${name}` : ''}`, pending: item });
  }
  return lines.sort((a, b) => atMs(b.at) - atMs(a.at));
}

type Input = Parameters<typeof todayActivity>[0];

/** Today's outbox items of the page's kinds that the reads do not show yet. */
function unsentToday(input: Input, today: string): OutboxItem[] {
  return input.items
    .filter((item) => {
      if (!VERBS[item.kind] || vnDay(item.occurredAt) !== today) return false;
      const readAt = ATTENDANCE_KINDS.includes(item.kind) ? input.dayUpdatedAt : input.ordersUpdatedAt;
      return !isReflected(item, readAt);
    })
    .sort(byOccurredDesc);
}

const isPendingFor = (input: Input, idLenh: number, kind: OutboxKind) =>
  input.items.some(
    (item) => item.kind === kind && item.payload.idLenh === idLenh && !isReflected(item, input.ordersUpdatedAt),
  );
