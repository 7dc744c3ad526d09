/**
 * The shared image library (spec 000 §2 "Image library modal", §5, §8; spec 001 "Quản lý tài
 * nguyên"): folders of uploaded files, 12 per page newest first, search by name. Uploads go
 * through POST /api/images/upload (src/contracts/uploads.ts); this file holds what the library
 * adds: listing, folders, deleting, and the texts of its screens.
 */
import { z } from 'zod';
import { envelope, messageOnly, pageOf } from './envelope';
import { searchText } from './fleet-vehicles';
import { UPLOAD_FOLDERS } from './uploads';

export { plainName } from './uploads-vocabulary';

export const MEDIA_PAGE_SIZE = 12;

export const MEDIA_MESSAGES = {
  // Spec 000 §5, §8 (exact texts).
  folderRequired: 'Vui lòng nhập tên folder.',
  folderNotEmpty: 'Không thể xóa folder vì nó không rỗng.',
  uploaded: 'Tải ảnh lên thành công!',
  uploadError: 'Lỗi khi tải ảnh lên. Vui lòng thử lại.',
  folderCreateError: 'Không thể tạo folder. Vui lòng thử lại.',
  folderDeleteError: 'Không thể xóa folder. Vui lòng thử lại.',
  // Ours: the rules the spec leaves open.
  folderFormat: 'Tên folder chỉ gồm chữ thường không dấu, số, dấu _ và - (tối đa 60 ký tự).',
  folderReserved: (name: string) => `"${name}" là tên dành riêng, vui lòng chọn tên khác.`,
  folderExists: (name: string) => `Folder "${name}" đã tồn tại.`,
  folderCreated: (name: string) => `Đã tạo folder "${name}".`,
  folderDeleted: (name: string) => `Đã xóa folder "${name}".`,
  folderSystem: (name: string) => `Folder "${name}" là folder hệ thống của ứng dụng: không thể xóa.`,
  folderNotFound: 'Không tìm thấy folder.',
  fileNotFound: 'Không tìm thấy tệp trong folder này.',
  fileInUse: 'Không thể xóa tệp vì nó đang được dùng trong dữ liệu khác (ảnh đại diện, xe, phiếu, giấy tờ…).',
  fileDeleted: 'Đã xóa tệp.',
  fileDeleteError: 'Không thể xóa tệp. Vui lòng thử lại.',
  listError: 'Không thể tải danh sách tệp.',
  foldersError: 'Lỗi khi tải danh sách folder.',
  /** Non-image files go only to the library's own folders; the screens' folders take photos. */
  notAccepted:
    'Tệp không được hỗ trợ. Thư viện nhận ảnh (JPEG, PNG, WebP, GIF), video (MP4, WebM, OGG, MOV), PDF, Word (DOC, DOCX), Excel (XLS, XLSX) hoặc CSV.',
  videoTooLarge: 'Video quá lớn (tối đa 50 MB).',
  documentTooLarge: 'Tệp quá lớn (tối đa 25 MB).',
  /** Shown beside the library's upload button. */
  limits: 'Ảnh tối đa 10 MB · video (MP4, WebM, OGG, MOV) tối đa 50 MB · PDF, Word, Excel, CSV tối đa 25 MB.',
  uploadedFiles: 'Tải tệp lên thành công!',
  libraryUploadForbidden: 'Bạn không có quyền tải tệp lên thư viện.',
} as const;

/**
 * Folders of the app's own screens (receipts, checklists, avatars…): always listed, never deleted.
 * `attendance` is not in the library at all: clock-in selfies carry a face and a place.
 */
export const PRIVATE_FOLDERS = ['attendance'] as const;
export const SYSTEM_FOLDERS: readonly string[] = UPLOAD_FOLDERS.filter(
  (f) => !(PRIVATE_FOLDERS as readonly string[]).includes(f),
);
/** Path words the image routes use; a folder of that name would shadow them. */
export const RESERVED_FOLDER_NAMES = ['upload', 'folders', 'list', 'create-folder', 'delete-folder'] as const;

export const isSystemFolder = (name: string) => (UPLOAD_FOLDERS as readonly string[]).includes(name);
export const isPrivateFolder = (name: string) => (PRIVATE_FOLDERS as readonly string[]).includes(name);

export const FOLDER_NAME_PATTERN = /^[a-z0-9_-]{1,60}$/;

/** A folder name as typed: trimmed, required, and safe as a path segment. */
export const folderName = z
  .string({ error: MEDIA_MESSAGES.folderRequired })
  .trim()
  .min(1, MEDIA_MESSAGES.folderRequired)
  .regex(FOLDER_NAME_PATTERN, MEDIA_MESSAGES.folderFormat)
  .superRefine((n, ctx) => {
    if ((RESERVED_FOLDER_NAMES as readonly string[]).includes(n)) {
      ctx.addIssue({ code: 'custom', message: MEDIA_MESSAGES.folderReserved(n) });
    }
  });

/** POST /api/images/create-folder?folderName= (spec 000 §7). */
export const createFolderQuery = z.object({ folderName });
export const folderParam = z.object({ folder: folderName });
export const fileParam = z.object({
  folder: folderName,
  file: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, MEDIA_MESSAGES.fileNotFound),
});

/** GET /api/images/list/{folder}: newest first, 12 a page, `q` searches the file name. */
export const mediaListQuery = z.object({
  page: z.coerce.number().int('Số trang không hợp lệ.').min(0, 'Số trang không hợp lệ.').default(0),
  size: z.coerce
    .number()
    .int('Kích thước trang không hợp lệ.')
    .min(1, 'Kích thước trang không hợp lệ.')
    .max(100, 'Kích thước trang tối đa là 100.')
    .default(MEDIA_PAGE_SIZE),
  q: searchText,
});
export type MediaListQuery = z.infer<typeof mediaListQuery>;

/** Spec 001 §3 "Media file: url, title, size, uploadedAt", plus what a preview needs. */
export const mediaFile = z.object({
  id: z.string(),
  folder: z.string(),
  /** `/api/files/{id}` (needs the bearer token). */
  url: z.string(),
  /** The file's name as uploaded, in plain letters (see server/modules/files/library.ts). */
  title: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  uploadedAt: z.string(),
});
export type MediaFile = z.infer<typeof mediaFile>;
export const mediaPageResponse = envelope(pageOf(mediaFile));

export const mediaFolder = z.object({
  name: z.string(),
  fileCount: z.number().int(),
  /** A folder of the app's screens: never deleted. */
  system: z.boolean(),
});
export type MediaFolder = z.infer<typeof mediaFolder>;
/** GET /api/images/folders/details: every folder with its file count (what delete needs). */
export const mediaFolderListResponse = envelope(z.array(mediaFolder));
export const folderCreatedResponse = envelope(mediaFolder).extend({ message: z.string() });
export const mediaDeletedResponse = messageOnly;

// ── what the screens do with a file ─────────────────────────────────────────────────────────
/** Spec 001 §5: grouping by extension; only images and videos open a preview. */
export type FileKind = 'image' | 'video' | 'pdf' | 'docx' | 'excel' | 'other';
const KINDS: Record<string, FileKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  mp4: 'video',
  webm: 'video',
  ogg: 'video',
  avi: 'video',
  mov: 'video',
  pdf: 'pdf',
  doc: 'docx',
  docx: 'docx',
  xls: 'excel',
  xlsx: 'excel',
  csv: 'excel',
};
export function fileKindOf(name: string): FileKind {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return name.includes('.') ? (KINDS[ext] ?? 'other') : 'other';
}
export const canPreview = (kind: FileKind) => kind === 'image' || kind === 'video';
