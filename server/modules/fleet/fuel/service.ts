import type { PageQuery } from '@/contracts/envelope';
import type { FuelListQuery, FuelLog, FuelReportRequest } from '@/contracts/fleet';
import { unitPrice } from '@/contracts/fleet';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/access';
import { paged } from '../../../lib/paging';
import { addDays, vnInstant } from '../../../lib/vn-time';
import type { WriteTimes } from '../../../lib/write-times';
import { requireHeldVehicle } from '../vehicles/ownership';
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
 * A fuel report (CHO_DUYET) for the vehicle the driver holds. The period starts at the end
 * odometer of the vehicle's last approved report; the vehicle's own odometer is left alone
 * until a report is approved, so a mistyped reading cannot block the driver's return.
 */
export async function report(tx: Db, actor: Actor, input: FuelReportRequest, times: WriteTimes): Promise<FuelLog> {
  await requireHeldVehicle(tx, actor, input.xeId);
  const previous = await repo.lastApprovedBefore(tx, input.xeId, times.occurredAt);
  const odoKmDauKy = previous?.odoKmCuoiKy ?? null;
  const id = await repo.insertFuelLog(tx, {
    xeId: input.xeId,
    taiXeId: actor.id,
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
