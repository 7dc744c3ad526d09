/**
 * What a driver may touch: only the vehicle they hold through an open (not CLOSED) assignment,
 * and only their own assignment. Someone else's vehicle or order is 403 with the spec's text
 * (never a 404 that would hide it: the driver picked it from their own screen).
 */
import { FLEET_MESSAGES } from '@/contracts/fleet';
import type { Db } from '../../../db/client';
import { forbidden } from '../../../http-error';
import type { Actor } from '../../../lib/access';
import * as repo from './repo';

/** The caller's open assignment on `xeId`, or 403 "Xe này hiện không được phân công cho bạn." */
export async function requireHeldVehicle(db: Db, actor: Actor, xeId: number) {
  const held = await repo.findOpenAssignmentOn(db, xeId, actor.id);
  if (!held) throw forbidden(FLEET_MESSAGES.vehicleNotYours);
  return held;
}

/** Vehicles in these states keep them whatever the driver records: the office moves them out. */
export const STICKY_VEHICLE_STATUSES = new Set(['MAINTENANCE', 'DECOMMISSIONED']);
