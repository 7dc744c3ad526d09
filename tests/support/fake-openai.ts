/**
 * A fake OpenAI-compatible model server on loopback for the API tests and e2e (no model weights
 * can be installed here). `POST /v1/chat/completions` streams an answer as SSE chunks and
 * `data: [DONE]` (or one JSON document when `stream` is false). What it answers follows the
 * request's `response_format.json_schema.name` (the article-ai prompts name each kind); the main
 * keyword is read from the prompt's `Main keyword:` (or Vietnamese `Từ khóa chính:`) line so answers look related.
 *
 * Behaviour can be changed in-process (`fake.set({...})`) or over HTTP (`POST /__control` with the
 * same JSON; `GET /__requests` lists what was asked), so e2e can drive a separate process:
 *   tsx tests/support/fake-openai.ts --port 5632
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export type FakeBehaviour = {
  /** The next N completions answer text that is not valid JSON for the schema. */
  malformed: number;
  /** Answers used instead of the usual ones, by response_format name. */
  answers: Record<string, unknown>;
  /** Delay before each streamed chunk (a slow model). */
  chunkDelayMs: number;
  /** Characters per chunk. */
  chunkSize: number;
  /** The next N completions answer this HTTP status with an OpenAI-style error. */
  failStatus: number | null;
  failTimes: number;
  /** When set, requests without `Authorization: Bearer <apiKey>` answer 401. */
  apiKey: string | null;
  /** Models the server knows; another model answers 404. Empty: every model. */
  models: string[];
};

export type FakeRequest = {
  model: string;
  name: string | null;
  stream: boolean;
  /** Text of each message (a multi-part content's text parts joined). */
  messages: { role: string; content: string }[];
  /** The `image_url` URLs (data URLs) of the request's content parts, in order. */
  images: string[];
  authorization: string | null;
};

type ContentPart = { type?: string; text?: string; image_url?: { url?: string } };

/** The quotation's lines proposed from any photo (`quote_lines`): deterministic, with Vietnamese text. */
export const FAKE_QUOTE_LINES = [
  { tensp: 'Thùng carton 5 lớp', xuatxu: 'Việt Nam', donvi: 'thùng', soluong: 120, dongia: 15500, ghichu: '' },
  {
    tensp: 'Pallet gỗ 1200x1000',
    xuatxu: 'Việt Nam',
    donvi: 'cái',
    soluong: 20,
    dongia: 185000,
    ghichu: 'Đã hun trùng',
  },
  { tensp: 'Màng PE quấn hàng', xuatxu: 'Thái Lan', donvi: 'cuộn', soluong: 30, dongia: 92000, ghichu: '' },
];

const DEFAULTS: FakeBehaviour = {
  malformed: 0,
  answers: {},
  chunkDelayMs: 0,
  chunkSize: 24,
  failStatus: null,
  failTimes: 0,
  apiKey: null,
  models: [],
};

export type FakeOpenAi = {
  /** Base URL to configure (`AI_BASE_URL`), ending in /v1. */
  baseUrl: string;
  port: number;
  requests: FakeRequest[];
  set(change: Partial<FakeBehaviour>): void;
  reset(): void;
  close(): Promise<void>;
};

/** The answer per kind: deterministic, in the shape the article-ai schemas ask for. */
export function fakeAnswer(name: string | null, keyword: string): unknown {
  const k = keyword || 'vận tải hàng hóa';
  switch (name) {
    case 'sub_keywords':
      return {
        subKeywords: [
          `${k} giá rẻ`,
          `${k} uy tín`,
          `dịch vụ ${k}`,
          `${k} tại Hà Nội`,
          `${k} tại TP.HCM`,
          `bảng giá ${k}`,
          `kinh nghiệm ${k}`,
        ],
      };
    case 'outline':
      return {
        sections: [
          { heading: `${k} là gì?`, points: ['Khái niệm', 'Lợi ích'] },
          { heading: `Bảng giá ${k}`, points: ['Các yếu tố ảnh hưởng giá'] },
          { heading: `Kinh nghiệm chọn ${k}`, points: ['Tiêu chí', 'Lưu ý'] },
          { heading: 'Kết luận', points: [] },
        ],
      };
    case 'title_description':
      return {
        title: `${k}: hướng dẫn đầy đủ`.slice(0, 70),
        description: `Tìm hiểu ${k}: bảng giá, kinh nghiệm chọn đơn vị uy tín và những lưu ý quan trọng.`.slice(0, 160),
      };
    case 'semantic_keywords':
      return { semanticKeywords: [`${k} giá tốt`, 'vận chuyển', 'logistics', 'giao hàng nhanh', 'cước phí'] };
    case 'article_content':
      return {
        html:
          `<h2>${k} là gì?</h2><p>${k} là dịch vụ giúp doanh nghiệp vận chuyển hàng hóa an toàn.</p>` +
          `<h2>Bảng giá ${k}</h2><ul><li>Theo quãng đường</li><li>Theo khối lượng</li></ul>` +
          `<h2>Kết luận</h2><p>Liên hệ để được tư vấn.</p>`,
        slug: null,
      };
    case 'connection_test':
      return { ok: true };
    case 'quote_lines':
      return { lines: FAKE_QUOTE_LINES };
    default:
      return {};
  }
}

export async function startFakeOpenAi(options: { port?: number; host?: string } = {}): Promise<FakeOpenAi> {
  let behaviour: FakeBehaviour = { ...DEFAULTS };
  const requests: FakeRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/__control') {
        const change = JSON.parse((await readBody(req)) || '{}') as Partial<FakeBehaviour> & { reset?: boolean };
        if (change.reset) behaviour = { ...DEFAULTS };
        const { reset: _r, ...rest } = change;
        behaviour = { ...behaviour, ...rest };
        return json(res, 200, behaviour);
      }
      if (req.method === 'GET' && url.pathname === '/__requests') return json(res, 200, requests);
      if (req.method === 'GET' && url.pathname === '/v1/models') {
        return json(res, 200, { object: 'list', data: behaviour.models.map((id) => ({ id, object: 'model' })) });
      }
      if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
        return json(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
      }
      const body = JSON.parse(await readBody(req)) as {
        model?: string;
        stream?: boolean;
        messages?: { role: string; content: string | ContentPart[] }[];
        response_format?: { json_schema?: { name?: string } };
      };
      const record: FakeRequest = {
        model: body.model ?? '',
        name: body.response_format?.json_schema?.name ?? null,
        stream: body.stream === true,
        messages: (body.messages ?? []).map((m) => ({
          role: m.role,
          content: typeof m.content === 'string' ? m.content : m.content.map((p) => p.text ?? '').join(''),
        })),
        images: (body.messages ?? []).flatMap((m) =>
          typeof m.content === 'string'
            ? []
            : m.content.filter((p) => p.type === 'image_url').map((p) => p.image_url?.url ?? ''),
        ),
        authorization: req.headers.authorization ?? null,
      };
      requests.push(record);
      if (behaviour.apiKey && req.headers.authorization !== `Bearer ${behaviour.apiKey}`) {
        return json(res, 401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } });
      }
      if (behaviour.models.length && !behaviour.models.includes(record.model)) {
        return json(res, 404, { error: { message: `model "${record.model}" not found`, type: 'not_found_error' } });
      }
      if (behaviour.failStatus && behaviour.failTimes > 0) {
        behaviour.failTimes--;
        return json(res, behaviour.failStatus, { error: { message: 'Fake failure', type: 'server_error' } });
      }
      const userText = record.messages.find((m) => m.role === 'user')?.content ?? '';
      const keyword = /(?:Main keyword|Từ khóa chính):\s*(.+)/.exec(userText)?.[1]?.trim() ?? '';
      let text = JSON.stringify(
        record.name && record.name in behaviour.answers
          ? behaviour.answers[record.name]
          : fakeAnswer(record.name, keyword),
      );
      if (behaviour.malformed > 0) {
        behaviour.malformed--;
        text = `Sure! Here it is: {"oops": ${JSON.stringify(keyword)}`;
      }
      if (!record.stream) {
        return json(res, 200, {
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          model: record.model,
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        });
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const { chunkSize, chunkDelayMs } = behaviour;
      for (let i = 0; i < text.length && !res.destroyed; i += chunkSize) {
        if (chunkDelayMs) await new Promise((r) => setTimeout(r, chunkDelayMs));
        const chunk = {
          id: 'chatcmpl-fake',
          object: 'chat.completion.chunk',
          model: record.model,
          choices: [{ index: 0, delta: { content: text.slice(i, i + chunkSize) }, finish_reason: null }],
        };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    } catch (err) {
      if (!res.headersSent) json(res, 500, { error: { message: String(err) } });
      else res.destroy();
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    set: (change) => {
      behaviour = { ...behaviour, ...change };
    },
    reset: () => {
      behaviour = { ...DEFAULTS };
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

// CLI: `tsx tests/support/fake-openai.ts --port N` (the e2e config starts it as a web server).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--port');
  const port = at >= 0 ? Number(process.argv[at + 1]) : 0;
  const fake = await startFakeOpenAi({ port });
  console.log(`fake OpenAI listening on ${fake.baseUrl}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
