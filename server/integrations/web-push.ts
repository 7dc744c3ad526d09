/**
 * Browser push over the Web Push protocol: the server's VAPID key pair (generated on first start
 * and kept in `settings`, so every instance signs with the same key and existing subscriptions
 * survive restarts), and one HTTP POST per subscription with the payload encrypted as aes128gcm
 * (RFC 8291) by the `web-push` library. We send with fetch rather than web-push's own https-only
 * sender so the outcome (sent / gone / retry / failed) is ours to decide.
 */
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { getOrCreateSetting } from '../modules/settings/repo';
import { type ResolvedAddress, type Resolver, resolvePublic } from './public-address';

/** A lookup that always answers the address already checked: the connection goes there, nowhere else. */
export function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;
}

/** POST over https to the pinned address, with the URL's name for TLS (SNI, certificate) and Host. */
function pinnedPost(
  endpoint: string,
  pinned: ResolvedAddress,
  headers: Headers,
  body: Buffer | null | undefined,
  timeoutMs: number,
): Promise<{ status: number; retryAfter: string | null }> {
  return new Promise((resolve, reject) => {
    const req = https.request(endpoint, {
      method: 'POST',
      headers: Object.fromEntries(headers.entries()),
      lookup: pinnedLookup(pinned),
      timeout: timeoutMs,
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, retryAfter: String(res.headers['retry-after'] ?? '') || null }),
      );
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

export type VapidKeys = { publicKey: string; privateKey: string };

export const VAPID_SETTING_KEY = 'push.vapid';

/** The key pair, created once for the installation. */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  return getOrCreateSetting(db, VAPID_SETTING_KEY, () => webpush.generateVAPIDKeys());
}

/** Push services want a way to reach the sender; Apple rejects localhost addresses. */
export const vapidSubject = (env: NodeJS.ProcessEnv = process.env) =>
  env.VAPID_SUBJECT?.trim() || 'mailto:quantri@van-tai.invalid';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushOutcome =
  | { kind: 'sent'; status: number }
  /** The subscription no longer exists (404/410): forget it. */
  | { kind: 'gone'; status: number }
  /** Rate limited, a server error or no answer: try again later. */
  | { kind: 'retry'; status: number | null; retryAfterMs: number | null }
  /** Refused for good (bad payload, wrong key): retrying would not help. */
  | { kind: 'failed'; status: number };

export type PushSenderOptions = {
  vapid: VapidKeys;
  subject?: string;
  /** How long the push service may keep an undelivered message (seconds). */
  ttlSeconds?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * Resolve each endpoint when sending and connect only to a public address, pinned for the
   * request (default in production). Absent: plain `fetch` (API tests' fake push service on
   * localhost, with `allowLocalEndpoints`).
   */
  resolver?: Resolver;
};

export type PushSender = { send(target: PushTarget, payload: string): Promise<PushOutcome> };

/** Retry-After is seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export function classifyPushStatus(status: number, retryAfter: string | null): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent', status };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) return { kind: 'retry', status, retryAfterMs: retryAfterMs(retryAfter) };
  return { kind: 'failed', status };
}

export function createWebPushSender({
  vapid,
  subject = vapidSubject(),
  ttlSeconds = 24 * 3600,
  timeoutMs = 15_000,
  fetch: fetchFn = globalThis.fetch,
  resolver,
}: PushSenderOptions): PushSender {
  return {
    async send(target, payload) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: ttlSeconds,
          contentEncoding: 'aes128gcm',
          urgency: 'high',
        },
      );
      const headers = new Headers();
      for (const [name, value] of Object.entries(details.headers)) {
        // fetch computes the length itself and refuses a hand-set one on some runtimes.
        if (name.toLowerCase() !== 'content-length' && value !== undefined) headers.set(name, String(value));
      }
      if (resolver) {
        let pinned: ResolvedAddress | null;
        try {
          pinned = await resolvePublic(details.endpoint, resolver);
        } catch {
          return { kind: 'retry', status: null, retryAfterMs: null };
        }
        // Not a public address (now): never sent, and the subscription is dropped.
        if (!pinned) return { kind: 'gone', status: 0 };
        try {
          const answer = await pinnedPost(details.endpoint, pinned, headers, details.body, timeoutMs);
          return classifyPushStatus(answer.status, answer.retryAfter);
        } catch {
          return { kind: 'retry', status: null, retryAfterMs: null };
        }
      }
      let response: Response;
      try {
        response = await fetchFn(details.endpoint, {
          method: 'POST',
          headers,
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch {
        return { kind: 'retry', status: null, retryAfterMs: null };
      }
      // Drain the answer so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      return classifyPushStatus(response.status, response.headers.get('retry-after'));
    },
  };
}
