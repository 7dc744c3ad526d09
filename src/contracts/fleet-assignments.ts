/**
 * Vehicle assignments as the office console sees them ("Lệnh Giao Xe", spec 003 §2/§5/§7/§8) and
 * the staff lookups its pickers use. Local date-times travel without a zone ('yyyy-MM-ddTHH:mm:ss',
 * Vietnam wall-clock time); answers carry ISO instants.
 */
import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';
import { ASSIGNMENT_STATUSES, ASSIGNMENT_TYPES, VEHICLE_STATUSES } from './fleet-vocabulary';
import { blankToUndefined, searchKeyword } from './params';

export const ASSIGNMENT_MESSAGES = {
  vehicleAndDriverRequired: 'Vui lòng chọn xe và tài xế.',
  endBeforeStart: 'Thời gian kết thúc không được trước thời gian bắt đầu.',
  newDriverRequired: 'Vui lòng chọn xe và tài xế mới.',
  handoverToHolder: 'Không thể bàn giao cho chính tài xế đang giữ xe.',
  noOpenAssignment: 'Xe này hiện chưa được phân công hoặc lệnh giao đã kết thúc.',
  closedOrMissing: 'Lệnh giao xe này đã kết thúc hoặc không tồn tại.',
  busy: (plate: string, driver: string) =>
    `Xe ${plate} đang được ${driver} sử dụng/phân công. Vui lòng kết thúc lệnh cũ hoặc dùng chức năng Bàn Giao.`,
  // Beyond the catalogue: a vehicle out of service cannot be given to anyone.
  decommissioned: (plate: string) => `Xe ${plate} đã ngưng hoạt động, không thể giao xe.`,
  inMaintenance: (plate: string) => `Xe ${plate} đang bảo dưỡng, không thể giao xe. Vui lòng hoàn tất bảo dưỡng trước.`,
  notADriver: 'Người được chọn không phải tài xế đang hoạt động.',
  vehicleNotFound: 'Không tìm thấy xe.',
  invalidDateTime: 'Thời gian không hợp lệ.',
  assignSuccess: 'Giao xe thành công!',
  handoverSuccess: 'Bàn giao xe thành công!',
  closeSuccess: 'Kết thúc lệnh giao xe thành công!',
  assignFailed: 'Giao xe thất bại.',
  handoverFailed: 'Bàn giao thất bại.',
  closeFailed: 'Kết thúc lệnh giao xe thất bại.',
  vehiclesLoadFailed: 'Không thể tải danh sách xe. Vui lòng thử lại.',
  driversLoadFailed: 'Không tải được danh sách tài xế.',
  genericFailed: 'Có lỗi xảy ra.',
  // Issue 11 §5: a second vehicle for a driver is a deliberate decision, confirmed.
  secondVehicle: (driver: string, plates: string) =>
    `Tài xế ${driver} đang giữ xe ${plates}. Giao thêm xe thứ hai cho tài xế này cần được xác nhận.`,
  confirmSecondVehicle: (driver: string, plates: string) =>
    `Tài xế ${driver} đang giữ xe ${plates}. Bạn có chắc muốn giao thêm xe này cho tài xế?`,
  vehicleInMaintenanceWarning: (plate: string) =>
    `Xe ${plate} đang bảo dưỡng (có thể do lỗi an toàn từ checklist hoặc sự cố). Không thể giao xe cho đến khi xe được sửa xong hoặc được cho phép vận hành.`,
} as const;

export const ASSIGNMENT_TYPE_LABELS: Record<(typeof ASSIGNMENT_TYPES)[number], string> = {
  FIXED: 'Cố định',
  TEMP: 'Tạm thời',
};
export const ASSIGNMENT_STATUS_LABELS: Record<(typeof ASSIGNMENT_STATUSES)[number], string> = {
  ASSIGNED: 'Đã giao',
  IN_USE: 'Đang sử dụng',
  CLOSED: 'Đã kết thúc',
};

/** A flag from a JSON body (true) or a query string ('true'); anything else is false. */
const flag = z.preprocess((v) => v === true || v === 'true', z.boolean()).optional();

/** 'yyyy-MM-ddTHH:mm[:ss]' without a zone: a Vietnam wall-clock time. */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
export const localDateTime = z
  .string()
  .regex(LOCAL_DATE_TIME, ASSIGNMENT_MESSAGES.invalidDateTime)
  .refine((s) => Number.isFinite(Date.parse(`${s}Z`)), ASSIGNMENT_MESSAGES.invalidDateTime);
/** The form's 'yyyy-MM-ddTHH:mm' with ':00' seconds appended, as the spec sends it. */
export const withSeconds = (s: string) => (s.length === 16 ? `${s}:00` : s);

const requiredId = (message: string) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message).positive(message));

export const assignRequest = z
  .object({
    xeId: requiredId(ASSIGNMENT_MESSAGES.vehicleAndDriverRequired),
    taiXeId: requiredId(ASSIGNMENT_MESSAGES.vehicleAndDriverRequired),
    loai: z.enum(ASSIGNMENT_TYPES, { error: 'Loại lệnh giao không hợp lệ.' }).default('FIXED'),
    lyDo: z.preprocess(blankToUndefined, z.string().trim().max(1000).optional()),
    /** Empty = now. */
    startAt: z.preprocess(blankToUndefined, localDateTime.optional()),
    /** Empty = unlimited; only a TEMP order has an end. */
    endAt: z.preprocess(blankToUndefined, localDateTime.optional()),
    /**
     * The dispatcher confirmed giving a driver who already holds a vehicle a second one; without
     * it such an order is refused with code CONFIRM_REQUIRED (ASSIGNMENT_MESSAGES.secondVehicle).
     */
    xacNhanXeThuHai: flag,
  })
  .refine((r) => !r.startAt || !r.endAt || r.loai !== 'TEMP' || withSeconds(r.endAt) >= withSeconds(r.startAt), {
    message: ASSIGNMENT_MESSAGES.endBeforeStart,
    path: ['endAt'],
  });
export type AssignRequest = z.input<typeof assignRequest>;

export const handoverQuery = z.object({
  xeId: requiredId(ASSIGNMENT_MESSAGES.newDriverRequired),
  toTaiXeId: requiredId(ASSIGNMENT_MESSAGES.newDriverRequired),
  lyDo: z.preprocess(blankToUndefined, z.string().trim().max(1000).optional()),
  /** As for assigning: the new driver already holds another vehicle and the dispatcher confirmed. */
  xacNhanXeThuHai: flag,
});
export type HandoverQuery = z.input<typeof handoverQuery>;

export const closeQuery = z.object({ lyDo: z.preprocess(blankToUndefined, z.string().trim().max(1000).optional()) });
export const idParams = z.object({ id: z.coerce.number().int().positive('Mã không hợp lệ.') });
export const xeIdParams = z.object({ xeId: z.coerce.number().int().positive('Mã xe không hợp lệ.') });

export const assignment = z.object({
  id: z.number().int(),
  xeId: z.number().int(),
  bienSo: z.string(),
  taiXeId: z.number().int(),
  tenTaiXe: z.string(),
  loai: z.enum(ASSIGNMENT_TYPES),
  trangThai: z.enum(ASSIGNMENT_STATUSES),
  lyDo: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type Assignment = z.infer<typeof assignment>;
export const assignmentResponse = envelope(assignment);
/** `data: null` when the vehicle has no open order. */
export const currentByVehicleResponse = envelope(assignment.nullable());
export const assignmentListResponse = envelope(z.array(assignment));

/** Left list of the screen: vehicles with their open order, if any. */
export const assignableVehicle = z.object({
  id: z.number().int(),
  bienSo: z.string(),
  hangXe: z.string().nullable(),
  model: z.string().nullable(),
  tenLoaiXe: z.string().nullable(),
  fileUrl: z.string().nullable(),
  trangThai: z.enum(VEHICLE_STATUSES),
  phanCongId: z.number().int().nullable(),
  taiXeId: z.number().int().nullable(),
  tenTaiXe: z.string().nullable(),
  trangThaiPhanCong: z.enum(ASSIGNMENT_STATUSES).nullable(),
});
export type AssignableVehicle = z.infer<typeof assignableVehicle>;
export const assignableVehiclePageResponse = envelope(pageOf(assignableVehicle));
export const assignableVehiclesQuery = pageQuery.extend({
  q: searchKeyword,
});
export type AssignableVehiclesQuery = z.input<typeof assignableVehiclesQuery>;
export const ASSIGNMENT_PAGE_SIZES = [5, 10, 20];

// ── staff lookups (GET /api/nguoi-dung/…) ─────────────────────────────────────────────────────
export const userOption = z.object({ idNguoiDung: z.number().int(), hoTen: z.string(), tenDangNhap: z.string() });
export type UserOption = z.infer<typeof userOption>;
export const userOptionsResponse = envelope(z.array(userOption));

export const driverOptionStatus = userOption.extend({
  /** Orders not yet HOAN_THANH / THAT_BAI. */
  activeOrderCount: z.number().int(),
  /** The vehicle of the driver's open assignment, if any. */
  xeId: z.number().int().nullable(),
  bienSo: z.string().nullable(),
});
export type DriverOptionStatus = z.infer<typeof driverOptionStatus>;
export const driverOptionsStatusResponse = envelope(z.array(driverOptionStatus));

/** GET /api/xe-assignments/drivers: the assign/handover pickers — each driver with the vehicles they hold. */
export const assignmentDriver = userOption.extend({
  xeDangGiu: z.array(z.object({ xeId: z.number().int(), bienSo: z.string() })),
});
export type AssignmentDriver = z.infer<typeof assignmentDriver>;
export const assignmentDriversResponse = envelope(z.array(assignmentDriver));

export const userOptionsQuery = z.object({
  q: searchKeyword,
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const codeParams = z.object({ code: z.string().trim().min(1).max(50) });
