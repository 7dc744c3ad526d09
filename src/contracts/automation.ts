/**
 * Automation webhooks (spec 001 §7 "Automation webhooks (external)", issue 16). The browser never
 * calls a webhook: it asks our server, which records a delivery and sends it through the jobs queue
 * (HMAC-signed, idempotency key, retries with backoff). The user's access token is never sent
 * outside — the spec's `meta` carries an opaque `requestId` instead.
 */
import { z } from 'zod';
import { ARTICLE_LANGUAGES, ARTICLE_SCHEMAS } from './articles-vocabulary';
import { AUTOMATION_MESSAGES, MAX_KEYWORDS } from './automation-vocabulary';
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

// ---- Relays and settings (slice AUTOMATION) ----

const M = AUTOMATION_MESSAGES;
const schemaValues = ARTICLE_SCHEMAS.map((s) => s.value) as [string, ...string[]];
const languageValues = ARTICLE_LANGUAGES.map((l) => l.value) as [string, ...string[]];
const id = z.coerce.number().int().positive();

const httpUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(1000, message)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password;
      } catch {
        return false;
      }
    }, message);

/**
 * POST /api/automation/bulk-writing: the spec's body minus the access token. The website and CTA
 * are named by id (their other fields, when sent, are ignored: the server reads its own rows);
 * `meta` is filled by the server (idNguoiDung, username, requestId, time, source).
 */
export const bulkWritingBody = z.object({
  keywords: z
    .array(z.string().trim().min(1).max(300))
    .min(1, M.fillRequired)
    .max(MAX_KEYWORDS, `Tối đa ${MAX_KEYWORDS} từ khóa mỗi lần.`),
  website: z.object({ id, name: z.string().optional(), baseUrl: z.string().optional() }),
  context: z.enum(schemaValues, { error: M.fillRequired }),
  cta: z.object({ id, name: z.string().optional(), ctaContent: z.string().optional() }),
  language: z.enum(languageValues).default('Vietnamese'),
  meta: z
    .object({
      idNguoiDung: z.unknown().optional(),
      username: z.unknown().optional(),
      time: z.unknown().optional(),
      source: z.unknown().optional(),
    })
    .strict()
    .optional(),
});
export type BulkWritingBody = z.infer<typeof bulkWritingBody>;

/** POST /api/automation/yellow-pages (spec §7). */
export const yellowPagesBody = z
  .object({
    link: httpUrl(M.linkInvalid),
    startPage: z.coerce.number({ error: M.pagesInvalid }).int(M.pagesInvalid).min(1, M.pagesInvalid).max(100_000),
    endPage: z.coerce.number({ error: M.pagesInvalid }).int(M.pagesInvalid).min(1, M.pagesInvalid).max(100_000),
    industryId: id,
  })
  .refine((b) => b.endPage >= b.startPage, { message: M.pagesOrder, path: ['endPage'] });
export type YellowPagesBody = z.infer<typeof yellowPagesBody>;

export const deliveryIdParams = z.object({ id });

export const AUTOMATION_SOURCES = ['settings', 'env', 'none'] as const;
export type AutomationSource = (typeof AUTOMATION_SOURCES)[number];
export const AUTOMATION_SOURCE_LABELS: Record<AutomationSource, string> = {
  settings: 'Cài đặt đã lưu',
  env: 'Biến môi trường',
  none: 'Chưa cấu hình',
};

/** GET/PUT /api/automation/settings answer: the secret is never in it (`hasSecret` only). */
export const automationSettings = z.object({
  endpoints: z.array(
    z.object({
      kind: z.enum(AUTOMATION_KINDS),
      /** The URL in use (saved one first, else the environment's). */
      url: z.string().nullable(),
      /** The saved override (null: none saved). */
      savedUrl: z.string().nullable(),
      source: z.enum(AUTOMATION_SOURCES),
      envName: z.string(),
    }),
  ),
  hasSecret: z.boolean(),
  secretSource: z.enum(AUTOMATION_SOURCES),
  allowPrivate: z.boolean(),
});
export type AutomationSettings = z.infer<typeof automationSettings>;
export const automationSettingsResponse = envelope(automationSettings);

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** PUT /api/automation/settings: a blank URL falls back to the environment; a blank secret keeps the stored one. */
export const updateAutomationSettingsBody = z.object({
  urls: z.object({
    'bulk-writing': z.preprocess(blank, httpUrl(M.badUrl).optional()),
    'yellow-pages': z.preprocess(blank, httpUrl(M.badUrl).optional()),
    'share-fanpage': z.preprocess(blank, httpUrl(M.badUrl).optional()),
    'quote-image': z.preprocess(blank, httpUrl(M.badUrl).optional()),
  }),
  secret: z.preprocess(blank, z.string().trim().min(8, 'Khóa ký phải có ít nhất 8 ký tự.').max(500).optional()),
  clearSecret: z.boolean().optional(),
});
export type UpdateAutomationSettingsBody = z.infer<typeof updateAutomationSettingsBody>;

export const testAutomationBody = z.object({ kind: z.enum(AUTOMATION_KINDS) });
export const automationTestResult = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  message: z.string(),
});
export type AutomationTestResult = z.infer<typeof automationTestResult>;
export const automationTestResponse = envelope(automationTestResult);
