/**
 * A fake automation webhook receiver (n8n stand-in) on loopback for the API tests and e2e. Every
 * POST to `/<kind>` is checked: `X-Signature-256` must be `sha256=<hex HMAC-SHA256 of the body>`
 * with the shared secret (401 otherwise); it is recorded with its headers and body and answered
 * 200 `{ok:true, message}` — or, for `/quote-image`, the JSON product lines. It can be told to
 * fail the next N requests (a status, optionally Retry-After), or to always answer one status.
 *
 * In-process (`fake.set({...})`) or over HTTP (`POST /__control` with the same JSON; `GET
 * /__requests` lists what was received; `POST /__reset`), so e2e can drive a separate process:
 *   tsx tests/support/fake-webhook.ts --port 8641 --secret e2e-webhook-secret
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export type FakeWebhookBehaviour = {
  secret: string;
  /** The next N requests answer `failStatus` (with `failBody` and Retry-After when given). */
  failTimes: number;
  failStatus: number;
  failBody: unknown;
  retryAfter: string | null;
  /** Every request answers this status (null: normal). */
  alwaysStatus: number | null;
  /**
   * Only requests to this path fail or answer `alwaysStatus` (null: every path). One receiver serves
   * every e2e spec at once: a failure meant for bulk writing must not land on a share from the blog.
   */
  onlyPath: string | null;
  /** What /quote-image answers (product lines). */
  quoteLines: unknown[];
};

export type ReceivedRequest = {
  path: string;
  headers: Record<string, string>;
  /** The body as text (JSON kinds) — for multipart, the raw text including the file part. */
  body: string;
  json: unknown;
  signatureOk: boolean;
  bytes: number;
  at: string;
};

export const DEFAULT_QUOTE_LINES = [
  { tensp: 'Thùng carton 5 lớp', xuatxu: 'Việt Nam', donvi: 'Cái', soluong: 200, dongia: 12500, ghichu: '' },
  {
    tensp: 'Băng keo trong 100 yard',
    xuatxu: 'Việt Nam',
    donvi: 'Cuộn',
    soluong: 50,
    dongia: 18000,
    ghichu: 'Giao kèm',
  },
];

const DEFAULTS = (secret: string): FakeWebhookBehaviour => ({
  secret,
  failTimes: 0,
  failStatus: 500,
  failBody: { message: 'Lỗi máy nhận thử nghiệm' },
  retryAfter: null,
  alwaysStatus: null,
  onlyPath: null,
  quoteLines: DEFAULT_QUOTE_LINES,
});

export type FakeWebhook = {
  baseUrl: string;
  port: number;
  requests: ReceivedRequest[];
  set(change: Partial<FakeWebhookBehaviour>): void;
  reset(): void;
  close(): Promise<void>;
};

export const signatureOf = (secret: string, body: Buffer) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export async function startFakeWebhook({ port = 0, secret = 'test-webhook-secret' } = {}): Promise<FakeWebhook> {
  let behaviour = DEFAULTS(secret);
  const requests: ReceivedRequest[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const raw = await readBody(req);
    if (url.pathname === '/__requests' && req.method === 'GET') return json(res, 200, requests);
    if (url.pathname === '/__reset' && req.method === 'POST') {
      behaviour = DEFAULTS(secret);
      requests.length = 0;
      return json(res, 200, { ok: true });
    }
    if (url.pathname === '/__control' && req.method === 'POST') {
      behaviour = { ...behaviour, ...(JSON.parse(raw.toString('utf8') || '{}') as Partial<FakeWebhookBehaviour>) };
      return json(res, 200, behaviour);
    }
    if (req.method !== 'POST') return json(res, 405, { message: 'POST only' });
    const given = String(req.headers['x-signature-256'] ?? '');
    const expected = signatureOf(behaviour.secret, raw);
    const signatureOk = given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    const text = raw.toString('utf8');
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    requests.push({
      path: url.pathname,
      headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
      body: text,
      json: parsed,
      signatureOk,
      bytes: raw.length,
      at: new Date().toISOString(),
    });
    if (!signatureOk) return json(res, 401, { message: 'Chữ ký không hợp lệ' });
    const targeted = behaviour.onlyPath === null || behaviour.onlyPath === url.pathname;
    if (targeted && behaviour.alwaysStatus !== null) return json(res, behaviour.alwaysStatus, behaviour.failBody);
    if (targeted && behaviour.failTimes > 0) {
      behaviour.failTimes -= 1;
      if (behaviour.retryAfter) res.setHeader('retry-after', behaviour.retryAfter);
      return json(res, behaviour.failStatus, behaviour.failBody);
    }
    if (url.pathname.endsWith('/quote-image')) return json(res, 200, { lines: behaviour.quoteLines });
    return json(res, 200, { ok: true, message: 'Đã nhận yêu cầu' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return {
    baseUrl: `http://127.0.0.1:${actual}`,
    port: actual,
    requests,
    set(change) {
      behaviour = { ...behaviour, ...change };
    },
    reset() {
      behaviour = DEFAULTS(secret);
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

// CLI: `tsx tests/support/fake-webhook.ts --port N --secret S` (the e2e config starts it as a web server).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const fake = await startFakeWebhook({
    port: Number(arg('--port') ?? 0),
    secret: arg('--secret') ?? 'e2e-webhook-secret',
  });
  console.log(`fake webhook listening on ${fake.baseUrl}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
