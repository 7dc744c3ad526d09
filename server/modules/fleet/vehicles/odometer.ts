/**
 * The vehicle's recorded odometer (issue 11 §4). Drivers' readings move it forward only, never
 * more than 5 000 km past it at once (a slipped digit would otherwise lift it for good and every
 * later return would be refused as "below the recorded one"); the office corrects it, up or down,
 * with a reason that is kept (xe_nhat_ky).
 */
import type { z } from 'zod';
import { VEHICLE_MESSAGES as M, type odoCorrectionRequest } from '@/contracts/fleet-vehicles';
import { odoLimitProblem } from '@/contracts/number-limits';
import type { Db } from '../../../db/client';
import { notFound, unprocessable } from '../../../http-error';
import type { Actor } from '../../../lib/access';
import * as repo from './repo';

/** A reading more than 5 000 km past the recorded odometer: 422 naming both numbers. */
export function assertPlausibleOdo(odo: number | null | undefined, recorded: number): void {
  if (odo === null || odo === undefined) return;
  const problem = odoLimitProblem(odo, recorded);
  if (problem) throw unprocessable(problem);
}

/** PUT /api/xe/{id}/odo: sets the recorded odometer and records who, when, old, new and why. */
export async function correctOdometer(
  tx: Db,
  actor: Actor,
  xeId: number,
  input: z.output<typeof odoCorrectionRequest>,
  now: Date,
): Promise<void> {
  const vehicle = await repo.lockVehicle(tx, xeId);
  if (!vehicle) throw notFound(M.notFound);
  if (vehicle.odoGanNhat === input.odo) throw unprocessable(M.odoUnchanged);
  await repo.updateVehicle(tx, xeId, { odoGanNhat: input.odo });
  await repo.insertVehicleLog(tx, {
    xeId,
    loai: 'SUA_ODO',
    odoCu: vehicle.odoGanNhat,
    odoMoi: input.odo,
    lyDo: input.lyDo,
    nguoiThucHienId: actor.id,
    thoiDiem: now,
  });
}
