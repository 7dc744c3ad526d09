import {
  VEHICLE_MESSAGES as M,
  MANUAL_VEHICLE_STATUSES,
  type Vehicle,
  type VehicleListQuery,
  type VehicleLogEntry,
  type VehicleRequest,
} from '@/contracts/fleet-vehicles';
import type { Db } from '../../../db/client';
import { notFound, stateConflict, unprocessable } from '../../../http-error';
import { paged } from '../../../lib/paging';
import * as types from '../vehicle-types/repo';
import * as repo from './repo';

type Row = Awaited<ReturnType<typeof repo.listVehicles>>[number];
const toVehicle = (r: Row): Vehicle => ({ ...r, trangThai: r.trangThai as Vehicle['trangThai'] });

export function listVehicles(db: Db, q: VehicleListQuery) {
  const filter = { q: q.q, trangThai: q.trangThai };
  return paged(
    q,
    (w) => repo.listVehicles(db, filter, w),
    () => repo.countVehicles(db, filter),
    toVehicle,
  );
}

export async function getVehicle(db: Db, id: number): Promise<Vehicle> {
  const [row] = await repo.listVehicles(db, { id }, { limit: 1, offset: 0 });
  if (!row) throw notFound(M.notFound);
  return toVehicle(row);
}

/** Two offices saving the same plate at once: the unique index decides, the loser reads the same text. */
const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown } | null;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};
async function plateSafe<T>(bienSo: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw stateConflict(M.plateTaken(bienSo));
    throw err;
  }
}

async function checkPlate(db: Db, bienSo: string, id?: number) {
  const same = await repo.findPlate(db, bienSo);
  if (same && same.id !== id) throw stateConflict(M.plateTaken(same.bienSo));
}

/** The type must exist; a retired type may only stay on a vehicle that already had it. */
async function checkType(db: Db, loaiXeId: number, current?: number | null) {
  const type = await types.findType(db, loaiXeId);
  if (!type) throw unprocessable(M.typeNotFound);
  if (!type.active && loaiXeId !== current) throw unprocessable(M.typeInactive(type.tenLoaiXe));
}

/**
 * ASSIGNED, IN_USE and ON_TASK follow the assignment and order state machines; by hand the office
 * moves a vehicle only between AVAILABLE, MAINTENANCE and DECOMMISSIONED, and only when nobody
 * holds it.
 */
async function checkStatusChange(db: Db, id: number | undefined, bienSo: string, from: string, to: string) {
  if (from === to) return;
  if (!(MANUAL_VEHICLE_STATUSES as readonly string[]).includes(to)) throw unprocessable(M.statusFollowsAssignment);
  if (id !== undefined && (await repo.findOpenAssignment(db, id))) throw stateConflict(M.busy(bienSo));
}

const fields = (input: VehicleRequest) => ({
  bienSo: input.bienSo,
  loaiXeId: input.loaiXeId,
  soKhung: input.soKhung ?? null,
  soMay: input.soMay ?? null,
  hangXe: input.hangXe ?? null,
  model: input.model ?? null,
  namSx: input.namSx ?? null,
  mauSon: input.mauSon ?? null,
  loaiNhienLieu: input.loaiNhienLieu ?? null,
  dungTichBinh: input.dungTichBinh ?? null,
  tieuHaoTb: input.tieuHaoTb ?? null,
  sucChuaTai: input.sucChuaTai ?? null,
  ghiChu: input.ghiChu ?? null,
  fileUrl: input.fileUrl ?? null,
});

export async function createVehicle(tx: Db, input: VehicleRequest): Promise<Vehicle> {
  await checkPlate(tx, input.bienSo);
  await checkType(tx, input.loaiXeId);
  const trangThai = input.trangThai ?? 'AVAILABLE';
  await checkStatusChange(tx, undefined, input.bienSo, 'AVAILABLE', trangThai);
  const id = await plateSafe(input.bienSo, () =>
    repo.insertVehicle(tx, { ...fields(input), odoGanNhat: input.odoGanNhat ?? 0, trangThai }),
  );
  return getVehicle(tx, id);
}

export async function updateVehicle(tx: Db, id: number, input: VehicleRequest): Promise<Vehicle> {
  const current = await repo.lockVehicle(tx, id);
  if (!current) throw notFound(M.notFound);
  await checkPlate(tx, input.bienSo, id);
  await checkType(tx, input.loaiXeId, current.loaiXeId);
  const trangThai = input.trangThai ?? current.trangThai;
  await checkStatusChange(tx, id, current.bienSo, current.trangThai, trangThai);
  // The recorded odometer is the drivers' readings; the office changes it only through the
  // audited correction (PUT /api/xe/{id}/odo). An omitted or unchanged one is kept.
  if (input.odoGanNhat != null && input.odoGanNhat !== current.odoGanNhat) throw unprocessable(M.odoUseCorrection);
  await plateSafe(input.bienSo, () => repo.saveVehicle(tx, id, { ...fields(input), trangThai }));
  return getVehicle(tx, id);
}

/**
 * "Delete" is a decommission (spec §4): the vehicle and its history stay, it leaves the pickers.
 * Not while someone holds it; doing it twice answers the same.
 */
export async function decommission(tx: Db, id: number): Promise<void> {
  const current = await repo.lockVehicle(tx, id);
  if (!current) throw notFound(M.notFound);
  if (current.trangThai === 'DECOMMISSIONED') return;
  if (await repo.findOpenAssignment(tx, id)) throw stateConflict(M.busy(current.bienSo));
  await repo.updateVehicle(tx, id, { trangThai: 'DECOMMISSIONED' });
}

export const options = (db: Db) =>
  repo.vehicleOptions(db).then((rows) => rows.map((r) => ({ ...r, trangThai: r.trangThai as Vehicle['trangThai'] })));

/** The office's recorded decisions about the vehicle (odometer corrections, releases), newest first. */
export async function vehicleLog(db: Db, id: number): Promise<VehicleLogEntry[]> {
  if (!(await repo.findVehicle(db, id))) throw notFound(M.notFound);
  return (await repo.listVehicleLog(db, id)).map((r) => ({
    ...r,
    loai: r.loai as VehicleLogEntry['loai'],
    trangThaiCu: r.trangThaiCu as VehicleLogEntry['trangThaiCu'],
    trangThaiMoi: r.trangThaiMoi as VehicleLogEntry['trangThaiMoi'],
    thoiDiem: r.thoiDiem.toISOString(),
  }));
}
