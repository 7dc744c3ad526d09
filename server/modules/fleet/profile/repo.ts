import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { giayTo } from '../../../db/schema';

/** Documents of the vehicle (when there is one) and of the driver; soonest expiry first. */
export function documentsOf(db: Db, nguoiDungId: number, xeId: number | null) {
  return db
    .select({
      id: giayTo.id,
      xeId: giayTo.xeId,
      nguoiDungId: giayTo.nguoiDungId,
      tenHienThi: giayTo.tenHienThi,
      loaiGiayTo: giayTo.maLoaiGiayTo,
      soGiayTo: giayTo.soGiayTo,
      ngayHetHan: giayTo.ngayHetHan,
      fileUrl: giayTo.fileUrl,
      active: giayTo.active,
    })
    .from(giayTo)
    .where(or(eq(giayTo.nguoiDungId, nguoiDungId), xeId === null ? undefined : eq(giayTo.xeId, xeId)))
    .orderBy(sql`${giayTo.ngayHetHan} asc nulls last`, asc(giayTo.id));
}
