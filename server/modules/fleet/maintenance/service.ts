import type { MyTicketsQuery, SosRequest, TicketListQuery, TicketStatus, TicketSummary } from '@/contracts/fleet';
import { FLEET_MESSAGES, TICKET_STATUS_LABELS } from '@/contracts/fleet';
import {
  isOverQuote,
  MAINTENANCE_MESSAGES as M,
  type MaintenanceTicket,
  type PriceReference,
  type TicketCompleteRequest,
  type TicketCreateRequest,
  type TicketQuoteRequest,
} from '@/contracts/fleet-maintenance';
import type { Db } from '../../../db/client';
import { notFound, stateConflict, unprocessable } from '../../../http-error';
import { type Actor, assertOwnOrGranted } from '../../../lib/access';
import { paged } from '../../../lib/paging';
import type { WriteTimes } from '../../../lib/write-times';
import * as notifications from '../../notifications/events';
import { assertPlausibleOdo } from '../vehicles/odometer';
import { requireHeldAt } from '../vehicles/ownership';
import * as vehicles from '../vehicles/repo';
import { operatingStatus } from '../vehicles/safety';
import * as repo from './repo';

type TicketRow = Awaited<ReturnType<typeof repo.listTickets>>[number];

const toSummary = (r: TicketRow): TicketSummary => ({
  ...r,
  trangThai: r.trangThai as TicketSummary['trangThai'],
  loaiBaoDuong: r.loaiBaoDuong as TicketSummary['loaiBaoDuong'],
  ngayTao: r.ngayTao.toISOString(),
});

/**
 * SOS: a SU_CO_DOT_XUAT ticket in MOI for the vehicle the driver held when it happened (the one
 * the phone names, else the one they held then — never a vehicle given to them since), linked to
 * that order (issue 11 §3).
 */
export async function reportSos(tx: Db, actor: Actor, input: SosRequest, times: WriteTimes) {
  const held = await requireHeldAt(tx, actor, times, input.xeId);
  const vehicle = await vehicles.findVehicle(tx, held.xeId);
  if (vehicle) assertPlausibleOdo(input.odoHienTai, vehicle.odoGanNhat);
  const id = await repo.insertTicket(tx, {
    xeId: held.xeId,
    phanCongId: held.id,
    loaiBaoDuong: 'SU_CO_DOT_XUAT',
    trangThai: 'MOI',
    noiDungCongViec: input.noiDungSuCo,
    anhSuCoUrl: input.anhSuCoUrl ?? null,
    odoLucTao: input.odoHienTai ?? null,
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    nguoiTaoId: actor.id,
    ngayTao: times.occurredAt,
    receivedAt: times.receivedAt,
  });
  return { id };
}

/** The tickets the driver raised (SOS, checklist), in workflow order then newest first. */
export function myTickets(db: Db, actor: Actor, q: MyTicketsQuery) {
  const filter = { taiXeId: actor.id, trangThai: q.trangThai };
  return paged(
    q,
    (w) => repo.listTickets(db, filter, w, 'workflow'),
    () => repo.countTickets(db, filter),
    toSummary,
  );
}

/**
 * The office console's side of the ticket state machine (spec 003 §4):
 *   MOI → CHO_DUYET (quote) → DA_DUYET (approve) → DANG_SUA (start) → CHO_THANH_TOAN (complete)
 *   → HOAN_THANH (payment); DA_HUY from any open state with a reason.
 * Who: the RBAC guard's rules (BAO_DUONG_DUYET approve, BAO_DUONG_THANH_TOAN payment,
 * BAO_DUONG_HUY cancel); quote, start and complete are the ticket's driver's (creator or current
 * holder of the vehicle) or anyone's with BAO_DUONG_SUA — the check below, since a URL cannot
 * tell whose ticket it is. State refusals are 422 CONFLICT (the outbox shows them, never
 * retries); permission refusals 403.
 */
type DetailRow = Awaited<ReturnType<typeof repo.listTicketDetails>>[number];
const iso = (d: Date | null) => d?.toISOString() ?? null;
/** What the repair was approved at (the quote, for a ticket that never went through approval). */
const approvedPrice = (t: { giaDuocDuyet: number | null; giaDeXuat: number | null }) => t.giaDuocDuyet ?? t.giaDeXuat;
const toTicket = (r: DetailRow): MaintenanceTicket => ({
  ...r,
  vuotBaoGia: isOverQuote(r.chiPhiThucTe, approvedPrice(r)),
  trangThai: r.trangThai as MaintenanceTicket['trangThai'],
  loaiBaoDuong: r.loaiBaoDuong as MaintenanceTicket['loaiBaoDuong'],
  ngayTao: r.ngayTao.toISOString(),
  thoiDiemBaoGia: iso(r.thoiDiemBaoGia),
  thoiDiemDuyet: iso(r.thoiDiemDuyet),
  thoiDiemBatDau: iso(r.thoiDiemBatDau),
  thoiDiemHoanThanh: iso(r.thoiDiemHoanThanh),
  thoiDiemThanhToan: iso(r.thoiDiemThanhToan),
  thoiDiemHuy: iso(r.thoiDiemHuy),
});

async function readTicket(db: Db, id: number): Promise<MaintenanceTicket> {
  const [row] = await repo.listTicketDetails(db, { id }, { limit: 1, offset: 0 });
  if (!row) throw notFound(M.notFound);
  return toTicket(row);
}

/** The office list, newest first, with every stage's fields. */
export function listTickets(db: Db, q: TicketListQuery) {
  const filter = { trangThai: q.trangThai, q: q.q, xeId: q.xeId, nguoiTaoId: q.taiXeId };
  return paged(
    q,
    (w) => repo.listTicketDetails(db, filter, w),
    () => repo.countTicketDetails(db, filter),
    toTicket,
  );
}

/** A driver sees the tickets they raised or that are on the vehicle they hold now. */
async function isTicketDriver(db: Db, actor: Actor, t: { nguoiTaoId: number | null; xeId: number }) {
  if (!actor.isDriver) return false;
  if (t.nguoiTaoId === actor.id) return true;
  return Boolean(await vehicles.findOpenAssignmentOn(db, t.xeId, actor.id));
}

export async function getTicket(db: Db, actor: Actor, id: number): Promise<MaintenanceTicket> {
  const ticket = await readTicket(db, id);
  await assertTicketDriverOrGranted(db, actor, ticket);
  return ticket;
}

export async function vehicleHistory(db: Db, xeId: number): Promise<MaintenanceTicket[]> {
  if (!(await vehicles.findVehicle(db, xeId))) throw notFound(FLEET_MESSAGES.vehicleNotFound);
  const rows = await repo.listTicketDetails(db, { xeId }, { limit: 500, offset: 0 });
  return rows.map(toTicket);
}

export async function priceReference(db: Db, dmHangMucId: number): Promise<PriceReference> {
  return repo.priceReference(db, dmHangMucId);
}

/** Office-created ticket (the "Tạo Phiếu Mới" modal), in MOI like a driver's SOS. */
export async function createTicket(tx: Db, actor: Actor, input: TicketCreateRequest, times: WriteTimes) {
  const vehicle = await vehicles.findVehicle(tx, input.xeId);
  if (!vehicle) throw notFound(FLEET_MESSAGES.vehicleNotFound);
  assertPlausibleOdo(input.odoLucTao, vehicle.odoGanNhat);
  let tenHangMuc: string | null = null;
  if (input.dmHangMucId) {
    const item = await repo.findActiveItem(tx, input.dmHangMucId);
    if (!item) throw unprocessable(M.itemInactive);
    tenHangMuc = item.tenHangMuc;
  }
  const id = await repo.insertTicket(tx, {
    xeId: input.xeId,
    loaiBaoDuong: input.loaiBaoDuong,
    trangThai: 'MOI',
    dmHangMucId: input.dmHangMucId ?? null,
    tenHangMuc,
    noiDungCongViec: input.noiDungCongViec,
    anhSuCoUrl: input.anhSuCoUrl ?? null,
    odoLucTao: input.odoLucTao ?? null,
    nguoiTaoId: actor.id,
    ngayTao: times.occurredAt,
    receivedAt: times.receivedAt,
  });
  return readTicket(tx, id);
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.lockTicket>>>;

async function lock(tx: Db, id: number): Promise<Row> {
  const row = await repo.lockTicket(tx, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** 422 CONFLICT naming the current state when the ticket is not in one of `from`. */
function requireState(row: Row, from: TicketStatus[], action: string): void {
  if (!from.includes(row.trangThai as TicketStatus)) {
    throw stateConflict(M.wrongState(TICKET_STATUS_LABELS[row.trangThai as TicketStatus] ?? row.trangThai, action));
  }
}

/** Locks the ticket and checks its state (404, then 422). */
async function lockIn(tx: Db, id: number, from: TicketStatus[], action: string): Promise<Row> {
  const row = await lock(tx, id);
  requireState(row, from, action);
  return row;
}

/** Read, quote, start and complete: the ticket's driver, or whoever holds the route's rule. */
async function assertTicketDriverOrGranted(tx: Db, actor: Actor, t: { nguoiTaoId: number | null; xeId: number }) {
  const own = !actor.routeGranted && (await isTicketDriver(tx, actor, t));
  assertOwnOrGranted(actor, own, { notFound: M.notFound, notYours: actor.isDriver ? M.notYours : undefined });
}

export async function submitQuote(tx: Db, actor: Actor, id: number, input: TicketQuoteRequest, times: WriteTimes) {
  const row = await lock(tx, id);
  await assertTicketDriverOrGranted(tx, actor, row);
  requireState(row, ['MOI'], 'gửi báo giá');
  await repo.updateTicket(tx, id, {
    trangThai: 'CHO_DUYET',
    garaDeXuat: input.garaDeXuat,
    giaDeXuat: input.giaDeXuat,
    anhBaoGiaUrl: input.anhBaoGiaUrl ?? null,
    thoiDiemBaoGia: times.occurredAt,
  });
  await notifications.ticketAwaitingApproval(tx, actor, { id, xeId: row.xeId, giaDeXuat: input.giaDeXuat });
  return readTicket(tx, id);
}

export async function approve(tx: Db, actor: Actor, id: number, times: WriteTimes) {
  const row = await lockIn(tx, id, ['CHO_DUYET'], 'duyệt báo giá');
  await repo.updateTicket(tx, id, {
    trangThai: 'DA_DUYET',
    nguoiDuyetId: actor.id,
    giaDuocDuyet: row.giaDeXuat,
    thoiDiemDuyet: times.receivedAt,
  });
  return readTicket(tx, id);
}

export async function start(tx: Db, actor: Actor, id: number, times: WriteTimes) {
  const row = await lock(tx, id);
  await assertTicketDriverOrGranted(tx, actor, row);
  requireState(row, ['DA_DUYET'], 'bắt đầu sửa chữa');
  await repo.updateTicket(tx, id, { trangThai: 'DANG_SUA', thoiDiemBatDau: times.occurredAt });
  return readTicket(tx, id);
}

/**
 * The vehicle's status once ticket `row` leaves the repair stages (completed or cancelled): a
 * TU_CHECKLIST or SOS ticket whose vehicle sits in MAINTENANCE gives the vehicle back — to the
 * state of its open assignment (ASSIGNED, or IN_USE once received) or AVAILABLE without one —
 * unless another ticket of the vehicle is still before CHO_THANH_TOAN. Otherwise unchanged.
 */
async function statusAfterRepair(tx: Db, vehicle: { id: number; trangThai: string }, row: Row) {
  const givesBack =
    vehicle.trangThai === 'MAINTENANCE' &&
    repo.SAFETY_TICKET_TYPES.includes(row.loaiBaoDuong) &&
    (await repo.countRepairingTickets(tx, vehicle.id, row.id)) === 0;
  return givesBack ? operatingStatus(tx, vehicle.id) : vehicle.trangThai;
}

/**
 * Repair done, waiting for payment. The vehicle's odometer moves forward to the reading (at most
 * 5 000 km at once) and the vehicle may run again (statusAfterRepair). A cost above 1.5× the
 * approved price needs a note (422 otherwise) and is notified to the accountants.
 */
export async function complete(tx: Db, actor: Actor, id: number, input: TicketCompleteRequest, times: WriteTimes) {
  const row = await lock(tx, id);
  await assertTicketDriverOrGranted(tx, actor, row);
  requireState(row, ['DANG_SUA'], 'xác nhận hoàn thành');
  const vehicle = await vehicles.lockVehicle(tx, row.xeId);
  if (vehicle) assertPlausibleOdo(input.odoHoanThanh, vehicle.odoGanNhat);
  const approved = approvedPrice(row);
  const note = input.ghiChuHoanThanh || null;
  const over = approved !== null && isOverQuote(input.chiPhiThucTe, approved);
  if (over && !note) throw unprocessable(M.overQuoteNoteRequired(input.chiPhiThucTe, approved));
  await repo.updateTicket(tx, id, {
    trangThai: 'CHO_THANH_TOAN',
    odoHoanThanh: input.odoHoanThanh,
    chiPhiThucTe: input.chiPhiThucTe,
    bienLaiUrl: input.bienLaiUrl,
    ghiChuHoanThanh: note,
    thoiDiemHoanThanh: times.occurredAt,
  });
  if (over && note) {
    const amounts = { giaDuocDuyet: approved, chiPhiThucTe: input.chiPhiThucTe, ghiChu: note };
    await notifications.repairOverQuote(tx, actor, { id, xeId: row.xeId, ...amounts });
  }
  if (vehicle) {
    await vehicles.updateVehicle(tx, vehicle.id, {
      trangThai: await statusAfterRepair(tx, vehicle, row),
      odoGanNhat: Math.max(vehicle.odoGanNhat, input.odoHoanThanh),
    });
  }
  return readTicket(tx, id);
}

export async function confirmPayment(tx: Db, actor: Actor, id: number, ghiChu: string | undefined, times: WriteTimes) {
  await lockIn(tx, id, ['CHO_THANH_TOAN'], 'xác nhận thanh toán');
  await repo.updateTicket(tx, id, {
    trangThai: 'HOAN_THANH',
    nguoiThanhToanId: actor.id,
    ghiChuThanhToan: ghiChu || null,
    thoiDiemThanhToan: times.receivedAt,
  });
  return readTicket(tx, id);
}

/** Any open ticket, with a reason; a cancelled checklist/SOS ticket frees the vehicle as a completed one does. */
export async function cancel(tx: Db, actor: Actor, id: number, lyDo: string, times: WriteTimes) {
  const row = await lockIn(tx, id, ['MOI', 'CHO_DUYET', 'DA_DUYET', 'DANG_SUA', 'CHO_THANH_TOAN'], 'hủy');
  await repo.updateTicket(tx, id, {
    trangThai: 'DA_HUY',
    lyDoHuy: lyDo,
    nguoiHuyId: actor.id,
    thoiDiemHuy: times.receivedAt,
  });
  const vehicle = await vehicles.lockVehicle(tx, row.xeId);
  if (vehicle) {
    const trangThai = await statusAfterRepair(tx, vehicle, row);
    if (trangThai !== vehicle.trangThai) await vehicles.updateVehicle(tx, vehicle.id, { trangThai });
  }
  return readTicket(tx, id);
}
