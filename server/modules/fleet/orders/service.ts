import type { z } from 'zod';
import { isDriver } from '@/contracts/auth';
import { withSeconds } from '@/contracts/fleet-assignments';
import {
  FINAL_ORDER_STATUSES,
  type myOrdersQuery,
  nextStatus,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  type OrderAction,
  type OrderCreateInput,
  type OrderStatus,
  type OrderType,
  type orderListQuery,
  type TransportOrder,
} from '@/contracts/fleet-orders';
import type { Db } from '../../../db/client';
import type { donHang } from '../../../db/schema';
import { forbidden, notFound, stateConflict, unprocessable } from '../../../http-error';
import { type Actor, assertOwnOrGranted } from '../../../lib/access';
import { paged } from '../../../lib/paging';
import { findProfile } from '../../auth/repo';
import * as notifications from '../../notifications/events';
import * as vehicles from '../vehicles/repo';
import * as repo from './repo';

type Row = Awaited<ReturnType<typeof repo.listOrders>>[number];
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** thoiGianHen is a zone-less wall-clock time: stored as-is (read back as UTC), sent without 'Z'. */
const toOrder = (r: Row): TransportOrder => ({
  ...r,
  loaiDonHang: r.loaiDonHang as OrderType,
  trangThai: r.trangThai as OrderStatus,
  thoiGianHen: r.thoiGianHen ? r.thoiGianHen.toISOString().slice(0, 19) : null,
  ngayTao: r.ngayTao.toISOString(),
  thoiDiemNhanDon: iso(r.thoiDiemNhanDon),
  thoiDiemDenDiemLay: iso(r.thoiDiemDenDiemLay),
  thoiDiemLayHangXong: iso(r.thoiDiemLayHangXong),
  thoiDiemDenDiemGiao: iso(r.thoiDiemDenDiemGiao),
  thoiDiemHoanThanh: iso(r.thoiDiemHoanThanh),
  thoiDiemThatBai: iso(r.thoiDiemThatBai),
});

async function readOrder(db: Db, id: number): Promise<TransportOrder> {
  const [row] = await repo.listOrders(db, { id }, { limit: 1, offset: 0 });
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return toOrder(row);
}

/** `sort=field,dir` like the seeds; unknown fields fall back to the spec's ngayTao,desc. */
export function parseSort(sort: string | undefined): repo.OrderSort {
  const [field, dir] = (sort ?? '').split(',').map((s) => s.trim());
  const known = field === 'ngayTao' || field === 'thoiGianHen' || field === 'id';
  return { field: known ? field : 'ngayTao', dir: known && dir === 'asc' ? 'asc' : 'desc' };
}
const statusFilter = (s: string | undefined, fallback?: OrderStatus) => (s === 'ALL' ? undefined : (s ?? fallback));

/**
 * A new order CHO_NHAN for an active driver. The vehicle (optional on the server) must be
 * AVAILABLE or the one this driver holds through an open assignment.
 */
export async function createOrder(tx: Db, actor: Actor, input: OrderCreateInput): Promise<TransportOrder> {
  const driver = await findProfile(tx, input.taiXeId);
  if (driver?.trangThai !== 1 || !isDriver(driver.maChucVu, driver.maPhongBan)) {
    throw unprocessable(ORDER_MESSAGES.notADriver);
  }
  if (input.xeId !== null) {
    const vehicle = await vehicles.findVehicle(tx, input.xeId);
    if (!vehicle) throw unprocessable(ORDER_MESSAGES.vehicleNotFound);
    const held = await vehicles.findOpenAssignmentOn(tx, vehicle.id, input.taiXeId);
    if (!held && vehicle.trangThai !== 'AVAILABLE')
      throw unprocessable(ORDER_MESSAGES.vehicleUnavailable(vehicle.bienSo));
  }
  const id = await repo.insertOrder(tx, {
    tenDonHang: input.tenDonHang,
    loaiDonHang: input.loaiDonHang,
    trangThai: 'CHO_NHAN',
    taiXeId: input.taiXeId,
    xeId: input.xeId,
    thoiGianHen: input.thoiGianHen ? new Date(`${withSeconds(input.thoiGianHen)}Z`) : null,
    fileUrl: input.fileUrl,
    ghiChu: input.ghiChu,
    nguoiTaoId: actor.id,
  });
  await notifications.orderAssigned(tx, actor, { id, taiXeId: input.taiXeId, tenDonHang: input.tenDonHang });
  return readOrder(tx, id);
}

/** The time column each step fills (device time of the step). */
const STEP_TIME: Record<OrderAction, (keyof typeof donHang.$inferInsert)[]> = {
  'nhan-don': ['thoiDiemNhanDon'],
  // Already holding the goods: accepted and loaded at the same moment, pickup skipped.
  'bat-dau-giao': ['thoiDiemNhanDon', 'thoiDiemLayHangXong'],
  'den-diem-lay': ['thoiDiemDenDiemLay'],
  'lay-hang-xong': ['thoiDiemLayHangXong'],
  'den-diem-giao': ['thoiDiemDenDiemGiao'],
  'hoan-thanh': ['thoiDiemHoanThanh'],
};

async function lockOwnOpenOrder(tx: Db, actor: Actor, id: number) {
  const order = await repo.lockOrder(tx, id);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  if (order.taiXeId !== actor.id) throw forbidden(ORDER_MESSAGES.notYours);
  if (FINAL_ORDER_STATUSES.includes(order.trangThai as OrderStatus)) throw stateConflict(ORDER_MESSAGES.finished);
  return order;
}

/** One driver step of the state machine (spec 003 §4), dated with the device time. */
export async function step(tx: Db, actor: Actor, id: number, action: OrderAction, occurredAt: Date) {
  const order = await lockOwnOpenOrder(tx, actor, id);
  const from = order.trangThai as OrderStatus;
  const to = nextStatus(from, action, order.loaiDonHang as OrderType);
  if (!to) throw stateConflict(ORDER_MESSAGES.illegalStep(ORDER_STATUS_LABELS[from] ?? from));
  const set: Partial<typeof donHang.$inferInsert> = { trangThai: to };
  for (const column of STEP_TIME[action]) (set as Record<string, unknown>)[column] = occurredAt;
  await repo.updateOrder(tx, id, set);
  return readOrder(tx, id);
}

/** "Báo Thất Bại" from any open state; the reason is kept in lyDoThatBai. */
export async function fail(tx: Db, actor: Actor, id: number, lyDo: string, occurredAt: Date) {
  await lockOwnOpenOrder(tx, actor, id);
  await repo.updateOrder(tx, id, { trangThai: 'THAT_BAI', lyDoThatBai: lyDo, thoiDiemThatBai: occurredAt });
  return readOrder(tx, id);
}

/** The driver sees their own orders; DON_HANG_XEM any. */
export async function getOrder(db: Db, actor: Actor, id: number): Promise<TransportOrder> {
  const order = await readOrder(db, id);
  assertOwnOrGranted(actor, order.taiXeId === actor.id, { notFound: ORDER_MESSAGES.notFound });
  return order;
}

export function myOrders(db: Db, actor: Actor, q: z.output<typeof myOrdersQuery>) {
  const filter = { taiXeId: actor.id, trangThai: statusFilter(q.trangThai, 'CHO_NHAN') };
  const sort = parseSort(q.sort);
  return paged(
    q,
    (w) => repo.listOrders(db, filter, w, sort),
    () => repo.countOrders(db, filter),
    toOrder,
  );
}

export function listOrders(db: Db, q: z.output<typeof orderListQuery>) {
  const filter = { q: q.q, taiXeId: q.taiXeId, xeId: q.xeId, trangThai: statusFilter(q.trangThai) };
  const sort = parseSort(q.sort);
  return paged(
    q,
    (w) => repo.listOrders(db, filter, w, sort),
    () => repo.countOrders(db, filter),
    toOrder,
  );
}
