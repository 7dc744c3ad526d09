/**
 * The driver dashboard's step (spec 003 §4), derived — never stored — from the server's current
 * assignment plus this driver's outbox, so the dashboard moves on the moment an action is queued,
 * with or without network, and says which step rests on work the server has not confirmed yet.
 *
 *   LOADING → NO_ASSIGNMENT | ASSIGNED → CHECKLIST → ON_DUTY → CHECK_OUT (return modal open)
 *   ERROR when the assignment cannot be read and nothing is cached.
 */
import type { CurrentAssignment } from '@/contracts/fleet';
import { byOccurred, isReflected, payloadItems, payloadNumber } from '@/offline/outbox-view';
import type { OutboxItem } from '@/offline/types';

export type DashboardStep = 'LOADING' | 'NO_ASSIGNMENT' | 'ASSIGNED' | 'CHECKLIST' | 'ON_DUTY' | 'CHECK_OUT' | 'ERROR';

export interface AssignmentRead {
  status: 'pending' | 'error' | 'success';
  /** null: the server answered 404 (no assignment); undefined: nothing read yet. */
  data: CurrentAssignment | null | undefined;
  error?: unknown;
  /** When `data` was read (TanStack Query's dataUpdatedAt), epoch ms. */
  dataUpdatedAt: number;
}

export interface DashboardInput {
  assignment: AssignmentRead;
  /** This driver's outbox (every status). */
  items: readonly OutboxItem[];
  /** The return modal is open. */
  checkoutOpen: boolean;
  /** Ids of the CRITICAL checklist items of this vehicle, when known. */
  criticalItemIds?: ReadonlySet<number>;
}

export interface DashboardView {
  step: DashboardStep;
  assignment: CurrentAssignment | null;
  /** The item that moved the dashboard to this step, when the server's read does not show it yet. */
  basedOn: OutboxItem | null;
  /** The step rests on an item not yet accepted by the server ('Chờ gửi' / 'Cần xử lý'). */
  unconfirmed: boolean;
  /**
   * A checklist with a CRITICAL item NG is not yet in the server's read, or the server has the
   * vehicle stopped: either way nobody should drive it (returning it does not fix it), and the
   * phone does not offer to receive it — offline too — until the ticket is closed or released.
   */
  unsafe: boolean;
  /** The highest odometer known: the server's, or one the driver queued since. */
  currentOdo: number | null;
  error: unknown;
}

const empty = (step: DashboardStep, error: unknown = null): DashboardView => ({
  step,
  assignment: null,
  basedOn: null,
  unconfirmed: false,
  unsafe: false,
  currentOdo: null,
  error,
});

const eventTypeOf = (item: OutboxItem) =>
  item.kind === 'assignment.event' ? (item.payload.eventType as string | undefined) : undefined;

/** Whether a checklist payload (or its answer from the server) has a CRITICAL item NG. */
export function hasCriticalNg(item: OutboxItem, criticalItemIds: ReadonlySet<number> | undefined): boolean {
  const response = item.response as { hasCriticalError?: unknown } | undefined;
  if (response && typeof response === 'object' && response.hasCriticalError === true) return true;
  if (!criticalItemIds) return false;
  return payloadItems(item.payload).some((a) => a.trangThai === 'NG' && criticalItemIds.has(a.itemId));
}

export function deriveDashboard({ assignment, items, checkoutOpen, criticalItemIds }: DashboardInput): DashboardView {
  const current = assignment.data;
  if (current === undefined) {
    return assignment.status === 'error' ? empty('ERROR', assignment.error) : empty('LOADING');
  }
  if (current === null || current.trangThai === 'CLOSED') return empty('NO_ASSIGNMENT');

  // Read only when there are items to judge against it: a component that reads a query's
  // dataUpdatedAt re-renders at every refetch (TanStack Query tracks the fields read), and with an
  // empty outbox the dashboard would redraw whole for answers that changed nothing.
  const updatedAt = items.length > 0 ? assignment.dataUpdatedAt : 0;
  // IN_USE at load goes straight to ON_DUTY (spec 003 §4).
  const base: DashboardStep = current.trangThai === 'IN_USE' ? 'ON_DUTY' : 'ASSIGNED';

  const shift = items
    .filter(
      (item) =>
        (item.kind === 'assignment.event' && item.payload.phanCongId === current.id) ||
        (item.kind === 'checklist.submit' && item.payload.xeId === current.xeId),
    )
    .sort(byOccurred);

  let step: DashboardStep = base;
  let basedOn: OutboxItem | null = null;
  let pendingCritical = false;
  for (const item of shift) {
    const pending = !isReflected(item, updatedAt);
    const event = eventTypeOf(item);
    if (event === 'RECEIVE') {
      // A queued receive moves on at once; a receive the server already shows (IN_USE) still
      // waits for this device's checklist instead of skipping it.
      if (pending || base === 'ON_DUTY') {
        step = 'CHECKLIST';
        basedOn = pending ? item : null;
      }
    } else if (event === 'RETURN') {
      step = pending ? 'ASSIGNED' : base;
      basedOn = pending ? item : null;
    } else if (item.kind === 'checklist.submit') {
      if (step === 'CHECKLIST') {
        step = 'ON_DUTY';
        basedOn = pending ? item : null;
      }
      if (pending && hasCriticalNg(item, criticalItemIds)) pendingCritical = true;
    }
  }

  // The server says whether the vehicle is stopped by an open critical ticket (a dispatcher's
  // release clears it even while the vehicle is still in MAINTENANCE); an older answer without the
  // field falls back to the vehicle's status. Unsafe also means RECEIVE is not offered (§5).
  const stoppedByServer = current.khongAnToan ?? current.trangThaiXe === 'MAINTENANCE';
  const unsafe = pendingCritical || stoppedByServer;
  return {
    step: checkoutOpen && step === 'ON_DUTY' ? 'CHECK_OUT' : step,
    assignment: current,
    basedOn,
    unconfirmed: basedOn !== null && basedOn.status !== 'sent',
    unsafe,
    currentOdo: currentOdometer(current, items, updatedAt),
    error: null,
  };
}

/** The server's odometer, raised by any reading the driver queued since that read. */
export function currentOdometer(
  current: Pick<CurrentAssignment, 'id' | 'xeId' | 'odoGanNhat'>,
  items: readonly OutboxItem[],
  dataUpdatedAt: number,
): number | null {
  let odo = current.odoGanNhat;
  for (const item of items) {
    if (isReflected(item, dataUpdatedAt)) continue;
    let reading: number | null = null;
    const p = item.payload;
    if (item.kind === 'assignment.event' && p.phanCongId === current.id) reading = payloadNumber(p, 'odo');
    else if (item.kind === 'checklist.submit' && p.xeId === current.xeId) reading = payloadNumber(p, 'odo');
    else if (item.kind === 'fuel.report' && p.xeId === current.xeId) reading = payloadNumber(p, 'odoKmCuoiKy');
    else if (item.kind === 'sos.report') reading = payloadNumber(p, 'odoHienTai');
    if (reading !== null && (odo === null || reading > odo)) odo = reading;
  }
  return odo;
}
