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
import { LOCAL_DATE_TIME } from './fleet-assignments';
import { blankToUndefined, isoDay, optionalBool, searchKeyword } from './params';
import { fileUrlWith } from './uploads';
import {
  CHECKOUT_ACTORS,
  ENTRY_STATUSES,
  EXIT_STATUSES,
  REWARD_TYPES,
  WORK_ASSIGNMENT_STATUSES,
  WORK_ORDER_MESSAGES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
} from './work-orders-vocabulary';

// The words and plain rules live in work-orders-vocabulary.ts (no zod); this file stays the place to import them from.
export * from './work-orders-vocabulary';

// ── requests ─────────────────────────────────────────────────────────────────────────────────
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
    moTa: z.preprocess(blankToUndefined, z.string().trim().max(5000, 'Mô tả tối đa 5000 ký tự.').optional()),
    loai: z.enum(WORK_ORDER_TYPES, { error: required }),
    kieuThuong: z.enum(REWARD_TYPES, { error: required }),
    batDau: localDateTime,
    ketThuc: z.preprocess(blankToUndefined, localDateTime.optional()),
    /** Đồng per hour (HOURLY) or per work unit (DAILY); the form steps by 1000. */
    tienCong: z.preprocess(
      blankToUndefined,
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

const optionalDay = z.preprocess(blankToUndefined, isoDay.optional());
export const workOrderListQuery = pageQuery.extend({
  /** Vietnam days bounding the order's start; the screen defaults to the current month. */
  from: optionalDay,
  to: optionalDay,
  /**
   * Also every DRAFT and RUNNING order, whatever its start (issue 13: a range hid the orders that
   * still need a manager). The screen sends it by default.
   */
  dangMo: optionalBool,
  loai: z.preprocess(blankToUndefined, z.enum(WORK_ORDER_TYPES, { error: 'Loại lệnh không hợp lệ.' }).optional()),
  kieuThuong: z.preprocess(blankToUndefined, z.enum(REWARD_TYPES, { error: 'Kiểu thưởng không hợp lệ.' }).optional()),
  /** One kanban column at a time (each has its own "load more"). */
  trangThai: z.preprocess(
    blankToUndefined,
    z.enum(WORK_ORDER_STATUSES, { error: 'Trạng thái lệnh không hợp lệ.' }).optional(),
  ),
  keyword: searchKeyword,
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
  status: z.preprocess(
    blankToUndefined,
    z.enum(MY_WORK_ORDER_VIEWS, { error: 'Trạng thái không hợp lệ.' }).default('PENDING'),
  ),
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
