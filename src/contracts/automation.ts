/**
 * Automation webhooks (spec 001 §7 "Automation webhooks (external)", issue 16). The browser never
 * calls a webhook: it asks our server, which records a delivery and sends it through the jobs queue
 * (HMAC-signed, idempotency key, retries with backoff). The user's access token is never sent
 * outside — the spec's `meta` carries an opaque `requestId` instead.
 */
import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';

export const AUTOMATION_KINDS = ['bulk-writing', 'yellow-pages', 'share-fanpage', 'quote-image'] as const;
export type AutomationKind = (typeof AUTOMATION_KINDS)[number];

export const AUTOMATION_KIND_LABELS: Record<AutomationKind, string> = {
  'bulk-writing': 'Viết bài hàng loạt',
  'yellow-pages': 'Lấy dữ liệu trang vàng',
  'share-fanpage': 'Chia sẻ lên Fanpage',
  'quote-image': 'Ảnh báo giá',
};

export const DELIVERY_STATES = ['queued', 'sending', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  queued: 'Đang chờ gửi',
  sending: 'Đang gửi',
  delivered: 'Đã gửi',
  failed: 'Gửi thất bại',
};

/** One webhook call and what the receiver answered (the delivery log). */
export const automationDelivery = z.object({
  id: z.number().int(),
  kind: z.enum(AUTOMATION_KINDS),
  requestId: z.string(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  /** The receiver's HTTP status of the last attempt, null before one answered. */
  responseStatus: z.number().int().nullable(),
  /** Receiver's answer text (truncated) or our Vietnamese description of the failure. */
  responseMessage: z.string().nullable(),
  /** The receiver's JSON answer when it sent one (the quote image's product lines). */
  result: z.unknown().nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type AutomationDelivery = z.infer<typeof automationDelivery>;

export const deliveryResponse = envelope(automationDelivery);
export const deliveryPageResponse = envelope(pageOf(automationDelivery));
export const deliveriesQuery = pageQuery.extend({ kind: z.enum(AUTOMATION_KINDS).optional() });

/** POST /api/automation/share-fanpage: the server adds the page's token and maTrang from its store. */
export const shareFanpageBody = z.object({
  fanpageId: z.coerce.number().int().positive(),
  postUrl: z.string().trim().url(),
});
export type ShareFanpageBody = z.infer<typeof shareFanpageBody>;
