/**
 * Work management's words and plain rules (spec 002 §2.2–2.6, §4.1, §8, §9): task statuses and
 * priorities with their labels and colours, comment types, column colours, the status machine, the
 * board's periods and every message the screens and the server show — no zod, so the board and the
 * cards use them without the schemas (contracts/work.ts re-exports all of it).
 */

// ── task status (§4.1) ───────────────────────────────────────────────────────────────────────
export const TASK_STATUSES = ['TODO', 'IN_PROGRESS', 'DONE', 'ARCHIVED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  TODO: 'Cần làm',
  IN_PROGRESS: 'Đang làm',
  DONE: 'Hoàn thành',
  ARCHIVED: 'Lưu trữ',
};
export const TASK_STATUS_COLORS: Record<TaskStatus, string> = {
  TODO: 'gray',
  IN_PROGRESS: 'blue',
  DONE: 'green',
  ARCHIVED: 'violet',
};
/** The one forward step each status allows, with the card menu's verb (each confirmed). */
export const TASK_NEXT_STATUS: Partial<Record<TaskStatus, { to: TaskStatus; action: string }>> = {
  TODO: { to: 'IN_PROGRESS', action: 'Bắt đầu' },
  IN_PROGRESS: { to: 'DONE', action: 'Hoàn thành' },
  DONE: { to: 'ARCHIVED', action: 'Lưu trữ' },
};
/**
 * Allowed status changes. The menu only steps forward (§4.1); the server also accepts a step back
 * (a task reopened, an archived one restored to DONE) because §2.5 names a restore event.
 */
export const TASK_TRANSITIONS: Record<TaskStatus, readonly TaskStatus[]> = {
  TODO: ['IN_PROGRESS', 'DONE'],
  IN_PROGRESS: ['TODO', 'DONE'],
  DONE: ['IN_PROGRESS', 'ARCHIVED'],
  ARCHIVED: ['DONE'],
};
export const canChangeTaskStatus = (from: TaskStatus, to: TaskStatus) => TASK_TRANSITIONS[from].includes(to);

// ── priority (§4.1) ──────────────────────────────────────────────────────────────────────────
export const TASK_PRIORITIES = ['URGENT', 'HIGH', 'MEDIUM', 'LOW'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  URGENT: 'Khẩn cấp',
  HIGH: 'Cao',
  MEDIUM: 'Trung bình',
  LOW: 'Thấp',
};
/** §2.6: urgent red, high yellow, medium cyan, low green. */
export const TASK_PRIORITY_COLORS: Record<TaskPriority, string> = {
  URGENT: 'red',
  HIGH: 'yellow',
  MEDIUM: 'cyan',
  LOW: 'green',
};
/** The board's task form defaults to LOW; the task dialog opened elsewhere to MEDIUM (§4.1). */
export const BOARD_DEFAULT_PRIORITY: TaskPriority = 'LOW';
export const DIALOG_DEFAULT_PRIORITY: TaskPriority = 'MEDIUM';
/** An unknown priority (old archived rows) shows as LOW (§4.1). */
export const priorityOf = (p: string | null | undefined): TaskPriority =>
  (TASK_PRIORITIES as readonly string[]).includes(p ?? '') ? (p as TaskPriority) : 'LOW';

// ── comments (§3, §4.1) ──────────────────────────────────────────────────────────────────────
export const COMMENT_TYPES = ['COMMENT', 'REPORT', 'PROPOSAL'] as const;
export type CommentType = (typeof COMMENT_TYPES)[number];
export const COMMENT_TYPE_LABELS: Record<CommentType, string> = {
  COMMENT: 'Bình luận',
  REPORT: 'Báo cáo',
  PROPOSAL: 'Đề xuất',
};
/** The feed filter: ALL shows every type. */
export const FEED_FILTERS = ['ALL', ...COMMENT_TYPES] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];
export const FEED_FILTER_LABELS: Record<FeedFilter, string> = { ALL: 'Tất cả', ...COMMENT_TYPE_LABELS };

// ── columns (§2.4) ───────────────────────────────────────────────────────────────────────────
/** Column colour classes, given by position; mapped to Mantine colours for the header strip. */
export const COLUMN_COLOR_CLASSES = ['primary', 'success', 'info', 'purple', 'warning', 'danger'] as const;
export type ColumnColorClass = (typeof COLUMN_COLOR_CLASSES)[number];
export const COLUMN_COLORS: Record<ColumnColorClass, string> = {
  primary: 'blue',
  success: 'green',
  info: 'cyan',
  purple: 'grape',
  warning: 'yellow',
  danger: 'red',
};
export const columnColorClass = (index: number): ColumnColorClass => {
  const n = COLUMN_COLOR_CLASSES.length;
  return COLUMN_COLOR_CLASSES[((index % n) + n) % n] as ColumnColorClass;
};

// ── periods and constants (§2.3, §9) ─────────────────────────────────────────────────────────
export const BOARD_PERIODS = ['all', 'daily', 'weekly', 'monthly'] as const;
export type BoardPeriod = (typeof BOARD_PERIODS)[number];
export const BOARD_PERIOD_LABELS: Record<BoardPeriod, string> = {
  all: 'Tất cả',
  daily: 'Hôm nay',
  weekly: 'Tuần này',
  monthly: 'Tháng này',
};
export const DEFAULT_BOARD_PERIOD: BoardPeriod = 'monthly';
export const COUNTDOWN_REFRESH_MS = 1000;
export const DEADLINE_WARNING_HOURS = 24;
export const COMPLETION_TREND_DAYS = 7;
export const COMMENTS_PAGE_SIZE = 20;
export const ACTIVITY_PAGE_SIZE = 12;
export const ARCHIVED_PAGE_SIZE = 10;
export const STATISTICS_TASKS_PAGE_SIZE = 10;
export const PAGER_MAX_PAGES = 5;
/** Avatars shown before "+N": column header 3, card 1, archived/statistics rows 3. */
export const COLUMN_AVATARS = 3;
export const CARD_AVATARS = 1;
export const ROW_AVATARS = 3;

export const ARCHIVED_TOOLTIP = 'Lưu trữ là trạng thái Hoàn thành nhưng được lưu lại';
export const BUSY_DRAG_MESSAGE = 'Đang xử lý, vui lòng đợi...';

/** Cards a board column shows at first and adds per "Xem thêm": a 20 × 500 board draws 600 cards, not 10 000. */
export const BOARD_COLUMN_PAGE = 30;

// ── attachments (§2.4) ───────────────────────────────────────────────────────────────────────
export const ATTACHMENT_GROUPS = ['image', 'video', 'pdf', 'docx', 'excel', 'other'] as const;
export type AttachmentGroup = (typeof ATTACHMENT_GROUPS)[number];
const GROUP_EXTENSIONS: Record<Exclude<AttachmentGroup, 'other'>, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'],
  video: ['mp4', 'webm', 'ogg', 'avi', 'mov'],
  pdf: ['pdf'],
  docx: ['doc', 'docx'],
  excel: ['xls', 'xlsx', 'csv'],
};
/** The group of a file name by its extension (case-insensitive); no or unknown extension → other. */
export function attachmentGroupOf(fileName: string | null | undefined): AttachmentGroup {
  const m = /\.([A-Za-z0-9]+)$/.exec(fileName?.trim() ?? '');
  const ext = m?.[1]?.toLowerCase();
  if (!ext) return 'other';
  for (const [group, exts] of Object.entries(GROUP_EXTENSIONS)) {
    if (exts.includes(ext)) return group as AttachmentGroup;
  }
  return 'other';
}
/** Only images and videos open a preview (§2.4). */
export const hasPreview = (group: AttachmentGroup) => group === 'image' || group === 'video';

// ── messages (§5, §8) ────────────────────────────────────────────────────────────────────────
export const WORK_MESSAGES = {
  // validation
  taskTitleRequired: 'Vui lòng nhập tiêu đề công việc.',
  columnTitleRequired: 'Tên cột không được để trống!',
  commentRequired: 'Nội dung bình luận không được để trống.',
  workspaceTitleRequired: 'Vui lòng nhập tên không gian làm việc.',
  deadlineBeforeStart: 'Hạn hoàn thành phải sau ngày bắt đầu.',
  invalidDateTime: 'Thời gian không hợp lệ.',
  invalidStatus: 'Trạng thái công việc không hợp lệ.',
  invalidPriority: 'Độ ưu tiên không hợp lệ.',
  invalidCommentType: 'Loại bình luận không hợp lệ.',
  invalidUser: 'Người dùng không hợp lệ.',
  statusTransition: 'Không thể chuyển công việc từ trạng thái này sang trạng thái đã chọn.',
  // board and tasks (§8)
  boardLoad: 'Không thể tải bảng công việc.',
  columnFailed: 'Thao tác với cột thất bại.',
  columnDeleteFailed: 'Xóa cột thất bại.',
  assignFailed: 'Gán người dùng thất bại.',
  syncFailed: 'Đồng bộ công việc thất bại.',
  taskFailed: 'Thao tác với nhiệm vụ thất bại ......',
  taskDeleteFailed: 'Xóa công việc thất bại.',
  moveFailed: 'Không thể lưu thay đổi vị trí.',
  columnOfTaskMissing: 'Không tìm thấy cột chứa công việc này.',
  statusFailed: 'Cập nhật trạng thái thất bại.',
  statisticsLoad: 'Không thể tải dữ liệu thống kê.',
  usersLoad: 'Không thể tải danh sách người dùng.',
  columnUnknown: 'Không thể xác định cột.',
  noNewTaskId: 'API không trả về ID cho task mới.',
  // comments and activity (§8)
  commentsLoad: 'Không thể tải bình luận.',
  commentAddFailed: 'Thêm bình luận thất bại.',
  commentAdded: 'Đã thêm bình luận!',
  commentUpdated: 'Cập nhật bình luận thành công.',
  commentUpdateFailed: 'Cập nhật bình luận thất bại.',
  commentDeleted: 'Đã xóa bình luận.',
  commentDeleteFailed: 'Xóa bình luận thất bại.',
  commentPinned: 'Đã ghim bình luận.',
  commentUnpinned: 'Đã bỏ ghim bình luận.',
  pinFailed: 'Thao tác ghim thất bại.',
  uploadFailed: 'Tải file lên thất bại. Vui lòng thử lại.',
  activityLoad: 'Không thể tải danh sách nhật ký',
  activityEmpty: 'Chưa có hoạt động nào.',
  // workspaces (§8)
  workspacesLoad: 'Không thể tải danh sách không gian làm việc.',
  createFailed: 'Tạo mới thất bại.',
  updateFailed: 'Cập nhật thất bại.',
  deleteFailed: 'Xóa thất bại.',
  templateFailed: 'Tạo từ mẫu thất bại.',
  // archived (§8)
  archivedLoad: 'Không thể tải danh sách công việc.',
  columnsLoad: 'Không thể tải danh sách cột.',
  archivedEmpty: 'Không tìm thấy công việc nào.',
  // statistics dashboard (§8)
  dashboardRetry: 'Không thể tải dữ liệu. Vui lòng thử lại.',
  dashboardLoad: 'Lỗi khi tải dữ liệu dashboard.',
  dashboardTasksLoad: 'Lỗi khi tải danh sách công việc chi tiết.',
  filtersLoad: 'Không thể tải dữ liệu cho bộ lọc.',
  // server: not found / not allowed (a stranger's workspace answers like a missing one)
  workspaceNotFound: 'Không tìm thấy không gian làm việc.',
  columnNotFound: 'Không tìm thấy cột.',
  taskNotFound: 'Không tìm thấy công việc.',
  commentNotFound: 'Không tìm thấy bình luận.',
  notWorkspaceEditor: 'Chỉ người tạo và người quản lý không gian làm việc mới được thực hiện thao tác này.',
  notTaskMember: 'Chỉ người được giao công việc hoặc người quản lý mới được đổi trạng thái.',
  notCommentAuthor: 'Chỉ người viết bình luận mới được thực hiện thao tác này.',
  notTaskEditor: 'Chỉ người quản lý, người tạo hoặc người được giao công việc mới được sửa công việc này.',
  notTaskDeleter: 'Chỉ người quản lý hoặc người tạo công việc mới được xóa công việc này.',
  columnNotEmpty: 'Cột còn công việc. Vui lòng chuyển hoặc xóa công việc trước khi xóa cột.',
  // successes
  workspaceCreated: 'Tạo không gian làm việc thành công.',
  workspaceUpdated: 'Cập nhật không gian làm việc thành công.',
  workspaceDeleted: 'Xóa không gian làm việc thành công.',
  templateCreated: 'Tạo không gian làm việc từ mẫu thành công.',
  columnCreated: 'Thêm cột thành công.',
  columnUpdated: 'Cập nhật cột thành công.',
  columnDeleted: 'Xóa cột thành công.',
  usersAssigned: 'Gán người dùng thành công.',
  tasksSynced: 'Đồng bộ công việc thành công.',
  taskCreated: 'Thêm công việc thành công.',
  taskUpdated: 'Cập nhật công việc thành công.',
  taskDeleted: 'Xóa công việc thành công.',
  taskMoved: 'Đã lưu vị trí công việc.',
  statusUpdated: 'Cập nhật trạng thái thành công.',
} as const;

/** Where a task (and one of its comments) opens: the board with the task dialog (notifications, statistics). */
export const taskPath = (workspaceId: number, taskId: number, commentId?: number) =>
  `/bang-phan-chia-cong-viec/${workspaceId}?openTask=${taskId}${commentId === undefined ? '' : `&commentId=${commentId}`}`;

/** "Đã dán N file vào bình luận/nhiệm vụ" (§2.4). */
export const pastedFilesMessage = (count: number, into: 'comment' | 'task') =>
  `Đã dán ${count} file vào ${into === 'comment' ? 'bình luận' : 'nhiệm vụ'}`;
/** "Trang x / y (Tổng số n công việc)" (§2.5). */
export const archivedPagerText = (page: number, pages: number, total: number) =>
  `Trang ${page} / ${pages} (Tổng số ${total} công việc)`;

// ── live events (GET /api/workspaces/{id}/events) ────────────────────────────────────────────
export const BOARD_EVENT_KINDS = [
  'workspace',
  'column',
  'task',
  'task-moved',
  'task-status',
  'task-users',
  'comment',
] as const;
export type BoardEventKind = (typeof BOARD_EVENT_KINDS)[number];
/** One `data:` line of the stream: what changed, so open boards and dialogs refetch only that. */
export type BoardEvent = {
  /** Monotonic per server (the SSE `id:`), so a reconnect can ask for what it missed. */
  id: string;
  workspaceId: number;
  kind: BoardEventKind;
  taskId?: number;
  columnId?: number;
  commentId?: number;
  actorId: number;
  at: string;
};
