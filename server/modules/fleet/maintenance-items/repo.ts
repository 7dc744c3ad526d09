import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dmHangMucBaoDuong } from '../../../db/schema';
import { countOf } from '../../../lib/paging';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = {
  id: dmHangMucBaoDuong.id,
  tenHangMuc: dmHangMucBaoDuong.tenHangMuc,
  chuKyKm: dmHangMucBaoDuong.chuKyKm,
  ghiChu: dmHangMucBaoDuong.ghiChu,
  active: dmHangMucBaoDuong.active,
};
/** Spec §9: tenHangMuc ascending; case-folded so 'bảo dưỡng' and 'Bảo dưỡng' sit together. */
const byName = [asc(sql`lower(${dmHangMucBaoDuong.tenHangMuc})`), asc(dmHangMucBaoDuong.id)];

export type ItemFilter = { q?: string; active?: boolean };

const where = (f: ItemFilter): SQL | undefined =>
  and(
    f.q ? ilike(dmHangMucBaoDuong.tenHangMuc, `%${escapeLike(f.q)}%`) : undefined,
    f.active !== undefined ? eq(dmHangMucBaoDuong.active, f.active) : undefined,
  );

export function listItems(db: Db, f: ItemFilter, window: { limit: number; offset: number }) {
  return db
    .select(columns)
    .from(dmHangMucBaoDuong)
    .where(where(f))
    .orderBy(...byName)
    .limit(window.limit)
    .offset(window.offset);
}

export function countItems(db: Db, f: ItemFilter) {
  return db.select({ n: count() }).from(dmHangMucBaoDuong).where(where(f)).then(countOf);
}

export function activeOptions(db: Db) {
  return db
    .select({ id: dmHangMucBaoDuong.id, tenHangMuc: dmHangMucBaoDuong.tenHangMuc, chuKyKm: dmHangMucBaoDuong.chuKyKm })
    .from(dmHangMucBaoDuong)
    .where(eq(dmHangMucBaoDuong.active, true))
    .orderBy(...byName);
}

export function findItem(db: Db, id: number) {
  return db
    .select(columns)
    .from(dmHangMucBaoDuong)
    .where(eq(dmHangMucBaoDuong.id, id))
    .then((rows) => rows[0]);
}

export function findByName(db: Db, tenHangMuc: string) {
  return db
    .select({ id: dmHangMucBaoDuong.id, tenHangMuc: dmHangMucBaoDuong.tenHangMuc })
    .from(dmHangMucBaoDuong)
    .where(eq(sql`lower(${dmHangMucBaoDuong.tenHangMuc})`, tenHangMuc.toLowerCase()))
    .then((rows) => rows[0]);
}

export function insertItem(db: Db, row: typeof dmHangMucBaoDuong.$inferInsert) {
  return db
    .insert(dmHangMucBaoDuong)
    .values(row)
    .returning({ id: dmHangMucBaoDuong.id })
    .then((rows) => rows[0]?.id as number);
}

export function updateItem(db: Db, id: number, set: Partial<typeof dmHangMucBaoDuong.$inferInsert>) {
  return db
    .update(dmHangMucBaoDuong)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(dmHangMucBaoDuong.id, id));
}
