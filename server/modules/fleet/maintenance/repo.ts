import { and, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TICKET_STATUSES } from '@/contracts/fleet';
import type { Db } from '../../../db/client';
import { baoDuongXe, dmHangMucBaoDuong, nguoiDung, xe, xePhanCong } from '../../../db/schema';
import { countOf } from '../../../lib/paging';

export function insertTicket(db: Db, row: typeof baoDuongXe.$inferInsert) {
  return db
    .insert(baoDuongXe)
    .values(row)
    .returning({ id: baoDuongXe.id })
    .then((rows) => rows[0]?.id as number);
}

export type TicketFilter = {
  nguoiTaoId?: number;
  /**
   * A driver's own list: tickets they created and tickets of the vehicle they hold now (the office
   * may open one for it) — the same tickets the state machine lets them act on.
   */
  taiXeId?: number;
  xeId?: number;
  trangThai?: string;
  /** Plate, work description or creator's name, case-insensitive. */
  q?: string;
};

const ownOrHeld = (taiXeId: number) =>
  or(
    eq(baoDuongXe.nguoiTaoId, taiXeId),
    inArray(
      baoDuongXe.xeId,
      sql`(select ${xePhanCong.xeId} from ${xePhanCong} where ${xePhanCong.taiXeId} = ${taiXeId} and ${xePhanCong.trangThai} <> 'CLOSED')`,
    ),
  );

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: TicketFilter): SQL | undefined {
  const like = f.q ? `%${escapeLike(f.q)}%` : undefined;
  return and(
    f.nguoiTaoId !== undefined ? eq(baoDuongXe.nguoiTaoId, f.nguoiTaoId) : undefined,
    f.taiXeId !== undefined ? ownOrHeld(f.taiXeId) : undefined,
    f.xeId !== undefined ? eq(baoDuongXe.xeId, f.xeId) : undefined,
    f.trangThai ? eq(baoDuongXe.trangThai, f.trangThai) : undefined,
    like
      ? or(ilike(xe.bienSo, like), ilike(baoDuongXe.noiDungCongViec, like), ilike(nguoiDung.hoTen, like))
      : undefined,
  );
}

/** The driver's list runs through the workflow: MOI first … DA_HUY last (spec 003 §4). */
export const workflowOrder = sql`array_position(array[${sql.join(
  TICKET_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}]::varchar[], ${baoDuongXe.trangThai})`;

export function listTickets(
  db: Db,
  f: TicketFilter,
  window: { limit: number; offset: number },
  order: 'workflow' | 'newest',
) {
  return db
    .select({
      id: baoDuongXe.id,
      trangThai: baoDuongXe.trangThai,
      loaiBaoDuong: baoDuongXe.loaiBaoDuong,
      xeId: baoDuongXe.xeId,
      xeBienSo: xe.bienSo,
      tenNguoiTao: nguoiDung.hoTen,
      noiDungCongViec: baoDuongXe.noiDungCongViec,
      anhSuCoUrl: baoDuongXe.anhSuCoUrl,
      odoLucTao: baoDuongXe.odoLucTao,
      ngayTao: baoDuongXe.ngayTao,
    })
    .from(baoDuongXe)
    .innerJoin(xe, eq(xe.id, baoDuongXe.xeId))
    .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, baoDuongXe.nguoiTaoId))
    .where(where(f))
    .orderBy(...(order === 'workflow' ? [workflowOrder] : []), desc(baoDuongXe.ngayTao), desc(baoDuongXe.id))
    .limit(window.limit)
    .offset(window.offset);
}

export function countTickets(db: Db, f: TicketFilter) {
  // Every ticket has exactly one vehicle and at most one creator: the joins only matter to the
  // search, and without them the count reads an index instead of joining 100 000s of rows.
  const base = db.select({ n: count() }).from(baoDuongXe);
  const query = f.q
    ? base
        .innerJoin(xe, eq(xe.id, baoDuongXe.xeId))
        .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, baoDuongXe.nguoiTaoId))
    : base;
  return query.where(where(f)).then(countOf);
}

// ── office console: full tickets, state changes, price reference ────────────────────────────
const nguoiTao = alias(nguoiDung, 'nguoi_tao');
const nguoiDuyet = alias(nguoiDung, 'nguoi_duyet');
const nguoiThanhToan = alias(nguoiDung, 'nguoi_thanh_toan');
const nguoiHuy = alias(nguoiDung, 'nguoi_huy');

function detailWhere(f: TicketFilter & { id?: number }): SQL | undefined {
  const like = f.q ? `%${escapeLike(f.q)}%` : undefined;
  return and(
    f.id !== undefined ? eq(baoDuongXe.id, f.id) : undefined,
    f.nguoiTaoId !== undefined ? eq(baoDuongXe.nguoiTaoId, f.nguoiTaoId) : undefined,
    f.xeId !== undefined ? eq(baoDuongXe.xeId, f.xeId) : undefined,
    f.trangThai ? eq(baoDuongXe.trangThai, f.trangThai) : undefined,
    like ? or(ilike(xe.bienSo, like), ilike(baoDuongXe.noiDungCongViec, like), ilike(nguoiTao.hoTen, like)) : undefined,
  );
}

const newestFirst = [desc(baoDuongXe.ngayTao), desc(baoDuongXe.id)];

/** Tickets with every stage's fields and the names of who acted, newest first. */
export function listTicketDetails(
  db: Db,
  f: TicketFilter & { id?: number },
  window: { limit: number; offset: number },
) {
  // Deferred join: the page's ids come off the (ngay_tao, id) index first, and the five joins run
  // for those rows only — a deep page no longer joins every row it skips (bench:lists).
  const ids = db.select({ id: baoDuongXe.id }).from(baoDuongXe);
  const page = (
    f.q
      ? ids
          .innerJoin(xe, eq(xe.id, baoDuongXe.xeId))
          .leftJoin(nguoiTao, eq(nguoiTao.idNguoiDung, baoDuongXe.nguoiTaoId))
      : ids
  )
    .where(detailWhere(f))
    .orderBy(...newestFirst)
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  return db
    .select({
      id: baoDuongXe.id,
      trangThai: baoDuongXe.trangThai,
      loaiBaoDuong: baoDuongXe.loaiBaoDuong,
      xeId: baoDuongXe.xeId,
      xeBienSo: xe.bienSo,
      nguoiTaoId: baoDuongXe.nguoiTaoId,
      tenNguoiTao: nguoiTao.hoTen,
      noiDungCongViec: baoDuongXe.noiDungCongViec,
      anhSuCoUrl: baoDuongXe.anhSuCoUrl,
      odoLucTao: baoDuongXe.odoLucTao,
      ngayTao: baoDuongXe.ngayTao,
      dmHangMucId: baoDuongXe.dmHangMucId,
      tenHangMuc: baoDuongXe.tenHangMuc,
      garaDeXuat: baoDuongXe.garaDeXuat,
      giaDeXuat: baoDuongXe.giaDeXuat,
      anhBaoGiaUrl: baoDuongXe.anhBaoGiaUrl,
      thoiDiemBaoGia: baoDuongXe.thoiDiemBaoGia,
      tenNguoiDuyet: nguoiDuyet.hoTen,
      giaDuocDuyet: baoDuongXe.giaDuocDuyet,
      thoiDiemDuyet: baoDuongXe.thoiDiemDuyet,
      thoiDiemBatDau: baoDuongXe.thoiDiemBatDau,
      chiPhiThucTe: baoDuongXe.chiPhiThucTe,
      bienLaiUrl: baoDuongXe.bienLaiUrl,
      odoHoanThanh: baoDuongXe.odoHoanThanh,
      ghiChuHoanThanh: baoDuongXe.ghiChuHoanThanh,
      thoiDiemHoanThanh: baoDuongXe.thoiDiemHoanThanh,
      tenNguoiThanhToan: nguoiThanhToan.hoTen,
      ghiChuThanhToan: baoDuongXe.ghiChuThanhToan,
      thoiDiemThanhToan: baoDuongXe.thoiDiemThanhToan,
      lyDoHuy: baoDuongXe.lyDoHuy,
      tenNguoiHuy: nguoiHuy.hoTen,
      thoiDiemHuy: baoDuongXe.thoiDiemHuy,
    })
    .from(baoDuongXe)
    .innerJoin(page, eq(page.id, baoDuongXe.id))
    .innerJoin(xe, eq(xe.id, baoDuongXe.xeId))
    .leftJoin(nguoiTao, eq(nguoiTao.idNguoiDung, baoDuongXe.nguoiTaoId))
    .leftJoin(nguoiDuyet, eq(nguoiDuyet.idNguoiDung, baoDuongXe.nguoiDuyetId))
    .leftJoin(nguoiThanhToan, eq(nguoiThanhToan.idNguoiDung, baoDuongXe.nguoiThanhToanId))
    .leftJoin(nguoiHuy, eq(nguoiHuy.idNguoiDung, baoDuongXe.nguoiHuyId))
    .orderBy(...newestFirst);
}

export function countTicketDetails(db: Db, f: TicketFilter) {
  // As countTickets: joined only for the search.
  const base = db.select({ n: count() }).from(baoDuongXe);
  const query = f.q
    ? base.innerJoin(xe, eq(xe.id, baoDuongXe.xeId)).leftJoin(nguoiTao, eq(nguoiTao.idNguoiDung, baoDuongXe.nguoiTaoId))
    : base;
  return query.where(detailWhere(f)).then(countOf);
}

/** The ticket row locked until the transaction ends: two transitions never interleave. */
export function lockTicket(db: Db, id: number) {
  return db
    .select()
    .from(baoDuongXe)
    .where(eq(baoDuongXe.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

export function updateTicket(db: Db, id: number, set: Partial<typeof baoDuongXe.$inferInsert>) {
  return db
    .update(baoDuongXe)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(baoDuongXe.id, id));
}

/** Before CHO_THANH_TOAN: the vehicle is still being repaired. */
export const REPAIRING_STATUSES = ['MOI', 'CHO_DUYET', 'DA_DUYET', 'DANG_SUA'];
/** Tickets raised because the vehicle is unsafe (a critical checklist, an SOS): they may stop it. */
export const SAFETY_TICKET_TYPES = ['TU_CHECKLIST', 'SU_CO_DOT_XUAT'];

/** Other tickets of the vehicle still before CHO_THANH_TOAN (the vehicle is still being repaired). */
export function countRepairingTickets(db: Db, xeId: number, exceptId: number) {
  return db
    .select({ n: count() })
    .from(baoDuongXe)
    .where(
      and(eq(baoDuongXe.xeId, xeId), ne(baoDuongXe.id, exceptId), inArray(baoDuongXe.trangThai, REPAIRING_STATUSES)),
    )
    .then(countOf);
}

/** The vehicle's newest checklist/SOS ticket still being repaired, if any. */
export function openSafetyTicket(db: Db, xeId: number) {
  return db
    .select({
      id: baoDuongXe.id,
      loaiBaoDuong: baoDuongXe.loaiBaoDuong,
      noiDungCongViec: baoDuongXe.noiDungCongViec,
    })
    .from(baoDuongXe)
    .where(
      and(
        eq(baoDuongXe.xeId, xeId),
        inArray(baoDuongXe.loaiBaoDuong, SAFETY_TICKET_TYPES),
        inArray(baoDuongXe.trangThai, REPAIRING_STATUSES),
      ),
    )
    .orderBy(desc(baoDuongXe.ngayTao), desc(baoDuongXe.id))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findActiveItem(db: Db, id: number) {
  return db
    .select({ id: dmHangMucBaoDuong.id, tenHangMuc: dmHangMucBaoDuong.tenHangMuc })
    .from(dmHangMucBaoDuong)
    .where(and(eq(dmHangMucBaoDuong.id, id), eq(dmHangMucBaoDuong.active, true)))
    .then((rows) => rows[0]);
}

/** Count and average actual cost of the item's finished tickets, and the latest one's cost and garage. */
export async function priceReference(db: Db, dmHangMucId: number) {
  const done = and(eq(baoDuongXe.dmHangMucId, dmHangMucId), eq(baoDuongXe.trangThai, 'HOAN_THANH'));
  const [agg] = await db
    .select({ n: count(), avg: sql<string | null>`avg(${baoDuongXe.chiPhiThucTe})` })
    .from(baoDuongXe)
    .where(done);
  const [last] = await db
    .select({ chiPhiThucTe: baoDuongXe.chiPhiThucTe, garaDeXuat: baoDuongXe.garaDeXuat })
    .from(baoDuongXe)
    .where(done)
    .orderBy(
      desc(sql`coalesce(${baoDuongXe.thoiDiemThanhToan}, ${baoDuongXe.thoiDiemHoanThanh}, ${baoDuongXe.ngayTao})`),
      desc(baoDuongXe.id),
    )
    .limit(1);
  return {
    soLanThucHien: agg?.n ?? 0,
    giaTrungBinh: agg?.avg == null ? null : Math.round(Number(agg.avg)),
    giaLanCuoi: last?.chiPhiThucTe ?? null,
    garaLanCuoi: last?.garaDeXuat ?? null,
  };
}
