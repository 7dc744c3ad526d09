import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { donHang, nguoiDung, xe } from '../../../db/schema';
import { countOf } from '../../../lib/paging';

export type OrderRow = typeof donHang.$inferSelect;
export type OrderFilter = { id?: number; q?: string; taiXeId?: number; xeId?: number; trangThai?: string };
export type OrderSort = { field: 'ngayTao' | 'thoiGianHen' | 'id'; dir: 'asc' | 'desc' };

const taiXe = alias(nguoiDung, 'tai_xe');
const nguoiTao = alias(nguoiDung, 'nguoi_tao');
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: OrderFilter): SQL | undefined {
  const like = f.q ? `%${escapeLike(f.q)}%` : undefined;
  return and(
    f.id !== undefined ? eq(donHang.id, f.id) : undefined,
    like ? or(ilike(donHang.tenDonHang, like), ilike(xe.bienSo, like), ilike(taiXe.hoTen, like)) : undefined,
    f.taiXeId !== undefined ? eq(donHang.taiXeId, f.taiXeId) : undefined,
    f.xeId !== undefined ? eq(donHang.xeId, f.xeId) : undefined,
    f.trangThai ? eq(donHang.trangThai, f.trangThai) : undefined,
  );
}

const sortColumn = { ngayTao: donHang.ngayTao, thoiGianHen: donHang.thoiGianHen, id: donHang.id };

export function listOrders(
  db: Db,
  f: OrderFilter,
  window: { limit: number; offset: number },
  sort: OrderSort = { field: 'ngayTao', dir: 'desc' },
) {
  const column = sortColumn[sort.field];
  return db
    .select({
      id: donHang.id,
      tenDonHang: donHang.tenDonHang,
      loaiDonHang: donHang.loaiDonHang,
      trangThai: donHang.trangThai,
      taiXeId: donHang.taiXeId,
      tenTaiXe: taiXe.hoTen,
      xeId: donHang.xeId,
      xeBienSo: xe.bienSo,
      thoiGianHen: donHang.thoiGianHen,
      fileUrl: donHang.fileUrl,
      ghiChu: donHang.ghiChu,
      lyDoThatBai: donHang.lyDoThatBai,
      tenNguoiTao: nguoiTao.hoTen,
      ngayTao: donHang.ngayTao,
      thoiDiemNhanDon: donHang.thoiDiemNhanDon,
      thoiDiemDenDiemLay: donHang.thoiDiemDenDiemLay,
      thoiDiemLayHangXong: donHang.thoiDiemLayHangXong,
      thoiDiemDenDiemGiao: donHang.thoiDiemDenDiemGiao,
      thoiDiemHoanThanh: donHang.thoiDiemHoanThanh,
      thoiDiemThatBai: donHang.thoiDiemThatBai,
    })
    .from(donHang)
    .innerJoin(taiXe, eq(taiXe.idNguoiDung, donHang.taiXeId))
    .leftJoin(xe, eq(xe.id, donHang.xeId))
    .leftJoin(nguoiTao, eq(nguoiTao.idNguoiDung, donHang.nguoiTaoId))
    .where(where(f))
    .orderBy(
      sort.dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
      sort.dir === 'asc' ? asc(donHang.id) : desc(donHang.id),
    )
    .limit(window.limit)
    .offset(window.offset);
}

export function countOrders(db: Db, f: OrderFilter) {
  const q = db.select({ n: count() }).from(donHang);
  // Joins only when the search needs them.
  const joined = f.q
    ? q.innerJoin(taiXe, eq(taiXe.idNguoiDung, donHang.taiXeId)).leftJoin(xe, eq(xe.id, donHang.xeId))
    : q;
  return joined.where(where(f)).then(countOf);
}

export function insertOrder(db: Db, row: typeof donHang.$inferInsert) {
  return db
    .insert(donHang)
    .values(row)
    .returning({ id: donHang.id })
    .then((rows) => rows[0]?.id as number);
}

export function lockOrder(db: Db, id: number) {
  return db
    .select()
    .from(donHang)
    .where(eq(donHang.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

export function findOrderOwner(db: Db, id: number) {
  return db
    .select({ taiXeId: donHang.taiXeId })
    .from(donHang)
    .where(eq(donHang.id, id))
    .then((rows) => rows[0]);
}

export function updateOrder(db: Db, id: number, set: Partial<typeof donHang.$inferInsert>) {
  return db
    .update(donHang)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(donHang.id, id));
}
