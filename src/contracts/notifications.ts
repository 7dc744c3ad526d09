/**
 * Notifications and browser push (spec 000 §2–§9, spec 002 §2.10): the API's payloads, the push
 * message the service worker receives, the spec's labels and texts, and where a notification
 * leads when clicked. Shared by the server (which puts the target URL in the push), the service
 * worker (which opens it) and the page.
 */
import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';
import type { PermissionCode } from './permissions';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_STATUSES } from './vocabulary';

export { NOTIFICATION_PAGE_SIZE, NOTIFICATION_STATUSES };

// ── texts (spec 000 §5, §8; spec 002 §5, §8) ───────────────────────────────────────────────────
export const NOTIFICATION_MESSAGES = {
  loadFailed: 'Không thể tải danh sách thông báo.',
  notFound: 'Không tìm thấy thông báo.',
  markAllDone: 'Đã đánh dấu tất cả là đã đọc.',
  pushOn: 'Đăng ký nhận thông báo trên thiết bị hiện tại!',
  pushOff: 'Đã hủy nhận thông báo trên thiết bị hiện tại!',
  pushFailed: 'Đã có lỗi xảy ra. Vui lòng thử lại.',
  noServiceWorker: 'Trình duyệt không hỗ trợ Service Worker.',
  deviceRemoved: 'Đã hủy đăng ký thiết bị.',
  deviceRemoveFailed: 'Không thể hủy thiết bị. Thử lại sau.',
  deviceAdded: 'Thiết bị hiện tại đã được đăng ký nhận thông báo!',
  deviceAddFailed: 'Không thể đăng ký thiết bị hiện tại.',
  deviceNotFound: 'Không tìm thấy thiết bị đã đăng ký.',
  // Not given by the spec: what a person needs to know to unblock push.
  pushBlocked:
    'Trình duyệt đang chặn thông báo của trang này. Hãy cho phép Thông báo trong cài đặt trang web rồi thử lại.',
  pushUnsupported: 'Trình duyệt này không hỗ trợ nhận thông báo đẩy.',
  endpointInvalid: 'Địa chỉ nhận thông báo của trình duyệt không hợp lệ.',
  keysInvalid: 'Khóa mã hóa của trình duyệt không hợp lệ.',
  recipientsRequired: 'Danh sách người nhận không được để trống.',
  recipientsInvalid: 'Vui lòng nhập ít nhất một ID người nhận hợp lệ.',
  recipientsUnknown: (ids: number[]) => `Không tìm thấy người nhận: ${ids.join(', ')}.`,
  typeRequired: 'Vui lòng chọn loại thông báo.',
  testErrorPrefix: 'Có lỗi xảy ra: ',
  sent: (n: number) => `Đã gửi thông báo tới ${n} người nhận.`,
} as const;

// ── types and labels (spec 000 §3) ─────────────────────────────────────────────────────────────
export const NOTIFICATION_TYPE_LABELS: Record<string, string> = {
  CONG_VIEC: 'Công việc',
  PHAN_CONG: 'Phân công',
  BINH_LUAN: 'Bình luận',
  NHAC_NHO: 'Nhắc nhở',
  THONG_KE: 'Thống kê',
  QUA_HAN: 'Quá hạn',
};
/** The tag a notification shows: the spec's label, 'Chung' for any other type. */
export const notificationTypeLabel = (loai: string | null | undefined) =>
  (loai && NOTIFICATION_TYPE_LABELS[loai]) || 'Chung';

export const TEST_NOTIFICATION_TYPES = ['NEW_COMMENT', 'TASK_ASSIGNED', 'TEST_NOTIFICATION'] as const;
export type TestNotificationType = (typeof TEST_NOTIFICATION_TYPES)[number];

export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const NOTIFICATION_DROPDOWN_SIZE = 5;

// ── payloads ───────────────────────────────────────────────────────────────────────────────────
export const notification = z.object({
  id: z.number().int(),
  daDoc: z.boolean(),
  thoiGianTao: z.string(),
  tieuDe: z.string(),
  /** HTML; render only through the client's sanitiser. */
  noiDung: z.string(),
  loaiThongBao: z.string(),
  tenNguoiGui: z.string().nullable(),
  avatarNguoiGui: z.string().nullable(),
  deepLink: z.string().nullable(),
  loaiDoiTuong: z.string().nullable(),
  idDoiTuong: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notification>;

/** The spec's page plus `soChuaDoc`, the unread count the bell and the filter badge show. */
export const notificationPage = pageOf(notification).extend({ soChuaDoc: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPage>;
export const notificationPageResponse = envelope(notificationPage);
export const notificationResponse = envelope(notification);
export const markAllResponse = envelope(z.object({ soDaDanhDau: z.number().int() }));

export const notificationListQuery = pageQuery.extend({
  status: z.enum(NOTIFICATION_STATUSES, { error: 'Trạng thái lọc không hợp lệ.' }).default('all'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;
export const notificationIdParams = z.object({
  id: z.coerce.number().int().positive(NOTIFICATION_MESSAGES.notFound),
});

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
/** POST /api/thong-bao (spec 000 §3 "Create-notification payload"). */
export const createNotificationRequest = z.object({
  idNguoiNhans: z
    .array(z.coerce.number().int().positive(NOTIFICATION_MESSAGES.recipientsInvalid), {
      error: NOTIFICATION_MESSAGES.recipientsRequired,
    })
    .min(1, NOTIFICATION_MESSAGES.recipientsRequired)
    .max(500),
  loaiThongBao: z
    .string({ error: NOTIFICATION_MESSAGES.typeRequired })
    .trim()
    .min(1, NOTIFICATION_MESSAGES.typeRequired)
    .max(50)
    .regex(/^[A-Z0-9_]+$/, NOTIFICATION_MESSAGES.typeRequired),
  loaiDoiTuong: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(50)
      .regex(/^[A-Za-z0-9_-]+$/, 'Loại đối tượng chỉ gồm chữ, số, "-" và "_".')
      .nullable(),
  ),
  idDoiTuong: z.preprocess(blankToNull, z.coerce.number().int().positive('ID đối tượng không hợp lệ.').nullable()),
});
export type CreateNotificationRequest = z.input<typeof createNotificationRequest>;
export type CreateNotificationInput = z.output<typeof createNotificationRequest>;
export const createNotificationResponse = envelope(z.object({ soNguoiNhan: z.number().int() })).extend({
  message: z.string(),
});

// ── push subscriptions (spec 000 §3, §7) ───────────────────────────────────────────────────────
const base64url = (max: number, message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(max, message)
    .regex(/^[A-Za-z0-9_-]+=*$/, message);

export const pushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: NOTIFICATION_MESSAGES.endpointInvalid }).max(2000),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes → 87 characters) and a 16-byte secret (22).
      p256dh: base64url(120, NOTIFICATION_MESSAGES.keysInvalid),
      auth: base64url(60, NOTIFICATION_MESSAGES.keysInvalid),
    },
    { error: NOTIFICATION_MESSAGES.keysInvalid },
  ),
  deviceId: z.preprocess(blankToNull, z.string().trim().max(100).nullable()).optional(),
  userAgent: z.preprocess(blankToNull, z.string().max(500).nullable()).optional(),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequest>;
export type PushSubscriptionInput = z.output<typeof pushSubscriptionRequest>;
export const pushUnsubscribeRequest = z.object({
  endpoint: z.string({ error: NOTIFICATION_MESSAGES.endpointInvalid }).min(1).max(2000),
});

export const pushDevice = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  deviceId: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type PushDevice = z.infer<typeof pushDevice>;
export const pushDevicesResponse = envelope(z.array(pushDevice));
export const pushDeviceResponse = envelope(pushDevice);
export const vapidKeyResponse = envelope(z.object({ publicKey: z.string() }));

// ── the push message (server → service worker → pages) ─────────────────────────────────────────
/** What the service worker posts to open pages when a push arrives, and on a notification click. */
export const PUSH_MESSAGES = { newNotification: 'NEW_NOTIFICATION', open: 'OPEN_NOTIFICATION' } as const;

export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  icon: z.string().optional(),
  /** Where a click leads: absolute (leaves the app) or an app path. */
  url: z.string(),
  notification: notification,
});
export type PushPayload = z.infer<typeof pushPayload>;

// ── where a click leads (spec 000 §2 "Notification click behaviour") ──────────────────────────
/**
 * The spec sends a notification without a screen to /bang-phan-chia-cong-viec, and an object to
 * /{type}/{id}: neither route exists (issue 13 found both opening the 404 page). A board needs its
 * workspace id, which a bare object id does not give, so work notifications (TASK_ASSIGNED,
 * NEW_COMMENT, reminders) always carry their deep link (`taskPath`); a notification with neither a
 * link nor a known object opens the notifications list, where the whole text can be read.
 */
export const FALLBACK_NOTIFICATION_PATH = '/tat-ca-thong-bao';

/** Where a work order opens: the managers' screen for who may read all orders, else one's own page. */
export const workOrderPath = (id: number, { manager }: { manager: boolean }) =>
  manager ? `/quan-ly-lenh?lenh=${id}` : `/cham-cong-nhan-vien?lenh=${id}`;

/** What the reader may see decides between the office screen and their own (the server's push: neither). */
export type TargetContext = { can?: (code: PermissionCode) => boolean };

/** The real screen of each object type a notification may name; other types have none yet. */
const OBJECT_SCREENS: Record<string, (id: number, can: (code: PermissionCode) => boolean) => string> = {
  LENH: (id, can) => workOrderPath(id, { manager: can('LENH_XEM') }),
  DON_HANG: (_, can) => (can('DON_HANG_XEM') ? '/quan-ly-don-hang' : '/tai-xe'),
  BAO_DUONG: (id, can) => (can('BAO_DUONG_XEM') ? `/quan-ly-bao-duong?id=${id}` : '/tai-xe-bao-duong'),
  XANG_DAU: (_, can) => (can('XANG_DAU_XEM') ? '/quan-ly-xang-dau' : '/tai-xe?tab=fuel'),
  GIAY_TO: (_, can) => (can('GIAY_TO_XEM') ? '/quan-ly-giay-to' : '/ho-so-xe-cua-toi'),
};

export type NotificationTarget = { kind: 'external'; href: string } | { kind: 'route'; path: string };

/**
 * With a deep link: an absolute http(s) link leaves the app, a relative one is routed (a missing
 * leading slash is added). Without one: the object's screen when its type has one, else the
 * notifications list.
 */
export function notificationTarget(
  n: Pick<Notification, 'deepLink' | 'loaiDoiTuong' | 'idDoiTuong'>,
  { can = () => false }: TargetContext = {},
): NotificationTarget {
  const link = n.deepLink?.trim();
  if (link) {
    if (/^https?:\/\//i.test(link)) return { kind: 'external', href: link };
    // One leading slash: '//host' or '/\host' would leave the origin like an absolute link.
    return { kind: 'route', path: `/${link.replace(/^[/\\]+/, '')}` };
  }
  const screen = n.loaiDoiTuong ? OBJECT_SCREENS[n.loaiDoiTuong.toUpperCase()] : undefined;
  if (screen && n.idDoiTuong !== null && n.idDoiTuong !== undefined) {
    return { kind: 'route', path: screen(n.idDoiTuong, can) };
  }
  return { kind: 'route', path: FALLBACK_NOTIFICATION_PATH };
}

/** The target as one URL string (the push message's `url`). */
export const notificationUrl = (n: Pick<Notification, 'deepLink' | 'loaiDoiTuong' | 'idDoiTuong'>) => {
  const t = notificationTarget(n);
  return t.kind === 'external' ? t.href : t.path;
};
