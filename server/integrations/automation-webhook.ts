/**
 * One POST to an automation webhook (n8n or any receiver): the exact body bytes signed with
 * HMAC-SHA256 (`X-Signature-256: sha256=<hex>`), the delivery's request id as `Idempotency-Key`
 * and `X-Request-Id`, the caller as `X-User-Id`/`X-Username`. The address is checked like a push
 * endpoint (public unicast only, resolved and pinned per request) unless the deployment allows
 * private addresses; the request is bounded (15 s) and the answer capped. Never throws: the
 * outcome says what the job should do (delivered, refused for good, or try again).
 */
import { createHmac } from 'node:crypto';
import { promises as dns } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { AUTOMATION_MESSAGES as M } from '@/contracts/automation-vocabulary';
import { isPublicWebUrl, type Resolver, resolvePublic } from './public-address';
import { pinnedLookup } from './web-push';

export const WEBHOOK_TIMEOUT_MS = 15_000;
const MAX_ANSWER_BYTES = 1024 * 1024;
/** Stored answer text is cut to this many characters. */
export const ANSWER_TEXT_LIMIT = 2000;

export type WebhookBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'file'; field: string; fileName: string; mime: string; bytes: Buffer };

export type WebhookRequest = {
  url: string;
  secret: string;
  requestId: string;
  userId: number | null;
  username: string | null;
  body: WebhookBody;
  allowPrivate: boolean;
  timeoutMs?: number;
  resolver?: Resolver;
};

export type WebhookOutcome =
  | { kind: 'delivered'; status: number; text: string; json: unknown }
  /** 4xx (not 408/429): the receiver refused; sending again would not help. */
  | { kind: 'refused'; status: number; message: string; text: string }
  /** 5xx, 408, 429, timeout, network: worth another try (Retry-After in ms when the receiver said). */
  | { kind: 'retry'; status: number | null; message: string; text: string; retryAfterMs: number | null };

export const signBody = (secret: string, bytes: Buffer) =>
  `sha256=${createHmac('sha256', secret).update(bytes).digest('hex')}`;

const defaultResolver: Resolver = async (host) =>
  (await dns.lookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family as 4 | 6,
  }));

/** The body bytes and their content type. */
export function encodeBody(body: WebhookBody, boundary = `----vantai${Date.now().toString(16)}`) {
  if (body.kind === 'json') {
    return { bytes: Buffer.from(JSON.stringify(body.value), 'utf8'), contentType: 'application/json; charset=utf-8' };
  }
  const safeName = body.fileName.replace(/["\r\n\\]/g, '_');
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${body.field}"; filename="${safeName}"\r\n` +
      `Content-Type: ${body.mime}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  return { bytes: Buffer.concat([head, body.bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Retry-After as milliseconds (seconds or an HTTP date), null when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** A receiver's short explanation: its JSON `message`/`error`, else its plain text. */
export function receiverDetail(text: string, json: unknown): string {
  if (json && typeof json === 'object') {
    const o = json as Record<string, unknown>;
    for (const k of ['message', 'error', 'detail']) {
      const v = o[k];
      if (typeof v === 'string' && v.trim()) return v.trim().slice(0, 300);
      if (v && typeof v === 'object' && typeof (v as { message?: unknown }).message === 'string') {
        return String((v as { message: string }).message).slice(0, 300);
      }
    }
  }
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, 300);
}

/** Sends one webhook request; the address must pass the public check unless allowed private. */
export async function sendWebhook(req: WebhookRequest): Promise<WebhookOutcome> {
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return { kind: 'refused', status: 0, message: M.badUrl, text: '' };
  }
  let lookup: LookupFunction | undefined;
  if (!req.allowPrivate) {
    let pinned: Awaited<ReturnType<typeof resolvePublic>>;
    try {
      pinned = await resolvePublic(url.href, req.resolver ?? defaultResolver, isPublicWebUrl);
    } catch {
      return { kind: 'retry', status: null, message: M.receiverUnreachable, text: '', retryAfterMs: null };
    }
    if (!pinned) return { kind: 'refused', status: 0, message: M.privateAddress, text: '' };
    lookup = pinnedLookup(pinned);
  }
  const { bytes, contentType } = encodeBody(req.body);
  const headers: Record<string, string> = {
    'content-type': contentType,
    'content-length': String(bytes.length),
    accept: 'application/json, text/plain;q=0.9, */*;q=0.5',
    'user-agent': 'van-tai-automation/1.0',
    'x-signature-256': signBody(req.secret, bytes),
    'idempotency-key': req.requestId,
    'x-request-id': req.requestId,
    ...(req.userId !== null ? { 'x-user-id': String(req.userId) } : {}),
    // Header values are latin-1: a Vietnamese username is sent percent-encoded.
    ...(req.username ? { 'x-username': encodeURIComponent(req.username) } : {}),
  };
  const timeoutMs = req.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  let answer: { status: number; text: string; retryAfter?: string };
  try {
    answer = await post(url, headers, bytes, timeoutMs, lookup);
  } catch (err) {
    const timeout = (err as { code?: string }).code === 'HOOK_TIMEOUT';
    return {
      kind: 'retry',
      status: null,
      message: timeout ? M.receiverTimeout : M.receiverUnreachable,
      text: '',
      retryAfterMs: null,
    };
  }
  const text = answer.text.slice(0, ANSWER_TEXT_LIMIT);
  let json: unknown = null;
  try {
    json = answer.text ? JSON.parse(answer.text.replace(/^\uFEFF/, '')) : null;
  } catch {
    json = null;
  }
  const { status } = answer;
  if (status >= 200 && status < 300) return { kind: 'delivered', status, text, json };
  const detail = receiverDetail(answer.text, json);
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return { kind: 'refused', status, message: M.receiverRefused(status, detail), text };
  }
  return {
    kind: 'retry',
    status,
    message: M.receiverError(status, detail),
    text,
    retryAfterMs: retryAfterMs(answer.retryAfter),
  };
}

function post(
  url: URL,
  headers: Record<string, string>,
  body: Buffer,
  timeoutMs: number,
  lookup: LookupFunction | undefined,
): Promise<{ status: number; text: string; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(url, { method: 'POST', headers, lookup });
    const fail = (code: string) => req.destroy(Object.assign(new Error(code), { code }));
    const overall = setTimeout(() => fail('HOOK_TIMEOUT'), timeoutMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size <= MAX_ANSWER_BYTES) chunks.push(c);
      });
      res.on('end', () => {
        clearTimeout(overall);
        const retryAfter = res.headers['retry-after'];
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
        });
      });
      res.on('error', (err) => {
        clearTimeout(overall);
        reject(err);
      });
    });
    req.on('error', (err) => {
      clearTimeout(overall);
      reject(err);
    });
    req.end(body);
  });
}
