/**
 * A driver's maintenance ticket as this phone sees it (spec 003 §4): the server's status moved on
 * by the steps queued here, the action that comes next, and the order of the driver's list.
 * Pure: the screens pass the server's ticket and this driver's outbox.
 */
import type { TicketStatus } from '@/contracts/fleet';
import { TICKET_STATUSES } from '@/contracts/fleet-vocabulary';
import { compareCodeUnits } from '@/lib/text-order';
import { byOccurred, isReflected } from '@/offline/outbox-view';
import type { OutboxItem, OutboxKind } from '@/offline/types';

export type TicketKind = 'ticket.quote' | 'ticket.start' | 'ticket.complete';
export type TicketAction = 'quote' | 'start' | 'complete';

/** The driver's three steps: the status each needs and the status it gives. */
export const TICKET_STEPS: Record<TicketKind, { action: TicketAction; from: TicketStatus; to: TicketStatus }> = {
  'ticket.quote': { action: 'quote', from: 'MOI', to: 'CHO_DUYET' },
  'ticket.start': { action: 'start', from: 'DA_DUYET', to: 'DANG_SUA' },
  'ticket.complete': { action: 'complete', from: 'DANG_SUA', to: 'CHO_THANH_TOAN' },
};

export const KIND_OF_ACTION: Record<TicketAction, TicketKind> = {
  quote: 'ticket.quote',
  start: 'ticket.start',
  complete: 'ticket.complete',
};

export const isTicketKind = (kind: OutboxKind): kind is TicketKind => kind in TICKET_STEPS;

/** This ticket's steps the server's answer (read at `dataUpdatedAt`) does not show yet, oldest first. */
export function ticketSteps(items: readonly OutboxItem[], phieuId: number, dataUpdatedAt: number): OutboxItem[] {
  return items
    .filter(
      (item) =>
        isTicketKind(item.kind) && Number(item.payload.phieuId) === phieuId && !isReflected(item, dataUpdatedAt),
    )
    .sort(byOccurred);
}

export interface TicketProgress {
  /** The status the ticket shows. */
  status: TicketStatus;
  /** The last step applied that the server has not confirmed ('Chờ gửi', 'Đang gửi'), or null. */
  pending: OutboxItem | null;
  /** A step the server refused: the steps after it wait behind it (same outbox group). */
  refused: OutboxItem | null;
}

/**
 * Applies the queued steps in the order they were taken. A step whose starting status does not
 * match is skipped: the server moved on without it (the office acted first) and will refuse it,
 * which then shows as `refused`. A refused step stops the walk: nothing after it has happened.
 */
export function ticketProgress(serverStatus: TicketStatus, steps: readonly OutboxItem[]): TicketProgress {
  let status = serverStatus;
  let pending: OutboxItem | null = null;
  for (const step of steps) {
    if (step.status === 'needs-attention') return { status, pending, refused: step };
    if (!isTicketKind(step.kind)) continue;
    const rule = TICKET_STEPS[step.kind];
    if (rule.from !== status) continue;
    status = rule.to;
    pending = step.status === 'sent' ? null : step;
  }
  return { status, pending, refused: null };
}

/** The driver's next action; none while a refused step waits, or while the office has the ticket. */
export function nextAction(progress: TicketProgress): TicketAction | null {
  if (progress.refused) return null;
  const step = Object.values(TICKET_STEPS).find((s) => s.from === progress.status);
  return step?.action ?? null;
}

/** What the driver is waiting for when there is nothing to do. */
export const WAITING_NOTES: Partial<Record<TicketStatus, string>> = {
  CHO_DUYET: 'Đang chờ điều phối duyệt báo giá.',
  CHO_THANH_TOAN: 'Đã sửa xong, đang chờ kế toán xác nhận thanh toán.',
  HOAN_THANH: 'Phiếu đã hoàn thành.',
  DA_HUY: 'Phiếu đã hủy.',
};

/** Badge colours of the ticket statuses on the driver's screens. */
export const TICKET_COLORS: Record<TicketStatus, string> = {
  MOI: 'blue',
  CHO_DUYET: 'orange',
  DA_DUYET: 'teal',
  DANG_SUA: 'violet',
  CHO_THANH_TOAN: 'yellow',
  HOAN_THANH: 'green',
  DA_HUY: 'gray',
};

export const TICKET_TABS = ['all', ...TICKET_STATUSES] as const;
export type TicketTab = (typeof TICKET_TABS)[number];

export const inTab = (tab: TicketTab, status: TicketStatus) => tab === 'all' || tab === status;

/**
 * The driver's list order (spec 003 §4): by status MOI → CHO_DUYET → … → HOAN_THANH → DA_HUY,
 * so what needs the driver comes first; within a status newest first (§9: ngayTao descending),
 * then the higher id. `statusOf` lets the list sort by the status shown after queued steps.
 */
export function sortTickets<T extends { id: number; trangThai: TicketStatus; ngayTao: string }>(
  tickets: readonly T[],
  statusOf: (ticket: T) => TicketStatus = (ticket) => ticket.trangThai,
): T[] {
  return [...tickets].sort(
    (a, b) =>
      TICKET_STATUSES.indexOf(statusOf(a)) - TICKET_STATUSES.indexOf(statusOf(b)) ||
      compareCodeUnits(b.ngayTao, a.ngayTao) ||
      b.id - a.id,
  );
}
