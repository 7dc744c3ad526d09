/**
 * A vehicle stopped as unsafe, and how it starts running again (issue 11 §5). A critical NG
 * checklist sends the vehicle to MAINTENANCE with a TU_CHECKLIST ticket (the office may do the
 * same for an SOS); while it sits in MAINTENANCE with such a ticket still being repaired, nobody
 * may RECEIVE it. It runs again when the ticket is completed or cancelled (maintenance service)
 * or when the dispatcher releases it (vehicles/decisions.ts) — all three through `operatingStatus`.
 */
import { FLEET_MESSAGES, TICKET_TYPE_LABELS, type TICKET_TYPES, type VehicleStatus } from '@/contracts/fleet';
import { VEHICLE_MESSAGES } from '@/contracts/fleet-vehicles';
import type { Db } from '../../../db/client';
import { notFound, stateConflict } from '../../../http-error';
import type { Actor } from '../../../lib/access';
import * as tickets from '../maintenance/repo';
import * as repo from './repo';

/** What a driver reads about the stop: "Phiếu #12 (Từ checklist): Checklist … Phanh: Mất phanh". */
const REASON_MAX = 500;

/** The checklist/SOS ticket that stops the vehicle, or undefined when it may be taken. */
export async function stoppingTicket(db: Db, vehicle: { id: number; trangThai: string }) {
  if (vehicle.trangThai !== 'MAINTENANCE') return undefined;
  return tickets.openSafetyTicket(db, vehicle.id);
}

/** The answer the phone keeps offline (currentAssignment.khongAnToan / lyDoKhongAnToan). */
export async function safetyOf(db: Db, vehicle: { id: number; trangThai: string }) {
  const ticket = await stoppingTicket(db, vehicle);
  if (!ticket) return { khongAnToan: false, lyDoKhongAnToan: null, baoDuongChanId: null };
  const type = TICKET_TYPE_LABELS[ticket.loaiBaoDuong as (typeof TICKET_TYPES)[number]] ?? ticket.loaiBaoDuong;
  const text = `Phiếu #${ticket.id} (${type}): ${ticket.noiDungCongViec}`;
  return {
    khongAnToan: true,
    lyDoKhongAnToan: text.length > REASON_MAX ? `${text.slice(0, REASON_MAX - 1)}…` : text,
    baoDuongChanId: ticket.id,
  };
}

/** RECEIVE of a stopped vehicle: 422 CONFLICT with the text the phone also shows offline. */
export async function assertSafeToReceive(db: Db, vehicle: { id: number; trangThai: string }) {
  if (await stoppingTicket(db, vehicle)) throw stateConflict(FLEET_MESSAGES.vehicleUnsafe);
}

/**
 * The status of a vehicle leaving MAINTENANCE: that of its open order (IN_USE once received,
 * else ASSIGNED), AVAILABLE without one.
 */
export async function operatingStatus(db: Db, xeId: number): Promise<VehicleStatus> {
  const open = await repo.findOpenAssignment(db, xeId);
  if (!open) return 'AVAILABLE';
  return open.trangThai === 'IN_USE' ? 'IN_USE' : 'ASSIGNED';
}

/**
 * POST /api/xe/{id}/cho-phep-van-hanh: the dispatcher lets a vehicle in MAINTENANCE run again
 * (after a look, the defect was minor or is fixed); the repair ticket stays open for the garage.
 * A recorded decision: who, when, the status before and after, and why.
 */
export async function releaseVehicle(tx: Db, actor: Actor, xeId: number, lyDo: string, now: Date) {
  const vehicle = await repo.lockVehicle(tx, xeId);
  if (!vehicle) throw notFound(VEHICLE_MESSAGES.notFound);
  if (vehicle.trangThai !== 'MAINTENANCE') throw stateConflict(VEHICLE_MESSAGES.notStopped(vehicle.bienSo));
  const trangThai = await operatingStatus(tx, xeId);
  await repo.updateVehicle(tx, xeId, { trangThai });
  await repo.insertVehicleLog(tx, {
    xeId,
    loai: 'CHO_PHEP_VAN_HANH',
    trangThaiCu: vehicle.trangThai,
    trangThaiMoi: trangThai,
    lyDo,
    nguoiThucHienId: actor.id,
    thoiDiem: now,
  });
  return vehicle.bienSo;
}
