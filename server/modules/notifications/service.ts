import {
  type CreateNotificationInput,
  NOTIFICATION_MESSAGES as M,
  type Notification,
  type NotificationListQuery,
  type NotificationPage,
  type PushDevice,
  type PushSubscriptionInput,
  type TestNotificationType,
} from '@/contracts/notifications';
import type { Db } from '../../db/client';
import { notFound, unprocessable } from '../../http-error';
import type { Actor } from '../../lib/access';
import { paged } from '../../lib/paging';
import type { PushQueue } from './push-queue';
import * as repo from './repo';
import { escapeHtml } from './text';

// The app's queue, registered by buildApp: the product's services call `notify(tx, …)` from deep
// inside their transactions and have no app at hand. One app per process; should a test build a
// second one, the newest is used until it closes.
const queues: PushQueue[] = [];
export function setPushQueue(queue: PushQueue): void {
  queues.push(queue);
}
export function releasePushQueue(queue: PushQueue): void {
  const at = queues.lastIndexOf(queue);
  if (at >= 0) queues.splice(at, 1);
}

export type NewNotification = {
  recipients: readonly number[];
  idNguoiGui: number | null;
  tieuDe: string;
  /** HTML; every value typed by a person must go through escapeHtml. */
  noiDung: string;
  loaiThongBao: string;
  deepLink?: string | null;
  loaiDoiTuong?: string | null;
  idDoiTuong?: number | null;
  /** A scheduled event's name: a recipient gets each one once. */
  khoaSuKien?: string | null;
};

/**
 * Stores one notification per recipient in the caller's transaction and queues the push as a job
 * in that same transaction: sent once it has committed (never for one rolled back), even by
 * another instance or after a restart. Returns the new rows' ids.
 */
export async function notify(tx: Db, n: NewNotification): Promise<number[]> {
  const { recipients, ...row } = n;
  const ids = await repo.insertNotifications(
    tx,
    [...new Set(recipients)].map((idNguoiNhan) => ({ ...row, idNguoiNhan })),
  );
  await queues.at(-1)?.enqueue(tx, ids);
  return ids;
}

type Row = Awaited<ReturnType<typeof repo.listNotifications>>[number];
const toNotification = ({ idNguoiNhan: _, ...r }: Row): Notification => ({
  ...r,
  thoiGianTao: r.thoiGianTao.toISOString(),
});

/** The caller's own notifications, newest first, with their unread count. */
export async function listMine(db: Db, userId: number, q: NotificationListQuery): Promise<NotificationPage> {
  const filter = { idNguoiNhan: userId, status: q.status };
  const [page, soChuaDoc] = await Promise.all([
    paged(
      q,
      (w) => repo.listNotifications(db, filter, w),
      () => repo.countNotifications(db, filter),
      toNotification,
    ),
    repo.countNotifications(db, { idNguoiNhan: userId, status: 'unread' }),
  ]);
  return { ...page, soChuaDoc };
}

export async function markRead(db: Db, userId: number, id: number, now = new Date()): Promise<Notification> {
  // Someone else's notification answers like a missing one: ids are not probed.
  if (!(await repo.markRead(db, userId, id, now))) throw notFound(M.notFound);
  const [row] = await repo.listNotifications(db, { ids: [id] }, { limit: 1, offset: 0 });
  if (!row) throw notFound(M.notFound);
  return toNotification(row);
}

export const markAllRead = (db: Db, userId: number, now = new Date()) => repo.markAllRead(db, userId, now);

// ── POST /api/thong-bao (the test sender and, later, the work area) ────────────────────────────
const TEST_TEXTS: Record<TestNotificationType, { tieuDe: string; action: string }> = {
  NEW_COMMENT: { tieuDe: 'Bình luận mới', action: 'đã bình luận' },
  TASK_ASSIGNED: { tieuDe: 'Công việc mới được giao', action: 'đã giao cho bạn' },
  TEST_NOTIFICATION: { tieuDe: 'Thông báo thử nghiệm', action: 'đã gửi một thông báo thử nghiệm' },
};

export async function create(tx: Db, actor: Actor, input: CreateNotificationInput) {
  const wanted = [...new Set(input.idNguoiNhans)];
  const found = new Set(await repo.activeUserIds(tx, wanted));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length) throw unprocessable(M.recipientsUnknown(missing));
  const texts = TEST_TEXTS[input.loaiThongBao as TestNotificationType] ?? {
    tieuDe: 'Thông báo mới',
    action: 'đã gửi cho bạn một thông báo',
  };
  const { loaiDoiTuong, idDoiTuong } = input;
  const about = loaiDoiTuong && idDoiTuong ? ` về <b>${escapeHtml(loaiDoiTuong)} #${idDoiTuong}</b>` : '';
  await notify(tx, {
    recipients: wanted,
    idNguoiGui: actor.id,
    tieuDe: texts.tieuDe,
    noiDung: `<b>${escapeHtml(actor.hoTen)}</b> ${texts.action}${about}.`,
    loaiThongBao: input.loaiThongBao,
    loaiDoiTuong,
    idDoiTuong,
  });
  return { soNguoiNhan: wanted.length };
}

// ── push subscriptions ──────────────────────────────────────────────────────────────────────────
const toDevice = (r: Awaited<ReturnType<typeof repo.devicesOf>>[number]): PushDevice => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

export async function subscribe(db: Db, userId: number, input: PushSubscriptionInput): Promise<PushDevice> {
  const saved = await repo.upsertSubscription(db, {
    idNguoiDung: userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    deviceId: input.deviceId ?? null,
    userAgent: input.userAgent ?? null,
  });
  if (!saved) throw new Error('Không lưu được đăng ký thông báo');
  return toDevice(saved);
}

export async function unsubscribe(db: Db, userId: number, endpoint: string): Promise<void> {
  if (!(await repo.deleteOwnSubscription(db, userId, endpoint))) throw notFound(M.deviceNotFound);
}

export const myDevices = async (db: Db, userId: number) => (await repo.devicesOf(db, userId)).map(toDevice);
