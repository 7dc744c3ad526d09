import type { PageQuery } from '@/contracts/envelope';
import type { FuelListQuery, FuelLog, FuelReportRequest } from '@/contracts/fleet';
import { unitPrice } from '@/contracts/fleet';
import { FUEL_REVIEW_MESSAGES as R } from '@/contracts/fleet-maintenance';
import type { Db } from '../../../db/client';
import { notFound, stateConflict } from '../../../http-error';
import { type Actor, assertOwnOrGranted } from '../../../lib/access';
import { paged } from '../../../lib/paging';
import { addDays, vnInstant } from '../../../lib/vn-time';
import type { WriteTimes } from '../../../lib/write-times';
import * as notifications from '../../notifications/events';
import { assertPlausibleOdo } from '../vehicles/odometer';
import { requireHeldAt } from '../vehicles/ownership';
import * as vehicles from '../vehicles/repo';
import * as repo from './repo';

type FuelRow = Awaited<ReturnType<typeof repo.listFuelLogs>>[number];

const toFuelLog = (r: FuelRow): FuelLog => ({
  ...r,
  ngayDo: r.ngayDo.toISOString(),
  trangThai: r.trangThai as FuelLog['trangThai'],
  donGia: unitPrice(r.soTien, r.soLit),
  thoiDiemDuyet: r.thoiDiemDuyet?.toISOString() ?? null,
});

/**
 * A fuel report (CHO_DUYET) for the vehicle the driver held when they filled up — the order it
 * belongs to, even if the office has ended it since (issue 11 §3). The period starts at the end
 * odometer of the vehicle's last approved report; the vehicle's own odometer is left alone
 * until a report is approved, and a reading more than 5 000 km past it is refused, so a
 * mistyped reading cannot block the driver's return. A late report may be below it: not checked.
 */
export async function report(tx: Db, actor: Actor, input: FuelReportRequest, times: WriteTimes): Promise<FuelLog> {
  const held = await requireHeldAt(tx, actor, times, input.xeId);
  const vehicle = await vehicles.findVehicle(tx, input.xeId);
  if (vehicle) assertPlausibleOdo(input.odoKmCuoiKy, vehicle.odoGanNhat);
  const previous = await repo.lastApprovedBefore(tx, input.xeId, times.occurredAt);
  const odoKmDauKy = previous?.odoKmCuoiKy ?? null;
  const id = await repo.insertFuelLog(tx, {
    xeId: input.xeId,
    taiXeId: actor.id,
    phanCongId: held.id,
    soTien: input.soTien,
    soLit: input.soLit,
    odoKmDauKy,
    odoKmCuoiKy: input.odoKmCuoiKy,
    kmThucTe: odoKmDauKy === null ? null : input.odoKmCuoiKy - odoKmDauKy,
    trangThai: 'CHO_DUYET',
    anhBienLaiUrl: input.anhBienLaiUrl,
    anhOdoUrl: input.anhOdoUrl,
    ghiChu: input.ghiChu || null,
    ngayDo: times.occurredAt,
    receivedAt: times.receivedAt,
  });
  const [row] = await repo.listFuelLogs(tx, { id }, { limit: 1, offset: 0 });
  if (!row) throw new Error(`xang_dau ${id} vừa tạo không đọc lại được`);
  return toFuelLog(row);
}

export function myFuelLogs(db: Db, actor: Actor, q: PageQuery) {
  const filter = { taiXeId: actor.id };
  return paged(
    q,
    (w) => repo.listFuelLogs(db, filter, w),
    () => repo.countFuelLogs(db, filter),
    toFuelLog,
  );
}

/** Office list; tuNgay/denNgay are whole Vietnamese days, both included. */
export function listFuelLogs(db: Db, q: FuelListQuery) {
  const filter = {
    xeId: q.xeId,
    trangThai: q.trangThai,
    from: q.tuNgay ? vnInstant(q.tuNgay) : undefined,
    to: q.denNgay ? vnInstant(addDays(q.denNgay, 1)) : undefined,
  };
  return paged(
    q,
    (w) => repo.listFuelLogs(db, filter, w),
    () => repo.countFuelLogs(db, filter),
    toFuelLog,
  );
}

/** One report: a driver their own, XANG_DAU_XEM any. */
export async function getFuelLog(db: Db, actor: Actor, id: number): Promise<FuelLog> {
  const [row] = await repo.listFuelLogs(db, { id }, { limit: 1, offset: 0 });
  if (!row) throw notFound(R.notFound);
  assertOwnOrGranted(actor, row.taiXeId === actor.id, { notFound: R.notFound });
  return toFuelLog(row);
}

/** Only a pending report is decided (spec 003 §4); who decides is the XANG_DAU_DUYET rule's. */
async function lockPending(tx: Db, id: number) {
  const row = await repo.lockFuelLog(tx, id);
  if (!row) throw notFound(R.notFound);
  if (row.trangThai !== 'CHO_DUYET') throw stateConflict(R.decided);
  return row;
}

/**
 * CHO_DUYET → DA_DUYET. The period is recomputed from the approved report before it (another
 * one may have been approved since the driver sent this), and the vehicle's odometer moves
 * forward to the reading.
 */
export async function approve(tx: Db, actor: Actor, id: number, times: WriteTimes): Promise<FuelLog> {
  const row = await lockPending(tx, id);
  const previous = await repo.previousApproved(tx, row.xeId, row.ngayDo, row.id);
  const odoKmDauKy = previous?.odoKmCuoiKy ?? null;
  await repo.updateFuelLog(tx, id, {
    trangThai: 'DA_DUYET',
    nguoiDuyetId: actor.id,
    thoiDiemDuyet: times.receivedAt,
    odoKmDauKy,
    kmThucTe: odoKmDauKy === null ? null : row.odoKmCuoiKy - odoKmDauKy,
  });
  await vehicles.raiseOdometer(tx, row.xeId, row.odoKmCuoiKy);
  await notifications.fuelDecided(tx, actor, row);
  return getFuelLog(tx, actor, id);
}

/** CHO_DUYET → TU_CHOI; the reason is kept in ghiChu (spec 003 §3). */
export async function reject(tx: Db, actor: Actor, id: number, lyDo: string, times: WriteTimes): Promise<FuelLog> {
  const row = await lockPending(tx, id);
  await repo.updateFuelLog(tx, id, {
    trangThai: 'TU_CHOI',
    nguoiDuyetId: actor.id,
    thoiDiemDuyet: times.receivedAt,
    ghiChu: lyDo,
  });
  await notifications.fuelDecided(tx, actor, row, lyDo);
  return getFuelLog(tx, actor, id);
}
