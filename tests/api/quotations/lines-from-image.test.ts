import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES } from '@/contracts/quotations-vocabulary';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { FAKE_QUOTE_LINES, type FakeOpenAi, startFakeOpenAi } from '../../support/fake-openai';
import { png } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
let fake: FakeOpenAi;
let admin: string;
let marketing: string;
let writer: string;
let driver: string;
const saved = { vision: process.env.AI_VISION, hook: process.env.AUTOMATION_QUOTE_IMAGE_URL };

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp();
  admin = (await login(t.app, 'admin')).accessToken;
  marketing = (await login(t.app, 'marketing1')).accessToken;
  writer = (await login(t.app, 'bientap1')).accessToken;
  driver = (await login(t.app, 'taixe1')).accessToken;
});
afterEach(() => {
  fake.reset();
  for (const [key, value] of [
    ['AI_VISION', saved.vision],
    ['AUTOMATION_QUOTE_IMAGE_URL', saved.hook],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const configureModel = async () => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/ai-settings',
    headers: bearer(admin),
    payload: { baseUrl: fake.baseUrl, model: 'fake-vision' },
  });
  expect(res.statusCode).toBe(200);
};
const clearModel = () => t.app.inject({ method: 'DELETE', url: '/api/ai-settings', headers: bearer(admin) });

const photo = png(40, 30);
const send = (token: string, data: Buffer = photo, filename = 'bao-gia.png') => {
  const body = multipart([{ name: 'file', filename, type: 'image/png', data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/quotations/lines-from-image',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
const capabilities = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/quotations/capabilities', headers: bearer(token) });

describe('/api/quotations', () => {
  it('capabilities follow AI_VISION with a configured model, and the quote-image webhook', async () => {
    delete process.env.AI_VISION;
    delete process.env.AUTOMATION_QUOTE_IMAGE_URL;
    await clearModel();
    expect((await capabilities(marketing)).json().data).toEqual({ ai: false, webhook: false });
    process.env.AI_VISION = '1';
    expect((await capabilities(marketing)).json().data).toEqual({ ai: false, webhook: false });
    await configureModel();
    expect((await capabilities(marketing)).json().data).toEqual({ ai: true, webhook: false });
    process.env.AUTOMATION_QUOTE_IMAGE_URL = 'https://n8n.example.com/webhook/quote';
    expect((await capabilities(writer)).json().data).toEqual({ ai: true, webhook: true });
  });

  it('the vision model reads the photo: one image_url data URL and the quote_lines schema', async () => {
    process.env.AI_VISION = '1';
    await configureModel();
    const res = await send(marketing);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { lines: FAKE_QUOTE_LINES } });
    expect(fake.requests).toHaveLength(1);
    const asked = fake.requests[0];
    expect(asked?.name).toBe('quote_lines');
    expect(asked?.images).toEqual([`data:image/png;base64,${photo.toString('base64')}`]);
    expect(asked?.messages.find((m) => m.role === 'user')?.content).toBe('Đọc các dòng sản phẩm trong ảnh này.');
  });

  it('a model answer out of shape is asked again once, then refused with a message', async () => {
    process.env.AI_VISION = '1';
    await configureModel();
    fake.set({ answers: { quote_lines: { lines: [{ tensp: 'Ống nhựa', soluong: -3 }] } } });
    const res = await send(marketing);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(new RegExp(`^${QUOTE_MESSAGES.readFailed}`));
    expect(fake.requests).toHaveLength(2);
  });

  it('an empty answer says no line was found', async () => {
    process.env.AI_VISION = '1';
    await configureModel();
    fake.set({ answers: { quote_lines: { lines: [] } } });
    const res = await send(marketing);
    expect(res.json()).toEqual({ data: { lines: [] }, message: QUOTE_MESSAGES.noLinesFound });
  });

  it('refuses what is not an image, whatever its name and declared type', async () => {
    process.env.AI_VISION = '1';
    await configureModel();
    const res = await send(marketing, Buffer.from('MZ\x90\x00 not really a picture'), 'anh.png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(QUOTE_MESSAGES.notImage);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/quotations/lines-from-image',
      headers: { ...bearer(marketing), ...multipart([{ name: 'note', value: 'x' }]).headers },
      payload: multipart([{ name: 'note', value: 'x' }]).payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('without a vision model or without a provider: a clear message, nothing sent', async () => {
    delete process.env.AI_VISION;
    await configureModel();
    const noVision = await send(marketing);
    expect(noVision.statusCode).toBe(503);
    expect(noVision.json().message).toBe(QUOTE_MESSAGES.noVision);
    process.env.AI_VISION = '1';
    await clearModel();
    const noProvider = await send(marketing);
    expect(noProvider.statusCode).toBe(503);
    expect(noProvider.json().message).toBe(QUOTE_MESSAGES.noReader);
    expect(fake.requests).toHaveLength(0);
  });

  it('permissions: marketing and writers (MARKETING_XEM) may; drivers may not', async () => {
    process.env.AI_VISION = '1';
    await configureModel();
    expect((await send(writer)).statusCode).toBe(200);
    for (const res of [await send(driver), await capabilities(driver)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/quotations/capabilities' });
    expect(anonymous.statusCode).toBe(401);
  });
});
