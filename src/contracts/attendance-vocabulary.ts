/**
 * Attendance's words and constants (spec 002 §2.8, §9): sessions, day and punch statuses, targets,
 * messages — no zod, so screens that show them do not load the schemas (contracts/attendance.ts
 * re-exports all of it).
 */
export const SESSIONS = ['SANG', 'CHIEU'] as const;
export const SESSION_LABELS: Record<(typeof SESSIONS)[number], string> = { SANG: 'Buổi sáng', CHIEU: 'Buổi chiều' };

export const ATTENDANCE_MESSAGES = {
  checkInSuccess: 'Chấm vào thành công',
  checkOutSuccess: 'Chấm ra thành công',
  alreadyIn: 'Bạn đang trong ca làm việc, hãy chấm ra trước.',
  notIn: 'Bạn chưa chấm vào nên không thể chấm ra.',
  photoRequired: 'Vui lòng chụp ảnh trước.',
  locationDenied: 'Không lấy được vị trí: bạn đã từ chối quyền vị trí. Lượt chấm công sẽ không có tọa độ.',
  locationStale: 'Vị trí hiện tại chưa xác định được (tín hiệu GPS yếu). Lượt chấm công sẽ không có tọa độ.',
} as const;
// ── own history and month grid, attendance administration (spec 002 §2.8, §2.9, §4.3, §7) ────────
export const DAY_STATUSES = ['FULL', 'HALF_AM', 'HALF_PM', 'OPEN', 'ABSENT'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];
export const DAY_STATUS_LABELS: Record<DayStatus, string> = {
  FULL: 'Đủ công',
  HALF_AM: 'Nửa công (sáng)',
  HALF_PM: 'Nửa công (chiều)',
  OPEN: 'Đang mở ca',
  ABSENT: 'Vắng',
};
/** Check-in and check-out statuses of a session (against the department's frame). */
export const PUNCH_STATUS_LABELS: Record<string, string> = {
  DUNG_GIO: 'Đúng giờ',
  DI_MUON: 'Đi muộn',
  VE_SOM: 'Về sớm',
};
/** Who closed a session: the employee, an office close (bulk or auto-close), or an adjustment. */
export const SESSION_CLOSERS = ['STAFF', 'MANAGER', 'SYSTEM'] as const;
export const CLOSE_SCOPES = ['ALL', 'DEPT', 'USERS'] as const;
export type CloseScope = (typeof CLOSE_SCOPES)[number];
export const CLOSE_SCOPE_LABELS: Record<CloseScope, string> = {
  ALL: 'Toàn công ty',
  DEPT: 'Theo phòng ban đang lọc',
  USERS: 'Theo nhân viên đã chọn',
};
/** spec 002 §9: daily 8 h, weekly 40 h, monthly 160 h unless the server says otherwise. */
export const DAILY_TARGET_HOURS = 8;
export const WEEKLY_TARGET_HOURS = 40;
export const DEFAULT_MONTH_TARGET_HOURS = 160;
export const SO_CONG_STEP = 0.01;
export const MAX_SO_CONG = 1;
/** Longest range the own history answers at once. */
export const HISTORY_MAX_DAYS = 62;

export const ATTENDANCE_ADMIN_MESSAGES = {
  matrixFailed: 'Không tải được matrix',
  autoCloseFailed: 'Auto-close lỗi',
  closeFailed: 'Đóng ca lỗi',
  adjustFailed: 'Lưu chỉnh sửa lỗi',
  closed: 'Đã đóng ca theo phạm vi chọn',
  autoClosed: 'Đã tự động đóng các ca quá giờ',
  adjusted: 'Đã lưu chỉnh sửa',
  monthInvalid: 'Tháng không hợp lệ (định dạng yyyy-MM).',
  timeInvalid: 'Giờ không hợp lệ (định dạng HH:mm).',
  outWithoutIn: 'Có giờ ra thì phải có giờ vào.',
  outBeforeIn: 'Giờ ra không được trước giờ vào.',
  futureTime: 'Không thể chấm công cho thời điểm trong tương lai.',
  afternoonBeforeMorning: 'Buổi chiều phải bắt đầu sau khi buổi sáng kết thúc.',
  soCongInvalid: `Số công phải từ 0 đến ${MAX_SO_CONG}, bước ${SO_CONG_STEP}.`,
  departmentRequired: 'Vui lòng chọn phòng ban.',
  usersRequired: 'Vui lòng chọn ít nhất một nhân viên.',
  userNotFound: 'Không tìm thấy nhân viên.',
  rangeInvalid: 'Khoảng ngày không hợp lệ.',
  rangeTooLong: `Chỉ xem được tối đa ${HISTORY_MAX_DAYS} ngày mỗi lần.`,
  noOpenSessions: 'Không có ca nào đang mở trong phạm vi chọn.',
} as const;

/** Spec 002 §9: one work unit is an 8-hour day; worked hours are units × 8, not clock time. */
export const HOURS_PER_WORK_UNIT = 8;
export const workedHours = (soCong: number) => Math.round(soCong * HOURS_PER_WORK_UNIT * 100) / 100;
