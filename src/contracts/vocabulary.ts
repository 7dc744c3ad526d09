/**
 * Status vocabularies, page sizes and the transport-admin pages: plain constants, no zod. Route
 * search validation and route meta run in the entry chunk, before the first screen; importing
 * these from the zod contract files would pull classic zod and every schema of that file into it.
 * The contract files re-export them, so `@/contracts/<area>` stays the place to read them from.
 */

export const TICKET_STATUSES = [
  'MOI',
  'CHO_DUYET',
  'DA_DUYET',
  'DANG_SUA',
  'CHO_THANH_TOAN',
  'HOAN_THANH',
  'DA_HUY',
] as const;

export const ORDER_STATUSES = [
  'CHO_NHAN',
  'DA_NHAN',
  'DA_DEN_DIEM_LAY',
  'DA_LAY_HANG',
  'DA_DEN_DIEM_GIAO',
  'HOAN_THANH',
  'THAT_BAI',
] as const;
export const ORDER_PAGE_SIZES = [10, 20, 50];

export const ORDER_ACTIONS = [
  'nhan-don',
  'bat-dau-giao',
  'den-diem-lay',
  'lay-hang-xong',
  'den-diem-giao',
  'hoan-thanh',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The driver's button for each step (spec 003 §3: accept is 'Nhận & Đi lấy hàng'). */
export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  'nhan-don': 'Nhận & Đi lấy hàng',
  'bat-dau-giao': 'Đã có hàng, bắt đầu giao',
  'den-diem-lay': 'Đã đến điểm lấy hàng',
  'lay-hang-xong': 'Lấy hàng xong',
  'den-diem-giao': 'Đã đến điểm giao hàng',
  'hoan-thanh': 'Hoàn thành đơn',
};

export const VEHICLE_PAGE_SIZES = [5, 10, 20];
export const VEHICLE_TYPE_PAGE_SIZES = [5, 10, 20];
export const CHECKLIST_ITEM_PAGE_SIZES = [5, 10, 20];
export const MAINTENANCE_ITEM_PAGE_SIZES = [5, 10, 20, 50];

export const NOTIFICATION_STATUSES = ['all', 'unread', 'read'] as const;
export const NOTIFICATION_PAGE_SIZE = 10;

/** The transport-admin area's sub-pages (spec 000 §2), as path segments under the site's address. */
export const TRANSPORT_ADMIN_PAGES = [
  { segment: 'phong-ban', label: 'Phòng ban' },
  { segment: 'nhan-vien', label: 'Nhân viên' },
  { segment: 'cham-cong', label: 'Chấm công' },
  { segment: 'checklist-tai-xe', label: 'Checklist tài xế' },
  { segment: 'noi-quy', label: 'Nội quy' },
  { segment: 'don-hang', label: 'Đơn hàng' },
  { segment: 'nghi-phep', label: 'Nghỉ phép' },
  { segment: 'xang-dau', label: 'Xăng dầu' },
  { segment: 'giao-hang-ben-thu-ba', label: 'Giao hàng bên thứ ba' },
] as const;
export type TransportAdminSegment = (typeof TRANSPORT_ADMIN_PAGES)[number]['segment'];

/** Page sizes of the office's fuel, maintenance-ticket and checklist-history lists. */
export const FUEL_PAGE_SIZES = [10, 20, 50];
export const TICKET_PAGE_SIZES = [10, 20, 50];
export const HISTORY_PAGE_SIZES = [10, 20, 50];

/** The caller's rights version on every authenticated answer (contracts/auth.ts, `phienBanQuyen` of /me). */
export const RIGHTS_VERSION_HEADER = 'x-rights-version';
