import { and, asc, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { checklistLog, checklistLogItem, dmChecklistItem, dmLoaiXeChecklist, nguoiDung, xe } from '../../../db/schema';
import { countOf } from '../../../lib/paging';
import { checklistItemColumns, checklistItemOrder } from '../checklist-items/repo';

/** The active items of the vehicle type's package, by position (none = 999, spec 003 §5) then id. */
export function packageItemsOf(db: Db, xeId: number) {
  return db
    .select(checklistItemColumns)
    .from(xe)
    .innerJoin(dmLoaiXeChecklist, eq(dmLoaiXeChecklist.loaiXeId, xe.loaiXeId))
    .innerJoin(dmChecklistItem, eq(dmChecklistItem.id, dmLoaiXeChecklist.itemId))
    .where(and(eq(xe.id, xeId), eq(dmChecklistItem.active, true)))
    .orderBy(...checklistItemOrder);
}

export function insertLog(db: Db, row: typeof checklistLog.$inferInsert) {
  return db
    .insert(checklistLog)
    .values(row)
    .returning({ id: checklistLog.id })
    .then((rows) => rows[0]?.id as number);
}

export function insertLogItems(db: Db, rows: (typeof checklistLogItem.$inferInsert)[]) {
  return db.insert(checklistLogItem).values(rows);
}

export type LogFilter = { taiXeId?: number; xeId?: number; hasError?: boolean };

function where(f: LogFilter): SQL | undefined {
  return and(
    f.taiXeId !== undefined ? eq(checklistLog.taiXeId, f.taiXeId) : undefined,
    f.xeId !== undefined ? eq(checklistLog.xeId, f.xeId) : undefined,
    f.hasError === undefined ? undefined : f.hasError ? gt(checklistLog.soItemNG, 0) : eq(checklistLog.soItemNG, 0),
  );
}

const newestFirst = [desc(checklistLog.thoiDiemThucHien), desc(checklistLog.id)];

export function listLogs(db: Db, f: LogFilter, window: { limit: number; offset: number }, id?: number) {
  // Deferred join: the page's ids off the (thoi_diem_thuc_hien, id) index, then the joins for those rows only.
  const page = db
    .select({ id: checklistLog.id })
    .from(checklistLog)
    .where(id === undefined ? where(f) : eq(checklistLog.id, id))
    .orderBy(...newestFirst)
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  return db
    .select({
      id: checklistLog.id,
      thoiDiemThucHien: checklistLog.thoiDiemThucHien,
      xeId: checklistLog.xeId,
      xeBienSo: xe.bienSo,
      taiXeId: checklistLog.taiXeId,
      tenTaiXe: nguoiDung.hoTen,
      odo: checklistLog.odo,
      soItemNG: checklistLog.soItemNG,
      hasCriticalError: checklistLog.hasCriticalError,
    })
    .from(checklistLog)
    .innerJoin(page, eq(page.id, checklistLog.id))
    .innerJoin(xe, eq(xe.id, checklistLog.xeId))
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, checklistLog.taiXeId))
    .orderBy(...newestFirst);
}

export function countLogs(db: Db, f: LogFilter) {
  return db.select({ n: count() }).from(checklistLog).where(where(f)).then(countOf);
}

export function findLog(db: Db, id: number) {
  return listLogs(db, {}, { limit: 1, offset: 0 }, id).then((rows) => rows[0]);
}

export function logItems(db: Db, logId: number) {
  return db
    .select({
      id: checklistLogItem.id,
      tenHangMuc: checklistLogItem.tenHangMuc,
      mucDo: checklistLogItem.mucDo,
      trangThai: checklistLogItem.trangThai,
      ghiChu: checklistLogItem.ghiChu,
      anhUrl: checklistLogItem.anhUrl,
    })
    .from(checklistLogItem)
    .where(eq(checklistLogItem.logId, logId))
    .orderBy(asc(checklistLogItem.id));
}
