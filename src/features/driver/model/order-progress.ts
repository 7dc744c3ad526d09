/**
 * A transport order as this phone knows it: the server's copy with the driver's steps that the
 * server's copy does not show yet applied on top (nextStatus, the contracts' one state table), so
 * a driver in a dead zone sees each tap take effect and can take the next step at once. Also
 * which buttons the detail offers, and which orders a filtered list shows.
 */
import {
  FINAL_ORDER_STATUSES,
  nextStatus,
  type OrderAction,
  type OrderStatus,
  type TransportOrder,
} from '@/contracts/fleet-orders';
import { byOccurred, isReflected, isUnsent, payloadNumber, payloadString } from '@/offline/outbox-view';
import type { OutboxItem } from '@/offline/types';

export type OrderFilter = OrderStatus | 'ALL';

/** The one forward step of each open state (bat-dau-giao is the CHO_NHAN shortcut, offered apart). */
export const FORWARD_ACTIONS: readonly OrderAction[] = [
  'nhan-don',
  'den-diem-lay',
  'lay-hang-xong',
  'den-diem-giao',
  'hoan-thanh',
];

type TimeField =
  | 'thoiDiemNhanDon'
  | 'thoiDiemDenDiemLay'
  | 'thoiDiemLayHangXong'
  | 'thoiDiemDenDiemGiao'
  | 'thoiDiemHoanThanh';

/** The times each step fills, as the server does (dated with the device time there too). */
const STEP_TIMES: Record<OrderAction, TimeField[]> = {
  'nhan-don': ['thoiDiemNhanDon'],
  // Already holding the goods: accepted and loaded at once, the pickup stop skipped.
  'bat-dau-giao': ['thoiDiemNhanDon', 'thoiDiemLayHangXong'],
  'den-diem-lay': ['thoiDiemDenDiemLay'],
  'lay-hang-xong': ['thoiDiemLayHangXong'],
  'den-diem-giao': ['thoiDiemDenDiemGiao'],
  'hoan-thanh': ['thoiDiemHoanThanh'],
};

export interface OrderView {
  /** The order with this phone's steps applied (status, step times, failure reason). */
  order: TransportOrder;
  /** The copy it was built from and when that copy was read (the detail starts from it). */
  source: KnownOrder;
  /** The latest applied item the server has not confirmed ('Chờ gửi' / 'Đang gửi'), if any. */
  waitingOn: OutboxItem | null;
  /** States reached by steps not yet confirmed: the progress marks them 'Chờ gửi'. */
  pendingSteps: ReadonlySet<OrderStatus>;
  /** A step or failure report the server refused: it holds back this order's later steps. */
  refused: OutboxItem | null;
}

const isOrderItem = (item: OutboxItem, orderId: number) =>
  (item.kind === 'order.step' || item.kind === 'order.fail') && payloadNumber(item.payload, 'donHangId') === orderId;

const isFinal = (status: OrderStatus) => FINAL_ORDER_STATUSES.includes(status);

/**
 * Applies, oldest first, this order's items that `dataUpdatedAt`'s copy does not reflect. A refused
 * item stops there: the server did not take it and the outbox sends nothing after it for this
 * order, so the order shows what the server has (once discarded, the item is simply gone). A step
 * that does not follow from the state reached (a stale copy, or one the server will refuse) is
 * skipped rather than guessed.
 */
export function projectOrder(order: TransportOrder, items: readonly OutboxItem[], dataUpdatedAt: number): OrderView {
  const own = items.filter((item) => isOrderItem(item, order.id) && !isReflected(item, dataUpdatedAt)).sort(byOccurred);
  let shown: TransportOrder = order;
  let waitingOn: OutboxItem | null = null;
  let refused: OutboxItem | null = null;
  const pendingSteps = new Set<OrderStatus>();

  for (const item of own) {
    if (item.status === 'needs-attention') {
      refused = item;
      break;
    }
    const at = new Date(item.occurredAt).toISOString();
    let next: TransportOrder | null = null;
    if (item.kind === 'order.fail') {
      next = isFinal(shown.trangThai)
        ? null
        : { ...shown, trangThai: 'THAT_BAI', lyDoThatBai: payloadString(item.payload, 'lyDo'), thoiDiemThatBai: at };
    } else {
      const action = payloadString(item.payload, 'action') as OrderAction;
      const to = nextStatus(shown.trangThai, action, shown.loaiDonHang);
      if (to) {
        next = { ...shown, trangThai: to };
        for (const field of STEP_TIMES[action] ?? []) next[field] = at;
      }
    }
    if (!next) continue;
    shown = next;
    if (isUnsent(item)) {
      waitingOn = item;
      pendingSteps.add(next.trangThai);
    }
  }
  return { order: shown, source: { order, dataUpdatedAt }, waitingOn, pendingSteps, refused };
}

export type OrderButtons =
  /** HOAN_THANH or THAT_BAI: 'Đơn hàng này đã kết thúc.' */
  | { kind: 'final' }
  /** A refused item waits in the outbox: handle it there first (a new step would queue behind it). */
  | { kind: 'blocked'; refused: OutboxItem }
  /** The one next step, the CHO_NHAN shortcut when it applies, and 'Báo Thất Bại'. */
  | { kind: 'open'; next: OrderAction | null; skip: OrderAction | null };

export function orderButtons(view: OrderView): OrderButtons {
  const { trangThai, loaiDonHang } = view.order;
  if (isFinal(trangThai)) return { kind: 'final' };
  if (view.refused) return { kind: 'blocked', refused: view.refused };
  return {
    kind: 'open',
    next: FORWARD_ACTIONS.find((action) => nextStatus(trangThai, action, loaiDonHang) !== null) ?? null,
    skip: nextStatus(trangThai, 'bat-dau-giao', loaiDonHang) ? 'bat-dau-giao' : null,
  };
}

/** An order the phone has read somewhere (a list page or a detail) and when that copy was read. */
export interface KnownOrder {
  order: TransportOrder;
  dataUpdatedAt: number;
}

/**
 * The cards of a filtered list: the server's page as this phone sees it (an order accepted here
 * stays where the driver tapped it, showing its new state, until the list is read again), and on
 * the first page, on top, orders this phone's unsent steps moved into the filter's state that the
 * page cannot contain yet (offline, the other list may never have been read).
 */
export function listOrders({
  page,
  pageUpdatedAt,
  pageNumber,
  known,
  items,
  filter,
}: {
  page: readonly TransportOrder[];
  pageUpdatedAt: number;
  pageNumber: number;
  known: readonly KnownOrder[];
  items: readonly OutboxItem[];
  filter: OrderFilter;
}): OrderView[] {
  const views = page.map((order) => projectOrder(order, items, pageUpdatedAt));
  if (pageNumber !== 0 || filter === 'ALL') return views;
  const onPage = new Set(page.map((o) => o.id));
  const latest = new Map<number, KnownOrder>();
  for (const k of known) {
    const seen = latest.get(k.order.id);
    if (!onPage.has(k.order.id) && (!seen || k.dataUpdatedAt > seen.dataUpdatedAt)) latest.set(k.order.id, k);
  }
  const moved = [...latest.values()]
    .map((k) => projectOrder(k.order, items, k.dataUpdatedAt))
    .filter((v) => v.waitingOn !== null && v.order.trangThai === filter)
    .sort((a, b) => (b.waitingOn?.occurredAt ?? 0) - (a.waitingOn?.occurredAt ?? 0));
  return [...moved, ...views];
}
