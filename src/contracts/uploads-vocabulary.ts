/**
 * Upload words and limits (folders, sizes, accepted types, messages, our file links) — no zod, so
 * screens and the photo pipeline use them without the schemas (contracts/uploads.ts re-exports them).
 */
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
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** 16.7 MP: the largest photo a phone camera gives; anything bigger is refused before decoding. */
export const MAX_IMAGE_PIXELS = 16_777_216;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The task attachments' folder (spec 002 §7): documents and videos too, up to TASK_UPLOAD_BYTES. */
export const TASK_UPLOAD_FOLDER = 'tasks';
export const TASK_UPLOAD_BYTES = 25 * 1024 * 1024;

/**
 * The library's own folders (spec 001 "Quản lý tài nguyên", issue 16): photos keep MAX_UPLOAD_BYTES,
 * videos (MP4, WebM, OGG, MOV) go up to 50 MB, PDF and Office/CSV documents up to 25 MB.
 */
export const LIBRARY_VIDEO_BYTES = 50 * 1024 * 1024;
export const LIBRARY_DOCUMENT_BYTES = 25 * 1024 * 1024;
/** All files of one upload request together (the client splits larger picks into several requests). */
export const UPLOAD_REQUEST_BYTES = 50 * 1024 * 1024;
/** Files one upload request may carry. */
export const UPLOAD_REQUEST_FILES = 10;
/**
 * What the library's own folders take on top of photos, for a file picker's `accept` (types and
 * extensions: browsers name Office files and CSV inconsistently). The server judges the content.
 */
export const LIBRARY_ACCEPT = [
  ...ACCEPTED_IMAGE_TYPES,
  'image/gif',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'video/ogg',
  'application/pdf',
  '.mp4',
  '.mov',
  '.webm',
  '.ogg',
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.csv',
] as const;

export const UPLOAD_MESSAGES = {
  noFile: 'Vui lòng chọn ảnh để tải lên.',
  notImage: 'Tệp không phải ảnh JPEG, PNG hoặc WebP hợp lệ.',
  tooLarge: 'Ảnh quá lớn (tối đa 10 MB).',
  tooManyPixels: 'Ảnh quá lớn (tối đa 16,7 megapixel). Vui lòng chụp lại với độ phân giải thấp hơn.',
  checksum: 'Ảnh bị hỏng trên đường truyền (sai mã kiểm tra). Vui lòng gửi lại.',
  notFound: 'Không tìm thấy tệp.',
  malformed: 'Dữ liệu tải lên bị hỏng hoặc không đúng định dạng multipart. Vui lòng gửi lại.',
  taskFileNotAccepted:
    'Tệp không được hỗ trợ. Chỉ nhận ảnh (JPEG, PNG, WebP, GIF), video (MP4, MOV, WebM), PDF, Word, Excel, CSV hoặc văn bản.',
  taskFileTooLarge: 'Tệp quá lớn (tối đa 25 MB).',
} as const;

/** A stored file reference in a record: always one of ours. */
export const FILE_URL_PATTERN = /^\/api\/files\/[A-Za-z0-9_-]{10,64}$/;

/**
 * A file name in plain letters for storage and search: no diacritics (đ → d), lower case, runs of
 * anything else as one '-', at most `max` characters. '' when nothing is left.
 */
export function plainName(text: string, max = 60): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
