/**
 * Pure rules of the work-order manager screen (spec 002 §2.7, §5, §9): which view opens first, how
 * the kanban groups orders, the default filter range and the create form's checks.
 */
import {
  type WorkOrder,
  type WorkOrderCreateRequest,
  type WorkOrderDetail,
  type WorkOrderStatus,
  workOrderCreateRequest,
} from '@/contracts/work-orders';
import {
  kanbanColumnOf,
  WORK_ORDER_MESSAGES as M,
  WORK_ORDER_PAGE_SIZE_CARD,
  WORK_ORDER_PAGE_SIZE_KANBAN,
  WORK_ORDER_STATUSES,
} from '@/contracts/work-orders-vocabulary';
import { vietnamDay } from '@/lib/format';
import { contractNumber } from '@/lib/number-rules';

export type ViewMode = 'card' | 'kanban';
export const VIEW_MODE_STORAGE_KEY = 'lenh.viewMode';
/** Screens up to this width open in cards (spec 002 §2.7). */
export const CARD_MAX_WIDTH = 991;

/** The remembered choice wins; otherwise kanban above 991 px, cards at or below. */
export function initialViewMode(stored: string | null | undefined, width: number): ViewMode {
  if (stored === 'card' || stored === 'kanban') return stored;
  return width > CARD_MAX_WIDTH ? 'kanban' : 'card';
}

export const pageSizeOf = (mode: ViewMode) =>
  mode === 'card' ? WORK_ORDER_PAGE_SIZE_CARD : WORK_ORDER_PAGE_SIZE_KANBAN;

/** Orders by kanban column, in the list's order; an unknown status lands in DRAFT. */
export function groupByColumn<T extends Pick<WorkOrder, 'trangThai'>>(orders: readonly T[]) {
  const columns = Object.fromEntries(WORK_ORDER_STATUSES.map((s) => [s, [] as T[]])) as Record<WorkOrderStatus, T[]>;
  for (const order of orders) columns[kanbanColumnOf(order.trangThai)].push(order);
  return columns;
}

/**
 * The filter's default range: the current Vietnam month, first to last day. The spec's "first of
 * the month to today" hid every order starting after today (issue 13).
 */
export function defaultRange(now: Date = new Date()) {
  const today = vietnamDay(now);
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 8)}01`, to: `${today.slice(0, 8)}${String(last).padStart(2, '0')}` };
}

export type Filters = { from: string; to: string; dangMo: boolean; loai: string; kieuThuong: string; keyword: string };

/** What the screen opens on: this month, plus the DRAFT and RUNNING orders whatever their date. */
export const defaultFilters = (now: Date = new Date()): Filters => ({
  ...defaultRange(now),
  dangMo: true,
  loai: '',
  kieuThuong: '',
  keyword: '',
});

export type CreateForm = {
  tieuDe: string;
  moTa: string;
  loai: string;
  kieuThuong: string;
  batDau: string;
  ketThuc: string;
  tienCong: number | string;
};
export const EMPTY_CREATE_FORM: CreateForm = {
  tieuDe: '',
  moTa: '',
  loai: '',
  kieuThuong: '',
  batDau: '',
  ketThuc: '',
  tienCong: '',
};

export type CreateCheck =
  | { ok: true; request: WorkOrderCreateRequest }
  | { ok: false; title: string; message: string; field?: keyof CreateForm };

/**
 * The create form's checks in the spec's order: the required fields first ('Thiếu thông tin'), then
 * an hourly order's end ('Cần thời gian kết thúc'), then the request schema the server applies.
 */
export function checkCreateForm(form: CreateForm): CreateCheck {
  const missing = (['tieuDe', 'loai', 'kieuThuong', 'batDau', 'tienCong'] as const).find(
    (k) => String(form[k]).trim() === '',
  );
  if (missing) return { ok: false, title: M.requiredTitle, message: M.required, field: missing };
  if (form.kieuThuong === 'HOURLY' && !form.ketThuc) {
    return { ok: false, title: M.endRequiredTitle, message: M.endRequired, field: 'ketThuc' };
  }
  const request = {
    tieuDe: form.tieuDe.trim(),
    moTa: form.moTa.trim() || undefined,
    loai: form.loai,
    kieuThuong: form.kieuThuong,
    batDau: form.batDau,
    ketThuc: form.ketThuc || undefined,
    // As typed (a blank one was caught above): the contract refuses a negative, fractional or huge one.
    tienCong: contractNumber(form.tienCong),
  } as WorkOrderCreateRequest;
  const parsed = workOrderCreateRequest.safeParse(request);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      title: M.requiredTitle,
      message: issue?.message ?? M.required,
      field: issue?.path[0] as keyof CreateForm | undefined,
    };
  }
  return { ok: true, request };
}

/** Staff for the assign picker: active users, of one department when one is chosen. */
export function staffOptions<
  U extends { idNguoiDung: number; hoTen: string; tenDangNhap: string; idPhongBan: number | null; trangThai: number },
>(users: readonly U[], departmentId: number | null) {
  return users
    .filter((u) => u.trangThai === 1 && (departmentId === null || u.idPhongBan === departmentId))
    .map((u) => ({ value: String(u.idNguoiDung), label: `${u.hoTen} (${u.tenDangNhap})` }));
}

/** Who a manager may still close out: accepted, checked in, not yet out. */
export function closeOutOptions(detail: Pick<WorkOrderDetail, 'assignments' | 'chamCongList'>) {
  const accepted = new Set(detail.assignments.filter((a) => a.status === 'ACCEPTED').map((a) => a.userId));
  return detail.chamCongList
    .filter((c) => accepted.has(c.userId) && c.gioVao && !c.gioRa)
    .map((c) => ({ value: String(c.userId), label: c.hoTen }));
}
