import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTOMATION_MESSAGES as M } from '@/contracts/automation-vocabulary';
import { automationDelivery, cta, fanpage, industry, settings, wpSite } from '../../../server/db/schema';
import { SecretBox } from '../../../server/lib/secrets';
import { AUTOMATION_SETTINGS_KEY } from '../../../server/modules/automation/repo';
import { type FakeWebhook, signatureOf, startFakeWebhook } from '../../support/fake-webhook';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

const SECRET = 'api-test-webhook-secret';
let fake: FakeWebhook;
let t: TestApp;
let marketing: string;
let admin: string;
let writer: string;
let driver: string;
let siteId: number;
let ctaId: number;
let industryId: number;
let fanpageId: number;
const env: NodeJS.ProcessEnv = {};

beforeAll(async () => {
  fake = await startFakeWebhook({ secret: SECRET });
  Object.assign(env, {
    AUTOMATION_BULK_WRITING_URL: `${fake.baseUrl}/bulk-writing`,
    AUTOMATION_YELLOW_PAGES_URL: `${fake.baseUrl}/yellow-pages`,
    AUTOMATION_SHARE_FANPAGE_URL: `${fake.baseUrl}/share-fanpage`,
    AUTOMATION_QUOTE_IMAGE_URL: `${fake.baseUrl}/quote-image`,
    AUTOMATION_WEBHOOK_SECRET: SECRET,
    AUTOMATION_ALLOW_PRIVATE: '1',
  });
  t = await createTestApp({}, undefined, {
    automation: { env, retryLimit: 2, retryBackoffMs: 30, timeoutMs: 3000 },
    jobs: { pollMs: 50, leaseMs: 3000 },
  });
  await t.app.ready();
  marketing = (await login(t.app, 'marketing1')).accessToken;
  admin = (await login(t.app, 'admin')).accessToken;
  writer = (await login(t.app, 'bientap1')).accessToken;
  driver = (await login(t.app, 'taixe1')).accessToken;
  const box = await SecretBox.open(t.db);
  const [site] = await t.db
    .insert(wpSite)
    .values({
      name: 'Blog vận tải',
      baseUrl: 'https://blog.vantai.example.vn',
      wpUsername: 'u',
      wpAppPassEnc: box.encrypt('x'),
    })
    .returning({ id: wpSite.id });
  const [c] = await t.db
    .insert(cta)
    .values({ name: 'Gọi ngay', ctaContent: '<p>Gọi 1900 1234</p>' })
    .returning({ id: cta.id });
  siteId = site?.id ?? 0;
  ctaId = c?.id ?? 0;
  const [ind] = await t.db
    .insert(industry)
    .values({ name: 'Vận tải thử nghiệm tự động hóa' })
    .returning({ id: industry.id });
  industryId = ind?.id ?? 0;
  const [page] = await t.db
    .insert(fanpage)
    .values({ maTrang: '1122334455', name: 'Trang thử', tokenEnc: box.encrypt('EAAB-page-token-secret-value') })
    .returning({ id: fanpage.id });
  fanpageId = page?.id ?? 0;
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

beforeEach(() => fake.reset());

function received(i: number) {
  const r = fake.requests[i];
  if (!r) throw new Error(`no request ${i} received`);
  return r;
}

const bulkBody = () => ({
  keywords: ['vận tải container', 'xe tải 5 tấn'],
  website: { id: siteId },
  context: 'Article',
  cta: { id: ctaId },
  language: 'Vietnamese',
});

async function post(url: string, payload: unknown, token = marketing) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
}

async function delivery(id: number, token = marketing) {
  const res = await t.app.inject({ method: 'GET', url: `/api/automation/deliveries/${id}`, headers: bearer(token) });
  return res.json().data;
}

describe('bulk writing relay', () => {
  it('records a delivery, signs the exact body, sends an idempotency key and never the access token', async () => {
    const res = await post('/api/automation/bulk-writing', bulkBody());
    expect(res.statusCode).toBe(202);
    const d = res.json().data;
    expect(d.state).toBe('queued');
    expect(d.kind).toBe('bulk-writing');
    await t.app.jobs.idle();
    const done = await delivery(d.id);
    expect(done.state).toBe('delivered');
    expect(done.responseStatus).toBe(200);
    expect(done.result).toEqual({ ok: true, message: 'Đã nhận yêu cầu' });
    expect(fake.requests).toHaveLength(1);
    const r = received(0);
    expect(r.path).toBe('/bulk-writing');
    expect(r.signatureOk).toBe(true);
    expect(r.headers['x-signature-256']).toBe(signatureOf(SECRET, Buffer.from(r.body)));
    expect(r.headers['idempotency-key']).toBe(d.requestId);
    expect(r.headers['x-request-id']).toBe(d.requestId);
    expect(r.headers['x-username']).toBe('marketing1');
    expect(Number(r.headers['x-user-id'])).toBe(d.userId);
    const body = r.json as {
      keywords: string[];
      website: { id: number; baseUrl: string };
      cta: { id: number; ctaContent: string };
      meta: Record<string, unknown>;
    };
    expect(body.keywords).toEqual(['vận tải container', 'xe tải 5 tấn']);
    expect(body.website).toMatchObject({ id: siteId });
    expect(typeof body.website.baseUrl).toBe('string');
    expect(body.cta).toMatchObject({ id: ctaId });
    expect(typeof body.cta.ctaContent).toBe('string');
    expect(body.meta).toMatchObject({ idNguoiDung: d.userId, username: 'marketing1', requestId: d.requestId });
    expect(r.body).not.toContain(marketing);
    expect(r.body).not.toMatch(/accessToken|access_token|tokenType/);
  });

  it('validates the body and the named rows', async () => {
    const noKeywords = await post('/api/automation/bulk-writing', { ...bulkBody(), keywords: [] });
    expect(noKeywords.statusCode).toBe(400);
    expect(noKeywords.json().message).toBe(M.fillRequired);
    const badSite = await post('/api/automation/bulk-writing', { ...bulkBody(), website: { id: 999999 } });
    expect(badSite.statusCode).toBe(422);
    expect(badSite.json().message).toBe(M.websiteNotFound);
    const badCta = await post('/api/automation/bulk-writing', { ...bulkBody(), cta: { id: 999999 } });
    expect(badCta.json().message).toBe(M.ctaNotFound);
    const extra = await post('/api/automation/bulk-writing', { ...bulkBody(), meta: { accessToken: 'x' } });
    expect(extra.statusCode).toBe(400);
  });

  it('retries 5xx with the same idempotency key and honours Retry-After, then delivers', async () => {
    fake.set({ failTimes: 2, failStatus: 503, retryAfter: '0' });
    const d = (await post('/api/automation/bulk-writing', bulkBody())).json().data;
    await t.app.jobs.idle();
    const done = await delivery(d.id);
    expect(done.state).toBe('delivered');
    expect(done.attempts).toBe(3);
    expect(fake.requests).toHaveLength(3);
    expect(new Set(fake.requests.map((r) => r.headers['idempotency-key']))).toEqual(new Set([d.requestId]));
  });

  it('gives up after the retry limit with the receiver message, and a retry sends again', async () => {
    fake.set({ alwaysStatus: 502, failBody: { message: 'Cổng n8n lỗi' } });
    const d = (await post('/api/automation/bulk-writing', bulkBody())).json().data;
    await t.app.jobs.idle();
    const failed = await delivery(d.id);
    expect(failed.state).toBe('failed');
    expect(failed.attempts).toBe(3);
    expect(failed.responseMessage).toBe(M.receiverError(502, 'Cổng n8n lỗi'));
    fake.set({ alwaysStatus: null });
    const again = await post(`/api/automation/deliveries/${d.id}/retry`, {});
    expect(again.statusCode).toBe(202);
    await t.app.jobs.idle();
    expect((await delivery(d.id)).state).toBe('delivered');
    expect(fake.requests.at(-1)?.headers['idempotency-key']).toBe(d.requestId);
    const notFailed = await post(`/api/automation/deliveries/${d.id}/retry`, {});
    expect(notFailed.statusCode).toBe(422);
    expect(notFailed.json().message).toBe(M.retryOnlyFailed);
  });

  it('fails at once on a 4xx with the receiver message (no retry)', async () => {
    fake.set({ failTimes: 1, failStatus: 400, failBody: { message: 'Thiếu website' } });
    const d = (await post('/api/automation/bulk-writing', bulkBody())).json().data;
    await t.app.jobs.idle();
    const done = await delivery(d.id);
    expect(done.state).toBe('failed');
    expect(done.attempts).toBe(1);
    expect(done.responseStatus).toBe(400);
    expect(done.responseMessage).toBe(M.receiverRefused(400, 'Thiếu website'));
    expect(fake.requests).toHaveLength(1);
  });

  it('a wrong secret is refused by the receiver (401) and not retried', async () => {
    fake.set({ secret: 'another-secret' });
    const d = (await post('/api/automation/bulk-writing', bulkBody())).json().data;
    await t.app.jobs.idle();
    const done = await delivery(d.id);
    expect(done.state).toBe('failed');
    expect(done.responseStatus).toBe(401);
    expect(fake.requests[0]?.signatureOk).toBe(false);
  });
});

describe('yellow pages, share to fanpage, quote image', () => {
  it('yellow pages: validation and delivery', async () => {
    const order = await post('/api/automation/yellow-pages', {
      link: 'https://trangvang.vn/x',
      startPage: 3,
      endPage: 2,
      industryId,
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe(M.pagesOrder);
    const zero = await post('/api/automation/yellow-pages', {
      link: 'https://a.vn',
      startPage: 0,
      endPage: 2,
      industryId,
    });
    expect(zero.json().message).toBe(M.pagesInvalid);
    const link = await post('/api/automation/yellow-pages', {
      link: 'ftp://a.vn',
      startPage: 1,
      endPage: 2,
      industryId,
    });
    expect(link.json().message).toBe(M.linkInvalid);
    const noIndustry = await post('/api/automation/yellow-pages', {
      link: 'https://a.vn',
      startPage: 1,
      endPage: 2,
      industryId: 999999,
    });
    expect(noIndustry.json().message).toBe(M.industryNotFound);
    const ok = await post('/api/automation/yellow-pages', {
      link: 'https://trangvang.vn/van-tai',
      startPage: 1,
      endPage: 3,
      industryId,
    });
    expect(ok.statusCode).toBe(202);
    await t.app.jobs.idle();
    expect(fake.requests[0]?.json).toEqual({
      link: 'https://trangvang.vn/van-tai',
      startPage: 1,
      endPage: 3,
      industryId,
    });
  });

  it('share to fanpage: the token is added when sending, never stored in the delivery', async () => {
    const missing = await post('/api/automation/share-fanpage', { fanpageId: 999999, postUrl: 'https://a.vn/p' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.fanpageNotFound);
    const ok = await post('/api/automation/share-fanpage', { fanpageId, postUrl: 'https://blog.vn/bai-1' });
    expect(ok.statusCode).toBe(202);
    const d = ok.json().data;
    await t.app.jobs.idle();
    expect(fake.requests[0]?.json).toEqual({
      fanpageId,
      fanpageToken: 'EAAB-page-token-secret-value',
      postUrl: 'https://blog.vn/bai-1',
      maTrang: '1122334455',
    });
    const [row] = await t.db.select().from(automationDelivery).where(eq(automationDelivery.id, d.id));
    expect(JSON.stringify(row)).not.toContain('EAAB-page-token');
    expect(JSON.stringify(await delivery(d.id))).not.toContain('EAAB-page-token');
  });

  it('quote image: checked by content, sent as multipart file, the answer lines kept as result', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = (bytes: Buffer, name: string) => {
      const boundary = '----t';
      return {
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { ...bearer(marketing), 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/automation/quote-image',
      ...form(Buffer.from('MZ not an image'), 'a.png'),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(M.imageRequired);
    const res = await t.app.inject({ method: 'POST', url: '/api/automation/quote-image', ...form(png, 'bao-gia.png') });
    expect(res.statusCode).toBe(202);
    await t.app.jobs.idle();
    const d = await delivery(res.json().data.id);
    expect(d.state).toBe('delivered');
    expect((d.result as { lines: unknown[] }).lines).toHaveLength(2);
    const r = received(0);
    expect(r.signatureOk).toBe(true);
    expect(r.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(r.body).toContain('name="file"; filename="bao-gia.png"');
  });
});

describe('settings', () => {
  it('a kind not configured answers 422 naming the setting', async () => {
    const saved = env.AUTOMATION_YELLOW_PAGES_URL;
    delete env.AUTOMATION_YELLOW_PAGES_URL;
    try {
      const res = await post('/api/automation/yellow-pages', {
        link: 'https://a.vn',
        startPage: 1,
        endPage: 1,
        industryId,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(M.notConfigured('Lấy dữ liệu trang vàng', 'AUTOMATION_YELLOW_PAGES_URL'));
    } finally {
      env.AUTOMATION_YELLOW_PAGES_URL = saved;
    }
  });

  it('the secret is write-only and encrypted at rest; blank keeps it; the test ping is signed with it', async () => {
    const urls = {
      'bulk-writing': `${fake.baseUrl}/saved-bulk`,
      'yellow-pages': '',
      'share-fanpage': '',
      'quote-image': '',
    };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/automation/settings',
      headers: bearer(admin),
      payload: { urls, secret: 'admin-saved-secret-123' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.body).not.toContain('admin-saved-secret-123');
    const s = put.json().data;
    expect(s.hasSecret).toBe(true);
    expect(s.secretSource).toBe('settings');
    expect(s.endpoints[0]).toMatchObject({
      kind: 'bulk-writing',
      url: `${fake.baseUrl}/saved-bulk`,
      source: 'settings',
    });
    expect(s.endpoints[1]).toMatchObject({ kind: 'yellow-pages', source: 'env' });
    const [row] = await t.db.select().from(settings).where(eq(settings.key, AUTOMATION_SETTINGS_KEY));
    expect(JSON.stringify(row?.value)).not.toContain('admin-saved-secret-123');
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/automation/settings',
      headers: bearer(admin),
      payload: { urls, secret: '' },
    });
    expect(again.json().data.secretSource).toBe('settings');

    fake.set({ secret: 'admin-saved-secret-123' });
    const test = await post('/api/automation/settings/test', { kind: 'bulk-writing' }, admin);
    expect(test.json().data).toEqual({ ok: true, status: 200, message: M.testOk(200) });
    expect(fake.requests[0]?.path).toBe('/saved-bulk');
    expect(fake.requests[0]?.signatureOk).toBe(true);
    fake.set({ secret: SECRET });
    const wrong = await post('/api/automation/settings/test', { kind: 'bulk-writing' }, admin);
    expect(wrong.json().data.ok).toBe(false);
    expect(wrong.json().data.status).toBe(401);

    await t.db.delete(settings).where(eq(settings.key, AUTOMATION_SETTINGS_KEY));
  });

  it('private addresses are refused unless AUTOMATION_ALLOW_PRIVATE=1', async () => {
    env.AUTOMATION_ALLOW_PRIVATE = '0';
    try {
      const urls = {
        'bulk-writing': 'http://192.168.1.20/hook',
        'yellow-pages': '',
        'share-fanpage': '',
        'quote-image': '',
      };
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/automation/settings',
        headers: bearer(admin),
        payload: { urls },
      });
      expect(put.statusCode).toBe(422);
      expect(put.json().message).toBe(M.privateAddress);
      // The environment's loopback URL is refused when sending, at once.
      const d = (await post('/api/automation/bulk-writing', bulkBody())).json().data;
      await t.app.jobs.idle();
      const done = await delivery(d.id);
      expect(done.state).toBe('failed');
      expect(done.responseMessage).toBe(M.privateAddress);
      expect(fake.requests).toHaveLength(0);
    } finally {
      env.AUTOMATION_ALLOW_PRIVATE = '1';
    }
  });
});

describe('permissions and the log', () => {
  it('drivers see none of it; writers read only; settings are the marketing admin’s', async () => {
    expect((await post('/api/automation/bulk-writing', bulkBody(), driver)).statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/automation/deliveries', headers: bearer(driver) });
    expect(list.statusCode).toBe(403);
    expect((await post('/api/automation/bulk-writing', bulkBody(), writer)).statusCode).toBe(403);
    const writerSettings = await t.app.inject({
      method: 'GET',
      url: '/api/automation/settings',
      headers: bearer(writer),
    });
    expect(writerSettings.statusCode).toBe(403);
    // marketing1 holds MARKETING XEM/THEM/SUA/XOA but not DUYET: the settings are the admin's.
    const staffSettings = await t.app.inject({
      method: 'GET',
      url: '/api/automation/settings',
      headers: bearer(marketing),
    });
    expect(staffSettings.statusCode).toBe(403);
    const mine = await t.app.inject({ method: 'GET', url: '/api/automation/deliveries', headers: bearer(writer) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.totalElements).toBe(0);
  });

  it('the owner sees their deliveries; another user gets 404; the admin sees everyone’s', async () => {
    const d = (await post('/api/automation/bulk-writing', bulkBody())).json().data;
    await t.app.jobs.idle();
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/automation/deliveries/${d.id}`,
      headers: bearer(writer),
    });
    expect(other.statusCode).toBe(404);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/automation/deliveries?kind=bulk-writing&size=50',
      headers: bearer(admin),
    });
    expect(all.json().data.content.some((x: { id: number }) => x.id === d.id)).toBe(true);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/automation/deliveries?size=5',
      headers: bearer(marketing),
    });
    const page = own.json().data;
    expect(page.size).toBe(5);
    expect(page.content[0].id).toBe(d.id);
    expect(page.content[0].userName).toBe('marketing1');
  });
});
