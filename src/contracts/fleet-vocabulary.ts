/**
 * The fleet's words and plain rules (spec 003): statuses and their labels, the messages, document
 * kinds, expiry and unit price — no zod, so a screen that shows them does not load the schemas
 * (contracts/fleet.ts re-exports all of it; the server reads it from there).
 */
import { FILE_URL_PATTERN } from './uploads-vocabulary';
import { TICKET_STATUSES } from './vocabulary';

export { TICKET_STATUSES };

// ── enums ────────────────────────────────────────────────────────────────────────────────────
export const VEHICLE_STATUSES = [
  'AVAILABLE',
  'ASSIGNED',
  'IN_USE',
  'ON_TASK',
  'MAINTENANCE',
  'DECOMMISSIONED',
] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const VEHICLE_STATUS_LABELS: Record<VehicleStatus, string> = {
  AVAILABLE: 'Sẵn sàng',
  ASSIGNED: 'Đã giao',
  IN_USE: 'Đang sử dụng',
  ON_TASK: 'Đang chạy đơn',
  MAINTENANCE: 'Bảo dưỡng',
  DECOMMISSIONED: 'Ngưng hoạt động',
};
export const FUEL_TYPES = ['Xăng', 'Dầu', 'Điện'] as const;
export const ASSIGNMENT_TYPES = ['FIXED', 'TEMP'] as const;
export const ASSIGNMENT_STATUSES = ['ASSIGNED', 'IN_USE', 'CLOSED'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
export const ASSIGNMENT_EVENTS = ['RECEIVE', 'RETURN'] as const;
export const SEVERITIES = ['INFO', 'WARNING', 'CRITICAL'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const SEVERITY_LABELS: Record<Severity, string> = {
  INFO: 'Thông tin',
  WARNING: 'Cảnh báo',
  CRITICAL: 'Nghiêm trọng',
};
export const CHECK_RESULTS = ['OK', 'NG'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  MOI: 'Mới',
  CHO_DUYET: 'Chờ duyệt',
  DA_DUYET: 'Đã duyệt',
  DANG_SUA: 'Đang Sửa',
  CHO_THANH_TOAN: 'Chờ thanh toán',
  HOAN_THANH: 'Hoàn thành',
  DA_HUY: 'Đã hủy',
};
export const TICKET_TYPES = ['DINH_KY', 'TU_CHECKLIST', 'SU_CO_DOT_XUAT'] as const;
export const TICKET_TYPE_LABELS: Record<(typeof TICKET_TYPES)[number], string> = {
  DINH_KY: 'Định kỳ',
  TU_CHECKLIST: 'Từ checklist',
  SU_CO_DOT_XUAT: 'Sự cố đột xuất',
};
export const FUEL_STATUSES = ['CHO_DUYET', 'DA_DUYET', 'TU_CHOI'] as const;
export const FUEL_STATUS_LABELS: Record<(typeof FUEL_STATUSES)[number], string> = {
  CHO_DUYET: 'Chờ duyệt',
  DA_DUYET: 'Đã duyệt',
  TU_CHOI: 'Từ chối',
};

// ── messages (spec 003 §5, §6, §8) ─────────────────────────────────────────────────────────────
export const FLEET_MESSAGES = {
  noAssignment: 'Hiện tại bạn chưa được phân công xe nào.',
  returnOdoInvalid: 'Vui lòng nhập số ODO hợp lệ khi trả xe.',
  returnOdoBelow: (x: number, y: number) => `Số ODO trả xe (${x}) không thể nhỏ hơn ODO đã ghi nhận (${y}).`,
  sosDescriptionRequired: 'Vui lòng mô tả sự cố.',
  fuelAmount: 'Vui lòng nhập Số tiền hợp lệ (>= 1.000).',
  fuelLiters: 'Vui lòng nhập Số lít hợp lệ (> 0).',
  fuelOdo: 'Vui lòng nhập ODO hợp lệ.',
  fuelPhotos: 'Vui lòng upload đủ 2 ảnh: Biên lai và ODO.',
  checklistOdo: 'Vui lòng nhập số ODO hợp lệ.',
  checklistUnanswered: (item: string) => `Bạn chưa kiểm tra hạng mục: "${item}"`,
  checklistCriticalNeedsNoteAndPhoto: (item: string) =>
    `Hạng mục "${item}" là lỗi quan trọng, yêu cầu Ghi chú VÀ Hình ảnh.`,
  checklistInfoNeedsNote: (item: string) => `Vui lòng nhập ghi chú cho hạng mục lỗi "${item}".`,
  checklistSuccess: 'Gửi báo cáo checklist thành công!',
  checklistCriticalAlert: 'Checklist có lỗi nghiêm trọng! Xe được chuyển sang bảo dưỡng, vui lòng liên hệ điều phối.',
  profileUnauthorized: 'Phiên đăng nhập hết hạn hoặc không hợp lệ.',
  profileForbidden: 'Bạn không có quyền truy cập chức năng này (Không phải tài xế?).',
  profileNotFound: 'Không tìm thấy hồ sơ xe hoặc bạn chưa được phân công xe.',
  notYourAssignment: 'Lệnh giao xe này không phải của bạn.',
  assignmentClosed: 'Lệnh giao xe này đã kết thúc hoặc không tồn tại.',
  alreadyReceived: 'Bạn đã nhận xe này rồi.',
  notReceived: 'Bạn chưa nhận xe nên không thể trả xe.',
  vehicleNotYours: 'Xe này hiện không được phân công cho bạn.',
  noDocumentFile: 'Giấy tờ này chưa có file đính kèm.',
  noDocuments: 'Không có giấy tờ nào được tìm thấy.',
  noProfile: 'Không có thông tin hồ sơ hoặc bạn chưa được phân công xe.',
  // Server answers beyond the spec's catalogue (same tone, same place).
  receiveOdoBelow: (x: number, y: number) => `Số ODO nhận xe (${x}) không thể nhỏ hơn ODO đã ghi nhận (${y}).`,
  sosSuccess: (id: number) => `Đã gửi báo cáo sự cố #${id}.`,
  fuelSuccess: 'Gửi báo cáo xăng dầu thành công, chờ duyệt.',
  receiveSuccess: 'Nhận xe thành công.',
  returnSuccess: 'Trả xe thành công.',
  vehicleNotFound: 'Không tìm thấy xe.',
  checklistUnknownItem: (itemId: number) => `Hạng mục #${itemId} không thuộc gói checklist của xe này.`,
  checklistDuplicateItem: (item: string) => `Hạng mục "${item}" được trả lời nhiều lần.`,
  // Issue 11 §5: a vehicle stopped by a critical checklist or an SOS cannot be taken. The phone
  // shows the same text offline when the current assignment says `khongAnToan`.
  vehicleUnsafe:
    'Xe đang bị tạm dừng vận hành do lỗi an toàn nghiêm trọng (checklist hoặc sự cố) và chưa được sửa xong. Không thể nhận xe; vui lòng liên hệ điều phối.',
  // Issue 11 §3: a report made when the driver did not hold the vehicle says what happened to the
  // order (`at`: the Vietnamese wall-clock time, "21:53" today or "21:53 ngày 14/05" otherwise;
  // `by`: who did it, "Trần Văn Điều (Điều phối viên)", when recorded), then why it is refused.
  assignmentClosedAt: (bienSo: string, at: string, by?: string | null) =>
    `Lệnh giao xe ${bienSo} đã được kết thúc lúc ${at}${by ? ` bởi ${by}` : ''}.`,
  assignmentHandedOverAt: (bienSo: string, toDriver: string, at: string, by?: string | null) =>
    `Xe ${bienSo} đã được bàn giao cho ${toDriver} lúc ${at}${by ? ` bởi ${by}` : ''}.`,
  assignmentEndedByReturnAt: (bienSo: string, at: string) => `Lệnh giao xe ${bienSo} đã kết thúc lúc ${at} khi trả xe.`,
  assignmentStartsAt: (bienSo: string, at: string) => `Lệnh giao xe ${bienSo} của bạn bắt đầu lúc ${at}.`,
  reportNotHeld: (at: string) =>
    `Báo cáo lúc ${at} không được ghi nhận vì khi đó bạn không giữ xe này. Vui lòng liên hệ điều phối.`,
  receiveOnEnded: 'Không thể nhận xe trên lệnh giao đã kết thúc. Vui lòng liên hệ điều phối.',
  /** A RECEIVE/RETURN made while the driver held the order, arriving after the office ended it. */
  lateEventRecorded: 'Đã ghi nhận vào lệnh giao xe cũ (lệnh đã được điều phối kết thúc trước khi báo cáo đến).',
} as const;

/** Displayed unit price: amount ÷ litres, rounded to the đồng (spec 003 §5). */
export const unitPrice = (soTien: number, soLit: number) => (soLit > 0 ? Math.round(soTien / soLit) : 0);

// ── documents and the driver's own profile ─────────────────────────────────────────────────────
export const VEHICLE_DOCUMENT_TYPES = {
  DANG_KY_XE: 'Đăng ký xe',
  DANG_KIEM: 'Đăng kiểm',
  BH_TNDS_BB: 'Bảo hiểm TNDS bắt buộc',
  BH_VAT_CHAT: 'Bảo hiểm vật chất',
  PHU_HIEU_KDVT: 'Phù hiệu kinh doanh vận tải',
  GIAY_PHEP_DAC_BIET: 'Giấy phép đặc biệt',
} as const;
export const DRIVER_DOCUMENT_TYPES = {
  GPLX_B2: 'GPLX hạng B2',
  GPLX_C: 'GPLX hạng C',
  GPLX_FC: 'GPLX hạng FC',
  CCCD: 'Căn cước công dân',
  CHUNG_CHI_NV: 'Chứng chỉ nghiệp vụ',
  GIAY_KHAM_SK: 'Giấy khám sức khỏe',
} as const;
export const DOCUMENT_TYPE_LABELS: Record<string, string> = {
  ...VEHICLE_DOCUMENT_TYPES,
  ...DRIVER_DOCUMENT_TYPES,
  KHAC: 'Khác',
};

export const NEAR_EXPIRY_DAYS = 30;
/** 'expired' when the end date is before today, 'soon' within 30 days (spec 003 §4). */
export function expiryState(
  ngayHetHan: string | null,
  today: Date = new Date(),
): 'expired' | 'soon' | 'valid' | 'none' {
  if (!ngayHetHan) return 'none';
  const end = new Date(`${ngayHetHan.slice(0, 10)}T00:00:00`);
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const days = Math.round((end.getTime() - start.getTime()) / 86_400_000);
  if (days < 0) return 'expired';
  return days <= NEAR_EXPIRY_DAYS ? 'soon' : 'valid';
}
export const EXPIRY_LABELS = { expired: 'Đã hết hạn', soon: 'Sắp hết hạn' } as const;

/** How the preview shows a file: by MIME first, else by extension (spec 003 §3 classes). */
export function fileKind(
  url: string | null,
  mime: string | null,
): 'image' | 'pdf' | 'word' | 'sheet' | 'slide' | 'video' | 'audio' | 'archive' | 'text' | 'other' | 'none' {
  if (!url) return 'none';
  const m = (mime ?? '').toLowerCase();
  const ext = (url.split('?')[0]?.split('.').pop() ?? '').toLowerCase();
  if (m.startsWith('image/') || ['jpg', 'jpeg', 'png', 'webp', 'gif'].includes(ext)) return 'image';
  // Our uploads (/api/files/…) are images only; without a MIME they are still images.
  if (!m && FILE_URL_PATTERN.test(url)) return 'image';
  if (m === 'application/pdf' || ext === 'pdf') return 'pdf';
  if (m.includes('word') || ['doc', 'docx'].includes(ext)) return 'word';
  if (m.includes('sheet') || m.includes('excel') || ['xls', 'xlsx', 'csv'].includes(ext)) return 'sheet';
  if (m.includes('presentation') || ['ppt', 'pptx'].includes(ext)) return 'slide';
  if (m.startsWith('video/')) return 'video';
  if (m.startsWith('audio/')) return 'audio';
  if (m.includes('zip') || m.includes('rar') || ['zip', 'rar', '7z'].includes(ext)) return 'archive';
  if (m.startsWith('text/') || ext === 'txt') return 'text';
  return 'other';
}
