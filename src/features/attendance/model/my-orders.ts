/**
 * The employee's work orders as this phone knows them (spec 002 §2.8, §4.2): the server's copy with
 * the answers and check-ins/outs still in the outbox applied on top, through the contract's `can*`
 * rules — so someone in a dead zone who accepts an order can check in at once, and a queued
 * check-out moves the order to "done". Which column each order belongs in follows the server's
 * views (server/modules/work-orders/repo.ts `myWhere`).
 */
import type { MyWorkOrder, OrderAttendance, WorkAssignmentStatus } from '@/contracts/work-orders';
import { canAnswer, canCheckIn, canCheckOut } from '@/contracts/work-orders-vocabulary';
import { compareCodeUnits } from '@/lib/text-order';
import { byOccurred, isReflected, isUnsent, payloadNumber } from '@/offline/outbox-view';
import type { OutboxItem, OutboxKind } from '@/offline/types';

export const MY_COLUMNS = ['PENDING', 'IN_PROGRESS', 'DONE'] as const;
export type MyColumn = (typeof MY_COLUMNS)[number];
export const MY_COLUMN_LABELS: Record<MyColumn, string> = {
  PENDING: 'Chờ xác nhận',
  IN_PROGRESS: 'Đang thực hiện',
  DONE: 'Đã hoàn thành',
};
export const MY_COLUMN_EMPTY: Record<MyColumn, string> = {
  PENDING: 'Không có lệnh chờ xác nhận.',
  IN_PROGRESS: 'Không có lệnh đang thực hiện.',
  DONE: 'Chưa có lệnh hoàn thành.',
};

export const WORK_ORDER_KINDS: readonly OutboxKind[] = [
  'work-order.accept',
  'work-order.decline',
  'work-order.check-in',
  'work-order.check-out',
];

export interface MyOrderView {
  /** The order with this phone's unsent answers and punches applied; `can*` recomputed. */
  order: MyWorkOrder;
  /** Null: declined or expired — no longer the employee's to act on. */
  column: MyColumn | null;
  /** The latest applied item the server does not have yet ('Chờ gửi' / 'Đang gửi'). */
  waitingOn: OutboxItem | null;
  /** An item the server refused: it holds this order's later items, so nothing new is offered. */
  refused: OutboxItem | null;
}

const isOrderItem = (item: OutboxItem, idLenh: number) =>
  WORK_ORDER_KINDS.includes(item.kind) && payloadNumber(item.payload, 'idLenh') === idLenh;

/** Where an order stands for its employee: PENDING to answer; accepted and not in+out: in progress. */
export function columnOf(order: Pick<MyWorkOrder, 'trangThai' | 'trangThaiPhanCong' | 'chamCong'>): MyColumn | null {
  if (order.trangThaiPhanCong === 'PENDING') return 'PENDING';
  if (order.trangThaiPhanCong !== 'ACCEPTED') return null;
  return order.trangThai === 'ENDED' || order.chamCong?.gioRa ? 'DONE' : 'IN_PROGRESS';
}

const blankAttendance = (order: MyWorkOrder): OrderAttendance => ({
  userId: 0,
  hoTen: '',
  gioVao: null,
  gioRa: null,
  vaoTrangThai: null,
  raTrangThai: null,
  anhVaoUrl: null,
  anhRaUrl: null,
  diaDiemVaoText: null,
  diaDiemRaText: null,
  effectiveStart: null,
  checkoutBy: null,
  soGioThuong: null,
  soCongThuong: null,
  soTienThuong: order.chamCong?.soTienThuong ?? null,
});

/** One item applied to the order, or null when it does not follow from the state reached. */
function apply(order: MyWorkOrder, item: OutboxItem): MyWorkOrder | null {
  const status = order.trangThaiPhanCong;
  const at = new Date(item.occurredAt).toISOString();
  const answered = (to: WorkAssignmentStatus) =>
    canAnswer(status) ? { ...order, trangThaiPhanCong: to, phanHoiLuc: at } : null;
  switch (item.kind) {
    case 'work-order.accept':
      return answered('ACCEPTED');
    case 'work-order.decline':
      return answered('DECLINED');
    case 'work-order.check-in':
      return canCheckIn(order, status, order.chamCong)
        ? { ...order, chamCong: { ...(order.chamCong ?? blankAttendance(order)), gioVao: at } }
        : null;
    case 'work-order.check-out':
      return order.chamCong && canCheckOut(order, status, order.chamCong)
        ? { ...order, chamCong: { ...order.chamCong, gioRa: at, checkoutBy: 'STAFF' } }
        : null;
    default:
      return null;
  }
}

/**
 * Applies, oldest first, this order's items that the copy read at `dataUpdatedAt` does not show.
 * A refused item stops there (the outbox sends nothing after it for this order); an item that does
 * not follow from the state reached (a stale copy) is skipped rather than guessed.
 */
export function projectMyOrder(order: MyWorkOrder, items: readonly OutboxItem[], dataUpdatedAt: number): MyOrderView {
  const own = items.filter((i) => isOrderItem(i, order.idLenh) && !isReflected(i, dataUpdatedAt)).sort(byOccurred);
  let shown = order;
  let waitingOn: OutboxItem | null = null;
  let refused: OutboxItem | null = null;
  for (const item of own) {
    if (item.status === 'needs-attention') {
      refused = item;
      break;
    }
    const next = apply(shown, item);
    if (!next) continue;
    shown = next;
    if (isUnsent(item)) waitingOn = item;
  }
  const status = shown.trangThaiPhanCong;
  const open = refused === null;
  shown = {
    ...shown,
    canAnswer: open && canAnswer(status),
    canCheckIn: open && canCheckIn(shown, status, shown.chamCong),
    canCheckOut: open && canCheckOut(shown, status, shown.chamCong),
  };
  return { order: shown, column: columnOf(shown), waitingOn, refused };
}

/** A column's list as read from the server, and when. */
export interface MyOrderList {
  orders: readonly MyWorkOrder[];
  dataUpdatedAt: number;
}

const bySoonest = (a: MyOrderView, b: MyOrderView) =>
  compareCodeUnits(a.order.batDau, b.order.batDau) || a.order.idLenh - b.order.idLenh;

/**
 * The three columns from the lists read: pending, in progress, and the page of done orders shown
 * (`donePage`). An order read in two lists (one read before it moved) keeps its latest copy;
 * orders this phone moved into "done" lead that column's first page until the server has them.
 */
export function myOrderColumns(
  lists: Record<MyColumn, MyOrderList>,
  items: readonly OutboxItem[],
  donePage = 0,
): Record<MyColumn, MyOrderView[]> {
  const latest = new Map<number, { order: MyWorkOrder; dataUpdatedAt: number; readAs: MyColumn }>();
  for (const readAs of MY_COLUMNS) {
    const { orders, dataUpdatedAt } = lists[readAs];
    for (const order of orders) {
      const known = latest.get(order.idLenh);
      if (!known || dataUpdatedAt > known.dataUpdatedAt) latest.set(order.idLenh, { order, dataUpdatedAt, readAs });
    }
  }
  const columns: Record<MyColumn, MyOrderView[]> = { PENDING: [], IN_PROGRESS: [], DONE: [] };
  const movedToDone: MyOrderView[] = [];
  for (const { order, dataUpdatedAt, readAs } of latest.values()) {
    const view = projectMyOrder(order, items, dataUpdatedAt);
    if (view.column === 'DONE' && readAs !== 'DONE') movedToDone.push(view);
    else if (view.column) columns[view.column].push(view);
  }
  columns.PENDING.sort(bySoonest);
  columns.IN_PROGRESS.sort(bySoonest);
  // The server's done page is latest first and keeps its order.
  if (donePage === 0) columns.DONE = [...movedToDone.sort((a, b) => bySoonest(b, a)), ...columns.DONE];
  return columns;
}
