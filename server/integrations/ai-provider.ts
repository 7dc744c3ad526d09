/**
 * The language-model client: one OpenAI-compatible `POST {baseUrl}/chat/completions` (Ollama,
 * llama.cpp server, vLLM, LM Studio and hosted APIs all speak it). Answers are streamed (SSE
 * `data: {choices:[{delta:{content}}]}` lines until `data: [DONE]`), asked for as structured output
 * (`response_format: json_schema` from the zod schema), validated with zod and asked again once
 * when malformed, with what was wrong. Every failure becomes an AiError with a Vietnamese message.
 *
 * Private addresses are NOT refused here (unlike push endpoints and WordPress sites): a local model
 * server on 127.0.0.1 is the normal case, and only administrators may set the address.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ARTICLE_MESSAGES } from '@/contracts/articles-vocabulary';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import type { SecretBox } from '../lib/secrets';

export type AiConfig = { baseUrl: string; model: string; apiKey?: string };

/** The settings row the AI settings screen writes (`PUT /api/ai-settings`); the key is encrypted. */
export const AI_SETTINGS_KEY = 'ai.provider';
export type StoredAiSettings = { baseUrl: string; model: string; apiKeyEnc?: string | null };

/** Per request: the whole answer (streamed) within this time; Node's fetch gives up connecting after 10 s. */
export const AI_REQUEST_TIMEOUT_MS = 120_000;

export const AI_MESSAGES = {
  unauthorized: 'Máy chủ AI từ chối khóa API (HTTP 401/403). Kiểm tra lại khóa API trong "Cài đặt AI".',
  modelNotFound: (model: string) =>
    `Máy chủ AI không có mô hình "${model}" hoặc không có đường dẫn /chat/completions (HTTP 404). Kiểm tra địa chỉ và tên mô hình.`,
  timeout: (seconds: number) => `Máy chủ AI không trả lời trong ${seconds} giây.`,
  unreachable: (baseUrl: string) => `Không kết nối được máy chủ AI tại ${baseUrl}.`,
  busy: 'Máy chủ AI đang quá tải (HTTP 429). Vui lòng thử lại sau.',
  rejected: (status: number, reason: string) =>
    `Máy chủ AI từ chối yêu cầu (HTTP ${status})${reason ? `: ${reason}` : '.'}`,
  serverError: (status: number) => `Máy chủ AI gặp lỗi (HTTP ${status}).`,
  badStream: 'Máy chủ AI trả lời không đúng định dạng OpenAI (chat/completions).',
  empty: 'Máy chủ AI trả lời rỗng.',
  aborted: 'Đã dừng yêu cầu tới máy chủ AI.',
  malformed: ARTICLE_MESSAGES.generationFailed,
  testOk: (model: string) => `Kết nối thành công. Mô hình "${model}" đã trả lời.`,
} as const;

/** A failure talking to the model; `retryable` tells the job whether another attempt may help. */
export class AiError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    /** What exactly was wrong (logged; the message is what users see). */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

export type CompleteJsonArgs<T> = {
  system: string;
  user: string;
  schema: z.ZodType<T>;
  name: string;
  signal?: AbortSignal;
  onDelta?: (textSoFar: string) => void;
  /**
   * Images sent with the user's text as OpenAI `image_url` content parts (base64 data URLs); only
   * for a provider declared vision-capable (`aiVisionEnabled`).
   */
  images?: readonly { mime: string; bytes: Buffer }[];
};

/** An OpenAI chat content part: text, or an image as a data URL. */
type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };
type Message = { role: 'system' | 'user' | 'assistant'; content: string | ContentPart[] };

/**
 * Whether the configured model reads images (`AI_VISION=1`): the quotation screen's "lines from a
 * photo" goes to the model only then (else through the quote-image webhook, or not at all).
 */
export function aiVisionEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return ['1', 'true', 'yes'].includes((env.AI_VISION ?? '').trim().toLowerCase());
}

/** The user's turn: plain text, or text then the images as `image_url` data URLs. */
export function userContent(text: string, images?: CompleteJsonArgs<unknown>['images']): string | ContentPart[] {
  if (!images?.length) return text;
  return [
    { type: 'text', text },
    ...images.map(
      (image): ContentPart => ({
        type: 'image_url',
        image_url: { url: `data:${image.mime};base64,${image.bytes.toString('base64')}` },
      }),
    ),
  ];
}

export class AiProvider {
  private readonly timeoutMs: number;

  constructor(
    readonly config: AiConfig,
    options: { timeoutMs?: number } = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? AI_REQUEST_TIMEOUT_MS;
  }

  async completeJson<T>(args: CompleteJsonArgs<T>): Promise<T> {
    const messages: Message[] = [
      { role: 'system', content: args.system },
      { role: 'user', content: userContent(args.user, args.images) },
    ];
    const jsonSchema = toStrictJsonSchema(args.schema);
    let problem = '';
    for (let attempt = 1; attempt <= 2; attempt++) {
      const text = await this.chat(messages, { name: args.name, schema: jsonSchema }, args.signal, args.onDelta);
      const parsed = parseJsonAnswer(text, args.schema);
      if (parsed.ok) return parsed.value;
      problem = parsed.problem;
      // Tell the model what was wrong and ask once more (its own answer stays in the conversation).
      messages.push(
        { role: 'assistant', content: text.slice(0, 20_000) },
        {
          role: 'user',
          content:
            `Your previous answer was not valid: ${problem}. ` +
            'Answer again with ONLY one JSON object that matches the JSON schema exactly, with no other text.',
        },
      );
    }
    throw new AiError(AI_MESSAGES.malformed, false, undefined, problem);
  }

  /** "Kiểm tra kết nối": one tiny structured answer through the same path as a generation. */
  async test(signal?: AbortSignal): Promise<{ ok: boolean; model: string; message: string }> {
    try {
      await this.completeJson({
        system: 'You are a connection test. [ai-test]',
        user: 'Reply with {"ok": true}.',
        schema: z.object({ ok: z.boolean() }),
        name: 'connection_test',
        signal,
      });
      return { ok: true, model: this.config.model, message: AI_MESSAGES.testOk(this.config.model) };
    } catch (err) {
      return { ok: false, model: this.config.model, message: err instanceof Error ? err.message : String(err) };
    }
  }

  /** One streamed chat completion; the whole text of the answer. */
  private async chat(
    messages: Message[],
    format: { name: string; schema: Record<string, unknown> },
    signal: AbortSignal | undefined,
    onDelta: ((textSoFar: string) => void) | undefined,
  ): Promise<string> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const url = `${this.config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const fail = (err: unknown): never => {
      if (err instanceof AiError) throw err;
      if (signal?.aborted) throw new AiError(AI_MESSAGES.aborted, true);
      if (timeout.aborted) throw new AiError(AI_MESSAGES.timeout(Math.round(this.timeoutMs / 1000)), true);
      throw new AiError(AI_MESSAGES.unreachable(this.config.baseUrl), true);
    };
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream, application/json',
          ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.config.model,
          messages,
          stream: true,
          temperature: 0.7,
          response_format: {
            type: 'json_schema',
            json_schema: { name: format.name, schema: format.schema, strict: true },
          },
        }),
        signal: combined,
        redirect: 'error',
      });
    } catch (err) {
      return fail(err);
    }
    if (!res.ok) {
      const reason = await res.text().then(errorReason, () => '');
      throw statusError(res.status, this.config.model, reason);
    }
    try {
      const type = res.headers.get('content-type') ?? '';
      // A server that ignores `stream: true` answers one JSON document.
      if (!type.includes('text/event-stream')) {
        const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
        const content = body.choices?.[0]?.message?.content;
        if (typeof content !== 'string') throw new AiError(AI_MESSAGES.badStream, false);
        onDelta?.(content);
        return content;
      }
      return await readStream(res, onDelta);
    } catch (err) {
      return fail(err);
    }
  }
}

function statusError(status: number, model: string, reason: string): AiError {
  if (status === 401 || status === 403) return new AiError(AI_MESSAGES.unauthorized, false, status);
  if (status === 404) return new AiError(AI_MESSAGES.modelNotFound(model), false, status);
  if (status === 429) return new AiError(AI_MESSAGES.busy, true, status);
  if (status >= 500) return new AiError(AI_MESSAGES.serverError(status), true, status);
  return new AiError(AI_MESSAGES.rejected(status, reason), false, status);
}

/** The `error.message` of an OpenAI-style error body (or its first characters), for the admin. */
function errorReason(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const m = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (typeof m === 'string') return m.slice(0, 300);
  } catch {}
  return body.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/** Reads `data:` lines of an OpenAI stream until `[DONE]` (or the end), handing out the text so far. */
export async function readStream(res: Response, onDelta?: (textSoFar: string) => void): Promise<string> {
  if (!res.body) throw new AiError(AI_MESSAGES.badStream, false);
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  let sawData = false;
  const handle = (line: string): boolean => {
    if (!line.startsWith('data:')) return false;
    const data = line.slice(5).trim();
    if (data === '[DONE]') return true;
    sawData = true;
    let chunk: { choices?: { delta?: { content?: unknown } }[]; error?: { message?: string } };
    try {
      chunk = JSON.parse(data);
    } catch {
      throw new AiError(AI_MESSAGES.badStream, false);
    }
    if (chunk.error) throw new AiError(AI_MESSAGES.rejected(200, chunk.error.message ?? ''), true);
    const piece = chunk.choices?.[0]?.delta?.content;
    if (typeof piece === 'string' && piece) {
      text += piece;
      onDelta?.(text);
    }
    return false;
  };
  for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
      const line = buffer.slice(0, at).replace(/\r$/, '');
      buffer = buffer.slice(at + 1);
      if (handle(line)) return finish(text);
    }
  }
  if (buffer && handle(buffer.replace(/\r$/, ''))) return finish(text);
  if (!sawData) throw new AiError(AI_MESSAGES.badStream, false);
  return finish(text);
}

function finish(text: string): string {
  if (!text.trim()) throw new AiError(AI_MESSAGES.empty, true);
  return text;
}

/**
 * The model's text as the wanted JSON: code fences and text around the object are tolerated
 * (small local models add them); then zod decides. `problem` is what the retry tells the model.
 */
export function parseJsonAnswer<T>(
  text: string,
  schema: z.ZodType<T>,
): { ok: true; value: T } | { ok: false; problem: string } {
  let body = text.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(body);
  if (fenced?.[1] !== undefined) body = fenced[1];
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    const start = body.indexOf('{');
    const end = body.lastIndexOf('}');
    try {
      if (start < 0 || end <= start) throw new Error('no object');
      json = JSON.parse(body.slice(start, end + 1));
    } catch {
      return { ok: false, problem: 'it is not valid JSON' };
    }
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
  return { ok: false, problem: `it does not match the schema (${issues})` };
}

/** The JSON schema sent as `response_format` (strict mode: no `$schema`, every property required). */
export function toStrictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema) as Record<string, unknown>;
  return rest;
}

/**
 * The effective configuration: the administrator's settings (key decrypted) over the environment's
 * AI_BASE_URL / AI_MODEL / AI_API_KEY; null when neither names a base URL and a model.
 */
export async function loadAiConfig(db: Db, box: SecretBox, env: NodeJS.ProcessEnv = process.env) {
  return (await resolveAiConfig(db, box, env)).config;
}

export type AiConfigSource = 'settings' | 'env' | 'none';

export async function resolveAiConfig(
  db: Db,
  box: SecretBox,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ config: AiConfig | null; source: AiConfigSource; stored: StoredAiSettings | null }> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, AI_SETTINGS_KEY));
  const stored = (row?.value as StoredAiSettings | undefined) ?? null;
  if (stored?.baseUrl && stored.model) {
    const apiKey = stored.apiKeyEnc ? box.decrypt(stored.apiKeyEnc) : undefined;
    return { config: { baseUrl: stored.baseUrl, model: stored.model, apiKey }, source: 'settings', stored };
  }
  const baseUrl = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  if (baseUrl && model) {
    return { config: { baseUrl, model, apiKey: env.AI_API_KEY?.trim() || undefined }, source: 'env', stored };
  }
  return { config: null, source: 'none', stored };
}
