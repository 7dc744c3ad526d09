import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { WorkOrderStatus } from '@/contracts/work-orders';
import type { Db } from '../../db/client';
import { chamCongLenh, lenh, lenhPhanCong, nguoiDung, phongBan } from '../../db/schema';
import { countOf } from '../../lib/paging';

export type OrderRow = typeof lenh.$inferSelect;
export type AssignmentRow = typeof lenhPhanCong.$inferSelect;
export type CheckRow = typeof chamCongLenh.$inferSelect;

export type OrderFilter = {
  from?: Date;
  to?: Date;
  loai?: string;
  kieuThuong?: string;
  trangThai?: string;
  keyword?: string;
  /** DRAFT and RUNNING orders pass the date bounds. */
  dangMo?: boolean;
};

const OPEN_STATUSES: WorkOrderStatus[] = ['DRAFT', 'RUNNING'];

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: OrderFilter): SQL | undefined {
  const like = f.keyword ? `%${escapeLike(f.keyword)}%` : undefined;
  const dates = and(f.from ? gte(lenh.batDau, f.from) : undefined, f.to ? lt(lenh.batDau, f.to) : undefined);
  return and(
    f.dangMo && dates ? or(dates, inArray(lenh.trangThai, OPEN_STATUSES)) : dates,
    f.loai ? eq(lenh.loaiLenh, f.loai) : undefined,
    f.kieuThuong ? eq(lenh.kieuThuong, f.kieuThuong) : undefined,
    f.trangThai ? eq(lenh.trangThai, f.trangThai) : undefined,
    like ? or(ilike(lenh.tieuDe, like), ilike(lenh.moTa, like)) : undefined,
  );
}

const orderColumns = { order: lenh, nguoiTao: nguoiDung.hoTen };

export function insertOrder(db: Db, row: typeof lenh.$inferInsert) {
  return db
    .insert(lenh)
    .values(row)
    .returning({ id: lenh.id })
    .then((rows) => (rows[0] as { id: number }).id);
}

export function findOrder(db: Db, id: number) {
  return db
    .select(orderColumns)
    .from(lenh)
    .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, lenh.nguoiTaoId))
    .where(eq(lenh.id, id))
    .then((rows) => rows[0]);
}

/** The order's row, locked for the transaction: its state changes one decision at a time. */
export function lockOrder(db: Db, id: number) {
  return db
    .select()
    .from(lenh)
    .where(eq(lenh.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

export function updateOrder(db: Db, id: number, set: Partial<OrderRow>) {
  return db.update(lenh).set(set).where(eq(lenh.id, id));
}

/** A page of orders, newest start first. */
export function listOrders(db: Db, f: OrderFilter, window: { limit: number; offset: number }) {
  return db
    .select(orderColumns)
    .from(lenh)
    .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, lenh.nguoiTaoId))
    .where(where(f))
    .orderBy(desc(lenh.batDau), desc(lenh.id))
    .limit(window.limit)
    .offset(window.offset);
}

export function countOrders(db: Db, f: OrderFilter) {
  return db.select({ n: count() }).from(lenh).where(where(f)).then(countOf);
}

const byStatus = (status: string) => sql<number>`count(*) filter (where ${lenhPhanCong.trangThai} = ${status})::int`;
const statusCounts = {
  pending: byStatus('PENDING'),
  accepted: byStatus('ACCEPTED'),
  declined: byStatus('DECLINED'),
  expired: byStatus('EXPIRED'),
};

/** Assignment counts per order, for the cards. */
export function countsOf(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ lenhId: lenhPhanCong.lenhId, ...statusCounts })
    .from(lenhPhanCong)
    .where(inArray(lenhPhanCong.lenhId, ids))
    .groupBy(lenhPhanCong.lenhId);
}

/** The stat tiles: orders matching the filter and their assignments by status. */
export async function stats(db: Db, f: OrderFilter) {
  const [orders, assignments] = await Promise.all([
    countOrders(db, f),
    db
      .select(statusCounts)
      .from(lenhPhanCong)
      .innerJoin(lenh, eq(lenh.id, lenhPhanCong.lenhId))
      .where(where(f))
      .then((rows) => rows[0]),
  ]);
  return { tongLenh: orders, pending: 0, accepted: 0, declined: 0, expired: 0, ...assignments };
}

// ── assignments ──────────────────────────────────────────────────────────────────────────────
/** Active users among `ids`. */
export function activeUsers(db: Db, ids: number[]) {
  return db
    .select({ id: nguoiDung.idNguoiDung, hoTen: nguoiDung.hoTen })
    .from(nguoiDung)
    .where(and(inArray(nguoiDung.idNguoiDung, ids), eq(nguoiDung.trangThai, 1)));
}

/**
 * New invitations; an employee already on the order keeps their row and answer. Returns who was
 * newly invited (they are told).
 */
export function insertAssignments(db: Db, rows: (typeof lenhPhanCong.$inferInsert)[]) {
  return db
    .insert(lenhPhanCong)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: lenhPhanCong.userId })
    .then((added) => added.map((a) => a.userId));
}

export function assignmentsOf(db: Db, lenhId: number, userId?: number) {
  return db
    .select({
      assignment: lenhPhanCong,
      hoTen: nguoiDung.hoTen,
      tenDangNhap: nguoiDung.tenDangNhap,
      avatarUrl: nguoiDung.avatarUrl,
      tenPhongBan: phongBan.tenPhongBan,
    })
    .from(lenhPhanCong)
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, lenhPhanCong.userId))
    .leftJoin(phongBan, eq(phongBan.idPhongBan, nguoiDung.idPhongBan))
    .where(and(eq(lenhPhanCong.lenhId, lenhId), userId !== undefined ? eq(lenhPhanCong.userId, userId) : undefined))
    .orderBy(asc(nguoiDung.hoTen), asc(lenhPhanCong.id));
}

export function findAssignment(db: Db, lenhId: number, userId: number) {
  return db
    .select()
    .from(lenhPhanCong)
    .where(and(eq(lenhPhanCong.lenhId, lenhId), eq(lenhPhanCong.userId, userId)))
    .then((rows) => rows[0]);
}

export function updateAssignment(db: Db, id: number, set: Partial<AssignmentRow>) {
  return db.update(lenhPhanCong).set(set).where(eq(lenhPhanCong.id, id));
}

/** Starting the order: every unanswered invitation expires. */
export function expirePending(db: Db, lenhId: number) {
  return db
    .update(lenhPhanCong)
    .set({ trangThai: 'EXPIRED' })
    .where(and(eq(lenhPhanCong.lenhId, lenhId), eq(lenhPhanCong.trangThai, 'PENDING')));
}

// ── check-ins ────────────────────────────────────────────────────────────────────────────────
export function findCheck(db: Db, lenhId: number, userId: number) {
  return db
    .select()
    .from(chamCongLenh)
    .where(and(eq(chamCongLenh.lenhId, lenhId), eq(chamCongLenh.userId, userId)))
    .then((rows) => rows[0]);
}

export function insertCheck(db: Db, row: typeof chamCongLenh.$inferInsert) {
  return db
    .insert(chamCongLenh)
    .values(row)
    .returning()
    .then((rows) => rows[0] as CheckRow);
}

export function updateCheck(db: Db, id: number, set: Partial<CheckRow>) {
  return db.update(chamCongLenh).set(set).where(eq(chamCongLenh.id, id));
}

/** Check-ins of an order (optionally of some employees, optionally only those still in), with names. */
export function checksOf(db: Db, lenhId: number, o: { userIds?: number[]; openOnly?: boolean } = {}) {
  return db
    .select({ check: chamCongLenh, hoTen: nguoiDung.hoTen })
    .from(chamCongLenh)
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, chamCongLenh.userId))
    .where(
      and(
        eq(chamCongLenh.lenhId, lenhId),
        o.userIds ? inArray(chamCongLenh.userId, o.userIds) : undefined,
        o.openOnly ? isNull(chamCongLenh.gioRa) : undefined,
      ),
    )
    .orderBy(asc(chamCongLenh.gioVao), asc(chamCongLenh.id));
}

// ── the employee's own orders ────────────────────────────────────────────────────────────────
export type MyView = 'PENDING' | 'ACCEPTED' | 'IN_PROGRESS' | 'DONE';

function myWhere(userId: number, view: MyView): SQL | undefined {
  const mine = eq(lenhPhanCong.userId, userId);
  if (view === 'PENDING') return and(mine, eq(lenhPhanCong.trangThai, 'PENDING'));
  const accepted = and(mine, eq(lenhPhanCong.trangThai, 'ACCEPTED'));
  const done = or(eq(lenh.trangThai, 'ENDED'), isNotNull(chamCongLenh.gioRa));
  if (view === 'DONE') return and(accepted, done);
  if (view === 'IN_PROGRESS') return and(accepted, ne(lenh.trangThai, 'ENDED'), isNull(chamCongLenh.gioRa));
  return accepted;
}

const myJoin = and(eq(chamCongLenh.lenhId, lenhPhanCong.lenhId), eq(chamCongLenh.userId, lenhPhanCong.userId));

/** What waits for an answer or is running comes soonest first; what is done, latest first. */
export function myOrders(db: Db, userId: number, view: MyView, window: { limit: number; offset: number }) {
  const soonest = view === 'PENDING' || view === 'IN_PROGRESS';
  return db
    .select({ id: lenh.id })
    .from(lenhPhanCong)
    .innerJoin(lenh, eq(lenh.id, lenhPhanCong.lenhId))
    .leftJoin(chamCongLenh, myJoin)
    .where(myWhere(userId, view))
    .orderBy(soonest ? asc(lenh.batDau) : desc(lenh.batDau), soonest ? asc(lenh.id) : desc(lenh.id))
    .limit(window.limit)
    .offset(window.offset)
    .then((rows) => rows.map((r) => r.id));
}

export function countMyOrders(db: Db, userId: number, view: MyView) {
  return db
    .select({ n: count() })
    .from(lenhPhanCong)
    .innerJoin(lenh, eq(lenh.id, lenhPhanCong.lenhId))
    .leftJoin(chamCongLenh, myJoin)
    .where(myWhere(userId, view))
    .then(countOf);
}

/** Orders by id with their creator's name. */
export function ordersByIds(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select(orderColumns)
    .from(lenh)
    .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, lenh.nguoiTaoId))
    .where(inArray(lenh.id, ids));
}

/** One employee's assignments and check-ins on the given orders. */
export async function mineOn(db: Db, userId: number, ids: number[]) {
  if (!ids.length) return { assignments: [], checks: [] };
  const [assignments, checks] = await Promise.all([
    db
      .select()
      .from(lenhPhanCong)
      .where(and(eq(lenhPhanCong.userId, userId), inArray(lenhPhanCong.lenhId, ids))),
    db
      .select({ check: chamCongLenh, hoTen: nguoiDung.hoTen })
      .from(chamCongLenh)
      .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, chamCongLenh.userId))
      .where(and(eq(chamCongLenh.userId, userId), inArray(chamCongLenh.lenhId, ids))),
  ]);
  return { assignments, checks };
}
