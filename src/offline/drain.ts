/**
 * drain(): sends the signed-in user's queued outbox items — photos first, then the action — and
 * records each answer on the item. The ONE sender, run by the page (triggers.ts) and the service
 * worker (sw/sync.ts), single-flight within and across contexts (Web Lock 'outbox-drain'). No DOM
 * APIs here: it runs in the worker. The rules are spelled out on createDrain below.
 */
import {
  CLOCK_OFFSET_HEADER,
  CONTENT_SHA256_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  OCCURRED_AT_HEADER,
} from '@/contracts/offline-write';
import {
  ApiClientError,
  BAD_RESPONSE_MESSAGE,
  ClientErrorCode,
  errorFromResponse,
  networkError,
} from '@/lib/api-error';
import { type ActionDef, actionOf, fillPhotoFields } from './actions';
import { backoffDelayMs, parseRetryAfter } from './backoff';
import { clock } from './clock';
import { db as defaultDb, type VanTaiDb } from './db';
import { DRAIN_PROGRESS_META_KEY, LAST_SYNC_META_KEY } from './meta-keys';
import { idempotencyKeyOf, transition } from './outbox-state';
import { refreshSession as appRefreshSession, type RefreshSession, type SessionStore, sessionStore } from './session';
import type { DrainProgress, OutboxError, OutboxItem, OutboxKind, PhotoRecord } from './types';
import { readUnsent } from './unsent';

export const DRAIN_LOCK_NAME = 'outbox-drain';
export { DRAIN_PROGRESS_META_KEY, LAST_SYNC_META_KEY };
export const UPLOAD_PATH = '/api/images/upload';

export const DRAIN_MESSAGES = {
  photoMissing: 'Ảnh đính kèm không còn trên máy. Vui lòng sửa báo cáo (chụp lại ảnh) hoặc hủy nó.',
} as const;

/** Like api-client: an access token this close to expiry is renewed before use. */
const EXPIRY_MARGIN_MS = 15_000;
/** Statuses that say "not now" rather than "no": the same request may succeed later. */
const RETRYABLE_STATUSES = new Set([401, 408, 409, 425, 429]);
const RETRY_AFTER_STATUSES = new Set([429, 503]);

/** The part of the Web Locks API drain uses: an exclusive lock, granted only if free. */
export interface DrainLockManager {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

export interface DrainDeps {
  db?: VanTaiDb;
  store?: SessionStore;
  refreshSession?: RefreshSession;
  fetch?: typeof fetch;
  /** Absolute origin where relative URLs do not resolve (tests). */
  baseUrl?: string;
  now?: () => number;
  random?: () => number;
  /** null: no cross-context lock (old browsers, tests); single-flight within this context only. */
  locks?: DrainLockManager | null;
  /** The server refused to refresh the session (it is already cleared): tell the UI. */
  onSessionLost?: () => void;
  /** Progress of this run (also written to meta for other contexts); null when it ends. */
  onProgress?: (progress: DrainProgress | null) => void;
  /** Sees every answer's headers (clock offset). */
  observeClock?: (headers: Headers, sentAt: number, receivedAt: number) => void;
  timeouts?: { actionMs: number; uploadMs: number };
}

export type DrainOutcome =
  /** Nothing more can be sent now (everything sent, or waiting for backoff / attention). */
  | 'done'
  /** Another context (tab, worker) is draining. */
  | 'busy'
  /** Nobody is signed in, or the user changed during the run. */
  | 'signed-out'
  /** The refresh token was refused: the session ended; items wait for the next login. */
  | 'session-lost'
  /** A request got no answer: the run stopped; items wait for the next trigger. */
  | 'offline';

export interface DrainReport {
  outcome: DrainOutcome;
  sent: number;
  /** Attempts that will be retried with backoff. */
  retried: number;
  /** Items that became needs-attention in this run. */
  refused: number;
  /** The user's items still queued after the run. */
  waiting: number;
  /** When the earliest queued group head may be tried again (nextAttemptOf), or null. */
  nextAttemptAt: number | null;
}

type Attempt =
  | { kind: 'ok'; data: unknown }
  | { kind: 'retry'; error: OutboxError; retryAfterMs: number | null; stopRun: boolean }
  | { kind: 'refused'; error: OutboxError }
  | { kind: 'session-lost' }
  | { kind: 'signed-out' };

type Retry = Extract<Attempt, { kind: 'retry' }>;
type Fetched = { kind: 'response'; response: Response } | Exclude<Attempt, { kind: 'ok' } | { kind: 'refused' }>;

const outboxErrorOf = (error: ApiClientError): OutboxError => ({
  status: error.status,
  code: error.code,
  message: error.message,
});

const badResponse = (): Retry => ({
  kind: 'retry',
  error: { status: 200, code: ClientErrorCode.BAD_RESPONSE, message: BAD_RESPONSE_MESSAGE },
  retryAfterMs: null,
  stopRun: false,
});

const noAnswer = (cause: unknown): Retry => ({
  kind: 'retry',
  error: outboxErrorOf(networkError(cause)),
  retryAfterMs: null,
  stopRun: true,
});

/** No answer came (status 0), or not one from our server (a captive portal's page). */
const isNoAnswer = (error: OutboxError | undefined) =>
  error !== undefined && (error.status === 0 || error.code === ClientErrorCode.BAD_RESPONSE);

type Parsed = { ok: true; data: unknown } | { ok: false };

/** `{ data }` — anything else on a 2xx (a captive portal's HTML page, a proxy) is not an answer. */
const envelopeData = (body: unknown): Parsed =>
  typeof body === 'object' && body !== null && 'data' in body ? { ok: true, data: body.data } : { ok: false };

/** The stored file's location. Its schema (and zod) loads with the first upload's answer, not with the engine. */
const uploadLocation = async (body: unknown): Promise<Parsed> => {
  const { uploadResponse } = await import('@/contracts/uploads');
  const parsed = uploadResponse.safeParse(body);
  const location = parsed.success ? parsed.data.data[0]?.location : undefined;
  return location ? { ok: true, data: location } : { ok: false };
};

const timeoutSignal = (ms: number): AbortSignal | undefined =>
  typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined;

/**
 * An emergency is sent before every other report and retried on a short fuse: a driver waiting for
 * help must not wait out a backoff meant to spare the server from routine reports.
 */
export const isUrgent = (item: Pick<OutboxItem, 'kind'>) => item.kind === 'sos.report';
export const URGENT_RETRY_CAP_MS = 5_000;

/** Urgent heads first, then queue order. */
const bySendOrder = (a: OutboxItem, b: OutboxItem) => Number(isUrgent(b)) - Number(isUrgent(a)) || a.seq - b.seq;

/** Photo uploads of one run, by photo id. */
type Uploads = Map<string, Promise<Attempt>>;

const photoIdsOf = (item: OutboxItem) => [...new Set(item.photos.map((p) => p.photoId))];

const photoMissing = (): Attempt => ({
  kind: 'refused',
  error: { status: 0, code: 'PHOTO_MISSING', message: DRAIN_MESSAGES.photoMissing },
});

const fileExtension = (mime: string) => (mime === 'image/png' ? 'png' : mime === 'image/webp' ? 'webp' : 'jpg');

/**
 * Groups the user's unsent items (sorted by seq) and walks each group from its head: the items that
 * this run can still send are the leading ones that are queued, due and not yet tried in this run.
 */
export function sendableHeads(items: OutboxItem[], at: number, tried: ReadonlySet<string> = new Set()) {
  const groups = new Map<string, OutboxItem[]>();
  for (const item of [...items].sort((a, b) => a.seq - b.seq)) {
    if (item.status === 'sent') continue;
    const list = groups.get(item.group) ?? [];
    list.push(item);
    groups.set(item.group, list);
  }
  const ready = (item: OutboxItem) => item.status === 'queued' && item.nextAttemptAt <= at && !tried.has(item.id);
  const heads: OutboxItem[] = [];
  let sendable = 0;
  for (const list of groups.values()) {
    const first = list[0];
    if (first && ready(first)) heads.push(first);
    for (const item of list) {
      if (!ready(item)) break;
      sendable++;
    }
  }
  heads.sort(bySendOrder);
  return { heads, sendable };
}

/**
 * When the earliest group head that is queued may be tried: items behind a head are not tried
 * before it, and a head that needs attention waits for the driver, not for a time. Null: none.
 */
export function nextAttemptOf(items: OutboxItem[]): number | null {
  const heads = new Map<string, OutboxItem>();
  for (const item of items) {
    if (item.status === 'sent') continue;
    const head = heads.get(item.group);
    if (!head || item.seq < head.seq) heads.set(item.group, item);
  }
  const due = [...heads.values()].filter((item) => item.status === 'queued').map((item) => item.nextAttemptAt);
  return due.length ? Math.min(...due) : null;
}

/**
 * The drain of one context. Rules: only the current session's user's items are sent (other users'
 * wait for their login); per group strictly in seq order, and a head that needs attention or is
 * backing off holds back only its group; each photo is uploaded once (own Idempotency-Key and
 * SHA-256; its location is kept), then the action with the item's key, occurredAt and clock
 * offset; 2xx with our envelope → sent; no answer → backoff and the run stops (the network is down
 * for everyone); 5xx/401-after-refresh/408/409/425/429 → backoff with full jitter (Retry-After
 * honoured); other 4xx → needs-attention with the server's message; 401 → refresh once and resend;
 * a refused refresh ends the run, fails nothing and tells `onSessionLost`.
 */
export function createDrain({
  db = defaultDb,
  store = sessionStore,
  refreshSession = appRefreshSession,
  fetch: fetchFn = (input, init) => fetch(input, init),
  baseUrl = '',
  now = Date.now,
  random = Math.random,
  locks = null,
  onSessionLost,
  onProgress,
  observeClock,
  timeouts = { actionMs: 30_000, uploadMs: 120_000 },
}: DrainDeps = {}) {
  let wakeRequested = false;

  const reportProgress = (progress: DrainProgress | null) => {
    onProgress?.(progress);
    void db.meta.put({ key: DRAIN_PROGRESS_META_KEY, value: progress }).catch(() => undefined);
  };

  const unsentOf = (userId: number) => readUnsent(db, userId);

  const send = async (url: string, init: RequestInit, timeoutMs: number): Promise<Fetched> => {
    const sentAt = now();
    try {
      const response = await fetchFn(`${baseUrl}${url}`, { ...init, signal: timeoutSignal(timeoutMs) });
      observeClock?.(response.headers, sentAt, now());
      return { kind: 'response', response };
    } catch (error) {
      return noAnswer(error);
    }
  };

  type Renewed = { kind: 'token'; token: string } | Exclude<Fetched, { kind: 'response' }>;

  const renew = async (staleToken: string, userId: number): Promise<Renewed> => {
    let outcome: Awaited<ReturnType<RefreshSession>>;
    try {
      outcome = await refreshSession(staleToken);
    } catch (error) {
      // Network or 5xx on the refresh: the session is intact, try later.
      if (error instanceof ApiClientError && error.status !== 0) {
        return { kind: 'retry', error: outboxErrorOf(error), retryAfterMs: null, stopRun: true };
      }
      return noAnswer(error);
    }
    if (outcome.kind === 'refreshed' || outcome.kind === 'reused') {
      // Someone else signed in meanwhile: never send this user's item with their token.
      if (outcome.session.userId !== userId) return { kind: 'signed-out' };
      return { kind: 'token', token: outcome.session.accessToken };
    }
    return outcome.kind === 'rejected' ? { kind: 'session-lost' } : { kind: 'signed-out' };
  };

  /** One request as `userId`: renews a token about to expire, and on a 401 refreshes once and resends. */
  const authedFetch = async (
    userId: number,
    url: string,
    makeInit: (token: string) => RequestInit,
    timeoutMs: number,
  ): Promise<Fetched> => {
    const session = await store.read();
    if (!session || session.userId !== userId) return { kind: 'signed-out' };
    let token = session.accessToken;
    if (session.accessExpiresAt - EXPIRY_MARGIN_MS <= now()) {
      const renewed = await renew(token, userId);
      if (renewed.kind !== 'token') return renewed;
      token = renewed.token;
    }
    const first = await send(url, makeInit(token), timeoutMs);
    if (first.kind !== 'response' || first.response.status !== 401) return first;
    const renewed = await renew(token, userId);
    if (renewed.kind !== 'token') return renewed;
    return send(url, makeInit(renewed.token), timeoutMs);
  };

  const settle = async (fetched: Fetched, parse: (body: unknown) => Parsed | Promise<Parsed>): Promise<Attempt> => {
    if (fetched.kind !== 'response') return fetched;
    const { response } = fetched;
    if (response.ok) {
      const body: unknown = await response.json().catch(() => undefined);
      const parsed = await parse(body);
      return parsed.ok ? { kind: 'ok', data: parsed.data } : badResponse();
    }
    const error = outboxErrorOf(await errorFromResponse(response));
    if (response.status >= 500 || RETRYABLE_STATUSES.has(response.status)) {
      const retryAfterMs = RETRY_AFTER_STATUSES.has(response.status)
        ? parseRetryAfter(response.headers.get('retry-after'), now())
        : null;
      return { kind: 'retry', error, retryAfterMs, stopRun: false };
    }
    return { kind: 'refused', error };
  };

  const uploadPhoto = (userId: number, photo: PhotoRecord) =>
    authedFetch(
      userId,
      UPLOAD_PATH,
      (token) => {
        const form = new FormData();
        // folderName first: a streaming multipart parser knows the folder before the file arrives.
        form.append('folderName', photo.folder);
        form.append('files', new Blob([photo.bytes], { type: photo.mime }), `${photo.id}.${fileExtension(photo.mime)}`);
        return {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            Accept: 'application/json',
            [IDEMPOTENCY_KEY_HEADER]: photo.uploadKey ?? photo.id,
            [CONTENT_SHA256_HEADER]: photo.sha256,
          },
          body: form,
        };
      },
      timeouts.uploadMs,
    );

  /**
   * A photo's upload in this run, started at most once: the item's own attempt and the look-ahead
   * (below) share it. Its location is kept on the photo, so a retry of the action does not upload
   * it again.
   */
  const uploadOnce = (uploads: Uploads, userId: number, photoId: string): Promise<Attempt> => {
    const known = uploads.get(photoId);
    if (known) return known;
    const upload = (async (): Promise<Attempt> => {
      const photo = await db.photos.get(photoId);
      if (!photo) return photoMissing();
      if (photo.location) return { kind: 'ok', data: photo.location };
      const result = await settle(await uploadPhoto(userId, photo), uploadLocation);
      if (result.kind === 'ok') await db.photos.update(photoId, { location: result.data as string });
      return result;
    })();
    uploads.set(photoId, upload);
    return upload;
  };

  /**
   * Uploads the item's photos that have no location yet, then sends the action. One upload runs
   * ahead of the one awaited — the item's next photo, or the first photo of the item expected next
   * — so the uplink keeps sending while a request waits out its round trip and the outbox's
   * bookkeeping (bench:sync: ~170 ms a request at 150 ms latency). Only photos go ahead: actions
   * stay strictly one at a time, in order. A look-ahead that fails is that item's attempt failing.
   */
  const attempt = async (
    item: OutboxItem,
    userId: number,
    uploads: Uploads,
    following?: OutboxItem,
  ): Promise<Attempt> => {
    const photoIds = photoIdsOf(item);
    const ahead = [...photoIds.slice(1), ...(following ? photoIdsOf(following).slice(0, 1) : [])];
    const goAhead = (index: number) => {
      const photoId = ahead[index];
      if (photoId) void uploadOnce(uploads, userId, photoId).catch(() => undefined);
    };
    if (photoIds.length === 0) goAhead(0);
    const locations = new Map<string, string>();
    for (const [index, photoId] of photoIds.entries()) {
      const own = uploadOnce(uploads, userId, photoId);
      goAhead(index);
      const result = await own;
      if (result.kind !== 'ok') return result;
      locations.set(photoId, result.data as string);
    }
    const def = actionOf(item.kind) as ActionDef<OutboxKind>;
    const payload = fillPhotoFields(item.payload, item.photos, (id) => locations.get(id) ?? '');
    const fetched = await authedFetch(
      userId,
      def.path(item.payload as never),
      (token) => ({
        method: def.method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          'Content-Type': 'application/json',
          [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyOf(item),
          [OCCURRED_AT_HEADER]: new Date(item.occurredAt).toISOString(),
          [CLOCK_OFFSET_HEADER]: String(item.clockOffsetMs),
        },
        body: JSON.stringify(payload),
      }),
      timeouts.actionMs,
    );
    return settle(fetched, envelopeData);
  };

  /** Marks the item sending (if it is still queued and the user's), tries it, records the answer. */
  const process = async (
    candidate: OutboxItem,
    userId: number,
    uploads: Uploads,
    following?: OutboxItem,
  ): Promise<Attempt | null> => {
    const started = await db.transaction('rw', db.outbox, async () => {
      const fresh = await db.outbox.get(candidate.id);
      if (fresh?.status !== 'queued' || fresh.userId !== userId) return null;
      const next = transition(fresh, { type: 'send', at: now() });
      await db.outbox.put(next);
      return next;
    });
    if (!started) return null;
    let result: Attempt;
    try {
      result = await attempt(started, userId, uploads, following);
    } catch (error) {
      // IndexedDB or a bug: put the item back untouched rather than leave it 'sending'.
      await db.outbox.put(transition(started, { type: 'interrupted' }));
      throw error;
    }
    const at = now();
    let next: OutboxItem;
    switch (result.kind) {
      case 'ok':
        next = transition(started, { type: 'succeeded', at, response: result.data });
        break;
      case 'retry': {
        const delayMs = backoffDelayMs(started.attempts + 1, random, result.retryAfterMs);
        next = transition(started, {
          type: 'failed',
          at,
          error: result.error,
          delayMs: isUrgent(started) ? Math.min(delayMs, URGENT_RETRY_CAP_MS) : delayMs,
        });
        break;
      }
      case 'refused':
        next = transition(started, { type: 'refused', at, error: result.error });
        break;
      default:
        next = transition(started, { type: 'interrupted' });
    }
    await db.outbox.put(next);
    if (result.kind === 'ok') await db.meta.put({ key: LAST_SYNC_META_KEY, value: at });
    return result;
  };

  const runLocked = async (): Promise<DrainReport> => {
    const report: DrainReport = { outcome: 'done', sent: 0, retried: 0, refused: 0, waiting: 0, nextAttemptAt: null };
    const session = await store.read();
    if (!session) return { ...report, outcome: 'signed-out' };
    const { userId } = session;
    // We hold the drain lock: an item still 'sending' belongs to a context that died mid-send.
    await db.outbox.where('status').equals('sending').modify({ status: 'queued' });
    if (wakeRequested) {
      wakeRequested = false;
      // The network is back: what failed for lack of it need not sit out its backoff.
      const at = now();
      await db.outbox
        .where('[userId+status]')
        .equals([userId, 'queued'])
        .filter((item) => item.nextAttemptAt > at && isNoAnswer(item.lastError))
        .modify({ nextAttemptAt: at });
    }

    const tried = new Set<string>();
    const uploads: Uploads = new Map();
    try {
      for (;;) {
        const unsent = await unsentOf(userId);
        const { heads, sendable } = sendableHeads(unsent, now(), tried);
        reportProgress({
          done: report.sent + report.retried + report.refused,
          total: report.sent + report.retried + report.refused + sendable,
          updatedAt: now(),
        });
        const head = heads[0];
        if (!head) break;
        tried.add(head.id);
        // The head expected after this one, were this one sent: the look-ahead uploads its first photo.
        const following = sendableHeads(
          unsent.filter((candidate) => candidate.id !== head.id),
          now(),
          tried,
        ).heads[0];
        const result = await process(head, userId, uploads, following);
        if (!result) continue;
        if (result.kind === 'ok') report.sent++;
        else if (result.kind === 'refused') report.refused++;
        else if (result.kind === 'retry') {
          report.retried++;
          if (result.stopRun) {
            report.outcome = 'offline';
            break;
          }
        } else {
          report.outcome = result.kind;
          if (result.kind === 'session-lost') onSessionLost?.();
          break;
        }
      }
    } finally {
      // A look-ahead still going up finishes under this run's lock: another context must not
      // upload the same photo meanwhile.
      await Promise.allSettled(uploads.values());
      reportProgress(null);
    }
    const unsent = await unsentOf(userId);
    report.waiting = unsent.filter((item) => item.status === 'queued').length;
    report.nextAttemptAt = nextAttemptOf(unsent);
    return report;
  };

  const busy = (): DrainReport => ({
    outcome: 'busy',
    sent: 0,
    retried: 0,
    refused: 0,
    waiting: 0,
    nextAttemptAt: null,
  });

  const runOnce = (): Promise<DrainReport> =>
    locks
      ? locks.request(DRAIN_LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? runLocked() : Promise.resolve(busy())))
      : runLocked();

  let running: Promise<DrainReport> | null = null;
  let again = false;

  /**
   * Sends what can be sent now. A call while this context's drain runs joins it (and makes it scan
   * once more at the end, for items queued meanwhile); while another context drains, 'busy'.
   * `wake`: the network just came back (online event, sync event, "send now"): items that failed
   * for lack of an answer are due at once instead of after their backoff.
   */
  return function drain(options: { wake?: boolean } = {}): Promise<DrainReport> {
    if (options.wake) wakeRequested = true;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let report: DrainReport;
      do {
        again = false;
        report = await runOnce();
      } while (again && report.outcome === 'done');
      return report;
    })().finally(() => {
      running = null;
    });
    return running;
  };
}

export type Drain = ReturnType<typeof createDrain>;

/** navigator.locks in page and worker, when the browser has it. */
export const platformDrainLocks = (): DrainLockManager | null =>
  typeof navigator !== 'undefined' && navigator.locks
    ? { request: (name, options, callback) => navigator.locks.request(name, options, callback) }
    : null;

/** The drain of this context (page or worker) with the app's database, session, clock and locks. */
export function createPlatformDrain(options: Pick<DrainDeps, 'onSessionLost' | 'onProgress'> = {}): Drain {
  return createDrain({
    ...options,
    locks: platformDrainLocks(),
    observeClock: (headers, sentAt, receivedAt) => {
      void clock.observe(headers, sentAt, receivedAt);
    },
  });
}
