import { and, count, desc, eq, gte, lt, lte, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { nguoiDung, xangDau, xe } from '../../../db/schema';
import { countOf } from '../../../lib/paging';

export function insertFuelLog(db: Db, row: typeof xangDau.$inferInsert) {
  return db
    .insert(xangDau)
    .values(row)
    .returning({ id: xangDau.id })
    .then((rows) => rows[0]?.id as number);
}

/** The vehicle's latest approved report up to `at`: its end odometer starts the next period. */
export function lastApprovedBefore(db: Db, xeId: number, at: Date) {
  return db
    .select({ odoKmCuoiKy: xangDau.odoKmCuoiKy })
    .from(xangDau)
    .where(and(eq(xangDau.xeId, xeId), eq(xangDau.trangThai, 'DA_DUYET'), lte(xangDau.ngayDo, at)))
    .orderBy(desc(xangDau.ngayDo), desc(xangDau.id))
    .limit(1)
    .then((rows) => rows[0]);
}

export type FuelFilter = { id?: number; taiXeId?: number; xeId?: number; trangThai?: string; from?: Date; to?: Date };

function where(f: FuelFilter): SQL | undefined {
  return and(
    f.id !== undefined ? eq(xangDau.id, f.id) : undefined,
    f.taiXeId !== undefined ? eq(xangDau.taiXeId, f.taiXeId) : undefined,
    f.xeId !== undefined ? eq(xangDau.xeId, f.xeId) : undefined,
    f.trangThai ? eq(xangDau.trangThai, f.trangThai) : undefined,
    f.from ? gte(xangDau.ngayDo, f.from) : undefined,
    f.to ? lt(xangDau.ngayDo, f.to) : undefined,
  );
}

const taiXe = alias(nguoiDung, 'tai_xe');
const nguoiDuyet = alias(nguoiDung, 'nguoi_duyet');

const newestFirst = [desc(xangDau.ngayDo), desc(xangDau.id)];

export function listFuelLogs(db: Db, f: FuelFilter, window: { limit: number; offset: number }) {
  // Deferred join: the page's ids off the (ngay_do, id) index, then the joins for those rows only.
  const page = db
    .select({ id: xangDau.id })
    .from(xangDau)
    .where(where(f))
    .orderBy(...newestFirst)
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  return db
    .select({
      id: xangDau.id,
      ngayDo: xangDau.ngayDo,
      xeId: xangDau.xeId,
      xeBienSo: xe.bienSo,
      taiXeId: xangDau.taiXeId,
      tenTaiXe: taiXe.hoTen,
      soTien: xangDau.soTien,
      soLit: xangDau.soLit,
      odoKmDauKy: xangDau.odoKmDauKy,
      odoKmCuoiKy: xangDau.odoKmCuoiKy,
      kmThucTe: xangDau.kmThucTe,
      trangThai: xangDau.trangThai,
      anhBienLaiUrl: xangDau.anhBienLaiUrl,
      anhOdoUrl: xangDau.anhOdoUrl,
      tenNguoiDuyet: nguoiDuyet.hoTen,
      thoiDiemDuyet: xangDau.thoiDiemDuyet,
      ghiChu: xangDau.ghiChu,
    })
    .from(xangDau)
    .innerJoin(page, eq(page.id, xangDau.id))
    .innerJoin(xe, eq(xe.id, xangDau.xeId))
    .innerJoin(taiXe, eq(taiXe.idNguoiDung, xangDau.taiXeId))
    .leftJoin(nguoiDuyet, eq(nguoiDuyet.idNguoiDung, xangDau.nguoiDuyetId))
    .orderBy(...newestFirst);
}

export function countFuelLogs(db: Db, f: FuelFilter) {
  return db.select({ n: count() }).from(xangDau).where(where(f)).then(countOf);
}

export function lockFuelLog(db: Db, id: number) {
  return db
    .select()
    .from(xangDau)
    .where(eq(xangDau.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

export function updateFuelLog(db: Db, id: number, set: Partial<typeof xangDau.$inferInsert>) {
  return db.update(xangDau).set(set).where(eq(xangDau.id, id));
}

/** The vehicle's approved report just before this one (by fill time, then id). */
export function previousApproved(db: Db, xeId: number, at: Date, exceptId: number) {
  return db
    .select({ odoKmCuoiKy: xangDau.odoKmCuoiKy })
    .from(xangDau)
    .where(
      and(eq(xangDau.xeId, xeId), eq(xangDau.trangThai, 'DA_DUYET'), lte(xangDau.ngayDo, at), ne(xangDau.id, exceptId)),
    )
    .orderBy(desc(xangDau.ngayDo), desc(xangDau.id))
    .limit(1)
    .then((rows) => rows[0]);
}
