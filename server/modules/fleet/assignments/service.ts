import {
  type AssignmentEventRequest,
  type AssignmentStatus,
  type CurrentAssignment,
  FLEET_MESSAGES,
  type VehicleStatus,
} from '@/contracts/fleet';
import type { Db } from '../../../db/client';
import { forbidden, notFound, stateConflict, unprocessable } from '../../../http-error';
import type { Actor } from '../../../lib/access';
import type { WriteTimes } from '../../../lib/write-times';
import { STICKY_VEHICLE_STATUSES } from '../vehicles/ownership';
import * as vehicles from '../vehicles/repo';
import * as repo from './repo';

/** The driver's open assignment, or 404 — which the dashboard reads as "no vehicle yet" (spec 003 §4). */
export async function currentAssignment(db: Db, driverId: number): Promise<CurrentAssignment> {
  const row = await vehicles.findCurrentAssignment(db, driverId);
  if (!row) throw notFound(FLEET_MESSAGES.noAssignment);
  return {
    ...row,
    loai: row.loai as CurrentAssignment['loai'],
    trangThai: row.trangThai as AssignmentStatus,
    trangThaiXe: row.trangThaiXe as VehicleStatus,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt?.toISOString() ?? null,
  };
}

/**
 * RECEIVE: ASSIGNED → IN_USE, the vehicle goes IN_USE. RETURN: IN_USE → ASSIGNED (a FIXED
 * vehicle stays the driver's) or CLOSED for a TEMP order whose end has passed, the vehicle back
 * to ASSIGNED / AVAILABLE. A vehicle in MAINTENANCE (or decommissioned) keeps that status. The
 * odometer may only move forward.
 */
export async function recordEvent(tx: Db, actor: Actor, input: AssignmentEventRequest, times: WriteTimes) {
  const assignment = await vehicles.lockAssignment(tx, input.phanCongId);
  if (!assignment) throw notFound(FLEET_MESSAGES.assignmentClosed);
  if (assignment.taiXeId !== actor.id) throw forbidden(FLEET_MESSAGES.notYourAssignment);
  if (assignment.trangThai === 'CLOSED') throw stateConflict(FLEET_MESSAGES.assignmentClosed);
  const vehicle = await vehicles.lockVehicle(tx, assignment.xeId);
  if (!vehicle) throw notFound(FLEET_MESSAGES.vehicleNotFound);

  const odo = input.odo ?? null;
  let next: AssignmentStatus;
  let vehicleStatus: VehicleStatus;
  if (input.eventType === 'RECEIVE') {
    if (assignment.trangThai === 'IN_USE') throw stateConflict(FLEET_MESSAGES.alreadyReceived);
    if (odo !== null && odo < vehicle.odoGanNhat) {
      throw unprocessable(FLEET_MESSAGES.receiveOdoBelow(odo, vehicle.odoGanNhat));
    }
    next = 'IN_USE';
    vehicleStatus = 'IN_USE';
  } else {
    if (assignment.trangThai !== 'IN_USE') throw stateConflict(FLEET_MESSAGES.notReceived);
    // The contract already requires odo > 0 for RETURN; checked again for callers that bypass it.
    if (odo === null || odo <= 0) throw unprocessable(FLEET_MESSAGES.returnOdoInvalid);
    if (odo < vehicle.odoGanNhat) throw unprocessable(FLEET_MESSAGES.returnOdoBelow(odo, vehicle.odoGanNhat));
    // Judged when the return reaches us: a temporary order that is over by now is over.
    const ended = assignment.loai === 'TEMP' && assignment.endAt !== null && assignment.endAt <= times.receivedAt;
    next = ended ? 'CLOSED' : 'ASSIGNED';
    vehicleStatus = ended ? 'AVAILABLE' : 'ASSIGNED';
  }

  await repo.setAssignmentStatus(tx, assignment.id, next, next === 'CLOSED' ? times.receivedAt : undefined);
  await vehicles.updateVehicle(tx, vehicle.id, {
    trangThai: STICKY_VEHICLE_STATUSES.has(vehicle.trangThai) ? vehicle.trangThai : vehicleStatus,
    odoGanNhat: odo !== null ? Math.max(odo, vehicle.odoGanNhat) : vehicle.odoGanNhat,
  });
  const id = await repo.insertEvent(tx, {
    phanCongId: assignment.id,
    eventType: input.eventType,
    odo,
    mucNhienLieu: input.mucNhienLieu ?? null,
    ghiChu: input.ghiChu || null,
    occurredAt: times.occurredAt,
    receivedAt: times.receivedAt,
    createdBy: actor.id,
  });
  return { id, phanCongId: assignment.id, eventType: input.eventType, trangThai: next };
}
