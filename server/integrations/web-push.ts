/**
 * Browser push over the Web Push protocol: the server's VAPID key pair (generated on first start
 * and kept in `settings`, so every instance signs with the same key and existing subscriptions
 * survive restarts), and one HTTP POST per subscription with the payload encrypted as aes128gcm
 * (RFC 8291) by the `web-push` library. We send with fetch rather than web-push's own https-only
 * sender so the outcome (sent / gone / retry / failed) is ours to decide.
 */
import webpush from 'web-push';
import type { Db } from '../db/client';
import { getOrCreateSetting } from '../modules/settings/repo';

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
