import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AI_MESSAGES, AiError, AiProvider } from '../../../server/integrations/ai-provider';
import { buildPrompt, type PromptArticle } from '../../../server/modules/article-ai/prompts';
import { type FakeOpenAi, startFakeOpenAi } from '../../support/fake-openai';

const article: PromptArticle = {
  language: 'Vietnamese',
  schemaType: 'Article',
  mainKeyword: 'xe tải',
  subKeywords: null,
  outline: null,
  title: null,
  description: null,
  semanticKeywords: null,
  internalLinks: null,
};

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const provider = (extra: Partial<{ apiKey: string; model: string; baseUrl: string }> = {}, timeoutMs?: number) =>
  new AiProvider({ baseUrl: fake.baseUrl, model: 'fake', ...extra }, { timeoutMs });

describe('AiProvider.completeJson', () => {
  it('streams the answer, hands out the text so far, validates it', async () => {
    const p = buildPrompt('sub-keywords', article);
    const deltas: string[] = [];
    const out = await provider({ apiKey: 'k1' }).completeJson({ ...p, onDelta: (t) => deltas.push(t) });
    expect((out as { subKeywords: string[] }).subKeywords).toContain('xe tải giá rẻ');
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas[1]?.startsWith(deltas[0] ?? 'x')).toBe(true);
    const req = fake.requests[0];
    expect(req?.stream).toBe(true);
    expect(req?.name).toBe('sub_keywords');
    expect(req?.model).toBe('fake');
    expect(req?.authorization).toBe('Bearer k1');
  });

  it('asks again once, saying what was wrong, when the answer is malformed', async () => {
    fake.set({ malformed: 1 });
    const out = await provider().completeJson(buildPrompt('title-description', article));
    expect(out).toMatchObject({ title: expect.stringContaining('xe tải') });
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]?.messages ?? [];
    expect(retry.at(-2)?.role).toBe('assistant');
    expect(retry.at(-1)?.content).toContain('not valid JSON');
  });

  it('gives up after a second malformed answer with the generation-failed text', async () => {
    fake.set({ malformed: 2 });
    const err = await provider()
      .completeJson(buildPrompt('outline', article))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AiError);
    expect((err as AiError).message).toContain(AI_MESSAGES.malformed);
    expect((err as AiError).retryable).toBe(false);
    expect(fake.requests).toHaveLength(2);
  });

  it('reads a non-streamed answer too', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = (async (url: string, init: RequestInit) =>
      original(url, { ...init, body: String(init.body).replace('"stream":true', '"stream":false') })) as typeof fetch;
    try {
      const out = await provider().completeJson({
        system: '[task: connection_test]',
        user: 'x',
        schema: z.object({ ok: z.boolean() }),
        name: 'connection_test',
      });
      expect(out).toEqual({ ok: true });
    } finally {
      globalThis.fetch = original;
    }
  });

  it('clear Vietnamese errors: key, model, server, unreachable, timeout, abort', async () => {
    const p = buildPrompt('outline', article);
    const fail = (pr: AiProvider, signal?: AbortSignal) =>
      pr.completeJson({ ...p, signal }).then(
        () => {
          throw new Error('should fail');
        },
        (e: AiError) => e,
      );
    fake.set({ apiKey: 'right' });
    expect((await fail(provider({ apiKey: 'wrong' }))).message).toBe(AI_MESSAGES.unauthorized);
    fake.set({ apiKey: null, models: ['llama3'] });
    expect((await fail(provider())).message).toBe(AI_MESSAGES.modelNotFound('fake'));
    fake.set({ models: [], failStatus: 503, failTimes: 1 });
    const server = await fail(provider());
    expect(server.message).toBe(AI_MESSAGES.serverError(503));
    expect(server.retryable).toBe(true);
    const closed = `http://127.0.0.1:1/v1`;
    expect((await fail(provider({ baseUrl: closed }))).message).toBe(AI_MESSAGES.unreachable(closed));
    fake.set({ chunkDelayMs: 200 });
    expect((await fail(provider({}, 300))).message).toBe(AI_MESSAGES.timeout(0));
    const abort = new AbortController();
    const pending = fail(provider(), abort.signal);
    setTimeout(() => abort.abort(), 50);
    expect((await pending).message).toBe(AI_MESSAGES.aborted);
  });

  it('test(): ok with the model name, or the reason', async () => {
    expect(await provider().test()).toEqual({ ok: true, model: 'fake', message: AI_MESSAGES.testOk('fake') });
    fake.set({ models: ['other'] });
    expect(await provider().test()).toEqual({ ok: false, model: 'fake', message: AI_MESSAGES.modelNotFound('fake') });
  });
});
