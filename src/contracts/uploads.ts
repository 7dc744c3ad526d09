import { z } from 'zod';
import { envelope } from './envelope';
import { FILE_URL_PATTERN } from './uploads-vocabulary';

// The words and limits live in uploads-vocabulary.ts (no zod); this file stays the place to import them from.
export * from './uploads-vocabulary';

export const uploadFolder = z
  .string({ error: 'Thiếu thư mục tải lên.' })
  .regex(/^[a-z0-9_-]{1,60}$/, 'Tên thư mục không hợp lệ.');

export const uploadedFile = z.object({
  /** Where to fetch it (authenticated): `/api/files/{id}`. */
  location: z.string(),
  id: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  sha256: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;
export const uploadResponse = envelope(z.array(uploadedFile));

export const fileUrlWith = (message: string) => z.string({ error: message }).regex(FILE_URL_PATTERN, message);
export const fileUrl = fileUrlWith('Đường dẫn ảnh không hợp lệ.');

/** GET /api/images/folders: the folder names a picker may offer. */
export const folderListResponse = envelope(z.array(z.string()));
