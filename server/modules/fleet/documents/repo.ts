import { and, asc, count, eq, gt, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { giayTo, nguoiDung, xe } from '../../../db/schema';
import { countOf } from '../../../lib/paging';

export type DocumentFilter = {
  id?: number;
  q?: string;
  xeId?: number;
  nguoiDungId?: number;
  loaiChuSoHuu?: 'XE' | 'TAI_XE';
  maLoaiGiayTo?: string;
  /** Expiry state against `today` ('yyyy-MM-dd', Vietnam): expired < today ≤ soon ≤ today+30 < valid. */
  hetHan?: { state: 'expired' | 'soon' | 'valid'; today: string; soonUntil: string };
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: DocumentFilter): SQL | undefined {
  const like = f.q ? `%${escapeLike(f.q)}%` : undefined;
  const h = f.hetHan;
  return and(
    f.id !== undefined ? eq(giayTo.id, f.id) : undefined,
    like
      ? or(
          ilike(giayTo.tenHienThi, like),
          ilike(giayTo.soGiayTo, like),
          ilike(xe.bienSo, like),
          ilike(nguoiDung.hoTen, like),
        )
      : undefined,
    f.xeId !== undefined ? eq(giayTo.xeId, f.xeId) : undefined,
    f.nguoiDungId !== undefined ? eq(giayTo.nguoiDungId, f.nguoiDungId) : undefined,
    f.loaiChuSoHuu === 'XE' ? isNotNull(giayTo.xeId) : undefined,
    f.loaiChuSoHuu === 'TAI_XE' ? isNull(giayTo.xeId) : undefined,
    f.maLoaiGiayTo ? eq(giayTo.maLoaiGiayTo, f.maLoaiGiayTo) : undefined,
    h?.state === 'expired' ? lt(giayTo.ngayHetHan, h.today) : undefined,
    h?.state === 'soon'
      ? and(sql`${giayTo.ngayHetHan} >= ${h.today}`, sql`${giayTo.ngayHetHan} <= ${h.soonUntil}`)
      : undefined,
    h?.state === 'valid' ? or(gt(giayTo.ngayHetHan, h.soonUntil), isNull(giayTo.ngayHetHan)) : undefined,
  );
}

/** Soonest expiry first (spec 003 §9: sort ngayHetHan asc); documents without an end last. */
export function listDocuments(db: Db, f: DocumentFilter, window: { limit: number; offset: number }) {
  return db
    .select({
      id: giayTo.id,
      maLoaiGiayTo: giayTo.maLoaiGiayTo,
      tenHienThi: giayTo.tenHienThi,
      soGiayTo: giayTo.soGiayTo,
      xeId: giayTo.xeId,
      xeBienSo: xe.bienSo,
      nguoiDungId: giayTo.nguoiDungId,
      nguoiDungHoTen: nguoiDung.hoTen,
      ngayCap: giayTo.ngayCap,
      ngayHetHan: giayTo.ngayHetHan,
      noiCap: giayTo.noiCap,
      fileUrl: giayTo.fileUrl,
      fileMime: giayTo.fileMime,
      active: giayTo.active,
      ghiChu: giayTo.ghiChu,
    })
    .from(giayTo)
    .leftJoin(xe, eq(xe.id, giayTo.xeId))
    .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, giayTo.nguoiDungId))
    .where(where(f))
    .orderBy(sql`${giayTo.ngayHetHan} asc nulls last`, asc(giayTo.id))
    .limit(window.limit)
    .offset(window.offset);
}

export function countDocuments(db: Db, f: DocumentFilter) {
  return db
    .select({ n: count() })
    .from(giayTo)
    .leftJoin(xe, eq(xe.id, giayTo.xeId))
    .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, giayTo.nguoiDungId))
    .where(where(f))
    .then(countOf);
}

export function insertDocument(db: Db, row: typeof giayTo.$inferInsert) {
  return db
    .insert(giayTo)
    .values(row)
    .returning({ id: giayTo.id })
    .then((rows) => rows[0]?.id as number);
}

export function updateDocument(db: Db, id: number, set: Partial<typeof giayTo.$inferInsert>) {
  return db
    .update(giayTo)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(giayTo.id, id))
    .returning({ id: giayTo.id })
    .then((rows) => rows.length > 0);
}

export function deleteDocument(db: Db, id: number) {
  return db
    .delete(giayTo)
    .where(eq(giayTo.id, id))
    .returning({ id: giayTo.id })
    .then((rows) => rows.length > 0);
}

export function findDocument(db: Db, id: number) {
  return db
    .select()
    .from(giayTo)
    .where(eq(giayTo.id, id))
    .then((rows) => rows[0]);
}

export function vehiclePlate(db: Db, id: number) {
  return db
    .select({ bienSo: xe.bienSo })
    .from(xe)
    .where(eq(xe.id, id))
    .then((rows) => rows[0]?.bienSo);
}

export function userName(db: Db, id: number) {
  return db
    .select({ hoTen: nguoiDung.hoTen })
    .from(nguoiDung)
    .where(eq(nguoiDung.idNguoiDung, id))
    .then((rows) => rows[0]?.hoTen);
}
