import { and, asc, count, desc, eq, gt, gte, ilike, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chucVu, dmLoaiXe, nguoiDung, xe, xeNhatKy, xePhanCong } from '../../../db/schema';
import { countOf } from '../../../lib/paging';

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

const ofDriver = (taiXeId: number, xeId?: number) =>
  and(eq(xePhanCong.taiXeId, taiXeId), xeId !== undefined ? eq(xePhanCong.xeId, xeId) : undefined);

/**
 * The order through which the driver held the vehicle (any vehicle when `xeId` is omitted) at
 * the instant `at`: startAt <= at < closedAt, an open order having no end. Half-open, so at the
 * instant of a close or handover the vehicle is already the next holder's. Intervals of one
 * vehicle never overlap (one open order per vehicle, a handover starts the new order when it
 * ends the old); with two vehicles at once the one in use, then the latest started, answers.
 */
export function findAssignmentHeldAt(db: Db, taiXeId: number, at: Date, xeId?: number) {
  return db
    .select()
    .from(xePhanCong)
    .where(
      and(
        ofDriver(taiXeId, xeId),
        lte(xePhanCong.startAt, at),
        or(isNull(xePhanCong.closedAt), gt(xePhanCong.closedAt, at)),
      ),
    )
    .orderBy(sql`case when ${xePhanCong.trangThai} = 'IN_USE' then 0 else 1 end`, desc(xePhanCong.startAt))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The driver's order (on `xeId`, or any) that ended last at or before `at`, not before `since`. */
export function lastEndedBy(db: Db, taiXeId: number, at: Date, since: Date, xeId?: number) {
  return db
    .select()
    .from(xePhanCong)
    .where(and(ofDriver(taiXeId, xeId), lte(xePhanCong.closedAt, at), gte(xePhanCong.closedAt, since)))
    .orderBy(desc(xePhanCong.closedAt), desc(xePhanCong.id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The driver's order (on `xeId`, or any) starting first after `at`. */
export function firstStartingAfter(db: Db, taiXeId: number, at: Date, xeId?: number) {
  return db
    .select()
    .from(xePhanCong)
    .where(and(ofDriver(taiXeId, xeId), gt(xePhanCong.startAt, at)))
    .orderBy(asc(xePhanCong.startAt), asc(xePhanCong.id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** A person as a message names them: name and position ("Trần Văn Điều", "Điều phối viên"). */
export function personOf(db: Db, id: number) {
  return db
    .select({ hoTen: nguoiDung.hoTen, tenChucVu: chucVu.tenChucVu })
    .from(nguoiDung)
    .leftJoin(chucVu, eq(chucVu.idChucVu, nguoiDung.idChucVu))
    .where(eq(nguoiDung.idNguoiDung, id))
    .then((rows) => rows[0]);
}

/** The driver of the vehicle's first order starting at or after `at` (who a handover gave it to). */
export function nextHolderName(db: Db, xeId: number, at: Date) {
  return db
    .select({ hoTen: nguoiDung.hoTen })
    .from(xePhanCong)
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, xePhanCong.taiXeId))
    .where(and(eq(xePhanCong.xeId, xeId), gte(xePhanCong.startAt, at)))
    .orderBy(asc(xePhanCong.startAt), asc(xePhanCong.id))
    .limit(1)
    .then((rows) => rows[0]?.hoTen);
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

// ── the office's vehicle register (spec 003 "Quản lý xe") ──────────────────────────────────────

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export type VehicleFilter = { id?: number; q?: string; trangThai?: string };

function vehicleWhere(f: VehicleFilter): SQL | undefined {
  const like = f.q ? `%${escapeLike(f.q)}%` : undefined;
  return and(
    f.id !== undefined ? eq(xe.id, f.id) : undefined,
    like ? or(ilike(xe.bienSo, like), ilike(dmLoaiXe.tenLoaiXe, like)) : undefined,
    f.trangThai ? eq(xe.trangThai, f.trangThai) : undefined,
  );
}

/** Each vehicle's open assignment (at most one: a partial unique index guarantees it). */
const holder = (db: Db) =>
  db
    .select({ xeId: xePhanCong.xeId, taiXeId: xePhanCong.taiXeId, hoTen: nguoiDung.hoTen })
    .from(xePhanCong)
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, xePhanCong.taiXeId))
    .where(open)
    .as('holder');

/** The register, newest first (spec §9: id descending), with type name and current holder. */
export function listVehicles(db: Db, f: VehicleFilter, window: { limit: number; offset: number }) {
  // Deferred join: the page's ids off the primary key (or (trang_thai, id)), then type and holder
  // for those rows only; the type join is only needed when the search may match its name.
  const ids = db.select({ id: xe.id }).from(xe);
  const page = (f.q ? ids.leftJoin(dmLoaiXe, eq(dmLoaiXe.id, xe.loaiXeId)) : ids)
    .where(vehicleWhere(f))
    .orderBy(desc(xe.id))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  const h = holder(db);
  return db
    .select({
      id: xe.id,
      bienSo: xe.bienSo,
      soKhung: xe.soKhung,
      soMay: xe.soMay,
      loaiXeId: xe.loaiXeId,
      tenLoaiXe: dmLoaiXe.tenLoaiXe,
      hangXe: xe.hangXe,
      model: xe.model,
      namSx: xe.namSx,
      mauSon: xe.mauSon,
      loaiNhienLieu: xe.loaiNhienLieu,
      dungTichBinh: xe.dungTichBinh,
      tieuHaoTb: xe.tieuHaoTb,
      sucChuaTai: xe.sucChuaTai,
      odoGanNhat: xe.odoGanNhat,
      trangThai: xe.trangThai,
      ghiChu: xe.ghiChu,
      fileUrl: xe.fileUrl,
      taiXeDuocPhanCongId: h.taiXeId,
      tenTaiXeDuocPhanCong: h.hoTen,
    })
    .from(xe)
    .innerJoin(page, eq(page.id, xe.id))
    .leftJoin(dmLoaiXe, eq(dmLoaiXe.id, xe.loaiXeId))
    .leftJoin(h, eq(h.xeId, xe.id))
    .orderBy(desc(xe.id));
}

export function countVehicles(db: Db, f: VehicleFilter) {
  const base = db.select({ n: count() }).from(xe);
  // The type join is only needed when the search may match the type's name.
  const query = f.q ? base.leftJoin(dmLoaiXe, eq(dmLoaiXe.id, xe.loaiXeId)) : base;
  return query.where(vehicleWhere(f)).then(countOf);
}

/** Another vehicle already carrying this plate (plates compare case-insensitively). */
export function findPlate(db: Db, bienSo: string) {
  return db
    .select({ id: xe.id, bienSo: xe.bienSo })
    .from(xe)
    .where(eq(sql`upper(${xe.bienSo})`, bienSo.toUpperCase()))
    .then((rows) => rows[0]);
}

export function insertVehicle(db: Db, row: typeof xe.$inferInsert) {
  return db
    .insert(xe)
    .values(row)
    .returning({ id: xe.id })
    .then((rows) => rows[0]?.id as number);
}

export function saveVehicle(db: Db, id: number, set: Partial<typeof xe.$inferInsert>) {
  return db
    .update(xe)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(xe.id, id));
}

/** The open assignment on a vehicle, whoever holds it. */
export function findOpenAssignment(db: Db, xeId: number) {
  return db
    .select()
    .from(xePhanCong)
    .where(and(eq(xePhanCong.xeId, xeId), open))
    .then((rows) => rows[0]);
}

/** Pickers: every vehicle by plate with its status and current holder (the client filters). */
export function vehicleOptions(db: Db) {
  const h = holder(db);
  return db
    .select({
      id: xe.id,
      bienSo: xe.bienSo,
      trangThai: xe.trangThai,
      taiXeDuocPhanCongId: h.taiXeId,
      tenTaiXeDuocPhanCong: h.hoTen,
    })
    .from(xe)
    .leftJoin(h, eq(h.xeId, xe.id))
    .orderBy(asc(xe.bienSo));
}

// ── the office's recorded decisions (xe_nhat_ky) ─────────────────────────────────────────────────

export function insertVehicleLog(db: Db, row: typeof xeNhatKy.$inferInsert) {
  return db.insert(xeNhatKy).values(row);
}

/** A vehicle's recorded decisions, newest first, with who took them. */
export function listVehicleLog(db: Db, xeId: number) {
  return db
    .select({
      id: xeNhatKy.id,
      loai: xeNhatKy.loai,
      odoCu: xeNhatKy.odoCu,
      odoMoi: xeNhatKy.odoMoi,
      trangThaiCu: xeNhatKy.trangThaiCu,
      trangThaiMoi: xeNhatKy.trangThaiMoi,
      lyDo: xeNhatKy.lyDo,
      tenNguoiThucHien: nguoiDung.hoTen,
      thoiDiem: xeNhatKy.thoiDiem,
    })
    .from(xeNhatKy)
    .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, xeNhatKy.nguoiThucHienId))
    .where(eq(xeNhatKy.xeId, xeId))
    .orderBy(desc(xeNhatKy.thoiDiem), desc(xeNhatKy.id))
    .limit(500);
}
