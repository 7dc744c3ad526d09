import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesFromWebhookResult } from '@/features/quotation/model/quote';
import { DEFAULT_QUOTE_LINES, type FakeWebhook, startFakeWebhook } from '../../support/fake-webhook';
import { png } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

// The quotation without a vision model: capabilities say the quote-image webhook works, the photo
// goes through the relay, and the delivery's answer is read as lines by the screen's own parser.
const SECRET = 'quotation-webhook-secret';
let fake: FakeWebhook;
let t: TestApp;
let marketing: string;
const env: NodeJS.ProcessEnv = {};

beforeAll(async () => {
  fake = await startFakeWebhook({ secret: SECRET });
  Object.assign(env, {
    AUTOMATION_QUOTE_IMAGE_URL: `${fake.baseUrl}/quote-image`,
    AUTOMATION_WEBHOOK_SECRET: SECRET,
    AUTOMATION_ALLOW_PRIVATE: '1',
  });
  t = await createTestApp({}, undefined, {
    automation: { env, retryLimit: 1, retryBackoffMs: 30, timeoutMs: 3000 },
    jobs: { pollMs: 50, leaseMs: 3000 },
  });
  await t.app.ready();
  marketing = (await login(t.app, 'marketing1')).accessToken;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('quotation through the quote-image webhook', () => {
  it('capabilities follow the automation settings in force; the answer becomes lines', async () => {
    const caps = await t.app.inject({ method: 'GET', url: '/api/quotations/capabilities', headers: bearer(marketing) });
    expect(caps.json().data.webhook).toBe(true);

    const body = multipart([{ name: 'file', filename: 'bao-gia.png', type: 'image/png', data: png(30, 20) }]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/automation/quote-image',
      headers: { ...bearer(marketing), ...body.headers },
      payload: body.payload,
    });
    expect(sent.statusCode).toBe(202);
    await t.app.jobs.idle();
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/automation/deliveries/${sent.json().data.id}`,
      headers: bearer(marketing),
    });
    const delivery = read.json().data;
    expect(delivery.state).toBe('delivered');
    expect(linesFromWebhookResult(delivery.result)).toEqual(DEFAULT_QUOTE_LINES);

    delete env.AUTOMATION_QUOTE_IMAGE_URL;
    const none = await t.app.inject({ method: 'GET', url: '/api/quotations/capabilities', headers: bearer(marketing) });
    expect(none.json().data.webhook).toBe(false);
  });
});
