/**
 * Fanpage words (spec 001 §2 Fanpage list / Fanpage posts, §5, §8, §9; issue 16) — no zod, so the
 * screens import them without the schemas. Graph error codes become these messages on the server.
 */
export const FANPAGE_PAGE_SIZE = 10;
/** The share dialog's and the posts page's fanpage select: one page this big. */
export const FANPAGE_OPTIONS_SIZE = 100;
/** Posts fetched from a page's feed per request (Graph `limit`). */
export const FANPAGE_POSTS_LIMIT = 10;

export const FANPAGE_MESSAGES = {
  loadFailed: 'Không thể tải danh sách fanpage.',
  added: 'Thêm fanpage thành công!',
  addFailed: 'Có lỗi xảy ra khi thêm fanpage.',
  updated: 'Cập nhật fanpage thành công!',
  updateFailed: 'Có lỗi xảy ra khi cập nhật fanpage.',
  deleted: 'Xóa fanpage thành công!',
  deleteFailed: 'Có lỗi xảy ra khi xóa fanpage.',
  required: 'Vui lòng nhập đầy đủ mã trang, tên và token của Fanpage.',
  requiredEdit: 'Vui lòng nhập đầy đủ mã trang và tên của Fanpage.',
  notFound: 'Không tìm thấy fanpage.',
  duplicate: 'Mã trang này đã có trong danh sách Fanpage.',
  noToken: 'Không tìm thấy token của Fanpage đã chọn.',
  tokenUnreadable: 'Không giải mã được token của Fanpage: hãy nhập lại token.',
} as const;

export const FANPAGE_POST_MESSAGES = {
  loadFailed: 'Không thể tải bài viết.',
  uploadFailed: 'Lỗi khi upload media.',
  saveFailed: 'Có lỗi xảy ra khi lưu bài viết.',
  deleteFailed: 'Không thể xóa bài viết.',
  created: 'Đăng bài lên Fanpage thành công!',
  updated: 'Cập nhật bài viết thành công!',
  deleted: 'Xóa bài viết thành công!',
  uploaded: 'Đã tải media lên Facebook.',
  empty: 'Bài viết cần nội dung, đường dẫn, ảnh hoặc video.',
  messageRequired: 'Vui lòng nhập nội dung bài viết.',
  badMediaUrl: 'Chỉ đăng được tệp trong thư viện của hệ thống (/api/files/…).',
  notImage: 'Tệp đã chọn không phải ảnh JPEG, PNG hoặc WebP.',
  notVideo: 'Tệp đã chọn không phải video (MP4, WebM, Ogg, MOV).',
  mediaTooLarge: 'Tệp quá lớn để đăng lên Facebook (ảnh tối đa 10 MB, video tối đa 100 MB).',
  videoWithPhotos: 'Một bài viết chỉ mang ảnh hoặc một video, không cả hai.',
  noPosts: 'Fanpage chưa có bài viết nào.',
  choosePage: 'Chọn một Fanpage để xem bài viết.',
} as const;

/** Graph API errors in words a marketer understands (error.code of the Graph error object). */
export const GRAPH_MESSAGES = {
  token:
    'Token của Fanpage không hợp lệ hoặc đã hết hạn (Facebook mã 190). Hãy cập nhật token mới trong Danh sách Fanpage.',
  permission: 'Token của Fanpage không đủ quyền cho thao tác này (Facebook mã {code}).',
  rateLimit: 'Facebook đang giới hạn số lần gọi (mã {code}). Vui lòng thử lại sau ít phút.',
  policy: 'Facebook chặn thao tác này vì có thể vi phạm tiêu chuẩn cộng đồng (mã 368).',
  duplicate: 'Facebook từ chối vì bài viết trùng với bài đã đăng gần đây (mã 506).',
  other: 'Facebook báo lỗi (mã {code}).',
  timeout: 'Facebook không trả lời kịp thời (quá thời gian chờ).',
  unreachable: 'Không kết nối được tới Facebook.',
  badAnswer: 'Facebook trả lời không đúng định dạng.',
} as const;

/** Share to fanpage from the blog view (§5, §8). */
export const SHARE_FANPAGE_MESSAGES = {
  loadFailed: 'Lỗi tải danh sách Fanpage.',
  required: 'Vui lòng chọn một Fanpage và bài viết.',
  sent: 'Yêu cầu đăng bài đã được gửi đi...',
  failed: 'Có lỗi xảy ra khi gửi yêu cầu đến n8n.',
} as const;
