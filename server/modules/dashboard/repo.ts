import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { baoDuongXe, checklistLog, checklistLogItem, donHang, giayTo, nguoiDung, xangDau, xe } from '../../db/schema';
import { countOf } from '../../lib/paging';

export function vehiclesByStatus(db: Db) {
  return db.select({ trangThai: xe.trangThai, soLuong: count() }).from(xe).groupBy(xe.trangThai);
}

export function pendingFuelLogs(db: Db) {
  return db.select({ n: count() }).from(xangDau).where(eq(xangDau.trangThai, 'CHO_DUYET')).then(countOf);
}

/** Tickets waiting on the office: quotes to approve (CHO_DUYET) and repairs to pay (CHO_THANH_TOAN). */
export function pendingTickets(db: Db) {
  return db
    .select({ trangThai: baoDuongXe.trangThai, soLuong: count() })
    .from(baoDuongXe)
    .where(inArray(baoDuongXe.trangThai, ['CHO_DUYET', 'CHO_THANH_TOAN']))
    .groupBy(baoDuongXe.trangThai);
}

/**
 * Active documents ending on or before `soonUntil` ('yyyy-MM-dd'): counts of the expired (before
 * `today`) and of the expiring (today … soonUntil), and the `limit` most urgent — longest expired
 * first, then soonest to end. Deactivated documents are history, not a to-do.
 */
export async function expiringDocuments(db: Db, today: string, soonUntil: string, limit: number) {
  const due = and(eq(giayTo.active, true), lte(giayTo.ngayHetHan, soonUntil));
  const [counts] = await db
    .select({
      daHetHan: sql<number>`cast(count(*) filter (where ${giayTo.ngayHetHan} < ${today}) as int)`,
      sapHetHan: sql<number>`cast(count(*) filter (where ${giayTo.ngayHetHan} >= ${today}) as int)`,
    })
    .from(giayTo)
    .where(due);
  const rows = await db
    .select({
      id: giayTo.id,
      tenHienThi: giayTo.tenHienThi,
      ngayHetHan: sql<string>`${giayTo.ngayHetHan}::text`,
      soNgayConLai: sql<number>`(${giayTo.ngayHetHan} - ${today}::date)`,
      xeBienSo: xe.bienSo,
      nguoiDungHoTen: nguoiDung.hoTen,
    })
    .from(giayTo)
    .leftJoin(xe, eq(xe.id, giayTo.xeId))
    .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, giayTo.nguoiDungId))
    .where(due)
    .orderBy(asc(giayTo.ngayHetHan), asc(giayTo.id))
    .limit(limit);
  return { daHetHan: counts?.daHetHan ?? 0, sapHetHan: counts?.sapHetHan ?? 0, ganNhat: rows };
}

/**
 * Today's orders by status: the appointment (a zone-less Vietnam wall-clock time, stored as if UTC,
 * see orders/service.ts) falls on `day`, or there is none and the order was created that day.
 */
export function ordersOfDayByStatus(db: Db, day: string, nextDay: string, from: Date, to: Date) {
  const onDay: SQL | undefined = or(
    and(
      gte(donHang.thoiGianHen, new Date(`${day}T00:00:00Z`)),
      lt(donHang.thoiGianHen, new Date(`${nextDay}T00:00:00Z`)),
    ),
    and(isNull(donHang.thoiGianHen), gte(donHang.ngayTao, from), lt(donHang.ngayTao, to)),
  );
  return db
    .select({ trangThai: donHang.trangThai, soLuong: count() })
    .from(donHang)
    .where(onDay)
    .groupBy(donHang.trangThai);
}

/**
 * Open critical defects, one per vehicle still in service: its latest checklist with a CRITICAL item
 * answered NG, made since `since`, and not yet answered by either a repair finished afterwards (a
 * ticket of the vehicle whose thoiDiemHoanThanh is later — the work is done, payment may be pending)
 * or a later checklist of the vehicle with every critical item OK. The newest `limit` come with the
 * failed items' names; `total` counts them all.
 */
export async function openCriticalDefects(db: Db, since: Date, limit: number) {
  const latest = db
    .selectDistinctOn([checklistLog.xeId], {
      id: checklistLog.id,
      xeId: checklistLog.xeId,
      taiXeId: checklistLog.taiXeId,
      at: checklistLog.thoiDiemThucHien,
    })
    .from(checklistLog)
    .where(and(eq(checklistLog.hasCriticalError, true), gte(checklistLog.thoiDiemThucHien, since)))
    .orderBy(checklistLog.xeId, desc(checklistLog.thoiDiemThucHien), desc(checklistLog.id))
    .as('latest');
  const repaired = db
    .select({ one: sql`1` })
    .from(baoDuongXe)
    .where(and(eq(baoDuongXe.xeId, latest.xeId), gte(baoDuongXe.thoiDiemHoanThanh, latest.at)));
  const laterClean = db
    .select({ one: sql`1` })
    .from(checklistLog)
    .where(
      and(
        eq(checklistLog.xeId, latest.xeId),
        eq(checklistLog.hasCriticalError, false),
        sql`${checklistLog.thoiDiemThucHien} > ${latest.at}`,
      ),
    );
  const rows = await db
    .select({
      checklistLogId: latest.id,
      xeId: latest.xeId,
      xeBienSo: xe.bienSo,
      tenTaiXe: nguoiDung.hoTen,
      thoiDiemThucHien: latest.at,
      hangMucLoi: sql<string[]>`array(select ${checklistLogItem.tenHangMuc} from ${checklistLogItem}
        where ${checklistLogItem.logId} = ${latest.id} and ${checklistLogItem.mucDo} = 'CRITICAL'
          and ${checklistLogItem.trangThai} = 'NG' order by ${checklistLogItem.id})`,
      total: sql<number>`cast(count(*) over () as int)`,
    })
    .from(latest)
    .innerJoin(xe, eq(xe.id, latest.xeId))
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, latest.taiXeId))
    .where(and(ne(xe.trangThai, 'DECOMMISSIONED'), notExists(repaired), notExists(laterClean)))
    .orderBy(desc(latest.at), desc(latest.id))
    .limit(limit);
  return { total: rows[0]?.total ?? 0, rows };
}
