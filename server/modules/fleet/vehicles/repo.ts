import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dmLoaiXe, nguoiDung, xe, xePhanCong } from '../../../db/schema';

export type VehicleRow = typeof xe.$inferSelect;
export type AssignmentRow = typeof xePhanCong.$inferSelect;

const open = ne(xePhanCong.trangThai, 'CLOSED');

export function findVehicle(db: Db, id: number) {
  return db
    .select()
    .from(xe)
    .where(eq(xe.id, id))
    .then((rows) => rows[0]);
}

/** The vehicle row locked until the transaction ends: status and odometer changes never interleave. */
export function lockVehicle(db: Db, id: number) {
  return db
    .select()
    .from(xe)
    .where(eq(xe.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

export function lockAssignment(db: Db, id: number) {
  return db
    .select()
    .from(xePhanCong)
    .where(eq(xePhanCong.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

/** The driver's open assignment on that vehicle, if they hold it. */
export function findOpenAssignmentOn(db: Db, xeId: number, taiXeId: number) {
  return db
    .select()
    .from(xePhanCong)
    .where(and(eq(xePhanCong.xeId, xeId), eq(xePhanCong.taiXeId, taiXeId), open))
    .then((rows) => rows[0]);
}

/**
 * The driver's current order with its vehicle: the one in use first, then the latest started
 * (a driver normally holds one; this keeps the answer stable if the office gave two).
 */
export function findCurrentAssignment(db: Db, taiXeId: number) {
  return db
    .select({
      id: xePhanCong.id,
      xeId: xe.id,
      bienSo: xe.bienSo,
      tenLoaiXe: dmLoaiXe.tenLoaiXe,
      hangXe: xe.hangXe,
      model: xe.model,
      fileUrl: xe.fileUrl,
      odoGanNhat: xe.odoGanNhat,
      trangThaiXe: xe.trangThai,
      taiXeId: xePhanCong.taiXeId,
      tenTaiXe: nguoiDung.hoTen,
      loai: xePhanCong.loai,
      trangThai: xePhanCong.trangThai,
      lyDo: xePhanCong.lyDo,
      startAt: xePhanCong.startAt,
      endAt: xePhanCong.endAt,
    })
    .from(xePhanCong)
    .innerJoin(xe, eq(xe.id, xePhanCong.xeId))
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, xePhanCong.taiXeId))
    .leftJoin(dmLoaiXe, eq(dmLoaiXe.id, xe.loaiXeId))
    .where(and(eq(xePhanCong.taiXeId, taiXeId), open))
    .orderBy(sql`case when ${xePhanCong.trangThai} = 'IN_USE' then 0 else 1 end`, desc(xePhanCong.startAt))
    .limit(1)
    .then((rows) => rows[0]);
}

export function updateVehicle(db: Db, id: number, set: Partial<Pick<VehicleRow, 'trangThai' | 'odoGanNhat'>>) {
  return db
    .update(xe)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(xe.id, id));
}

/** Moves the odometer forward only: a lower reading never rewinds it. */
export function raiseOdometer(db: Db, id: number, odo: number) {
  return db
    .update(xe)
    .set({ odoGanNhat: sql`greatest(${xe.odoGanNhat}, ${odo})`, updatedAt: new Date() })
    .where(eq(xe.id, id));
}
