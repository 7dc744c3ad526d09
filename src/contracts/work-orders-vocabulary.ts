/**
 * Work orders' words and rules (spec 002 §2.7, §4.2, §9): statuses, labels, pay constants,
 * messages and the `can*` table — no zod, so screens that show them do not load the schemas
 * (contracts/work-orders.ts re-exports all of it).
 */
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
