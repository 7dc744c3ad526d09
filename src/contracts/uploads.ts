import { z } from 'zod';
import { envelope } from './envelope';

/** Folders the product uploads into (spec 003 §7, 002 §7, 000 §7). */
export const UPLOAD_FOLDERS = [
  'sos',
  'su_co',
  'xang_dau',
  'checklist',
  'bao_duong_bao_gia',
  'bao_duong_bien_lai',
  'don_hang',
  'giay_to',
  'attendance',
  'lenh',
  'user',
  'tasks',
  'xe',
] as const;

/** A record linking a file that does not exist, or one its author may not read. */
export const ATTACHMENT_MESSAGE = 'Ảnh hoặc tệp đính kèm không tồn tại hoặc bạn không có quyền sử dụng.';
export const uploadFolder = z
  .string({ error: 'Thiếu thư mục tải lên.' })
  .regex(/^[a-z0-9_-]{1,60}$/, 'Tên thư mục không hợp lệ.');

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** 16.7 MP: the largest photo a phone camera gives; anything bigger is refused before decoding. */
export const MAX_IMAGE_PIXELS = 16_777_216;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const UPLOAD_MESSAGES = {
  noFile: 'Vui lòng chọn ảnh để tải lên.',
  notImage: 'Tệp không phải ảnh JPEG, PNG hoặc WebP hợp lệ.',
  tooLarge: 'Ảnh quá lớn (tối đa 10 MB).',
  tooManyPixels: 'Ảnh quá lớn (tối đa 16,7 megapixel). Vui lòng chụp lại với độ phân giải thấp hơn.',
  checksum: 'Ảnh bị hỏng trên đường truyền (sai mã kiểm tra). Vui lòng gửi lại.',
  notFound: 'Không tìm thấy tệp.',
  malformed: 'Dữ liệu tải lên bị hỏng hoặc không đúng định dạng multipart. Vui lòng gửi lại.',
} as const;

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

/** A stored file reference in a record: always one of ours. */
export const FILE_URL_PATTERN = /^\/api\/files\/[A-Za-z0-9_-]{10,64}$/;
export const fileUrlWith = (message: string) => z.string({ error: message }).regex(FILE_URL_PATTERN, message);
export const fileUrl = fileUrlWith('Đường dẫn ảnh không hợp lệ.');

/** GET /api/images/folders: the folder names a picker may offer. */
export const folderListResponse = envelope(z.array(z.string()));
