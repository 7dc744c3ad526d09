import { and, asc, count, desc, eq, ilike, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dmLoaiXe, nguoiDung, xe, xePhanCong, xePhanCongSuKien } from '../../../db/schema';
import { countOf } from '../../../lib/paging';
import type { AssignmentRow } from '../vehicles/repo';

/** How an order ended, kept so a driver's late report can be told what happened (issue 11 §3). */
export type Ending = { at: Date; by: number | null; kind: 'CLOSE' | 'HANDOVER' | 'RETURN' };
const ended = (e: Ending) => ({ closedAt: e.at, closedBy: e.by, closeKind: e.kind });

export function setAssignmentStatus(db: Db, id: number, trangThai: AssignmentRow['trangThai'], ending?: Ending) {
  return db
    .update(xePhanCong)
    .set({ trangThai, ...(ending ? ended(ending) : {}) })
    .where(eq(xePhanCong.id, id));
}

export function insertEvent(db: Db, row: typeof xePhanCongSuKien.$inferInsert) {
  return db
    .insert(xePhanCongSuKien)
    .values(row)
    .returning({ id: xePhanCongSuKien.id })
    .then((rows) => rows[0]?.id as number);
}

// ── office console ────────────────────────────────────────────────────────────────────────────

const assignmentColumns = {
  id: xePhanCong.id,
  xeId: xePhanCong.xeId,
  bienSo: xe.bienSo,
  taiXeId: xePhanCong.taiXeId,
  tenTaiXe: nguoiDung.hoTen,
  loai: xePhanCong.loai,
  trangThai: xePhanCong.trangThai,
  lyDo: xePhanCong.lyDo,
  startAt: xePhanCong.startAt,
  endAt: xePhanCong.endAt,
  closedAt: xePhanCong.closedAt,
};
export type AssignmentListRow = Awaited<ReturnType<typeof listAssignments>>[number];

/** Assignments with plate and driver name, newest first. */
export function listAssignments(db: Db, where: { id?: number; xeId?: number; taiXeId?: number; open?: boolean }) {
  return db
    .select(assignmentColumns)
    .from(xePhanCong)
    .innerJoin(xe, eq(xe.id, xePhanCong.xeId))
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, xePhanCong.taiXeId))
    .where(
      and(
        where.id !== undefined ? eq(xePhanCong.id, where.id) : undefined,
        where.xeId !== undefined ? eq(xePhanCong.xeId, where.xeId) : undefined,
        where.taiXeId !== undefined ? eq(xePhanCong.taiXeId, where.taiXeId) : undefined,
        where.open ? ne(xePhanCong.trangThai, 'CLOSED') : undefined,
      ),
    )
    .orderBy(desc(xePhanCong.startAt), desc(xePhanCong.id))
    .limit(500);
}

/** The vehicle's open order, locked with the transaction (one per vehicle by the partial unique index). */
export function lockOpenAssignmentOfVehicle(db: Db, xeId: number) {
  return db
    .select()
    .from(xePhanCong)
    .where(and(eq(xePhanCong.xeId, xeId), ne(xePhanCong.trangThai, 'CLOSED')))
    .for('update')
    .then((rows) => rows[0]);
}

export function insertAssignment(db: Db, row: typeof xePhanCong.$inferInsert) {
  return db
    .insert(xePhanCong)
    .values(row)
    .returning({ id: xePhanCong.id })
    .then((rows) => rows[0]?.id as number);
}

export function closeAssignment(db: Db, id: number, ending: Ending, lyDo: string | null) {
  return db
    .update(xePhanCong)
    .set({ trangThai: 'CLOSED', ...ended(ending), lyDo })
    .where(eq(xePhanCong.id, id));
}

/** The driver's open orders with their plates (a driver normally holds one). */
export function openAssignmentsOfDriver(db: Db, taiXeId: number) {
  return db
    .select({ xeId: xePhanCong.xeId, bienSo: xe.bienSo })
    .from(xePhanCong)
    .innerJoin(xe, eq(xe.id, xePhanCong.xeId))
    .where(and(eq(xePhanCong.taiXeId, taiXeId), ne(xePhanCong.trangThai, 'CLOSED')))
    .orderBy(asc(xePhanCong.startAt));
}

export function driverName(db: Db, id: number) {
  return db
    .select({ hoTen: nguoiDung.hoTen })
    .from(nguoiDung)
    .where(eq(nguoiDung.idNguoiDung, id))
    .then((rows) => rows[0]?.hoTen ?? '');
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const plateLike = (q: string | undefined) => (q ? ilike(xe.bienSo, `%${escapeLike(q)}%`) : undefined);
const openOrder = and(eq(xePhanCong.xeId, xe.id), ne(xePhanCong.trangThai, 'CLOSED'));

/** The screen's left list: vehicles (newest first) with their open order, searched by plate. */
export function listAssignableVehicles(db: Db, q: string | undefined, window: { limit: number; offset: number }) {
  return db
    .select({
      id: xe.id,
      bienSo: xe.bienSo,
      hangXe: xe.hangXe,
      model: xe.model,
      tenLoaiXe: dmLoaiXe.tenLoaiXe,
      fileUrl: xe.fileUrl,
      trangThai: xe.trangThai,
      phanCongId: xePhanCong.id,
      taiXeId: xePhanCong.taiXeId,
      tenTaiXe: nguoiDung.hoTen,
      trangThaiPhanCong: xePhanCong.trangThai,
    })
    .from(xe)
    .leftJoin(dmLoaiXe, eq(dmLoaiXe.id, xe.loaiXeId))
    .leftJoin(xePhanCong, openOrder)
    .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, xePhanCong.taiXeId))
    .where(plateLike(q))
    .orderBy(desc(xe.id))
    .limit(window.limit)
    .offset(window.offset);
}

export function countAssignableVehicles(db: Db, q: string | undefined) {
  return db.select({ n: count() }).from(xe).where(plateLike(q)).then(countOf);
}
