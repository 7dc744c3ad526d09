/**
 * Work orders — lệnh (spec 002 §2.7, §2.8, §3, §4.2, §5, §7, §8, §9). The office creates an order
 * (DRAFT), assigns staff, starts it (RUNNING: unanswered invitations expire) and ends it (ENDED:
 * whoever is still in is checked out by the system). Staff accept or decline, then check in and
 * out with photo and location from the phone's outbox. The `can*` rules below are the one table
 * both the server's state machine and the screens' buttons read.
 */
import { z } from 'zod';
import { punchRequest } from './attendance';
import { envelope, pageOf, pageQuery } from './envelope';
import { isoDay, optionalBool } from './fleet';
import { LOCAL_DATE_TIME } from './fleet-assignments';
import { fileUrlWith } from './uploads';

// ── enums and labels ─────────────────────────────────────────────────────────────────────────
export const WORK_ORDER_STATUSES = ['DRAFT', 'RUNNING', 'ENDED'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
export const WORK_ORDER_STATUS_LABELS: Record<WorkOrderStatus, string> = {
  DRAFT: 'Nháp',
  RUNNING: 'Đang chạy',
  ENDED: 'Đã kết thúc',
};
export const WORK_ORDER_STATUS_COLORS: Record<WorkOrderStatus, string> = {
  DRAFT: 'gray',
  RUNNING: 'blue',
  ENDED: 'green',
};
/** The kanban column of a status; an unknown or empty one shows as DRAFT (spec 002 §2.7). */
export const kanbanColumnOf = (status: string | null | undefined): WorkOrderStatus =>
  (WORK_ORDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as WorkOrderStatus) : 'DRAFT';

export const WORK_ORDER_TYPES = ['DIEU_DONG', 'TANG_CA', 'CHU_NHAT'] as const;
export type WorkOrderType = (typeof WORK_ORDER_TYPES)[number];
export const WORK_ORDER_TYPE_LABELS: Record<WorkOrderType, string> = {
  DIEU_DONG: 'Điều động',
  TANG_CA: 'Tăng ca',
  CHU_NHAT: 'Chủ nhật',
};

export const REWARD_TYPES = ['HOURLY', 'DAILY'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];
/** The non-hourly kind is shown as per work unit (spec 002 §4.2). */
export const REWARD_TYPE_LABELS: Record<RewardType, string> = { HOURLY: 'Theo giờ', DAILY: 'Theo công' };

export const WORK_ASSIGNMENT_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;
export type WorkAssignmentStatus = (typeof WORK_ASSIGNMENT_STATUSES)[number];
export const WORK_ASSIGNMENT_STATUS_LABELS: Record<WorkAssignmentStatus, string> = {
  PENDING: 'Chờ xác nhận',
  ACCEPTED: 'Đã đồng ý',
  DECLINED: 'Đã từ chối',
  EXPIRED: 'Hết hạn',
};
export const WORK_ASSIGNMENT_STATUS_COLORS: Record<WorkAssignmentStatus, string> = {
  PENDING: 'yellow',
  ACCEPTED: 'green',
  DECLINED: 'red',
  EXPIRED: 'gray',
};

export const ENTRY_STATUSES = ['DUNG_GIO', 'DI_MUON'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];
export const ENTRY_STATUS_LABELS: Record<EntryStatus, string> = { DUNG_GIO: 'Đúng giờ', DI_MUON: 'Đi muộn' };
export const EXIT_STATUSES = ['DUNG_GIO', 'RA_SOM', 'QUA_GIO'] as const;
export type ExitStatus = (typeof EXIT_STATUSES)[number];
export const EXIT_STATUS_LABELS: Record<ExitStatus, string> = {
  DUNG_GIO: 'Đúng giờ',
  RA_SOM: 'Ra sớm',
  QUA_GIO: 'Quá giờ',
};

/** Who closed a check-in: the employee, a manager's close-out, or the order's end. */
export const CHECKOUT_ACTORS = ['STAFF', 'MANAGER', 'SYSTEM'] as const;
export type CheckoutActor = (typeof CHECKOUT_ACTORS)[number];
export const CHECKOUT_ACTOR_LABELS: Record<CheckoutActor, string> = {
  STAFF: 'Nhân viên',
  MANAGER: 'Quản lý đóng ca',
  SYSTEM: 'Hệ thống (kết thúc lệnh)',
};

// ── business constants (spec 002 §9) ──────────────────────────────────────────────────────────
/** Lateness, for any reward type, deducts this share of the reward. */
export const LATE_PENALTY_RATE = 0.3;
/** A DAILY order counts at most one work unit. */
export const MAX_DAILY_UNITS = 1;
export const WORK_ORDER_PAGE_SIZE_CARD = 9;
export const WORK_ORDER_PAGE_SIZE_KANBAN = 30;
/** The employee page's "completed" column. */
export const MY_DONE_PAGE_SIZE = 5;
export const TIEN_CONG_STEP = 1000;

/**
 * The create modal's help box (spec 002 §2.7), worded after what server/modules/work-orders/pay.ts
 * computes, so the screen promises exactly what is paid.
 */
export const WORK_ORDER_HELP = [
  'Lệnh theo giờ: tính theo số giờ thực tế từ giờ bắt đầu lệnh (trừ giờ nghỉ trưa khi khung giờ của lệnh bao trọn giờ nghỉ trưa).',
  'Lệnh theo công: tính công theo khung giờ làm việc của phòng ban, tối đa 1,0 công.',
  'Đi muộn (mọi loại lệnh) bị trừ 30% tiền thưởng.',
  'Nhân viên chỉ chấm công được sau khi đồng ý lệnh.',
] as const;

// ── messages (spec 002 §5, §8; refusals of the server are ours) ────────────────────────────────
export const WORK_ORDER_MESSAGES = {
  requiredTitle: 'Thiếu thông tin',
  required: 'Vui lòng nhập đủ các trường bắt buộc.',
  endRequiredTitle: 'Cần thời gian kết thúc',
  endRequired: 'Lệnh theo giờ cần nhập thời gian kết thúc.',
  endBeforeStart: 'Thời gian kết thúc phải sau thời gian bắt đầu.',
  invalidDateTime: 'Thời gian không hợp lệ.',
  tienCongInvalid: 'Đơn giá phải là số nguyên không âm.',
  photoRequiredTitle: 'Chưa có ảnh',
  photoRequired: 'Vui lòng chụp ảnh trước.',
  locationPendingTitle: 'Đang lấy vị trí',
  locationPending: 'Vui lòng chờ...',
  uploadFailed: 'Không upload được ảnh.',
  cameraFailedTitle: 'Không mở được camera',
  cameraFailed: 'Vui lòng cấp quyền hoặc dùng thiết bị khác.',
  usersRequired: 'Vui lòng chọn ít nhất một nhân viên.',
  // toasts
  created: 'Đã tạo lệnh',
  createFailed: 'Tạo lệnh thất bại',
  fallback: 'Có lỗi xảy ra',
  assigned: 'Đã gán nhân viên',
  assignFailed: 'Gán nhân viên thất bại',
  closedOut: 'Đã đóng ca cho nhân viên được chọn',
  closeOutFailed: 'Đóng ca thất bại',
  started: 'Đã bắt đầu lệnh',
  startFailed: 'Bắt đầu lệnh thất bại',
  ended: 'Đã kết thúc lệnh',
  endFailed: 'Kết thúc lệnh thất bại',
  accepted: 'Đã đồng ý lệnh',
  declined: 'Đã từ chối lệnh',
  confirmFailedTitle: 'Cập nhật thất bại',
  confirmFailed: 'Không thể cập nhật xác nhận lệnh',
  checkInSuccess: 'Check-in lệnh thành công',
  checkOutSuccess: 'Check-out lệnh thành công',
  actionFailed: 'Thao tác thất bại',
  detailFailed: 'Không tải được chi tiết',
  // empty states
  empty: 'Không có dữ liệu',
  emptyColumn: 'Không có lệnh',
  noAssignments: 'Không có phân công',
  noAttendance: 'Chưa có chấm công',
  nothingToClose: 'Không còn nhân viên nào cần đóng ca.',
  // refusals (422 CONFLICT unless said otherwise)
  notFound: 'Không tìm thấy lệnh.',
  notYours: 'Bạn không được giao lệnh này.',
  assignOnlyDraft: 'Chỉ được gán nhân viên khi lệnh đang ở trạng thái Nháp.',
  startOnlyDraft: 'Chỉ bắt đầu được lệnh đang ở trạng thái Nháp.',
  endOnlyRunning: 'Chỉ kết thúc được lệnh đang chạy.',
  closeOutOnlyRunning: 'Chỉ đóng ca được khi lệnh đang chạy.',
  noAcceptedAssignee: 'Lệnh chưa có nhân viên nào đồng ý.',
  notAssignee: (names: string) => `Không thuộc lệnh này hoặc chưa đồng ý: ${names}.`,
  userInvalid: 'Có nhân viên không tồn tại hoặc đã ngừng hoạt động.',
  alreadyAnswered: (status: string) => `Bạn đã trả lời lệnh này (${status}).`,
  answerClosed: 'Lệnh đã bắt đầu hoặc kết thúc, không thể xác nhận nữa.',
  acceptFirst: 'Bạn cần đồng ý lệnh trước khi chấm công.',
  orderEnded: 'Lệnh đã kết thúc.',
  alreadyCheckedIn: 'Bạn đã check-in lệnh này.',
  notRunning: 'Lệnh chưa bắt đầu hoặc đã kết thúc, không thể check-out.',
  notCheckedIn: 'Bạn chưa check-in lệnh này.',
  alreadyCheckedOut: 'Bạn đã check-out lệnh này.',
} as const;

// ── the rules of §4.2, shared by server and screens ───────────────────────────────────────────
type OrderState = { trangThai: WorkOrderStatus };
type CheckState = { gioVao: string | Date | null; gioRa: string | Date | null } | null | undefined;

export const canAssign = (o: OrderState) => o.trangThai === 'DRAFT';
export const canStart = (o: OrderState) => o.trangThai === 'DRAFT';
export const canEnd = (o: OrderState) => o.trangThai === 'RUNNING';
/** Manager close-out: only while running, and only with someone who accepted. */
export const canCloseOut = (o: OrderState, acceptedCount: number) => o.trangThai === 'RUNNING' && acceptedCount > 0;
/** Pending invitations are answered; starting the order expires the rest. */
export const canAnswer = (status: WorkAssignmentStatus | null | undefined) => status === 'PENDING';
/** Check-in: accepted, not ended, not already in. */
export const canCheckIn = (o: OrderState, status: WorkAssignmentStatus | null | undefined, c: CheckState) =>
  status === 'ACCEPTED' && o.trangThai !== 'ENDED' && !c?.gioVao;
/** Check-out: running, in and not yet out. */
export const canCheckOut = (o: OrderState, status: WorkAssignmentStatus | null | undefined, c: CheckState) =>
  status === 'ACCEPTED' && o.trangThai === 'RUNNING' && Boolean(c?.gioVao) && !c?.gioRa;

// ── requests ─────────────────────────────────────────────────────────────────────────────────
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const required = WORK_ORDER_MESSAGES.required;
const localDateTime = z
  .string({ error: required })
  .regex(LOCAL_DATE_TIME, WORK_ORDER_MESSAGES.invalidDateTime)
  .refine((s) => Number.isFinite(Date.parse(`${s}Z`)), WORK_ORDER_MESSAGES.invalidDateTime);
/** 'yyyy-MM-ddTHH:mm' → comparable with seconds. */
const sortable = (s: string) => (s.length === 16 ? `${s}:00` : s);

/** POST /api/lenh. batDau/ketThuc are Vietnam wall-clock times without a zone, as the form sends them. */
export const workOrderCreateRequest = z
  .object({
    tieuDe: z.string({ error: required }).trim().min(1, required).max(255, 'Tiêu đề tối đa 255 ký tự.'),
    moTa: z.preprocess(blank, z.string().trim().max(5000, 'Mô tả tối đa 5000 ký tự.').optional()),
    loai: z.enum(WORK_ORDER_TYPES, { error: required }),
    kieuThuong: z.enum(REWARD_TYPES, { error: required }),
    batDau: localDateTime,
    ketThuc: z.preprocess(blank, localDateTime.optional()),
    /** Đồng per hour (HOURLY) or per work unit (DAILY); the form steps by 1000. */
    tienCong: z.preprocess(
      blank,
      z.coerce
        .number({ error: required })
        .int(WORK_ORDER_MESSAGES.tienCongInvalid)
        .min(0, WORK_ORDER_MESSAGES.tienCongInvalid)
        .max(1_000_000_000, WORK_ORDER_MESSAGES.tienCongInvalid),
    ),
  })
  .refine((r) => r.kieuThuong !== 'HOURLY' || r.ketThuc !== undefined, {
    message: WORK_ORDER_MESSAGES.endRequired,
    path: ['ketThuc'],
  })
  .refine((r) => r.ketThuc === undefined || sortable(r.ketThuc) > sortable(r.batDau), {
    message: WORK_ORDER_MESSAGES.endBeforeStart,
    path: ['ketThuc'],
  });
export type WorkOrderCreateRequest = z.input<typeof workOrderCreateRequest>;
export type WorkOrderCreateInput = z.output<typeof workOrderCreateRequest>;

/** Assign / manager close-out: the body is the array of user ids (spec 002 §7). */
export const userIdsRequest = z
  .array(z.coerce.number().int().positive(WORK_ORDER_MESSAGES.userInvalid), {
    error: WORK_ORDER_MESSAGES.usersRequired,
  })
  .min(1, WORK_ORDER_MESSAGES.usersRequired)
  .max(1000, 'Tối đa 1000 nhân viên mỗi lần.');

/**
 * Start / end by the manager: a camera photo and the position. `diaDiemText` may be left empty:
 * the server reverse-geocodes the coordinates when a geocoder is configured, else writes them.
 */
export const managerStampRequest = z.object({
  anhUrl: fileUrlWith(WORK_ORDER_MESSAGES.photoRequired),
  lat: z.number({ error: WORK_ORDER_MESSAGES.locationPending }).min(-90).max(90),
  lng: z.number({ error: WORK_ORDER_MESSAGES.locationPending }).min(-180).max(180),
  accuracy: z.number().min(0).max(100_000).optional().nullable(),
  diaDiemText: z.string().trim().max(500).optional().nullable(),
});
export type ManagerStampRequest = z.infer<typeof managerStampRequest>;

export const confirmRequest = z.object({ accept: z.boolean({ error: 'Thiếu lựa chọn đồng ý / từ chối.' }) });
export type ConfirmRequest = z.infer<typeof confirmRequest>;

/** Check-in / check-out of an order: the attendance punch (photo + location). */
export const orderPunchRequest = punchRequest;

const optionalDay = z.preprocess(blank, isoDay.optional());
export const workOrderListQuery = pageQuery.extend({
  /** Vietnam days bounding the order's start; the screen defaults to the current month. */
  from: optionalDay,
  to: optionalDay,
  /**
   * Also every DRAFT and RUNNING order, whatever its start (issue 13: a range hid the orders that
   * still need a manager). The screen sends it by default.
   */
  dangMo: optionalBool,
  loai: z.preprocess(blank, z.enum(WORK_ORDER_TYPES, { error: 'Loại lệnh không hợp lệ.' }).optional()),
  kieuThuong: z.preprocess(blank, z.enum(REWARD_TYPES, { error: 'Kiểu thưởng không hợp lệ.' }).optional()),
  /** One kanban column at a time (each has its own "load more"). */
  trangThai: z.preprocess(blank, z.enum(WORK_ORDER_STATUSES, { error: 'Trạng thái lệnh không hợp lệ.' }).optional()),
  keyword: z.preprocess(blank, z.string().trim().max(100, 'Từ khóa tìm kiếm quá dài.').optional()),
});
export type WorkOrderListQuery = z.input<typeof workOrderListQuery>;
export type WorkOrderListInput = z.output<typeof workOrderListQuery>;
/** The stat tiles use the list's filters, without paging or status. */
export const workOrderStatsQuery = workOrderListQuery.omit({ page: true, size: true, trangThai: true });
export type WorkOrderStatsQuery = z.input<typeof workOrderStatsQuery>;
export type WorkOrderStatsInput = z.output<typeof workOrderStatsQuery>;

/**
 * The employee's columns: PENDING (to answer), IN_PROGRESS (accepted, not both in and out, order not
 * ended), DONE (accepted and both in and out, or the order ended), ACCEPTED (both of the last two).
 */
export const MY_WORK_ORDER_VIEWS = ['PENDING', 'ACCEPTED', 'IN_PROGRESS', 'DONE'] as const;
export type MyWorkOrderView = (typeof MY_WORK_ORDER_VIEWS)[number];
export const myWorkOrdersQuery = pageQuery.extend({
  status: z.preprocess(blank, z.enum(MY_WORK_ORDER_VIEWS, { error: 'Trạng thái không hợp lệ.' }).default('PENDING')),
  size: z.coerce
    .number()
    .int('Kích thước trang không hợp lệ.')
    .min(1, 'Kích thước trang không hợp lệ.')
    .max(200, 'Kích thước trang tối đa là 200.')
    .default(50),
});
export type MyWorkOrdersQuery = z.input<typeof myWorkOrdersQuery>;
export type MyWorkOrdersInput = z.output<typeof myWorkOrdersQuery>;

// ── answers ──────────────────────────────────────────────────────────────────────────────────
export const assignmentCounts = z.object({
  pending: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  expired: z.number().int(),
});
export type AssignmentCounts = z.infer<typeof assignmentCounts>;

export const workOrder = z.object({
  idLenh: z.number().int(),
  tieuDe: z.string(),
  moTa: z.string().nullable(),
  loaiLenh: z.enum(WORK_ORDER_TYPES),
  kieuThuong: z.enum(REWARD_TYPES),
  trangThai: z.enum(WORK_ORDER_STATUSES),
  /** Instants (ISO, UTC); the screens show them in Vietnam time. */
  batDau: z.string(),
  ketThuc: z.string().nullable(),
  tienCong: z.number(),
  qlStartAt: z.string().nullable(),
  qlEndAt: z.string().nullable(),
  qlStartAnhUrl: z.string().nullable(),
  qlEndAnhUrl: z.string().nullable(),
  qlStartDiaDiemText: z.string().nullable(),
  qlEndDiaDiemText: z.string().nullable(),
  qlStartLat: z.number().nullable(),
  qlStartLng: z.number().nullable(),
  qlEndLat: z.number().nullable(),
  qlEndLng: z.number().nullable(),
  nguoiTao: z.string().nullable(),
  ngayTao: z.string(),
  counts: assignmentCounts,
});
export type WorkOrder = z.infer<typeof workOrder>;

/** One employee's check-in/out of an order and what it earned (set at check-out). */
export const orderAttendance = z.object({
  userId: z.number().int(),
  hoTen: z.string(),
  gioVao: z.string().nullable(),
  gioRa: z.string().nullable(),
  vaoTrangThai: z.enum(ENTRY_STATUSES).nullable(),
  raTrangThai: z.enum(EXIT_STATUSES).nullable(),
  anhVaoUrl: z.string().nullable(),
  anhRaUrl: z.string().nullable(),
  diaDiemVaoText: z.string().nullable(),
  diaDiemRaText: z.string().nullable(),
  /** Where counting starts: the later of the check-in and the order's start. */
  effectiveStart: z.string().nullable(),
  checkoutBy: z.enum(CHECKOUT_ACTORS).nullable(),
  soGioThuong: z.number().nullable(),
  /** DAILY only: the work units counted (≤ 1). */
  soCongThuong: z.number().nullable(),
  soTienThuong: z.number().nullable(),
});
export type OrderAttendance = z.infer<typeof orderAttendance>;

export const workOrderAssignment = z.object({
  userId: z.number().int(),
  hoTen: z.string(),
  tenDangNhap: z.string(),
  tenPhongBan: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  status: z.enum(WORK_ASSIGNMENT_STATUSES),
  phanHoiLuc: z.string().nullable(),
});
export type WorkOrderAssignment = z.infer<typeof workOrderAssignment>;

/**
 * GET /api/lenh/{id}. The office (LENH_XEM) sees every assignment and check-in; an assigned
 * employee sees the order with their own assignment and check-in only.
 */
export const workOrderDetail = z.object({
  lenh: workOrder,
  assignments: z.array(workOrderAssignment),
  chamCongList: z.array(orderAttendance),
});
export type WorkOrderDetail = z.infer<typeof workOrderDetail>;

/** The order as one employee sees it, with the buttons they may use. */
export const myWorkOrder = workOrder.extend({
  trangThaiPhanCong: z.enum(WORK_ASSIGNMENT_STATUSES),
  phanHoiLuc: z.string().nullable(),
  chamCong: orderAttendance.nullable(),
  canAnswer: z.boolean(),
  canCheckIn: z.boolean(),
  canCheckOut: z.boolean(),
});
export type MyWorkOrder = z.infer<typeof myWorkOrder>;

export const workOrderStats = z.object({
  tongLenh: z.number().int(),
  pending: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  expired: z.number().int(),
});
export type WorkOrderStats = z.infer<typeof workOrderStats>;

export const workOrderResponse = envelope(workOrder);
export const workOrderDetailResponse = envelope(workOrderDetail);
export const workOrderPageResponse = envelope(pageOf(workOrder));
export const workOrderStatsResponse = envelope(workOrderStats);
export const myWorkOrderResponse = envelope(myWorkOrder);
export const myWorkOrderPageResponse = envelope(pageOf(myWorkOrder));
export const orderAttendanceResponse = envelope(orderAttendance);
