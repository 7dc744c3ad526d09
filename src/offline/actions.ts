/**
 * What each outbox kind means on the wire: its HTTP call, the payload the screens queue, where its
 * photos' locations go, its ordering group and its default label. Read by enqueue (page) and by
 * drain() (page and service worker). The ordering groups are explained at ACTIONS below.
 */
import type { PunchRequest } from '@/contracts/attendance';
import type { AssignmentEventRequest, ChecklistSubmitRequest, FuelReportRequest, SosRequest } from '@/contracts/fleet';
import type { TicketCompleteRequest, TicketQuoteRequest } from '@/contracts/fleet-maintenance';
import { ORDER_ACTION_LABELS, type OrderAction } from '@/contracts/vocabulary';
import type { AttachmentInput, CommentCreateRequest, TaskStatus, TaskStatusRequest } from '@/contracts/work';
import { TASK_STATUS_LABELS } from '@/contracts/work-vocabulary';
import { formatMoney } from '@/lib/format';
import type { OutboxKind, PhotoRef } from './types';

/** The payload as queued: photo fields are optional because drain fills them from the uploads. */
type PhotosFilledLater<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

export interface OutboxPayloads {
  'assignment.event': AssignmentEventRequest;
  'checklist.submit': ChecklistSubmitRequest;
  'sos.report': SosRequest;
  'fuel.report': PhotosFilledLater<FuelReportRequest, 'anhBienLaiUrl' | 'anhOdoUrl'>;
  'attendance.check-in': PhotosFilledLater<PunchRequest, 'anhUrl'>;
  'attendance.check-out': PhotosFilledLater<PunchRequest, 'anhUrl'>;
  /** One step of a transport order; `maDon` only labels the outbox line. */
  'order.step': { donHangId: number; action: OrderAction; maDon?: string };
  'order.fail': { donHangId: number; lyDo: string; maDon?: string };
  'ticket.quote': TicketQuoteRequest & { phieuId: number };
  'ticket.start': { phieuId: number };
  'ticket.complete': PhotosFilledLater<TicketCompleteRequest, 'bienLaiUrl'> & { phieuId: number };
  /**
   * The employee's answer to a work order and their check-in/out of it; `accept` is the body the
   * server reads (POST /api/lenh/{id}/confirm), `tieuDe` only labels the outbox line.
   */
  'work-order.accept': { idLenh: number; accept: true; tieuDe?: string };
  'work-order.decline': { idLenh: number; accept: false; tieuDe?: string };
  'work-order.check-in': PhotosFilledLater<PunchRequest, 'anhUrl'> & { idLenh: number; tieuDe?: string };
  'work-order.check-out': PhotosFilledLater<PunchRequest, 'anhUrl'> & { idLenh: number; tieuDe?: string };
  /**
   * A field REPORT on a task (POST /api/tasks/{taskId}/comments): its photos are uploaded first
   * (folder "tasks") and their locations written to `attachments.N.fileUrl`. `workspaceId` and
   * `tieuDe` are not read by the server: they tie the line to its board and label it.
   */
  'task.report': Omit<CommentCreateRequest, 'type' | 'attachments'> & {
    type: 'REPORT';
    attachments: PhotosFilledLater<AttachmentInput, 'fileUrl'>[];
    taskId: number;
    workspaceId: number;
    tieuDe?: string;
  };
  /** A task's status change (PUT /api/workspaces/{id}/columns/{columnId}/tasks/{taskId}/status). */
  'task.status': TaskStatusRequest & {
    newStatus: TaskStatus;
    workspaceId: number;
    columnId: number;
    taskId: number;
    tieuDe?: string;
  };
}

export interface GroupContext {
  userId: number;
  /** The new item's id (SOS groups are per item). */
  itemId: string;
  /** The vehicle of an assignment event (its payload has only phanCongId). */
  xeId?: number;
}

export interface ActionDef<K extends OutboxKind> {
  method: 'POST' | 'PUT';
  /** Absolute API path (with its query, if any) for this payload. */
  path(payload: OutboxPayloads[K]): string;
  /** Payload paths a photo location may be written to. */
  photoField: RegExp;
  group(payload: OutboxPayloads[K], context: GroupContext): string;
  label(payload: OutboxPayloads[K]): string;
}

export const vehicleGroup = (xeId: number) => `vehicle:${xeId}`;
export const attendanceGroup = (userId: number) => `attendance:${userId}`;
export const sosGroup = (itemId: string) => `sos:${itemId}`;
export const orderGroup = (donHangId: number) => `order:${donHangId}`;
export const ticketGroup = (phieuId: number) => `ticket:${phieuId}`;
export const workOrderGroup = (idLenh: number) => `work-order:${idLenh}`;
export const taskGroup = (taskId: number) => `task:${taskId}`;

const workOrderName = (p: { idLenh: number; tieuDe?: string }) => p.tieuDe ?? `lệnh #${p.idLenh}`;
const taskName = (p: { taskId: number; tieuDe?: string }) => p.tieuDe ?? `công việc #${p.taskId}`;

export const MISSING_VEHICLE_MESSAGE = 'Thiếu mã xe (xeId) để xếp thứ tự sự kiện giao/nhận xe.';

/**
 * Ordering groups — items of one group are sent strictly in queue order, one at a time, and a
 * refused head holds back the rest of ITS group only:
 * - `vehicle:<xeId>`: receive (assignment.event RECEIVE), checklist, fuel reports and return
 *   (RETURN) of one vehicle, so the server sees them as they happened (receive before checklist
 *   before return; odometer readings in order). Assignment events carry only `phanCongId`, so the
 *   screen passes the assignment's `xeId` to enqueue (required for that kind); we group by vehicle,
 *   not by assignment, because checklist and fuel carry only `xeId`.
 * - `attendance:<userId>`: clock-in before clock-out.
 * - `sos:<itemId>`: every SOS is its own group — an emergency is never stuck behind a refused or
 *   backing-off report; the server dates it by its occurredAt anyway.
 * - `order:<donHangId>`: the steps of one transport order (accept → at pickup → loaded → …), so
 *   the server applies them in the order the driver tapped them; a refused step holds back the
 *   later steps of that order only.
 * - `ticket:<phieuId>`: the driver's quote → start → complete of one maintenance ticket.
 * - `work-order:<idLenh>`: an employee's accept → check-in → check-out of one work order, so the
 *   check-in never reaches the server before the acceptance it depends on.
 * - `task:<taskId>`: the reports and status changes filed on one task from the field (started →
 *   report with photos → completed), so the board shows them in the order they were made and a
 *   refused step (the task was archived meanwhile) holds back only that task's later ones.
 * Groups are only ever compared within one user's items (drain sends one user's items at a time).
 */
export const ACTIONS: { [K in OutboxKind]: ActionDef<K> } = {
  'assignment.event': {
    method: 'POST',
    path: () => '/api/xe-assignments/events',
    photoField: /^$/,
    group: (_payload, { xeId }) => {
      if (xeId === undefined || !Number.isInteger(xeId)) throw new Error(MISSING_VEHICLE_MESSAGE);
      return vehicleGroup(xeId);
    },
    label: (p) => (p.eventType === 'RECEIVE' ? 'Nhận xe' : `Trả xe (ODO ${p.odo ?? '—'})`),
  },
  'checklist.submit': {
    method: 'POST',
    path: () => '/api/checklist/submit',
    photoField: /^items\.\d+\.anhUrl$/,
    group: (p) => vehicleGroup(p.xeId),
    label: (p) => {
      const ng = p.items.filter((i) => i.trangThai === 'NG').length;
      return ng > 0 ? `Báo cáo checklist (${ng} hạng mục lỗi)` : 'Báo cáo checklist';
    },
  },
  'sos.report': {
    method: 'POST',
    path: () => '/api/bao-duong-xe/su-co-sos',
    photoField: /^anhSuCoUrl$/,
    group: (_payload, { itemId }) => sosGroup(itemId),
    label: () => 'Báo sự cố SOS',
  },
  'fuel.report': {
    method: 'POST',
    path: () => '/api/xang-dau',
    photoField: /^(anhBienLaiUrl|anhOdoUrl)$/,
    group: (p) => vehicleGroup(p.xeId),
    label: (p) => `Báo cáo đổ xăng ${formatMoney(p.soTien)}`,
  },
  'attendance.check-in': {
    method: 'POST',
    path: () => '/api/cham-cong/check-in',
    photoField: /^anhUrl$/,
    group: (_payload, { userId }) => attendanceGroup(userId),
    label: () => 'Chấm công vào',
  },
  'attendance.check-out': {
    method: 'POST',
    path: () => '/api/cham-cong/check-out',
    photoField: /^anhUrl$/,
    group: (_payload, { userId }) => attendanceGroup(userId),
    label: () => 'Chấm công ra',
  },
  'order.step': {
    method: 'POST',
    path: (p) => `/api/don-hang/${p.donHangId}/${p.action}`,
    photoField: /^$/,
    group: (p) => orderGroup(p.donHangId),
    label: (p) => `${ORDER_ACTION_LABELS[p.action]} · ${p.maDon ?? `đơn #${p.donHangId}`}`,
  },
  'order.fail': {
    method: 'POST',
    // The spec sends the reason as a query parameter; the body is ignored by the server.
    path: (p) => `/api/don-hang/${p.donHangId}/that-bai?${new URLSearchParams({ lyDo: p.lyDo })}`,
    photoField: /^$/,
    group: (p) => orderGroup(p.donHangId),
    label: (p) => `Báo thất bại · ${p.maDon ?? `đơn #${p.donHangId}`}`,
  },
  'ticket.quote': {
    method: 'POST',
    path: (p) => `/api/bao-duong-xe/${p.phieuId}/bao-gia`,
    photoField: /^anhBaoGiaUrl$/,
    group: (p) => ticketGroup(p.phieuId),
    label: (p) => `Gửi báo giá ${formatMoney(p.giaDeXuat)} · phiếu #${p.phieuId}`,
  },
  'ticket.start': {
    method: 'POST',
    path: (p) => `/api/bao-duong-xe/${p.phieuId}/bat-dau`,
    photoField: /^$/,
    group: (p) => ticketGroup(p.phieuId),
    label: (p) => `Bắt đầu sửa · phiếu #${p.phieuId}`,
  },
  'ticket.complete': {
    method: 'POST',
    path: (p) => `/api/bao-duong-xe/${p.phieuId}/hoan-thanh`,
    photoField: /^bienLaiUrl$/,
    group: (p) => ticketGroup(p.phieuId),
    label: (p) => `Hoàn thành sửa chữa ${formatMoney(p.chiPhiThucTe)} · phiếu #${p.phieuId}`,
  },
  'work-order.accept': {
    method: 'POST',
    path: (p) => `/api/lenh/${p.idLenh}/confirm`,
    photoField: /^$/,
    group: (p) => workOrderGroup(p.idLenh),
    label: (p) => `Đồng ý lệnh · ${workOrderName(p)}`,
  },
  'work-order.decline': {
    method: 'POST',
    path: (p) => `/api/lenh/${p.idLenh}/confirm`,
    photoField: /^$/,
    group: (p) => workOrderGroup(p.idLenh),
    label: (p) => `Từ chối lệnh · ${workOrderName(p)}`,
  },
  'work-order.check-in': {
    method: 'POST',
    path: (p) => `/api/lenh/${p.idLenh}/check-in`,
    photoField: /^anhUrl$/,
    group: (p) => workOrderGroup(p.idLenh),
    label: (p) => `Check-in lệnh · ${workOrderName(p)}`,
  },
  'work-order.check-out': {
    method: 'POST',
    path: (p) => `/api/lenh/${p.idLenh}/check-out`,
    photoField: /^anhUrl$/,
    group: (p) => workOrderGroup(p.idLenh),
    label: (p) => `Check-out lệnh · ${workOrderName(p)}`,
  },
  'task.report': {
    method: 'POST',
    path: (p) => `/api/tasks/${p.taskId}/comments`,
    photoField: /^attachments\.\d+\.fileUrl$/,
    group: (p) => taskGroup(p.taskId),
    label: (p) => `Báo cáo công việc · ${taskName(p)}`,
  },
  'task.status': {
    method: 'PUT',
    path: (p) => `/api/workspaces/${p.workspaceId}/columns/${p.columnId}/tasks/${p.taskId}/status`,
    photoField: /^$/,
    group: (p) => taskGroup(p.taskId),
    label: (p) => `${TASK_STATUS_LABELS[p.newStatus]} · ${taskName(p)}`,
  },
};

export const actionOf = <K extends OutboxKind>(kind: K): ActionDef<K> => ACTIONS[kind];

/** Problems with photo references, for enqueue/edit to refuse early (developer errors). */
export function photoRefProblem(kind: OutboxKind, photos: PhotoRef[]): string | null {
  const def = ACTIONS[kind];
  const fields = new Set<string>();
  for (const ref of photos) {
    if (!def.photoField.test(ref.field)) return `Trường ảnh "${ref.field}" không hợp lệ cho ${kind}.`;
    if (fields.has(ref.field)) return `Trường ảnh "${ref.field}" bị gán hai lần.`;
    fields.add(ref.field);
  }
  return null;
}

const isIndex = (segment: string) => /^\d+$/.test(segment);

/**
 * A copy of `payload` with `value` written at the dot path (`items.2.anhUrl`): numeric segments
 * index arrays. Missing containers are created; the original is not modified.
 */
export function setAtPath(payload: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const segments = path.split('.');
  const copy = structuredClone(payload);
  let node: Record<string, unknown> | unknown[] = copy;
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    const key = isIndex(segment) ? Number(segment) : segment;
    const container = node as Record<string | number, unknown>;
    if (last) {
      container[key] = value;
      return;
    }
    const nextSegment = segments[i + 1] ?? '';
    if (typeof container[key] !== 'object' || container[key] === null) container[key] = isIndex(nextSegment) ? [] : {};
    node = container[key] as Record<string, unknown> | unknown[];
  });
  return copy;
}

/** The payload to send: every photo field set to its uploaded location. */
export function fillPhotoFields(
  payload: Record<string, unknown>,
  photos: PhotoRef[],
  locationOf: (photoId: string) => string,
): Record<string, unknown> {
  return photos.reduce((acc, ref) => setAtPath(acc, ref.field, locationOf(ref.photoId)), payload);
}
