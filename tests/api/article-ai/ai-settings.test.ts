import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_SETTINGS_MESSAGES } from '@/contracts/ai-settings';
import { ARTICLE_MESSAGES } from '@/contracts/articles-vocabulary';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { settings } from '../../../server/db/schema';
import { AI_MESSAGES, AI_SETTINGS_KEY } from '../../../server/integrations/ai-provider';
import { type FakeOpenAi, startFakeOpenAi } from '../../support/fake-openai';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
let fake: FakeOpenAi;
let admin: string;
let writer: string;
let driver: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp();
  admin = (await login(t.app, 'admin')).accessToken;
  writer = (await login(t.app, 'bientap1')).accessToken;
  driver = (await login(t.app, 'taixe1')).accessToken;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', token: string, url = '/api/ai-settings', payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

describe('/api/ai-settings', () => {
  it('none configured: everyone with BAI_VIET_XEM learns it; drivers are refused', async () => {
    const res = await call('GET', writer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      configured: false,
      source: 'none',
      baseUrl: null,
      model: null,
      hasApiKey: false,
    });
    expect((await call('GET', driver)).statusCode).toBe(403);
    const test = await call('POST', admin, '/api/ai-settings/test', {});
    expect(test.json().data).toEqual({ ok: false, model: null, message: ARTICLE_MESSAGES.noProvider });
  });

  it('only the articles admin changes or tests them', async () => {
    const body = { baseUrl: fake.baseUrl, model: 'fake' };
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await call(method, writer, '/api/ai-settings', method === 'PUT' ? body : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
    expect((await call('POST', writer, '/api/ai-settings/test', body)).statusCode).toBe(403);
  });

  it('validates the address and model', async () => {
    for (const baseUrl of ['ftp://x/v1', 'not a url', 'http://u:p@host/v1', 'http://host/v1?x=1']) {
      const res = await call('PUT', admin, '/api/ai-settings', { baseUrl, model: 'm' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AI_SETTINGS_MESSAGES.baseUrl);
    }
    const res = await call('PUT', admin, '/api/ai-settings', { baseUrl: fake.baseUrl, model: ' ' });
    expect(res.json().message).toBe(AI_SETTINGS_MESSAGES.model);
  });

  it('saves with the key encrypted at rest, write-only; blank keeps it; clear removes it', async () => {
    const saved = await call('PUT', admin, '/api/ai-settings', {
      baseUrl: `${fake.baseUrl}/`,
      model: 'fake',
      apiKey: 'sk-secret-123',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      data: { configured: true, source: 'settings', baseUrl: fake.baseUrl, model: 'fake', hasApiKey: true },
      message: AI_SETTINGS_MESSAGES.saved,
    });
    const [row] = await t.db.select().from(settings).where(eq(settings.key, AI_SETTINGS_KEY));
    expect(JSON.stringify(row?.value)).not.toContain('sk-secret-123');
    // Writers learn it is configured, not where.
    expect((await call('GET', writer)).json().data).toEqual({
      configured: true,
      source: 'settings',
      baseUrl: null,
      model: null,
      hasApiKey: true,
    });
    // The stored key is what the model receives.
    fake.set({ apiKey: 'sk-secret-123' });
    const ok = await call('POST', admin, '/api/ai-settings/test', {});
    expect(ok.json().data).toEqual({ ok: true, model: 'fake', message: AI_MESSAGES.testOk('fake') });
    // Blank keeps the key.
    await call('PUT', admin, '/api/ai-settings', { baseUrl: fake.baseUrl, model: 'fake', apiKey: '' });
    expect((await call('POST', admin, '/api/ai-settings/test', {})).json().data.ok).toBe(true);
    // The form's unsaved values are tested, not the stored ones.
    const wrong = await call('POST', admin, '/api/ai-settings/test', { apiKey: 'other' });
    expect(wrong.json().data).toEqual({ ok: false, model: 'fake', message: AI_MESSAGES.unauthorized });
    const cleared = await call('PUT', admin, '/api/ai-settings', {
      baseUrl: fake.baseUrl,
      model: 'fake',
      clearApiKey: true,
    });
    expect(cleared.json().data.hasApiKey).toBe(false);
    fake.reset();
  });

  it('a missing model or unreachable server is told plainly', async () => {
    fake.set({ models: ['llama3'] });
    const res = await call('POST', admin, '/api/ai-settings/test', { baseUrl: fake.baseUrl, model: 'mistral' });
    expect(res.json().data).toEqual({ ok: false, model: 'mistral', message: AI_MESSAGES.modelNotFound('mistral') });
    const down = await call('POST', admin, '/api/ai-settings/test', { baseUrl: 'http://127.0.0.1:1/v1', model: 'x' });
    expect(down.json().data.message).toBe(AI_MESSAGES.unreachable('http://127.0.0.1:1/v1'));
    fake.reset();
  });

  it('reset falls back to the environment', async () => {
    const res = await call('DELETE', admin);
    expect(res.json()).toEqual({
      data: { configured: false, source: 'none', baseUrl: null, model: null, hasApiKey: false },
      message: AI_SETTINGS_MESSAGES.reset,
    });
  });
});
