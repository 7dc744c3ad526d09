/**
 * Work orders (spec 002 §4.2): the state machine DRAFT → RUNNING → ENDED, the invitations
 * PENDING → ACCEPTED | DECLINED | EXPIRED, and one check-in/check-out per employee and order.
 * The rules are the contract's `can*` table; this file adds the messages and the effects.
 *
 * Employee writes come from the phone's outbox, so they are judged at the time they happened on
 * the phone (`occurredAt`), not when they arrived: an answer given before the order started still
 * counts, a check-in made before the order ended is recorded (and closed at the end), and an own
 * check-out made before a manager's close-out or the order's end replaces that closing.
 */
import type { PunchRequest } from '@/contracts/attendance';
import {
  type AssignmentCounts,
  CHECKOUT_ACTORS,
  type CheckoutActor,
  canAnswer,
  canAssign,
  canCheckIn,
  canCheckOut,
  canCloseOut,
  canEnd,
  canStart,
  type EntryStatus,
  type ExitStatus,
  WORK_ORDER_MESSAGES as M,
  type MyWorkOrder,
  type MyWorkOrdersInput,
  type OrderAttendance,
  type RewardType,
  WORK_ASSIGNMENT_STATUS_LABELS,
  type WorkAssignmentStatus,
  type WorkOrder,
  type WorkOrderCreateInput,
  type WorkOrderDetail,
  type WorkOrderListInput,
  type WorkOrderStats,
  type WorkOrderStatsInput,
  type WorkOrderStatus,
  type WorkOrderType,
} from '@/contracts/work-orders';
import type { Db } from '../../db/client';
import { forbidden, notFound, stateConflict, unprocessable } from '../../http-error';
import type { Actor } from '../../lib/access';
import { pageWindow, toPage } from '../../lib/paging';
import { addDays, vnInstant, vnLocal } from '../../lib/vn-time';
import * as attendanceRepo from '../attendance/repo';
import { frameFrom } from '../attendance/service';
import * as events from '../notifications/events';
import { effectiveStart, entryStatus, orderPay } from './pay';
import * as repo from './repo';

type OrderWithCreator = { order: repo.OrderRow; nguoiTao: string | null };
const NO_COUNTS: AssignmentCounts = { pending: 0, accepted: 0, declined: 0, expired: 0 };
const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toWorkOrder({ order: o, nguoiTao }: OrderWithCreator, counts: AssignmentCounts = NO_COUNTS): WorkOrder {
  return {
    idLenh: o.id,
    tieuDe: o.tieuDe,
    moTa: o.moTa,
    loaiLenh: o.loaiLenh as WorkOrderType,
    kieuThuong: o.kieuThuong as RewardType,
    trangThai: o.trangThai as WorkOrderStatus,
    batDau: o.batDau.toISOString(),
    ketThuc: iso(o.ketThuc),
    tienCong: o.tienCong,
    qlStartAt: iso(o.qlStartAt),
    qlEndAt: iso(o.qlEndAt),
    qlStartAnhUrl: o.qlStartAnhUrl,
    qlEndAnhUrl: o.qlEndAnhUrl,
    qlStartDiaDiemText: o.qlStartDiaDiemText,
    qlEndDiaDiemText: o.qlEndDiaDiemText,
    qlStartLat: o.qlStartLat,
    qlStartLng: o.qlStartLng,
    qlEndLat: o.qlEndLat,
    qlEndLng: o.qlEndLng,
    nguoiTao,
    ngayTao: o.ngayTao.toISOString(),
    counts,
  };
}

export function toAttendance(c: repo.CheckRow, hoTen: string): OrderAttendance {
  return {
    userId: c.userId,
    hoTen,
    gioVao: c.gioVao.toISOString(),
    gioRa: iso(c.gioRa),
    vaoTrangThai: c.vaoTrangThai as EntryStatus | null,
    raTrangThai: c.raTrangThai as ExitStatus | null,
    anhVaoUrl: c.anhVaoUrl,
    anhRaUrl: c.anhRaUrl,
    diaDiemVaoText: c.diaDiemVaoText,
    diaDiemRaText: c.diaDiemRaText,
    effectiveStart: c.effectiveStart.toISOString(),
    checkoutBy: (CHECKOUT_ACTORS as readonly string[]).includes(c.checkoutBy ?? '')
      ? (c.checkoutBy as CheckoutActor)
      : null,
    soGioThuong: c.soGioThuong,
    soCongThuong: c.soCongThuong,
    soTienThuong: c.soTienThuong,
  };
}

/** Vietnam days [from, to] as instants [from 00:00, the day after `to` 00:00). */
const dayRange = (q: { from?: string; to?: string }) => ({
  from: q.from ? vnInstant(q.from) : undefined,
  to: q.to ? vnInstant(addDays(q.to, 1)) : undefined,
});

async function withCounts(db: Db, rows: OrderWithCreator[]): Promise<WorkOrder[]> {
  const counts = new Map(
    (
      await repo.countsOf(
        db,
        rows.map((r) => r.order.id),
      )
    ).map((c) => [c.lenhId, c]),
  );
  return rows.map((r) => toWorkOrder(r, counts.get(r.order.id)));
}

async function loadOrder(db: Db, id: number): Promise<OrderWithCreator> {
  const found = await repo.findOrder(db, id);
  if (!found) throw notFound(M.notFound);
  return found;
}

async function lockOrder(tx: Db, id: number): Promise<repo.OrderRow> {
  const order = await repo.lockOrder(tx, id);
  if (!order) throw notFound(M.notFound);
  return order;
}

const stateOf = (o: repo.OrderRow) => ({ trangThai: o.trangThai as WorkOrderStatus });

// ── the office ───────────────────────────────────────────────────────────────────────────────
export async function create(tx: Db, actor: Actor, input: WorkOrderCreateInput): Promise<WorkOrder> {
  const id = await repo.insertOrder(tx, {
    tieuDe: input.tieuDe,
    moTa: input.moTa ?? null,
    loaiLenh: input.loai,
    kieuThuong: input.kieuThuong,
    trangThai: 'DRAFT',
    batDau: vnLocal(input.batDau),
    ketThuc: input.ketThuc ? vnLocal(input.ketThuc) : null,
    tienCong: input.tienCong,
    nguoiTaoId: actor.id,
  });
  return toWorkOrder(await loadOrder(tx, id));
}

export async function list(db: Db, q: WorkOrderListInput) {
  const filter = { ...q, ...dayRange(q) };
  const [rows, total] = await Promise.all([repo.listOrders(db, filter, pageWindow(q)), repo.countOrders(db, filter)]);
  // One more query for the page's assignment counts, not one per card.
  return toPage(await withCounts(db, rows), total, q);
}

export function stats(db: Db, q: WorkOrderStatsInput): Promise<WorkOrderStats> {
  return repo.stats(db, { ...q, ...dayRange(q) });
}

export async function detail(db: Db, id: number, onlyUser?: number): Promise<WorkOrderDetail> {
  const order = await loadOrder(db, id);
  const [assignments, checks, [counts]] = await Promise.all([
    repo.assignmentsOf(db, id, onlyUser),
    repo.checksOf(db, id, onlyUser !== undefined ? { userIds: [onlyUser] } : {}),
    repo.countsOf(db, [id]),
  ]);
  return {
    lenh: toWorkOrder(order, counts),
    assignments: assignments.map((a) => ({
      userId: a.assignment.userId,
      hoTen: a.hoTen,
      tenDangNhap: a.tenDangNhap,
      tenPhongBan: a.tenPhongBan,
      avatarUrl: a.avatarUrl,
      status: a.assignment.trangThai as WorkAssignmentStatus,
      phanHoiLuc: iso(a.assignment.phanHoiLuc),
    })),
    chamCongList: checks.map((c) => toAttendance(c.check, c.hoTen)),
  };
}

/**
 * The office (the route rule's LENH_XEM) sees everything; an assigned employee their own part.
 * An order the caller is not on reads like a missing one, so ids do not leak.
 */
export async function detailFor(db: Db, actor: Actor, id: number): Promise<WorkOrderDetail> {
  if (actor.routeGranted) return detail(db, id);
  if (!(await repo.findAssignment(db, id, actor.id))) throw notFound(M.notFound);
  return detail(db, id, actor.id);
}

export async function assign(tx: Db, actor: Actor, id: number, userIds: number[], at: Date) {
  const order = await lockOrder(tx, id);
  if (!canAssign(stateOf(order))) throw stateConflict(M.assignOnlyDraft);
  const unique = [...new Set(userIds)];
  const active = await repo.activeUsers(tx, unique);
  if (active.length !== unique.length) throw unprocessable(M.userInvalid);
  const added = await repo.insertAssignments(
    tx,
    unique.map((userId) => ({ lenhId: id, userId, trangThai: 'PENDING', giaoBoiId: actor.id, giaoLuc: at })),
  );
  await events.workOrderAssigned(tx, actor, { id, tieuDe: order.tieuDe, batDau: order.batDau }, added);
  return detail(tx, id);
}

export type Stamp = { anhUrl: string; lat: number; lng: number; diaDiemText: string };

export async function start(tx: Db, actor: Actor, id: number, stamp: Stamp, at: Date) {
  const order = await lockOrder(tx, id);
  if (!canStart(stateOf(order))) throw stateConflict(M.startOnlyDraft);
  await repo.updateOrder(tx, id, {
    trangThai: 'RUNNING',
    qlStartAt: at,
    qlStartById: actor.id,
    qlStartAnhUrl: stamp.anhUrl,
    qlStartDiaDiemText: stamp.diaDiemText,
    qlStartLat: stamp.lat,
    qlStartLng: stamp.lng,
  });
  await repo.expirePending(tx, id);
  return detail(tx, id);
}

export async function end(tx: Db, actor: Actor, id: number, stamp: Stamp, at: Date, receivedAt: Date) {
  const order = await lockOrder(tx, id);
  if (!canEnd(stateOf(order))) throw stateConflict(M.endOnlyRunning);
  // Whoever is still in leaves when the order ends; they cannot check out themselves afterwards.
  const open = await repo.checksOf(tx, id, { openOnly: true });
  await closeChecks(
    tx,
    order,
    open.map((o) => o.check),
    { at, receivedAt, by: 'SYSTEM', byId: null },
  );
  await repo.updateOrder(tx, id, {
    trangThai: 'ENDED',
    qlEndAt: at,
    qlEndById: actor.id,
    qlEndAnhUrl: stamp.anhUrl,
    qlEndDiaDiemText: stamp.diaDiemText,
    qlEndLat: stamp.lat,
    qlEndLng: stamp.lng,
  });
  return detail(tx, id);
}

/** Manager close-out: checks out the chosen employees who are still in, at the time of the action. */
export async function managerCheckout(tx: Db, actor: Actor, id: number, userIds: number[], at: Date) {
  const order = await lockOrder(tx, id);
  const assignments = await repo.assignmentsOf(tx, id);
  const accepted = assignments.filter((a) => a.assignment.trangThai === 'ACCEPTED');
  if (!canCloseOut(stateOf(order), accepted.length)) {
    throw stateConflict(order.trangThai === 'RUNNING' ? M.noAcceptedAssignee : M.closeOutOnlyRunning);
  }
  const acceptedIds = new Set(accepted.map((a) => a.assignment.userId));
  const strangers = [...new Set(userIds)].filter((u) => !acceptedIds.has(u));
  if (strangers.length) {
    const names = assignments.filter((a) => strangers.includes(a.assignment.userId)).map((a) => a.hoTen);
    throw stateConflict(M.notAssignee(names.length ? names.join(', ') : strangers.map((s) => `#${s}`).join(', ')));
  }
  const open = await repo.checksOf(tx, id, {
    userIds: [...acceptedIds].filter((u) => userIds.includes(u)),
    openOnly: true,
  });
  if (!open.length) throw stateConflict(M.nothingToClose);
  await closeChecks(
    tx,
    order,
    open.map((o) => o.check),
    { at, receivedAt: at, by: 'MANAGER', byId: actor.id },
  );
  return detail(tx, id);
}

type Closing = { at: Date; receivedAt: Date; by: CheckoutActor; byId: number | null };

/** Closes check-ins at `at` (never before their check-in) and fixes what they earned. */
async function closeChecks(tx: Db, order: repo.OrderRow, checks: repo.CheckRow[], c: Closing) {
  if (!checks.length) return;
  const frames = new Map(
    (
      await attendanceRepo.framesOf(
        tx,
        checks.map((k) => k.userId),
      )
    ).map((f) => [f.userId, f]),
  );
  for (const check of checks) {
    const gioRa = c.at < check.gioVao ? check.gioVao : c.at;
    await repo.updateCheck(tx, check.id, {
      gioRa,
      raReceivedAt: c.receivedAt,
      checkoutBy: c.by,
      checkoutById: c.byId,
      ...payOf(order, check.gioVao, gioRa, frameFrom(frames.get(check.userId))),
    });
  }
}

function payOf(order: repo.OrderRow, gioVao: Date, gioRa: Date, frame: ReturnType<typeof frameFrom>) {
  const pay = orderPay({
    kieuThuong: order.kieuThuong as RewardType,
    tienCong: order.tienCong,
    batDau: order.batDau,
    ketThuc: order.ketThuc,
    gioVao,
    gioRa,
    frame,
  });
  return {
    effectiveStart: pay.effectiveStart,
    vaoTrangThai: pay.vaoTrangThai,
    raTrangThai: pay.raTrangThai,
    soGioThuong: pay.soGioThuong,
    soCongThuong: pay.soCongThuong,
    soTienThuong: pay.soTienThuong,
  };
}

// ── the employee ─────────────────────────────────────────────────────────────────────────────
type Times = { occurredAt: Date; receivedAt: Date };

async function myAssignment(tx: Db, actor: Actor, id: number) {
  const assignment = await repo.findAssignment(tx, id, actor.id);
  if (!assignment) throw forbidden(M.notYours);
  return assignment;
}

/**
 * Accept or decline an invitation. Answering again the same way is a no-op (two devices, a double
 * tap); changing an answer is refused. An answer given on the phone before the order started
 * counts even if it arrives after the start expired the invitation.
 */
export async function confirm(tx: Db, actor: Actor, id: number, accept: boolean, times: Times) {
  const order = await lockOrder(tx, id);
  const assignment = await myAssignment(tx, actor, id);
  const status = assignment.trangThai as WorkAssignmentStatus;
  const answer: WorkAssignmentStatus = accept ? 'ACCEPTED' : 'DECLINED';
  const answeredBeforeStart =
    status === 'EXPIRED' &&
    order.qlStartAt !== null &&
    times.occurredAt < order.qlStartAt &&
    order.trangThai !== 'ENDED';
  if (status === answer) return myOrder(tx, actor.id, id);
  if (!canAnswer(status) && !answeredBeforeStart) {
    throw stateConflict(
      status === 'EXPIRED' ? M.answerClosed : M.alreadyAnswered(WORK_ASSIGNMENT_STATUS_LABELS[status]),
    );
  }
  await repo.updateAssignment(tx, assignment.id, { trangThai: answer, phanHoiLuc: times.occurredAt });
  return myOrder(tx, actor.id, id);
}

export async function checkIn(tx: Db, actor: Actor, id: number, input: PunchRequest, times: Times) {
  const order = await lockOrder(tx, id);
  const assignment = await myAssignment(tx, actor, id);
  if (assignment.trangThai !== 'ACCEPTED') throw stateConflict(M.acceptFirst);
  if (await repo.findCheck(tx, id, actor.id)) throw stateConflict(M.alreadyCheckedIn);
  const at = times.occurredAt;
  // Checked in on the phone while the order still ran: recorded, and closed where the order ended.
  const endedBefore = order.trangThai === 'ENDED' && (order.qlEndAt === null || order.qlEndAt <= at);
  if (endedBefore) throw stateConflict(M.orderEnded);
  const check = await repo.insertCheck(tx, {
    lenhId: id,
    userId: actor.id,
    gioVao: at,
    vaoTrangThai: entryStatus(at, order.batDau),
    effectiveStart: effectiveStart(at, order.batDau),
    anhVaoUrl: input.anhUrl,
    diaDiemVaoText: input.diaDiemText || null,
    latVao: input.lat ?? null,
    lngVao: input.lng ?? null,
    accuracyVao: input.accuracy ?? null,
    vaoReceivedAt: times.receivedAt,
  });
  if (order.trangThai === 'ENDED' && order.qlEndAt) {
    await closeChecks(tx, order, [check], {
      at: order.qlEndAt,
      receivedAt: times.receivedAt,
      by: 'SYSTEM',
      byId: null,
    });
  }
  return myOrder(tx, actor.id, id);
}

export async function checkOut(tx: Db, actor: Actor, id: number, input: PunchRequest, times: Times) {
  const order = await lockOrder(tx, id);
  const assignment = await myAssignment(tx, actor, id);
  if (assignment.trangThai !== 'ACCEPTED') throw stateConflict(M.acceptFirst);
  const check = await repo.findCheck(tx, id, actor.id);
  if (!check) throw stateConflict(M.notCheckedIn);
  const at = times.occurredAt < check.gioVao ? check.gioVao : times.occurredAt;
  // The employee's own punch made before the office closed them out is the truer time.
  const supersedes = check.gioRa !== null && check.checkoutBy !== 'STAFF' && at < check.gioRa;
  if (check.gioRa !== null && !supersedes) throw stateConflict(M.alreadyCheckedOut);
  if (!supersedes && order.trangThai !== 'RUNNING') throw stateConflict(M.notRunning);
  const frame = frameFrom(await attendanceRepo.frameOf(tx, actor.id));
  await repo.updateCheck(tx, check.id, {
    gioRa: at,
    raReceivedAt: times.receivedAt,
    checkoutBy: 'STAFF',
    checkoutById: actor.id,
    anhRaUrl: input.anhUrl,
    diaDiemRaText: input.diaDiemText || null,
    latRa: input.lat ?? null,
    lngRa: input.lng ?? null,
    accuracyRa: input.accuracy ?? null,
    ...payOf(order, check.gioVao, at, frame),
  });
  return myOrder(tx, actor.id, id);
}

function toMyOrder(
  order: OrderWithCreator,
  assignment: repo.AssignmentRow,
  check: { check: repo.CheckRow; hoTen: string } | undefined,
  counts?: AssignmentCounts,
): MyWorkOrder {
  const wo = toWorkOrder(order, counts);
  const status = assignment.trangThai as WorkAssignmentStatus;
  const c = check ? toAttendance(check.check, check.hoTen) : null;
  return {
    ...wo,
    trangThaiPhanCong: status,
    phanHoiLuc: iso(assignment.phanHoiLuc),
    chamCong: c,
    canAnswer: canAnswer(status),
    canCheckIn: canCheckIn(wo, status, c),
    canCheckOut: canCheckOut(wo, status, c),
  };
}

async function myOrdersByIds(db: Db, userId: number, ids: number[]): Promise<MyWorkOrder[]> {
  const [orders, mine, counts] = await Promise.all([
    repo.ordersByIds(db, ids),
    repo.mineOn(db, userId, ids),
    repo.countsOf(db, ids),
  ]);
  const byId = new Map(orders.map((o) => [o.order.id, o]));
  const assignmentOf = new Map(mine.assignments.map((a) => [a.lenhId, a]));
  const checkOf = new Map(mine.checks.map((c) => [c.check.lenhId, c]));
  const countOf = new Map(counts.map((c) => [c.lenhId, c]));
  return ids.flatMap((id) => {
    const order = byId.get(id);
    const assignment = assignmentOf.get(id);
    return order && assignment ? [toMyOrder(order, assignment, checkOf.get(id), countOf.get(id))] : [];
  });
}

async function myOrder(db: Db, userId: number, id: number): Promise<MyWorkOrder> {
  const [found] = await myOrdersByIds(db, userId, [id]);
  if (!found) throw notFound(M.notFound);
  return found;
}

export async function myOrders(db: Db, userId: number, q: MyWorkOrdersInput) {
  const view = q.status;
  const [ids, total] = await Promise.all([
    repo.myOrders(db, userId, view, pageWindow(q)),
    repo.countMyOrders(db, userId, view),
  ]);
  return toPage(await myOrdersByIds(db, userId, ids), total, q);
}
