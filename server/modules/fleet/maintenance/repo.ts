import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { TICKET_STATUSES } from '@/contracts/fleet';
import type { Db } from '../../../db/client';
import { baoDuongXe, nguoiDung, xe } from '../../../db/schema';

export function insertTicket(db: Db, row: typeof baoDuongXe.$inferInsert) {
  return db
    .insert(baoDuongXe)
    .values(row)
    .returning({ id: baoDuongXe.id })
    .then((rows) => rows[0]?.id as number);
}

export type TicketFilter = {
  nguoiTaoId?: number;
  xeId?: number;
  trangThai?: string;
  /** Plate, work description or creator's name, case-insensitive. */
  q?: string;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: TicketFilter): SQL | undefined {
  const like = f.q ? `%${escapeLike(f.q)}%` : undefined;
  return and(
    f.nguoiTaoId !== undefined ? eq(baoDuongXe.nguoiTaoId, f.nguoiTaoId) : undefined,
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
  return db
    .select({ n: count() })
    .from(baoDuongXe)
    .innerJoin(xe, eq(xe.id, baoDuongXe.xeId))
    .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, baoDuongXe.nguoiTaoId))
    .where(where(f))
    .then((rows) => rows[0]?.n ?? 0);
}
