/**
 * Quick quotation "Báo giá nhanh" (spec 001 §2, §3, §5, §8, §9): the words of the screen and the
 * shape of a quote, without zod (the screen loads these first).
 */

/** §3 Quote customer. */
export type QuoteCustomer = {
  customerName: string;
  address: string;
  phone: string;
  contactPerson: string;
  soTo: string;
  trang: string;
  nguoiPhuTrach: string;
};

/** §3 Quote line: line total = soluong × dongia. */
export type QuoteLine = {
  tensp: string;
  xuatxu: string;
  donvi: string;
  soluong: number;
  dongia: number;
  ghichu: string;
};

export const QUOTE_LINE_KEYS = ['tensp', 'xuatxu', 'donvi', 'soluong', 'dongia', 'ghichu'] as const;

/** §9: the page field defaults to "1". */
export const DEFAULT_QUOTE_PAGE = '1';

/** Proposed lines from one photo: at most this many (a model that loops stops here). */
export const MAX_PROPOSED_LINES = 200;
/** The photo sent to the model or the webhook: JPEG, PNG or WebP up to 10 MB. */
export const QUOTE_IMAGE_BYTES = 10 * 1024 * 1024;

export const QUOTE_FIELD_LABELS = {
  customerName: 'Tên công ty khách hàng',
  address: 'Địa chỉ',
  phone: 'Điện thoại',
  contactPerson: 'Người liên hệ',
  soTo: 'Số tờ',
  trang: 'Trang',
  nguoiPhuTrach: 'Người phụ trách',
  tensp: 'Tên sản phẩm',
  xuatxu: 'Xuất xứ',
  donvi: 'Đơn vị',
  soluong: 'Số lượng',
  dongia: 'Đơn giá',
  thanhTien: 'Thành tiền',
  ghichu: 'Ghi chú',
} as const;

export const QUOTE_MESSAGES = {
  title: 'Báo giá nhanh',
  /** §5 quote export. */
  incomplete: 'Nhập đầy đủ thông tin khách hàng và sản phẩm trước khi xuất!',
  /** §8 inline errors. */
  webhookFailed: 'Lỗi khi gửi ảnh sang N8N!',
  exportFailed: 'Lỗi khi xuất Excel!',
  fixNumbers: 'Sửa số lượng hoặc đơn giá không hợp lệ trước khi xuất.',
  nameRequired: 'Nhập tên sản phẩm.',
  exported: 'Đã xuất báo giá ra tệp baogia.xlsx.',
  exportButton: 'Xuất Excel',
  customerSection: 'Thông tin khách hàng',
  linesSection: 'Sản phẩm',
  imageSection: 'Đọc sản phẩm từ ảnh',
  chooseImage: 'Chọn ảnh báo giá',
  readImage: 'Đọc ảnh',
  reading: 'Đang đọc ảnh...',
  addLine: 'Thêm dòng',
  removeLine: 'Xóa dòng',
  clearAll: 'Làm mới báo giá',
  clearConfirm: 'Xóa toàn bộ thông tin khách hàng và các dòng sản phẩm của báo giá này?',
  total: 'Tổng cộng',
  noLines: 'Chưa có sản phẩm nào. Thêm dòng hoặc đọc từ ảnh.',
  draftKept: 'Báo giá được lưu tự động trên trình duyệt này.',
  invalidQuantity: 'Số lượng không hợp lệ.',
  invalidPrice: 'Đơn giá không hợp lệ.',
  notImage: 'Tệp tải lên phải là ảnh JPEG, PNG hoặc WebP.',
  tooLarge: 'Ảnh tải lên tối đa 10 MB.',
  noFile: 'Chọn một ảnh để đọc.',
  noReader:
    'Chưa có cách đọc ảnh: cần mô hình AI đọc được ảnh (AI_VISION=1) hoặc webhook ảnh báo giá (AUTOMATION_QUOTE_IMAGE_URL).',
  noVision: 'Mô hình AI đang dùng chưa được khai báo là đọc được ảnh (AI_VISION=1).',
  readFailed: 'Không đọc được sản phẩm từ ảnh.',
  noLinesFound: 'Không tìm thấy dòng sản phẩm nào trong ảnh.',
  proposed: (n: number) => `Đã thêm ${n} dòng sản phẩm đọc từ ảnh. Hãy kiểm tra lại trước khi xuất.`,
  proposedReplace: (n: number) =>
    `Đã đọc được ${n} dòng sản phẩm từ ảnh. Bảng đang có sản phẩm: thêm vào cuối hay thay thế?`,
  appendLines: 'Thêm vào cuối',
  replaceLines: 'Thay thế các dòng',
  cancel: 'Hủy bỏ',
  webhookQueued: 'Webhook chưa trả lời: ảnh vẫn đang chờ gửi lại, xem trong "Lần gửi gần đây" rồi thử đọc lại sau.',
  viaAi: 'Đọc bằng mô hình AI',
  viaWebhook: 'Đọc qua webhook n8n',
  capabilitiesFailed: 'Không kiểm tra được cách đọc ảnh.',
} as const;

/** Excel export: the file name (spec §7) and the sheet's name. */
export const QUOTE_FILE_NAME = 'baogia.xlsx';
export const QUOTE_SHEET_NAME = 'Báo giá';
