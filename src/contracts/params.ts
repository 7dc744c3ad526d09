/**
 * Parameter shapes several contracts share: a blank value, a search box, a calendar day and a query flag. In a module of their
 * own so that a contract using them (attendance, work orders) does not build fleet.ts's schemas.
 */
import { z } from 'zod';

/** A blank query or form value ('' or null) means "not given". */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A search box's words: blank means no search. */
export const searchKeyword = z.preprocess(
  blankToUndefined,
  z.string().trim().max(100, 'Từ khóa tìm kiếm quá dài.').optional(),
);

/** A calendar day `yyyy-MM-dd` (Asia/Ho_Chi_Minh when it bounds a time). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ngày không hợp lệ (định dạng yyyy-MM-dd).')
  // A real calendar day: 2025-02-30 does not round-trip.
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === d;
  }, 'Ngày không hợp lệ (định dạng yyyy-MM-dd).');

/** A query flag: 'true' / 'false', blank or absent for neither. */
export const optionalBool = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false'], { error: 'Giá trị lọc không hợp lệ.' })
    .transform((v) => v === 'true')
    .optional(),
);
