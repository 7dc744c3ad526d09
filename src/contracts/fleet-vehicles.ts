/**
 * Vehicles and vehicle types for the office console (spec 003 §3, §5, §7). The same schemas
 * check the add/edit forms in the browser and the requests on the server.
 */
import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';
import { FUEL_TYPES, SEVERITIES, VEHICLE_STATUSES } from './fleet';
import { NUMBER_LIMIT_MESSAGES, NUMBER_LIMITS, withOdoLimit } from './number-limits';
import { FILE_URL_PATTERN } from './uploads';

export { VEHICLE_PAGE_SIZES, VEHICLE_TYPE_PAGE_SIZES } from './vocabulary';

export const VEHICLE_MESSAGES = {
  plateRequired: 'Biển số là bắt buộc.',
  plateTooLong: 'Biển số tối đa 20 ký tự.',
  plateTaken: (bienSo: string) => `Biển số ${bienSo} đã tồn tại. Vui lòng kiểm tra lại.`,
  typeRequired: 'Vui lòng chọn Loại xe.',
  typeNotFound: 'Loại xe không tồn tại.',
  typeInactive: (ten: string) => `Loại xe "${ten}" đã ngừng sử dụng. Vui lòng chọn loại khác.`,
  year: (max: number) => `Năm sản xuất phải từ 1900 đến ${max}.`,
  notNegative: (label: string) => `${label} phải là số không âm.`,
  fuelType: 'Loại nhiên liệu chỉ có thể là Xăng, Dầu hoặc Điện.',
  photoUrl: 'Đường dẫn ảnh phải là một URL hợp lệ.',
  tooLong: (label: string, max: number) => `${label} tối đa ${max} ký tự.`,
  status: 'Trạng thái xe không hợp lệ.',
  statusFollowsAssignment:
    'Trạng thái "Đã giao", "Đang sử dụng" và "Đang chạy đơn" do lệnh giao xe và đơn hàng quyết định, không sửa tay được.',
  busy: (bienSo: string) =>
    `Xe ${bienSo} đang có lệnh giao xe chưa kết thúc. Vui lòng kết thúc lệnh giao xe trước khi đổi trạng thái.`,
  notFound: 'Không tìm thấy xe.',
  noTypesHint: 'Vui lòng thêm Loại Xe trước.',
  created: 'Thêm xe thành công.',
  updated: 'Cập nhật xe thành công.',
  decommissioned: 'Đã ngưng hoạt động xe thành công.',
  saveError: 'Có lỗi xảy ra khi lưu thông tin xe.',
  actionError: 'Thao tác thất bại.',
  loadError: 'Không thể tải danh sách xe. Vui lòng thử lại.',
  // Issue 11 §4: the recorded odometer moves only with the drivers' readings, or by this
  // audited correction (a typo must not lock a vehicle, and must not be fixed silently either).
  odoUseCorrection: 'ODO đã ghi nhận chỉ được thay đổi bằng chức năng "Điều chỉnh ODO" (cần nhập lý do).',
  odoInvalid: 'Vui lòng nhập số ODO hợp lệ.',
  odoReasonRequired: 'Vui lòng nhập lý do điều chỉnh ODO.',
  odoUnchanged: 'ODO mới trùng với ODO đã ghi nhận.',
  odoCorrected: 'Đã điều chỉnh ODO xe thành công.',
  odoCorrectError: 'Điều chỉnh ODO thất bại.',
  // Issue 11 §5: the dispatcher lets a vehicle stopped by a critical checklist / SOS run again.
  releaseReasonRequired: 'Vui lòng nhập lý do cho phép xe vận hành.',
  released: (bienSo: string) => `Đã cho phép xe ${bienSo} vận hành trở lại.`,
  notStopped: (bienSo: string) => `Xe ${bienSo} không ở trạng thái bảo dưỡng, không cần cho phép vận hành.`,
  releaseError: 'Cho phép vận hành thất bại.',
  reasonTooLong: 'Lý do tối đa 1000 ký tự.',
} as const;

export const VEHICLE_TYPE_MESSAGES = {
  nameRequired: 'Tên Loại Xe là bắt buộc.',
  nameTooLong: 'Tên Loại Xe tối đa 255 ký tự.',
  nameTaken: (ten: string) => `Loại Xe "${ten}" đã tồn tại.`,
  notFound: 'Không tìm thấy loại xe.',
  itemNotFound: (id: number) => `Hạng mục checklist #${id} không tồn tại.`,
  itemInactive: (ten: string) => `Hạng mục "${ten}" đã ngừng sử dụng, không thể thêm vào gói checklist.`,
  inUse: (ten: string, n: number) =>
    `Không thể xóa Loại Xe "${ten}" vì đang có ${n} xe thuộc loại này. Hãy chuyển các xe sang loại khác, hoặc tắt "Đang sử dụng" thay vì xóa.`,
  created: 'Thêm Loại Xe thành công.',
  updated: 'Cập nhật Loại Xe thành công.',
  deleted: 'Xóa Loại Xe thành công.',
  loadError: 'Lỗi tải danh sách loại xe',
  deleteError: 'Xoá thất bại.',
} as const;

export const VEHICLE_STATUS_COLORS: Record<(typeof VEHICLE_STATUSES)[number], string> = {
  AVAILABLE: 'green',
  ASSIGNED: 'blue',
  IN_USE: 'indigo',
  ON_TASK: 'violet',
  MAINTENANCE: 'orange',
  DECOMMISSIONED: 'gray',
};

export const MIN_VEHICLE_YEAR = 1900;
/** The newest production year a form accepts: next year's models are sold this year. */
export const maxVehicleYear = (now: Date = new Date()) => now.getFullYear() + 1;

// ── field helpers ────────────────────────────────────────────────────────────────────────────
/** Missing, null or only spaces: the form left it empty. */
export const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;

/**
 * A number as typed in a Vietnamese form: '9,5' and '9.5' are 9.5, '45.000' and '1.250.000' are
 * thousands (vi-VN grouping), '45.000,5' mixes both. Anything else is NaN (refused).
 */
export function parseVnNumber(value: string): number {
  const s = value.trim().replace(/\s/g, '');
  if (s === '') return Number.NaN;
  if (s.includes(',')) return Number(s.replace(/\./g, '').replace(',', '.'));
  if (/^-?\d{1,3}(\.\d{3})+$/.test(s)) return Number(s.replace(/\./g, ''));
  return Number(s);
}

/** A number as typed (comma decimals, vi-VN thousands); blank is null. */
const typedNumber = (v: unknown) => {
  const b = blank(v);
  return typeof b === 'string' ? parseVnNumber(b) : b;
};

/** An optional number ≥ 0 that accepts comma decimals, at most `limit` when given; blank is null. */
const optionalAmount = (label: string, limit?: { max: number; message: string }) => {
  const n = z
    .number({ error: VEHICLE_MESSAGES.notNegative(label) })
    .finite(VEHICLE_MESSAGES.notNegative(label))
    .min(0, VEHICLE_MESSAGES.notNegative(label));
  return z.preprocess(typedNumber, (limit ? n.max(limit.max, limit.message) : n).nullable());
};

/** Trimmed optional text; blank is sent (and stored) as null. */
export const optionalText = (label: string, max: number) =>
  z.preprocess(blank, z.string().trim().max(max, VEHICLE_MESSAGES.tooLong(label, max)).nullable());

/** One of our uploads (`/api/files/{id}`) or an http(s) address; blank is sent as null. */
export const isPhotoUrl = (value: string) => {
  if (FILE_URL_PATTERN.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
};
const photoUrl = z.preprocess(
  blank,
  z.string().trim().max(2000, VEHICLE_MESSAGES.photoUrl).refine(isPhotoUrl, VEHICLE_MESSAGES.photoUrl).nullable(),
);

/** A plate as stored: trimmed, single spaces, upper case ('51c-123.45' is '51C-123.45'). */
export const normalizePlate = (bienSo: string) => bienSo.trim().replace(/\s+/g, ' ').toUpperCase();

const requiredId = (message: string) =>
  z.preprocess(
    (v) => (blank(v) === null ? undefined : v),
    z.coerce.number({ error: message }).int(message).positive(message),
  );

// ── vehicles ─────────────────────────────────────────────────────────────────────────────────
export const vehicleRequest = z.object({
  bienSo: z
    .string({ error: VEHICLE_MESSAGES.plateRequired })
    .trim()
    .min(1, VEHICLE_MESSAGES.plateRequired)
    .max(20, VEHICLE_MESSAGES.plateTooLong)
    .transform(normalizePlate),
  loaiXeId: requiredId(VEHICLE_MESSAGES.typeRequired),
  soKhung: optionalText('Số khung', 50).optional(),
  soMay: optionalText('Số máy', 50).optional(),
  hangXe: optionalText('Hãng xe', 100).optional(),
  model: optionalText('Model', 100).optional(),
  namSx: z
    .preprocess(
      (v) => {
        const b = blank(v);
        return typeof b === 'string' ? Number(b.trim()) : b;
      },
      z
        .number({ error: () => VEHICLE_MESSAGES.year(maxVehicleYear()) })
        .int({ error: () => VEHICLE_MESSAGES.year(maxVehicleYear()) })
        .refine((n) => n >= MIN_VEHICLE_YEAR && n <= maxVehicleYear(), {
          error: () => VEHICLE_MESSAGES.year(maxVehicleYear()),
        })
        .nullable(),
    )
    .optional(),
  mauSon: optionalText('Màu sơn', 50).optional(),
  loaiNhienLieu: z.preprocess(blank, z.enum(FUEL_TYPES, { error: VEHICLE_MESSAGES.fuelType }).nullable()).optional(),
  dungTichBinh: optionalAmount('Dung tích bình', {
    max: NUMBER_LIMITS.litres,
    message: NUMBER_LIMIT_MESSAGES.litresMax,
  }).optional(),
  tieuHaoTb: optionalAmount('Tiêu hao trung bình').optional(),
  sucChuaTai: optionalAmount('Sức chứa tải').optional(),
  /** On create the starting odometer; on edit it must stay as recorded (use the correction). */
  odoGanNhat: optionalAmount('ODO', { max: NUMBER_LIMITS.odo, message: NUMBER_LIMIT_MESSAGES.odoMax }).optional(),
  /** Only AVAILABLE, MAINTENANCE and DECOMMISSIONED may be set by hand (the rest follow assignments). */
  trangThai: z.preprocess(blank, z.enum(VEHICLE_STATUSES, { error: VEHICLE_MESSAGES.status }).nullable()).optional(),
  ghiChu: optionalText('Ghi chú', 2000).optional(),
  fileUrl: photoUrl.optional(),
});
export type VehicleRequest = z.infer<typeof vehicleRequest>;
export type VehicleFormValues = z.input<typeof vehicleRequest>;
export const MANUAL_VEHICLE_STATUSES = ['AVAILABLE', 'MAINTENANCE', 'DECOMMISSIONED'] as const;

export const vehicle = z.object({
  id: z.number().int(),
  bienSo: z.string(),
  soKhung: z.string().nullable(),
  soMay: z.string().nullable(),
  loaiXeId: z.number().int().nullable(),
  tenLoaiXe: z.string().nullable(),
  hangXe: z.string().nullable(),
  model: z.string().nullable(),
  namSx: z.number().int().nullable(),
  mauSon: z.string().nullable(),
  loaiNhienLieu: z.string().nullable(),
  dungTichBinh: z.number().nullable(),
  tieuHaoTb: z.number().nullable(),
  sucChuaTai: z.number().nullable(),
  odoGanNhat: z.number(),
  trangThai: z.enum(VEHICLE_STATUSES),
  ghiChu: z.string().nullable(),
  fileUrl: z.string().nullable(),
  /** Who holds it through an open assignment, if anyone. */
  taiXeDuocPhanCongId: z.number().int().nullable(),
  tenTaiXeDuocPhanCong: z.string().nullable(),
});
export type Vehicle = z.infer<typeof vehicle>;
export const vehicleResponse = envelope(vehicle);
export const vehiclePageResponse = envelope(pageOf(vehicle));

export const searchText = z.preprocess(
  (v) => (blank(v) === null ? undefined : v),
  z.string().trim().max(100, 'Từ khóa tìm kiếm quá dài.').optional(),
);
/** `sort` is accepted for the seeds' clients; the list is always id descending (spec §9). */
export const vehicleListQuery = pageQuery.extend({
  q: searchText,
  trangThai: z.preprocess(
    (v) => (blank(v) === null ? undefined : v),
    z.enum(VEHICLE_STATUSES, { error: VEHICLE_MESSAGES.status }).optional(),
  ),
  sort: z.string().max(50).optional(),
});
export type VehicleListQuery = z.infer<typeof vehicleListQuery>;

export const vehicleOption = z.object({
  id: z.number().int(),
  bienSo: z.string(),
  trangThai: z.enum(VEHICLE_STATUSES),
});
export type VehicleOption = z.infer<typeof vehicleOption>;
export const vehicleOptionsResponse = envelope(z.array(vehicleOption));
export const vehicleOptionStatus = vehicleOption.extend({
  taiXeDuocPhanCongId: z.number().int().nullable(),
  tenTaiXeDuocPhanCong: z.string().nullable(),
});
export type VehicleOptionStatus = z.infer<typeof vehicleOptionStatus>;
export const vehicleOptionsStatusResponse = envelope(z.array(vehicleOptionStatus));

export const idParam = z.object({
  id: z.coerce.number({ error: 'Mã không hợp lệ.' }).int().positive('Mã không hợp lệ.'),
});

// ── the office's recorded decisions about a vehicle (issue 11 §4, §5) ───────────────────────────
const reason = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(1000, VEHICLE_MESSAGES.reasonTooLong);

/** PUT /api/xe/{id}/odo: the recorded odometer set to `odo` (up or down), with a reason. */
export const odoCorrectionRequest = z.object({
  odo: z.preprocess(
    typedNumber,
    withOdoLimit(
      z
        .number({ error: VEHICLE_MESSAGES.odoInvalid })
        .finite(VEHICLE_MESSAGES.odoInvalid)
        .min(0, VEHICLE_MESSAGES.odoInvalid),
    ),
  ),
  lyDo: reason(VEHICLE_MESSAGES.odoReasonRequired),
});
export type OdoCorrectionRequest = z.input<typeof odoCorrectionRequest>;

/** POST /api/xe/{id}/cho-phep-van-hanh: a vehicle stopped as unsafe may run again, with a reason. */
export const releaseRequest = z.object({ lyDo: reason(VEHICLE_MESSAGES.releaseReasonRequired) });
export type ReleaseRequest = z.input<typeof releaseRequest>;

export const VEHICLE_LOG_TYPES = ['SUA_ODO', 'CHO_PHEP_VAN_HANH'] as const;
export const VEHICLE_LOG_TYPE_LABELS: Record<(typeof VEHICLE_LOG_TYPES)[number], string> = {
  SUA_ODO: 'Điều chỉnh ODO',
  CHO_PHEP_VAN_HANH: 'Cho phép vận hành',
};
/** GET /api/xe/{id}/nhat-ky: those decisions, newest first. */
export const vehicleLogEntry = z.object({
  id: z.number().int(),
  loai: z.enum(VEHICLE_LOG_TYPES),
  odoCu: z.number().nullable(),
  odoMoi: z.number().nullable(),
  trangThaiCu: z.enum(VEHICLE_STATUSES).nullable(),
  trangThaiMoi: z.enum(VEHICLE_STATUSES).nullable(),
  lyDo: z.string(),
  tenNguoiThucHien: z.string().nullable(),
  thoiDiem: z.string(),
});
export type VehicleLogEntry = z.infer<typeof vehicleLogEntry>;
export const vehicleLogResponse = envelope(z.array(vehicleLogEntry));

// ── vehicle types ────────────────────────────────────────────────────────────────────────────
export const vehicleTypeRequest = z.object({
  tenLoaiXe: z
    .string({ error: VEHICLE_TYPE_MESSAGES.nameRequired })
    .trim()
    .min(1, VEHICLE_TYPE_MESSAGES.nameRequired)
    .max(255, VEHICLE_TYPE_MESSAGES.nameTooLong),
  moTa: optionalText('Mô tả', 2000).optional(),
  active: z.boolean().default(true),
  checklistItemIds: z
    .array(z.number().int().positive())
    .max(200)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type VehicleTypeRequest = z.infer<typeof vehicleTypeRequest>;

export const packageItem = z.object({
  id: z.number().int(),
  tenHangMuc: z.string(),
  viTri: z.number().int().nullable(),
  mucDo: z.enum(SEVERITIES),
  active: z.boolean(),
});
export const vehicleType = z.object({
  id: z.number().int(),
  tenLoaiXe: z.string(),
  moTa: z.string().nullable(),
  active: z.boolean(),
  /** Vehicles of this type (decommissioned ones too). */
  soXe: z.number().int(),
  checklistItems: z.array(packageItem),
  checklistItemIds: z.array(z.number().int()),
});
export type VehicleType = z.infer<typeof vehicleType>;
export const vehicleTypeResponse = envelope(vehicleType);
export const vehicleTypePageResponse = envelope(pageOf(vehicleType));
export const vehicleTypeListQuery = pageQuery.extend({ sort: z.string().max(50).optional() });

export const vehicleTypeOption = z.object({ id: z.number().int(), tenLoaiXe: z.string() });
export type VehicleTypeOption = z.infer<typeof vehicleTypeOption>;
export const vehicleTypeOptionsResponse = envelope(z.array(vehicleTypeOption));
