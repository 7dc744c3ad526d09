/**
 * Office console contracts for maintenance tickets, fuel review and checklist history (spec 003
 * §3–§5, §7, §8). The forms and the server share these schemas and the spec's exact texts.
 */
import { z } from 'zod';
import { envelope, pageOf } from './envelope';
import {
  checklistLog,
  FUEL_STATUSES,
  fuelLog,
  SEVERITIES,
  type TICKET_STATUSES,
  TICKET_TYPES,
  ticketSummary,
} from './fleet';
import { withMoneyLimit, withOdoLimit } from './number-limits';
import { fileUrl, fileUrlWith } from './uploads';

/** Đồng as messages show them: "1.500.000 đ", whatever the device's locale. */
const vnd = (n: number) => `${new Intl.NumberFormat('vi-VN').format(n)} đ`;

export const MAINTENANCE_MESSAGES = {
  createRequired: 'Vui lòng nhập Xe, Loại bảo dưỡng và Nội dung công việc.',
  contentMax: 'Nội dung công việc tối đa 2000 ký tự.',
  createOdo: 'ODO lúc tạo phải là số không âm.',
  quoteRequired: 'Vui lòng nhập Gara và Giá đề xuất (phải > 0).',
  completeRequired: 'Vui lòng nhập ODO, Chi phí thực tế và Ảnh biên lai.',
  completePositive: 'ODO và Chi phí phải là số dương.',
  cancelPrompt: 'Nhập lý do hủy phiếu (bắt buộc):',
  cancelReasonRequired: 'Vui lòng nhập lý do hủy phiếu.',
  created: 'Tạo phiếu sửa chữa thành công!',
  quoted: 'Gửi báo giá thành công, chờ duyệt.',
  approved: 'Duyệt giá thành công!',
  started: 'Đã cập nhật trạng thái "Đang Sửa".',
  completed: 'Xác nhận hoàn thành thành công, chờ thanh toán.',
  paid: 'Xác nhận thanh toán thành công!',
  cancelled: 'Đã hủy phiếu thành công.',
  createError: 'Lỗi không xác định khi tạo phiếu.',
  quoteError: 'Lỗi gửi báo giá.',
  approveError: 'Lỗi duyệt báo giá.',
  startError: 'Lỗi bắt đầu sửa chữa.',
  completeError: 'Lỗi xác nhận hoàn thành.',
  payError: 'Lỗi xác nhận thanh toán.',
  cancelError: 'Lỗi hủy phiếu.',
  listError: 'Lỗi tải danh sách phiếu sửa chữa',
  detailError: 'Lỗi tải chi tiết phiếu',
  // Confirmations (spec §5: approve, start, completion, payment and cancel each ask first).
  confirmQuote: 'Gửi báo giá này để chờ duyệt?',
  confirmApprove: 'Xác nhận duyệt giá đề xuất cho phiếu này?',
  confirmStart: 'Xác nhận gara đã bắt đầu sửa chữa?',
  confirmComplete: 'Xác nhận đã sửa xong và gửi chi phí thực tế chờ thanh toán?',
  confirmPay: 'Xác nhận đã thanh toán cho phiếu này?',
  confirmCancel: 'Bạn có chắc muốn hủy phiếu này?',
  // Server answers beyond the catalogue.
  notFound: 'Không tìm thấy phiếu bảo dưỡng.',
  itemInactive: 'Hạng mục bảo dưỡng không tồn tại hoặc đã ngưng sử dụng.',
  wrongState: (status: string, action: string) => `Phiếu đang ở trạng thái "${status}", không thể ${action}.`,
  notYours: 'Phiếu này không phải của bạn.',
  // Issue 11 §4: a repair far above its approved price needs a word of explanation.
  overQuoteNoteRequired: (cost: number, approved: number) =>
    `Chi phí thực tế (${vnd(cost)}) vượt quá 1,5 lần giá đã duyệt (${vnd(approved)}). Vui lòng nhập ghi chú giải thích.`,
  overQuoteFlag: 'Chi phí vượt quá 1,5 lần giá đã duyệt',
  noteTooLong: 'Ghi chú tối đa 1000 ký tự.',
} as const;

/** A completion costing more than this many times the approved price needs a note and is flagged. */
export const OVER_QUOTE_RATIO = 1.5;
/** Strictly above 1.5× the approved price (exactly 1.5× is fine); no approved price, no flag. */
export const isOverQuote = (chiPhiThucTe: number | null, giaDuocDuyet: number | null) =>
  chiPhiThucTe !== null && giaDuocDuyet !== null && giaDuocDuyet > 0 && chiPhiThucTe > giaDuocDuyet * OVER_QUOTE_RATIO;

export const FUEL_REVIEW_MESSAGES = {
  rejectReasonRequired: 'Bạn phải nhập lý do từ chối.',
  approved: 'Duyệt thành công!',
  rejected: 'Từ chối thành công!',
  listError: 'Lỗi tải lịch sử xăng dầu',
  detailError: 'Lỗi tải chi tiết log',
  approveError: 'Lỗi khi duyệt log',
  rejectError: 'Lỗi khi từ chối log',
  approveFallback: 'Lỗi khi duyệt.',
  rejectFallback: 'Lỗi khi từ chối.',
  confirmApprove: 'Bạn có chắc muốn duyệt báo cáo xăng dầu này?',
  rejectPrompt: 'Nhập lý do từ chối (bắt buộc):',
  notFound: 'Không tìm thấy báo cáo xăng dầu.',
  decided: 'Báo cáo này đã được xử lý, chỉ báo cáo chờ duyệt mới được duyệt hoặc từ chối.',
} as const;

export const CHECKLIST_HISTORY_MESSAGES = {
  listError: 'Lỗi tải lịch sử checklist',
  detailError: 'Lỗi tải chi tiết checklist',
  notFound: 'Không tìm thấy checklist.',
} as const;

// Numbers typed with comma decimals or thousands dots ("1.500.000", "70,5").
const num = (message: string) =>
  z.preprocess(
    (v) =>
      v === '' || v === null || v === undefined
        ? undefined
        : typeof v === 'string'
          ? Number(v.trim().replace(/\./g, '').replace(',', '.'))
          : v,
    z.number({ error: message }).finite(message),
  );
const requiredText = (message: string, max: number, maxMessage?: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, maxMessage ?? message);
const optionalFile = z.preprocess((v) => (v === '' ? null : v), fileUrl.optional().nullable());

// ── tickets ────────────────────────────────────────────────────────────────────────────────
export const ticketCreateRequest = z.object({
  xeId: z.coerce
    .number({ error: MAINTENANCE_MESSAGES.createRequired })
    .int(MAINTENANCE_MESSAGES.createRequired)
    .positive(MAINTENANCE_MESSAGES.createRequired),
  loaiBaoDuong: z.enum(TICKET_TYPES, { error: MAINTENANCE_MESSAGES.createRequired }),
  dmHangMucId: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().positive().optional().nullable()),
  noiDungCongViec: requiredText(MAINTENANCE_MESSAGES.createRequired, 2000, MAINTENANCE_MESSAGES.contentMax),
  odoLucTao: num(MAINTENANCE_MESSAGES.createOdo)
    .pipe(withOdoLimit(z.number().min(0, MAINTENANCE_MESSAGES.createOdo)))
    .optional(),
  anhSuCoUrl: optionalFile,
});
export type TicketCreateRequest = z.infer<typeof ticketCreateRequest>;

export const ticketQuoteRequest = z.object({
  garaDeXuat: requiredText(MAINTENANCE_MESSAGES.quoteRequired, 255),
  giaDeXuat: num(MAINTENANCE_MESSAGES.quoteRequired).pipe(
    withMoneyLimit(z.number().min(1, MAINTENANCE_MESSAGES.quoteRequired)),
  ),
  anhBaoGiaUrl: optionalFile,
});
export type TicketQuoteRequest = z.infer<typeof ticketQuoteRequest>;

export const ticketCompleteRequest = z.object({
  odoHoanThanh: num(MAINTENANCE_MESSAGES.completeRequired).pipe(
    withOdoLimit(z.number().min(1, MAINTENANCE_MESSAGES.completePositive)),
  ),
  chiPhiThucTe: num(MAINTENANCE_MESSAGES.completeRequired).pipe(
    withMoneyLimit(z.number().min(1, MAINTENANCE_MESSAGES.completePositive)),
  ),
  bienLaiUrl: fileUrlWith(MAINTENANCE_MESSAGES.completeRequired),
  /** Required when the cost is above 1.5× the approved price (isOverQuote); optional otherwise. */
  ghiChuHoanThanh: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(1000, MAINTENANCE_MESSAGES.noteTooLong).optional().nullable(),
  ),
});
export type TicketCompleteRequest = z.infer<typeof ticketCompleteRequest>;

export const ticketPayQuery = z.object({
  ghiChu: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(1000).optional()),
});
export const ticketCancelQuery = z.object({
  lyDoCancel: z
    .string({ error: MAINTENANCE_MESSAGES.cancelReasonRequired })
    .trim()
    .min(1, MAINTENANCE_MESSAGES.cancelReasonRequired)
    .max(1000),
});
export const idParams = z.object({ id: z.coerce.number().int().positive('Mã không hợp lệ.') });
export const xeIdParams = z.object({ xeId: z.coerce.number().int().positive('Xe không hợp lệ.') });

export const maintenanceTicket = ticketSummary.extend({
  nguoiTaoId: z.number().int().nullable(),
  dmHangMucId: z.number().int().nullable(),
  tenHangMuc: z.string().nullable(),
  garaDeXuat: z.string().nullable(),
  giaDeXuat: z.number().nullable(),
  anhBaoGiaUrl: z.string().nullable(),
  thoiDiemBaoGia: z.string().nullable(),
  tenNguoiDuyet: z.string().nullable(),
  giaDuocDuyet: z.number().nullable(),
  thoiDiemDuyet: z.string().nullable(),
  thoiDiemBatDau: z.string().nullable(),
  chiPhiThucTe: z.number().nullable(),
  bienLaiUrl: z.string().nullable(),
  odoHoanThanh: z.number().nullable(),
  /** The completion note (required when over 1.5× the approved price). Optional: older servers. */
  ghiChuHoanThanh: z.string().nullable().optional(),
  /** The cost is above 1.5× the approved price: shown to the accountant as a flag. */
  vuotBaoGia: z.boolean().optional(),
  thoiDiemHoanThanh: z.string().nullable(),
  tenNguoiThanhToan: z.string().nullable(),
  ghiChuThanhToan: z.string().nullable(),
  thoiDiemThanhToan: z.string().nullable(),
  lyDoHuy: z.string().nullable(),
  tenNguoiHuy: z.string().nullable(),
  thoiDiemHuy: z.string().nullable(),
});
export type MaintenanceTicket = z.infer<typeof maintenanceTicket>;
export const maintenanceTicketResponse = envelope(maintenanceTicket);
export const maintenanceTicketPageResponse = envelope(pageOf(maintenanceTicket));
export const maintenanceTicketListResponse = envelope(z.array(maintenanceTicket));

export const priceReferenceQuery = z.object({
  dmHangMucId: z.coerce.number({ error: 'Hạng mục không hợp lệ.' }).int().positive('Hạng mục không hợp lệ.'),
});
export const priceReference = z.object({
  soLanThucHien: z.number().int(),
  giaTrungBinh: z.number().nullable(),
  giaLanCuoi: z.number().nullable(),
  garaLanCuoi: z.string().nullable(),
});
export type PriceReference = z.infer<typeof priceReference>;
export const priceReferenceResponse = envelope(priceReference);

/** Statuses where a ticket still has actions (HOAN_THANH and DA_HUY are closed, spec §4). */
export const OPEN_TICKET_STATUSES = ['MOI', 'CHO_DUYET', 'DA_DUYET', 'DANG_SUA', 'CHO_THANH_TOAN'] as const;
export const isOpenTicket = (s: (typeof TICKET_STATUSES)[number]) =>
  (OPEN_TICKET_STATUSES as readonly string[]).includes(s);

// ── fuel review ──────────────────────────────────────────────────────────────────────────
export const fuelRejectQuery = z.object({
  lyDo: z
    .string({ error: FUEL_REVIEW_MESSAGES.rejectReasonRequired })
    .trim()
    .min(1, FUEL_REVIEW_MESSAGES.rejectReasonRequired)
    .max(1000),
});
export { FUEL_STATUSES, fuelLog };

/** Litres per 100 km of the period, one decimal; null without a previous approved reading. */
export const litresPer100Km = (soLit: number, kmThucTe: number | null) =>
  kmThucTe && kmThucTe > 0 ? Math.round((soLit / kmThucTe) * 1000) / 10 : null;

// ── checklist history ────────────────────────────────────────────────────────────────────
export const checklistLogItemRow = z.object({
  id: z.number().int(),
  tenHangMuc: z.string(),
  mucDo: z.enum(SEVERITIES),
  trangThai: z.enum(['OK', 'NG']),
  ghiChu: z.string().nullable(),
  anhUrl: z.string().nullable(),
});
export type ChecklistLogItemRow = z.infer<typeof checklistLogItemRow>;
export const checklistLogDetail = z.object({ log: checklistLog, items: z.array(checklistLogItemRow) });
export type ChecklistLogDetail = z.infer<typeof checklistLogDetail>;
export const checklistLogDetailResponse = envelope(checklistLogDetail);
