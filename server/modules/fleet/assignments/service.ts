import type { z } from 'zod';
import { DRIVER_DEPARTMENT_CODE, DRIVER_POSITION_CODE, isDriver } from '@/contracts/auth';
import {
  type AssignmentEventRequest,
  type AssignmentStatus,
  type CurrentAssignment,
  FLEET_MESSAGES,
  type VehicleStatus,
} from '@/contracts/fleet';
import {
  ASSIGNMENT_MESSAGES,
  type AssignableVehicle,
  type Assignment,
  type AssignmentDriver,
  type assignableVehiclesQuery,
  type assignRequest,
  type handoverQuery,
  withSeconds,
} from '@/contracts/fleet-assignments';
import type { Db } from '../../../db/client';
import { confirmRequired, forbidden, notFound, stateConflict, unprocessable } from '../../../http-error';
import type { Actor } from '../../../lib/access';
import { paged } from '../../../lib/paging';
import { VN_OFFSET } from '../../../lib/vn-time';
import type { WriteTimes } from '../../../lib/write-times';
import { findProfile } from '../../auth/repo';
import * as staff from '../../staff-lookups/repo';
import { assertPlausibleOdo } from '../vehicles/odometer';
import { isHeldAt, notHeldMessage, STICKY_VEHICLE_STATUSES } from '../vehicles/ownership';
import * as vehicles from '../vehicles/repo';
import { assertSafeToReceive, safetyOf } from '../vehicles/safety';
import * as repo from './repo';

/**
 * The driver's open assignment, or 404 — which the dashboard reads as "no vehicle yet" (spec 003
 * §4). It says whether the vehicle is stopped as unsafe, so the phone refuses RECEIVE offline too.
 */
export async function currentAssignment(db: Db, driverId: number): Promise<CurrentAssignment> {
  const row = await vehicles.findCurrentAssignment(db, driverId);
  if (!row) throw notFound(FLEET_MESSAGES.noAssignment);
  return {
    ...row,
    ...(await safetyOf(db, { id: row.xeId, trangThai: row.trangThaiXe })),
    loai: row.loai as CurrentAssignment['loai'],
    trangThai: row.trangThai as AssignmentStatus,
    trangThaiXe: row.trangThaiXe as VehicleStatus,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt?.toISOString() ?? null,
  };
}

/**
 * RECEIVE: ASSIGNED → IN_USE, the vehicle goes IN_USE — refused while the vehicle is stopped as
 * unsafe. RETURN: IN_USE → ASSIGNED (a FIXED vehicle stays the driver's) or CLOSED for a TEMP
 * order whose end has passed, the vehicle back to ASSIGNED / AVAILABLE. A vehicle in MAINTENANCE
 * (or decommissioned) keeps that status. The odometer only moves forward, at most 5 000 km at once.
 *
 * Judged by when it happened (issue 11 §3): an event made while the driver held an order the
 * office has ended since is kept as that order's history (`ghiNhanMuon`) — the order stays
 * closed as the office closed it, the vehicle's status is the office's, only its odometer rises.
 * One made at or after the end is refused, saying what happened. A RECEIVE on an order still open
 * is not held to its start: the driver may take the vehicle as soon as the office gives it.
 */
export async function recordEvent(tx: Db, actor: Actor, input: AssignmentEventRequest, times: WriteTimes) {
  const assignment = await vehicles.lockAssignment(tx, input.phanCongId);
  if (!assignment) throw notFound(FLEET_MESSAGES.assignmentClosed);
  if (assignment.taiXeId !== actor.id) throw forbidden(FLEET_MESSAGES.notYourAssignment);
  const receive = input.eventType === 'RECEIVE';
  const open = assignment.trangThai !== 'CLOSED';
  if (!(receive && open) && !isHeldAt(assignment, times.occurredAt)) {
    throw stateConflict(await notHeldMessage(tx, assignment, times, receive ? 'receive' : 'report'));
  }
  const vehicle = await vehicles.lockVehicle(tx, assignment.xeId);
  if (!vehicle) throw notFound(FLEET_MESSAGES.vehicleNotFound);

  const odo = input.odo ?? null;
  const event = () =>
    repo.insertEvent(tx, {
      phanCongId: assignment.id,
      eventType: input.eventType,
      odo,
      mucNhienLieu: input.mucNhienLieu ?? null,
      ghiChu: input.ghiChu || null,
      occurredAt: times.occurredAt,
      receivedAt: times.receivedAt,
      createdBy: actor.id,
    });
  const answer = (id: number, trangThai: AssignmentStatus) => ({
    id,
    phanCongId: assignment.id,
    eventType: input.eventType,
    trangThai,
    // Only said when true: the answer of an ordinary event stays what it was.
    ...(open ? {} : { ghiNhanMuon: true }),
  });

  if (!open) {
    // History of a closed order: an earlier reading than the recorded one is kept on the event
    // only (the next holder has driven on), a later one raises the vehicle's odometer.
    assertPlausibleOdo(odo, vehicle.odoGanNhat);
    if (odo !== null) await vehicles.raiseOdometer(tx, vehicle.id, odo);
    return answer(await event(), 'CLOSED');
  }

  let next: AssignmentStatus;
  let vehicleStatus: VehicleStatus;
  if (receive) {
    if (assignment.trangThai === 'IN_USE') throw stateConflict(FLEET_MESSAGES.alreadyReceived);
    await assertSafeToReceive(tx, vehicle);
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
  assertPlausibleOdo(odo, vehicle.odoGanNhat);

  await repo.setAssignmentStatus(
    tx,
    assignment.id,
    next,
    next === 'CLOSED' ? { at: times.receivedAt, by: actor.id, kind: 'RETURN' } : undefined,
  );
  await vehicles.updateVehicle(tx, vehicle.id, {
    trangThai: STICKY_VEHICLE_STATUSES.has(vehicle.trangThai) ? vehicle.trangThai : vehicleStatus,
    odoGanNhat: odo !== null ? Math.max(odo, vehicle.odoGanNhat) : vehicle.odoGanNhat,
  });
  return answer(await event(), next);
}

// ── office console: assign, hand over, terminate (spec 003 §4/§5/§8) ────────────────────────────

const toAssignment = (r: repo.AssignmentListRow): Assignment => ({
  ...r,
  loai: r.loai as Assignment['loai'],
  trangThai: r.trangThai as AssignmentStatus,
  startAt: r.startAt.toISOString(),
  endAt: r.endAt?.toISOString() ?? null,
  closedAt: r.closedAt?.toISOString() ?? null,
});

async function readAssignment(db: Db, id: number): Promise<Assignment> {
  const [row] = await repo.listAssignments(db, { id });
  if (!row) throw new Error(`xe_phan_cong ${id} không đọc lại được`);
  return toAssignment(row);
}

/** A Vietnam wall-clock 'yyyy-MM-ddTHH:mm[:ss]' as an instant. */
const vnLocal = (s: string) => new Date(`${withSeconds(s)}${VN_OFFSET}`);

async function requireActiveDriver(db: Db, id: number) {
  const p = await findProfile(db, id);
  if (p?.trangThai !== 1 || !isDriver(p.maChucVu, p.maPhongBan)) {
    throw unprocessable(ASSIGNMENT_MESSAGES.notADriver);
  }
  return p;
}

/** The vehicle row locked for the transaction; out-of-service vehicles are refused. */
async function lockAssignableVehicle(tx: Db, xeId: number) {
  const vehicle = await vehicles.lockVehicle(tx, xeId);
  if (!vehicle) throw notFound(ASSIGNMENT_MESSAGES.vehicleNotFound);
  return vehicle;
}

/**
 * A driver who already holds a vehicle gets a second one only when the dispatcher confirmed it
 * (issue 11 §5: one vehicle per driver is the rule, two a deliberate exception): 422
 * CONFIRM_REQUIRED naming what they hold, which the console turns into a confirm step.
 */
async function assertSecondVehicleConfirmed(tx: Db, driver: { id: number; hoTen: string }, confirmed?: boolean) {
  if (confirmed) return;
  const held = await repo.openAssignmentsOfDriver(tx, driver.id);
  if (held.length) {
    throw confirmRequired(ASSIGNMENT_MESSAGES.secondVehicle(driver.hoTen, held.map((h) => h.bienSo).join(', ')));
  }
}

/**
 * New order ASSIGNED, vehicle ASSIGNED. Refused while the vehicle has an open order (the spec's
 * alert names the holder), for a decommissioned or in-maintenance vehicle, and for a driver who
 * holds another vehicle unless confirmed. An empty start is now; only TEMP keeps an end (empty =
 * unlimited), never before the start.
 */
export async function assign(tx: Db, input: z.output<typeof assignRequest>, now: Date): Promise<Assignment> {
  const vehicle = await lockAssignableVehicle(tx, input.xeId);
  if (vehicle.trangThai === 'DECOMMISSIONED') throw stateConflict(ASSIGNMENT_MESSAGES.decommissioned(vehicle.bienSo));
  if (vehicle.trangThai === 'MAINTENANCE') throw stateConflict(ASSIGNMENT_MESSAGES.inMaintenance(vehicle.bienSo));
  const open = await repo.lockOpenAssignmentOfVehicle(tx, vehicle.id);
  if (open) throw stateConflict(ASSIGNMENT_MESSAGES.busy(vehicle.bienSo, await repo.driverName(tx, open.taiXeId)));
  const driver = await requireActiveDriver(tx, input.taiXeId);
  await assertSecondVehicleConfirmed(tx, { id: input.taiXeId, hoTen: driver.hoTen }, input.xacNhanXeThuHai);

  const startAt = input.startAt ? vnLocal(input.startAt) : now;
  const endAt = input.loai === 'TEMP' && input.endAt ? vnLocal(input.endAt) : null;
  if (endAt && endAt < startAt) throw unprocessable(ASSIGNMENT_MESSAGES.endBeforeStart);

  const id = await repo.insertAssignment(tx, {
    xeId: vehicle.id,
    taiXeId: input.taiXeId,
    loai: input.loai,
    trangThai: 'ASSIGNED',
    lyDo: input.lyDo || null,
    startAt,
    endAt,
  });
  await vehicles.updateVehicle(tx, vehicle.id, { trangThai: 'ASSIGNED' });
  return readAssignment(tx, id);
}

/**
 * Closes the vehicle's open order and opens one for the new driver (same kind and end), the
 * vehicle back to ASSIGNED until they receive it; MAINTENANCE stays. The old order ends at the
 * instant the new one starts: a report of either driver belongs to exactly one of them.
 */
export async function handover(
  tx: Db,
  actor: Actor,
  q: z.output<typeof handoverQuery>,
  now: Date,
): Promise<Assignment> {
  const vehicle = await lockAssignableVehicle(tx, q.xeId);
  const open = await repo.lockOpenAssignmentOfVehicle(tx, vehicle.id);
  if (!open) throw stateConflict(ASSIGNMENT_MESSAGES.noOpenAssignment);
  if (open.taiXeId === q.toTaiXeId) throw unprocessable(ASSIGNMENT_MESSAGES.handoverToHolder);
  const driver = await requireActiveDriver(tx, q.toTaiXeId);
  await assertSecondVehicleConfirmed(tx, { id: q.toTaiXeId, hoTen: driver.hoTen }, q.xacNhanXeThuHai);

  await repo.closeAssignment(tx, open.id, { at: now, by: actor.id, kind: 'HANDOVER' }, open.lyDo);
  const id = await repo.insertAssignment(tx, {
    xeId: vehicle.id,
    taiXeId: q.toTaiXeId,
    loai: open.loai,
    trangThai: 'ASSIGNED',
    lyDo: q.lyDo || `Bàn giao từ ${await repo.driverName(tx, open.taiXeId)}`,
    startAt: now,
    endAt: open.loai === 'TEMP' ? open.endAt : null,
  });
  await vehicles.updateVehicle(tx, vehicle.id, {
    trangThai: STICKY_VEHICLE_STATUSES.has(vehicle.trangThai) ? vehicle.trangThai : 'ASSIGNED',
  });
  return readAssignment(tx, id);
}

/** Terminates an open order; the vehicle becomes AVAILABLE (MAINTENANCE / DECOMMISSIONED stay). */
export async function close(
  tx: Db,
  actor: Actor,
  id: number,
  lyDo: string | undefined,
  now: Date,
): Promise<Assignment> {
  const found = await vehicles.lockAssignment(tx, id);
  if (!found) throw notFound(ASSIGNMENT_MESSAGES.closedOrMissing);
  if (found.trangThai === 'CLOSED') throw stateConflict(ASSIGNMENT_MESSAGES.closedOrMissing);
  const vehicle = await vehicles.lockVehicle(tx, found.xeId);
  // No column of its own: the reason is kept after the order's reason.
  const reason = lyDo ? [found.lyDo, `Kết thúc: ${lyDo}`].filter(Boolean).join(' | ') : found.lyDo;
  await repo.closeAssignment(tx, id, { at: now, by: actor.id, kind: 'CLOSE' }, reason);
  if (vehicle) {
    await vehicles.updateVehicle(tx, vehicle.id, {
      trangThai: STICKY_VEHICLE_STATUSES.has(vehicle.trangThai) ? vehicle.trangThai : 'AVAILABLE',
    });
  }
  return readAssignment(tx, id);
}

export async function currentOfVehicle(db: Db, xeId: number): Promise<Assignment | null> {
  const [row] = await repo.listAssignments(db, { xeId, open: true });
  return row ? toAssignment(row) : null;
}

export async function history(db: Db, where: { xeId?: number; taiXeId?: number }): Promise<Assignment[]> {
  return (await repo.listAssignments(db, where)).map(toAssignment);
}

export function assignableVehicles(db: Db, q: z.output<typeof assignableVehiclesQuery>) {
  return paged(
    q,
    (w) => repo.listAssignableVehicles(db, q.q, w),
    () => repo.countAssignableVehicles(db, q.q),
    (r): AssignableVehicle => ({
      ...r,
      trangThai: r.trangThai as VehicleStatus,
      trangThaiPhanCong: r.trangThaiPhanCong as AssignmentStatus | null,
    }),
  );
}

const collator = new Intl.Collator('vi');

/** The assign and handover pickers: active drivers by name, each with the vehicles they hold. */
export async function assignmentDrivers(db: Db): Promise<AssignmentDriver[]> {
  const list = await staff.drivers(db, DRIVER_POSITION_CODE, DRIVER_DEPARTMENT_CODE);
  const held = await staff.openAssignments(
    db,
    list.map((d) => d.idNguoiDung),
  );
  return list
    .map((d) => ({
      ...d,
      xeDangGiu: held.filter((h) => h.taiXeId === d.idNguoiDung).map(({ xeId, bienSo }) => ({ xeId, bienSo })),
    }))
    .sort((a, b) => collator.compare(a.hoTen, b.hoTen));
}
