// An order's check-in/out (the employee page's orders); apart from model/punch.ts so the dashboard's
// clock card does not carry the work-order vocabulary.
import { WORK_ORDER_MESSAGES } from '@/contracts/work-orders-vocabulary';
import type { OrderPunchKind, Punch } from './punch';

/** Check-in/out of an order: the rear camera (the site, not the face), folder "lenh". */
export const orderPunch = (kind: OrderPunchKind, order: { idLenh: number; tieuDe: string }): Punch =>
  kind === 'work-order.check-in'
    ? { kind, title: 'Check-in lệnh', success: WORK_ORDER_MESSAGES.checkInSuccess, ...order }
    : { kind, title: 'Check-out lệnh', success: WORK_ORDER_MESSAGES.checkOutSuccess, ...order };
