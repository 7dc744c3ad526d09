// Zod answers in Vietnamese wherever contracts load (issue 13: one error map, server and browser).
import './zod-vi';
import { z } from 'zod';

/** Every JSON answer of the API: `{ data, message? }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });

/** A page of rows; `number` is zero-based like the seeds' `page` parameter. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    number: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
  });

export type Page<T> = {
  content: T[];
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
};

/** Zero-based paging parameters shared by every list endpoint. */
export const pageQuery = z.object({
  page: z.coerce.number().int('Số trang không hợp lệ.').min(0, 'Số trang không hợp lệ.').default(0),
  size: z.coerce
    .number()
    .int('Kích thước trang không hợp lệ.')
    .min(1, 'Kích thước trang không hợp lệ.')
    .max(2000, 'Kích thước trang tối đa là 2000.')
    .default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** The one error shape: `message` is Vietnamese and is what the UI shows first. */
export const apiError = z.object({
  message: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiError>;

export { ErrorCode } from './error-codes';

export const messageOnly = envelope(z.null()).extend({ message: z.string() });
