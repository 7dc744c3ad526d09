/**
 * The automation area's words (spec 001 §2, §5, §8, §9; issue 16): the bulk-writing and
 * yellow-pages screens' texts, the relay's messages, the settings' names and the keyword splitting
 * rule. No zod here: screens import it without the schemas.
 */

export const AUTOMATION_MESSAGES = {
  // §5 / §8 bulk writing
  fillRequired: 'Vui lòng điền đầy đủ thông tin cần thiết.',
  bulkSent: 'Đã gửi thành công đến n8n!',
  bulkFailed: 'Gửi dữ liệu thất bại. Kiểm tra webhook URL / CORS.',
  networkError: 'Network/CORS error',
  noAccessToken: 'Không tìm thấy access_token. Vui lòng đăng nhập lại.',
  noUserId: 'Không xác định được idNguoiDung từ JWT/username.',
  ctaLoadFailed: 'Lỗi khi tải danh sách CTA.',
  websiteLoadFailed: 'Lỗi khi tải danh sách website.',
  // §8 yellow pages
  industriesLoadFailed: 'Lỗi khi tải danh sách ngành nghề.',
  yellowSent: 'Đã gửi dữ liệu tới n8n thành công!',
  yellowFailed: 'Không thể gửi dữ liệu tới n8n.',
  // §5 / §8 share to fanpage
  fanpageTokenMissing: 'Không tìm thấy token của Fanpage đã chọn.',
  fanpageNotFound: 'Không tìm thấy Fanpage đã chọn.',
  // The relay (beyond the spec: our server sends, the log shows what happened)
  stillQueued: 'Máy nhận chưa trả lời thành công; yêu cầu đang chờ gửi lại — xem "Lần gửi gần đây".',
  notConfigured: (label: string, setting: string) =>
    `Chưa cấu hình địa chỉ webhook cho "${label}". Đặt ${setting} hoặc nhập ở Cài đặt tự động hóa.`,
  noSecret: 'Chưa cấu hình khóa ký webhook. Đặt AUTOMATION_WEBHOOK_SECRET hoặc nhập ở Cài đặt tự động hóa.',
  websiteNotFound: 'Không tìm thấy website đã chọn.',
  websiteInactive: 'Website đã chọn đang tạm ngưng.',
  ctaNotFound: 'Không tìm thấy CTA đã chọn.',
  industryNotFound: 'Không tìm thấy ngành nghề đã chọn.',
  deliveryNotFound: 'Không tìm thấy lần gửi này.',
  retryOnlyFailed: 'Chỉ gửi lại được lần gửi đã thất bại.',
  retried: 'Đã xếp lịch gửi lại.',
  privateAddress:
    'Địa chỉ webhook phải là địa chỉ công khai (http/https). Địa chỉ nội bộ chỉ dùng được khi máy chủ đặt AUTOMATION_ALLOW_PRIVATE=1.',
  badUrl: 'Địa chỉ webhook phải là URL http(s) đầy đủ.',
  receiverTimeout: 'Máy nhận webhook không trả lời kịp (quá 15 giây).',
  receiverUnreachable: 'Không kết nối được tới máy nhận webhook.',
  receiverRefused: (status: number, detail: string) =>
    detail ? `Máy nhận webhook từ chối (${status}): ${detail}` : `Máy nhận webhook từ chối (${status}).`,
  receiverError: (status: number, detail: string) =>
    detail ? `Máy nhận webhook lỗi (${status}): ${detail}` : `Máy nhận webhook lỗi (${status}).`,
  settingsSaved: 'Đã lưu cài đặt tự động hóa.',
  settingsLoadFailed: 'Không tải được cài đặt tự động hóa.',
  settingsSaveFailed: 'Không lưu được cài đặt tự động hóa.',
  testOk: (status: number) => `Máy nhận đã trả lời ${status}: kết nối và chữ ký hợp lệ.`,
  secretKeep: 'Để trống để giữ khóa cũ.',
  logLoadFailed: 'Không tải được nhật ký gửi.',
  logEmpty: 'Chưa có lần gửi nào.',
  imageRequired: 'Vui lòng chọn một ảnh (JPEG, PNG hoặc WebP).',
  imageTooLarge: 'Ảnh quá lớn (tối đa 8 MB).',
  pagesInvalid: 'Trang bắt đầu và trang kết thúc phải là số nguyên từ 1 trở lên.',
  pagesOrder: 'Trang kết thúc phải lớn hơn hoặc bằng trang bắt đầu.',
  linkInvalid: 'Link phải là địa chỉ http(s) đầy đủ.',
} as const;

/** Where each kind's URL comes from in the environment (README settings table). */
export const AUTOMATION_URL_ENV = {
  'bulk-writing': 'AUTOMATION_BULK_WRITING_URL',
  'yellow-pages': 'AUTOMATION_YELLOW_PAGES_URL',
  'share-fanpage': 'AUTOMATION_SHARE_FANPAGE_URL',
  'quote-image': 'AUTOMATION_QUOTE_IMAGE_URL',
} as const;

export const AUTOMATION_SECRET_ENV = 'AUTOMATION_WEBHOOK_SECRET';
export const AUTOMATION_ALLOW_PRIVATE_ENV = 'AUTOMATION_ALLOW_PRIVATE';

/** The kinds in the order screens list them (mirrors AUTOMATION_KINDS of the contract). */
export const AUTOMATION_KIND_ORDER = ['bulk-writing', 'yellow-pages', 'share-fanpage', 'quote-image'] as const;

/** Bulk writing chips (§9): the first 8 keywords, then "+N nữa". */
export const KEYWORD_CHIPS = 8;
/** Token preview (§9): first 16 … last 10 characters. */
export const TOKEN_HEAD = 16;
export const TOKEN_TAIL = 10;
/** How long a screen waits for a delivery's outcome, polling about once a second. */
export const OUTCOME_POLL_MS = 1000;
export const OUTCOME_WAIT_MS = 20_000;
export const MAX_KEYWORDS = 200;
export const MAX_QUOTE_IMAGE_BYTES = 8 * 1024 * 1024;

/** §5: keywords split on commas or newlines, trimmed, empties dropped. */
export function splitKeywords(text: string): string[] {
  return text
    .split(/[,\n\r]+/)
    .map((k) => k.trim())
    .filter((k) => k.length > 0);
}

/** §9: first 16 … last 10 characters of a token (short tokens are shown whole). */
export function shortToken(token: string): string {
  if (token.length <= TOKEN_HEAD + TOKEN_TAIL) return token;
  return `${token.slice(0, TOKEN_HEAD)}…${token.slice(-TOKEN_TAIL)}`;
}

/** The chips shown and how many are left for "+N nữa". */
export function keywordChips(keywords: readonly string[]): { shown: string[]; more: number } {
  return { shown: keywords.slice(0, KEYWORD_CHIPS), more: Math.max(0, keywords.length - KEYWORD_CHIPS) };
}
