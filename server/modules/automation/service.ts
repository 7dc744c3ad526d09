/**
 * Automation relays (issue 16): each call becomes an `automation_delivery` row and an
 * 'automation-webhook' job in one transaction; the job signs and POSTs the stored payload to the
 * kind's URL and records what the receiver answered. Settings: a URL per kind and the shared
 * secret from the environment, overridden by what the marketing admin saved (the secret sealed
 * with SecretBox, never answered). The user's access token is never part of a payload.
 */
import {
  AUTOMATION_KIND_LABELS,
  AUTOMATION_KINDS,
  type AutomationDelivery,
  type AutomationKind,
  type AutomationSettings,
  type AutomationSource,
  type AutomationTestResult,
  type BulkWritingBody,
  type DeliveryState,
  type ShareFanpageBody,
  type UpdateAutomationSettingsBody,
  type YellowPagesBody,
} from '@/contracts/automation';
import {
  AUTOMATION_ALLOW_PRIVATE_ENV,
  AUTOMATION_SECRET_ENV,
  AUTOMATION_URL_ENV,
  AUTOMATION_MESSAGES as M,
} from '@/contracts/automation-vocabulary';
import type { Page, PageQuery } from '@/contracts/envelope';
import type { Db } from '../../db/client';
import { notFound, stateConflict, unprocessable } from '../../http-error';
import {
  receiverDetail,
  sendWebhook,
  type WebhookBody,
  type WebhookOutcome,
} from '../../integrations/automation-webhook';
import { isPublicWebUrl, type Resolver } from '../../integrations/public-address';
import { JobError, type Jobs } from '../../lib/jobs';
import { pageWindow, toPage } from '../../lib/paging';
import type { SecretBox } from '../../lib/secrets';
import * as repo from './repo';

export const WEBHOOK_QUEUE = 'automation-webhook';
export const MARKETING_ADMIN = 'MARKETING_DUYET';
export const SOURCE = 'van-tai-web';

export type AutomationOptions = {
  /** Where AUTOMATION_* are read (tests pass their own). */
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  retryLimit?: number;
  retryBackoffMs?: number;
  resolver?: Resolver;
};

export type AutomationDeps = { db: Db; box: SecretBox; jobs: Jobs; options: AutomationOptions };
export type Caller = { id: number; tenDangNhap: string };

const env = (deps: AutomationDeps) => deps.options.env ?? process.env;

type Effective = {
  urls: Record<AutomationKind, { url: string | null; savedUrl: string | null; source: AutomationSource }>;
  secret: string | null;
  secretSource: AutomationSource;
  allowPrivate: boolean;
};

/** The settings in force: saved values first, then the environment. */
export async function effectiveSettings(deps: AutomationDeps): Promise<Effective> {
  const e = env(deps);
  const stored = await repo.readStoredSettings(deps.db);
  const urls = {} as Effective['urls'];
  for (const kind of AUTOMATION_KINDS) {
    const saved = stored?.urls?.[kind] || null;
    const fromEnv = e[AUTOMATION_URL_ENV[kind]]?.trim() || null;
    urls[kind] = { url: saved ?? fromEnv, savedUrl: saved, source: saved ? 'settings' : fromEnv ? 'env' : 'none' };
  }
  const envSecret = e[AUTOMATION_SECRET_ENV] || null;
  const secret = stored?.secretEnc ? deps.box.decrypt(stored.secretEnc) : envSecret;
  return {
    urls,
    secret,
    secretSource: stored?.secretEnc ? 'settings' : envSecret ? 'env' : 'none',
    allowPrivate: e[AUTOMATION_ALLOW_PRIVATE_ENV] === '1' || e[AUTOMATION_ALLOW_PRIVATE_ENV] === 'true',
  };
}

function toSettings(s: Effective): AutomationSettings {
  return {
    endpoints: AUTOMATION_KINDS.map((kind) => ({
      kind,
      url: s.urls[kind].url,
      savedUrl: s.urls[kind].savedUrl,
      source: s.urls[kind].source,
      envName: AUTOMATION_URL_ENV[kind],
    })),
    hasSecret: Boolean(s.secret),
    secretSource: s.secretSource,
    allowPrivate: s.allowPrivate,
  };
}

export async function readSettings(deps: AutomationDeps): Promise<AutomationSettings> {
  return toSettings(await effectiveSettings(deps));
}

export async function updateSettings(deps: AutomationDeps, body: UpdateAutomationSettingsBody) {
  const current = await effectiveSettings(deps);
  for (const url of Object.values(body.urls)) {
    if (url && !current.allowPrivate && !isPublicWebUrl(url)) throw unprocessable(M.privateAddress);
  }
  const stored = await repo.readStoredSettings(deps.db);
  const secretEnc = body.clearSecret ? null : body.secret ? deps.box.encrypt(body.secret) : (stored?.secretEnc ?? null);
  const urls: Record<string, string> = {};
  for (const kind of AUTOMATION_KINDS) {
    const url = body.urls[kind];
    if (url) urls[kind] = url;
  }
  await repo.saveStoredSettings(deps.db, { urls, secretEnc });
  return readSettings(deps);
}

/** The URL and secret for a kind, or 422 naming the setting to fill. */
function endpointOf(s: Effective, kind: AutomationKind): { url: string; secret: string } {
  const url = s.urls[kind].url;
  if (!url) throw unprocessable(M.notConfigured(AUTOMATION_KIND_LABELS[kind], AUTOMATION_URL_ENV[kind]));
  if (!s.secret) throw unprocessable(M.noSecret);
  return { url, secret: s.secret };
}

/** A signed ping to a kind's URL, answered at once (the admin waits at the form). */
export async function testSettings(
  deps: AutomationDeps,
  caller: Caller,
  kind: AutomationKind,
): Promise<AutomationTestResult> {
  const s = await effectiveSettings(deps);
  const { url, secret } = endpointOf(s, kind);
  const requestId = crypto.randomUUID();
  const outcome = await sendWebhook({
    url,
    secret,
    requestId,
    userId: caller.id,
    username: caller.tenDangNhap,
    body: { kind: 'json', value: { type: 'ping', kind, requestId, time: new Date().toISOString(), source: SOURCE } },
    allowPrivate: s.allowPrivate,
    timeoutMs: deps.options.timeoutMs,
    resolver: deps.options.resolver,
  });
  if (outcome.kind === 'delivered') return { ok: true, status: outcome.status, message: M.testOk(outcome.status) };
  return { ok: false, status: outcome.status || null, message: outcome.message };
}

// ---- relays ----

async function enqueue(deps: AutomationDeps, caller: Caller, kind: AutomationKind, payload: unknown) {
  const id = await deps.db.transaction(async (tx) => {
    const created = await repo.insertDelivery(tx, { kind, userId: caller.id, payload });
    await deps.jobs.send(WEBHOOK_QUEUE, { deliveryId: created.id }, { db: tx });
    return created.id;
  });
  return getDelivery(deps, caller, true, id);
}

/** Checks the kind is configured before anything is recorded. */
async function assertConfigured(deps: AutomationDeps, kind: AutomationKind) {
  endpointOf(await effectiveSettings(deps), kind);
}

export async function bulkWriting(deps: AutomationDeps, caller: Caller, body: BulkWritingBody) {
  await assertConfigured(deps, 'bulk-writing');
  const site = await repo.findSite(deps.db, body.website.id);
  if (!site) throw unprocessable(M.websiteNotFound);
  if (!site.active) throw unprocessable(M.websiteInactive);
  const cta = await repo.findCta(deps.db, body.cta.id);
  if (!cta) throw unprocessable(M.ctaNotFound);
  // requestId is the delivery row's; meta gets it when the job builds the body.
  return enqueue(deps, caller, 'bulk-writing', {
    keywords: body.keywords,
    website: { id: site.id, name: site.name, baseUrl: site.baseUrl },
    context: body.context,
    cta: { id: cta.id, name: cta.name, ctaContent: cta.ctaContent },
    language: body.language,
    meta: { idNguoiDung: caller.id, username: caller.tenDangNhap, time: new Date().toISOString(), source: SOURCE },
  });
}

export async function yellowPages(deps: AutomationDeps, caller: Caller, body: YellowPagesBody) {
  await assertConfigured(deps, 'yellow-pages');
  if (!(await repo.industryExists(deps.db, body.industryId))) throw unprocessable(M.industryNotFound);
  return enqueue(deps, caller, 'yellow-pages', {
    link: body.link,
    startPage: body.startPage,
    endPage: body.endPage,
    industryId: body.industryId,
  });
}

export async function shareFanpage(deps: AutomationDeps, caller: Caller, body: ShareFanpageBody) {
  await assertConfigured(deps, 'share-fanpage');
  const page = await repo.findFanpage(deps.db, body.fanpageId);
  if (!page) throw notFound(M.fanpageNotFound);
  if (!page.tokenEnc) throw unprocessable(M.fanpageTokenMissing);
  // The token is added when sending (decrypted then), never stored in the delivery.
  return enqueue(deps, caller, 'share-fanpage', { fanpageId: page.id, postUrl: body.postUrl, maTrang: page.maTrang });
}

export async function quoteImage(
  deps: AutomationDeps,
  caller: Caller,
  image: { fileName: string; mime: string; bytes: Buffer },
) {
  await assertConfigured(deps, 'quote-image');
  return enqueue(deps, caller, 'quote-image', {
    file: { fileName: image.fileName, mime: image.mime, size: image.bytes.length },
    // The image waits here until sent; never part of an answer.
    imageBase64: image.bytes.toString('base64'),
  });
}

// ---- the log ----

function toDelivery(r: repo.DeliveryRow): AutomationDelivery {
  const state = r.state as DeliveryState;
  return {
    id: r.id,
    kind: r.kind as AutomationKind,
    requestId: r.requestId,
    state,
    attempts: r.attempts,
    responseStatus: r.responseStatus,
    // Delivered: the receiver's own words (its JSON `message`, else its text); otherwise what went wrong.
    responseMessage:
      state === 'delivered'
        ? r.responseBody
          ? receiverDetail(r.responseBody, r.responseJson) || r.responseBody
          : null
        : (r.lastError ?? r.responseBody ?? null),
    result: r.responseJson ?? null,
    userId: r.userId,
    userName: r.userName,
    createdAt: r.createdAt.toISOString(),
    deliveredAt: r.deliveredAt ? r.deliveredAt.toISOString() : null,
  };
}

export async function getDelivery(
  deps: AutomationDeps,
  caller: Caller,
  seesAll: boolean,
  id: number,
): Promise<AutomationDelivery> {
  const row = await repo.findDelivery(deps.db, id);
  if (!row || (!seesAll && row.userId !== caller.id)) throw notFound(M.deliveryNotFound);
  return toDelivery(row);
}

export async function listDeliveries(
  deps: AutomationDeps,
  caller: Caller,
  seesAll: boolean,
  query: PageQuery & { kind?: AutomationKind },
): Promise<Page<AutomationDelivery>> {
  const [rows, total] = await repo.pageOfDeliveries(
    deps.db,
    { userId: seesAll ? undefined : caller.id, kind: query.kind },
    pageWindow(query),
  );
  return toPage(rows.map(toDelivery), total, query);
}

export async function retryDelivery(deps: AutomationDeps, caller: Caller, seesAll: boolean, id: number) {
  const row = await repo.findDelivery(deps.db, id);
  if (!row || (!seesAll && row.userId !== caller.id)) throw notFound(M.deliveryNotFound);
  if (row.state !== 'failed') throw stateConflict(M.retryOnlyFailed);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.updateDelivery(tx, id, { state: 'queued', lastError: null }, 'failed'))) {
      throw stateConflict(M.retryOnlyFailed);
    }
    await deps.jobs.send(WEBHOOK_QUEUE, { deliveryId: id }, { db: tx });
  });
  return getDelivery(deps, caller, true, id);
}

// ---- the job ----

export const DEFAULT_RETRY_LIMIT = 5;
export const DEFAULT_RETRY_BACKOFF_MS = 30_000;

/** The body the receiver gets: the stored payload plus what is added only when sending. */
async function bodyOf(deps: AutomationDeps, row: repo.DeliveryRow): Promise<WebhookBody | null> {
  const payload = row.payload as Record<string, unknown>;
  switch (row.kind as AutomationKind) {
    case 'bulk-writing': {
      const meta = (payload.meta ?? {}) as Record<string, unknown>;
      return { kind: 'json', value: { ...payload, meta: { ...meta, requestId: row.requestId } } };
    }
    case 'share-fanpage': {
      const page = await repo.findFanpage(deps.db, Number(payload.fanpageId));
      if (!page?.tokenEnc) return null;
      return {
        kind: 'json',
        value: {
          fanpageId: payload.fanpageId,
          fanpageToken: deps.box.decrypt(page.tokenEnc),
          postUrl: payload.postUrl,
          maTrang: page.maTrang,
        },
      };
    }
    case 'quote-image': {
      const file = payload.file as { fileName: string; mime: string };
      return {
        kind: 'file',
        field: 'file',
        fileName: file.fileName,
        mime: file.mime,
        bytes: Buffer.from(String(payload.imageBase64 ?? ''), 'base64'),
      };
    }
    default:
      return { kind: 'json', value: payload };
  }
}

export function registerWebhookWorker(deps: AutomationDeps): void {
  const retryLimit = deps.options.retryLimit ?? DEFAULT_RETRY_LIMIT;
  deps.jobs.work<{ deliveryId: number }>(
    WEBHOOK_QUEUE,
    {
      // The request itself is bounded at 15 s; the job's bound leaves room for the bookkeeping.
      timeoutMs: (deps.options.timeoutMs ?? 15_000) + 15_000,
      retryLimit,
      retryBackoffMs: deps.options.retryBackoffMs ?? DEFAULT_RETRY_BACKOFF_MS,
      maxBackoffMs: 30 * 60_000,
    },
    async ({ deliveryId }, ctx) => {
      const row = await repo.findDelivery(deps.db, deliveryId);
      if (!row) throw new JobError(M.deliveryNotFound, { retry: false });
      if (row.state === 'delivered') return { skipped: true };
      const last = ctx.attempt > retryLimit;
      const fail = async (message: string, status: number | null = null, text: string | null = null) => {
        await repo.updateDelivery(deps.db, deliveryId, {
          state: 'failed',
          lastError: message,
          responseStatus: status,
          responseBody: text,
        });
        throw new JobError(message, { retry: false });
      };
      let s: Effective;
      let endpoint: { url: string; secret: string };
      try {
        s = await effectiveSettings(deps);
        endpoint = endpointOf(s, row.kind as AutomationKind);
      } catch (err) {
        return fail(err instanceof Error ? err.message : String(err));
      }
      const body = await bodyOf(deps, row);
      if (!body) return fail(M.fanpageTokenMissing);
      await repo.markSending(deps.db, deliveryId);
      const outcome: WebhookOutcome = await sendWebhook({
        url: endpoint.url,
        secret: endpoint.secret,
        requestId: row.requestId,
        userId: row.userId,
        username: row.userName,
        body,
        allowPrivate: s.allowPrivate,
        timeoutMs: deps.options.timeoutMs,
        resolver: deps.options.resolver,
      });
      if (outcome.kind === 'delivered') {
        await repo.updateDelivery(deps.db, deliveryId, {
          state: 'delivered',
          responseStatus: outcome.status,
          responseBody: outcome.text,
          responseJson: outcome.json === null ? null : (outcome.json as object),
          lastError: null,
          deliveredAt: new Date(),
        });
        return { status: outcome.status };
      }
      if (outcome.kind === 'refused' || last) {
        return fail(outcome.message, outcome.status || null, outcome.text || null);
      }
      await repo.updateDelivery(deps.db, deliveryId, {
        state: 'queued',
        lastError: outcome.message,
        responseStatus: outcome.status,
        responseBody: outcome.text || null,
      });
      throw new JobError(outcome.message, { retryAfterMs: outcome.retryAfterMs });
    },
  );
}
