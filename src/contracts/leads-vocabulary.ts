/**
 * Sales leads' words and plain rules (spec 001 §3, §4, §5, §8, §9; issue 16): industries, companies
 * and potential customers — statuses, page sizes, field labels, every §8 message of the three
 * screens and the Excel export's constants. No zod here: the screens read labels without the schemas.
 */

/** Company / customer care status (§4). */
export const LEAD_STATUSES = [0, 1] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { 0: 'Chưa chăm sóc', 1: 'Đã chăm sóc' };
/** Status 0 may still be converted with a note; other statuses are view only (§4). */
export const CONVERTIBLE_STATUS: LeadStatus = 0;

/** §9: industries 10 per page, companies and customers 12, the industry dropdown 100, export pages 1000. */
export const INDUSTRY_PAGE_SIZE = 10;
export const LEAD_PAGE_SIZE = 12;
export const INDUSTRY_DROPDOWN_SIZE = 100;
export const EXPORT_PAGE_SIZE = 1000;

/** Longest values the server accepts (the columns' widths in server/db/schema/marketing.ts). */
export const LEAD_LIMITS = {
  industryName: 255,
  code: 100,
  name: 500,
  phone: 100,
  email: 255,
  website: 500,
  province: 120,
  person: 255,
  mst: 50,
  namThanhLap: 20,
  soLuongNV: 50,
  text: 5000,
  searchName: 255,
} as const;

/** Field labels of a company / potential customer (§3), for forms, column chooser and export headers. */
export const LEAD_FIELD_LABELS = {
  companyId: 'Mã công ty',
  maKH: 'Mã KH',
  companyIdGoc: 'Mã công ty gốc',
  name: 'Tên công ty',
  address: 'Địa chỉ',
  phone: 'Điện thoại',
  /** §3: hotline is shown as the "Zalo" column. */
  hotline: 'Zalo',
  email: 'Email',
  website: 'Website',
  industries: 'Ngành nghề',
  status: 'Trạng thái',
  province: 'Tỉnh/Thành phố',
  tenNguoiLienHe: 'Người liên hệ',
  chucVu: 'Chức vụ',
  diDong: 'Di động',
  zaloOrMess: 'Zalo/Messenger',
  emailLienHe: 'Email liên hệ',
  mst: 'Mã số thuế',
  namThanhLap: 'Năm thành lập',
  loaiHinhKinhDoanh: 'Loại hình kinh doanh',
  thiTruongChinh: 'Thị trường chính',
  soLuongNV: 'Số lượng nhân viên',
  nguoiPhuTrach: 'Người phụ trách',
  ghiChu: 'Ghi chú',
  ngayTao: 'Ngày tạo',
} as const;
export type LeadField = keyof typeof LEAD_FIELD_LABELS;

/** §3: the read-only person in charge when nobody is known. */
export const UNKNOWN_OWNER = 'Không rõ';

/** §9: default visible columns of both lists; the chooser keeps the choice in localStorage. */
export const DEFAULT_LEAD_COLUMNS = ['name', 'phone', 'email'] as const;
export const LEAD_COLUMN_STORAGE_KEYS = {
  companies: 'leads.companies.columns',
  customers: 'leads.customers.columns',
} as const;

/** §9: export file bases (plus a date-time stamp, src/lib/excel.ts stampedFileName) and the sheet. */
export const LEAD_EXPORT = {
  sheet: 'Companies',
  companiesPage: 'companies_page',
  companiesAll: 'companies_all',
  customersPage: 'customers_page',
  customersAll: 'customers_all',
  pageSize: EXPORT_PAGE_SIZE,
} as const;

export const EXPORT_MESSAGES = {
  exported: (n: number, file: string) => `Đã xuất ${n} dòng ra tệp ${file}`,
  noColumns: 'Bạn chưa chọn cột hiển thị để xuất.',
  noData: 'Không có dữ liệu để xuất.',
  failed: 'Xuất Excel thất bại. Hãy thử lại hoặc kiểm tra console.',
  /** Progress of an export of all rows: rows fetched so far of the total. */
  progress: (done: number, total: number) => `Đang xuất ${done}/${total} dòng...`,
} as const;

// ── §8 messages, plus the server's own (validation, conflicts) ───────────────────────────────
export const INDUSTRY_MESSAGES = {
  loadFailed: 'Không thể tải danh sách ngành nghề',
  /** The yellow-pages screen's dropdown (§8). */
  dropdownFailed: 'Lỗi khi tải danh sách ngành nghề.',
  added: 'Thêm thành công',
  addFailed: 'Lỗi khi thêm ngành nghề',
  updated: 'Cập nhật thành công',
  updateFailed: 'Lỗi khi cập nhật',
  deleted: 'Xóa thành công',
  deleteFailed: 'Lỗi khi xóa',
  nameRequired: 'Vui lòng nhập tên ngành nghề.',
  nameTooLong: `Tên ngành nghề tối đa ${LEAD_LIMITS.industryName} ký tự.`,
  nameTaken: (name: string) => `Ngành nghề "${name}" đã tồn tại.`,
  notFound: 'Không tìm thấy ngành nghề.',
  unknownIds: 'Ngành nghề đã chọn không tồn tại (có thể đã bị xóa).',
  /** Deleting an industry still attached to leads is refused: detach it first (no silent loss of tags). */
  inUse: (companies: number, customers: number) =>
    `Không thể xóa: ngành nghề đang được gán cho ${companies} công ty và ${customers} khách hàng tiềm năng. Hãy bỏ ngành nghề này khỏi các mục đó trước.`,
} as const;

export const COMPANY_MESSAGES = {
  loadFailed: 'Không thể tải danh sách công ty',
  industriesFailed: 'Không thể tải ngành nghề',
  provincesFailed: 'Không thể tải danh sách tỉnh',
  saveFailed: 'Lỗi khi lưu công ty. Vui lòng kiểm tra lại dữ liệu.',
  updated: 'Cập nhật thành công',
  added: 'Thêm công ty thành công',
  deleted: 'Xóa thành công',
  deleteFailed: 'Lỗi khi xóa',
  customerAdded: 'Thêm khách hàng tiềm năng thành công',
  customerAddFailed: 'Lỗi khi thêm khách hàng tiềm năng',
  companyIdRequired: 'Vui lòng nhập mã công ty.',
  nameRequired: 'Vui lòng nhập tên công ty.',
  emailInvalid: 'Email không hợp lệ.',
  statusInvalid: 'Trạng thái không hợp lệ.',
  tooLong: (label: string, max: number) => `${label} tối đa ${max} ký tự.`,
  companyIdTaken: (id: string) => `Mã công ty "${id}" đã tồn tại.`,
  notFound: 'Không tìm thấy công ty (có thể đã bị xóa).',
  alreadyConverted: (maKH: string) => `Công ty này đã được thêm làm khách hàng tiềm năng (mã KH "${maKH}").`,
  goToCustomers: 'Danh sách khách hàng tiềm năng',
} as const;

export const CUSTOMER_MESSAGES = {
  loadFailed: 'Không thể tải danh sách khách hàng',
  industriesFailed: 'Không thể tải ngành nghề',
  provincesFailed: 'Không thể tải danh sách tỉnh',
  saveFailed: 'Lỗi khi lưu khách hàng. Vui lòng kiểm tra lại dữ liệu.',
  deleteFailed: 'Lỗi khi xóa',
  exportFailed: 'Xuất Excel thất bại. Hãy thử lại hoặc kiểm tra console.',
  noData: 'Không có dữ liệu để xuất.',
  updated: 'Cập nhật thành công',
  added: 'Thêm khách hàng thành công',
  deleted: 'Xóa thành công',
  maKHRequired: 'Vui lòng nhập mã khách hàng.',
  companyIdGocRequired: 'Vui lòng nhập mã công ty gốc.',
  nameRequired: 'Vui lòng nhập tên khách hàng.',
  maKHTaken: (maKH: string) => `Mã khách hàng "${maKH}" đã tồn tại.`,
  notFound: 'Không tìm thấy khách hàng tiềm năng (có thể đã bị xóa).',
  /** DELETE by a company code that several customers came from: the caller must name one maKH. */
  ambiguous: (code: string, n: number) =>
    `Có ${n} khách hàng được tạo từ công ty "${code}". Hãy xóa theo mã khách hàng.`,
} as const;
