import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Added before ready(): a route that fails the way a bug would.
  t.app.get('/api/__test/boom', { config: { public: true } }, async () => {
    throw new Error('bí mật nội bộ: mật khẩu cơ sở dữ liệu');
  });
});
afterAll(async () => {
  await t.close();
});

describe('server basics', () => {
  it('GET /api/health answers the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'ok',
      db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('an unknown API route is a JSON 404, never the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/khong-co-duong-nay' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Không tìm thấy đường dẫn API.', code: 'NOT_FOUND' });
  });

  it('malformed JSON is a 400 with a clear Vietnamese message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dữ liệu gửi lên không phải JSON hợp lệ.', code: 'BAD_JSON' });
  });

  it('an unexpected error is a 500 with the request id and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      message: 'Đã có lỗi xảy ra ở máy chủ. Vui lòng thử lại sau.',
      code: 'INTERNAL',
      requestId: res.headers['x-request-id'],
    });
    expect(res.body).not.toContain('bí mật');
    expect(res.body).not.toContain('at ');
  });

  it('sets security headers (helmet)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('compresses large answers for clients that accept gzip, and only for them', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const zipped = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    // Small answers go as they are: compressing them costs more than it saves.
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/refresh', '/api/auth/logout', '/api/auth/me']),
    );
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('guards every API route except the documented public ones', async () => {
    const publicRoutes = new Set([
      'POST /api/auth/login',
      'POST /api/auth/refresh',
      'POST /api/auth/logout',
      'GET /api/health',
      // What any client may know before a session (the transport-admin site's address).
      'GET /api/settings',
      'GET /api/__test/boom',
    ]);
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(routes.length).toBeGreaterThan(4);
    for (const route of routes.filter((r) => !publicRoutes.has(r))) {
      const [method, url] = route.split(' ') as [string, string];
      const res = await t.app.inject({ method: method as 'GET', url: url.replace(/\{[^}]+\}/g, '1') });
      expect(res.statusCode, route).toBe(401);
    }
  });
});

type App = Awaited<ReturnType<typeof buildApp>>;

/** An app serving a throwaway dist made of `files` (path relative to dist → content). */
async function withDist(files: Record<string, string>, use: (app: App) => Promise<void>) {
  const dist = mkdtempSync(path.join(tmpdir(), 'vt-dist-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  }
  const app = await buildApp({ database: t.database, config: { staticDir: dist } });
  try {
    await use(app);
  } finally {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  }
}

describe('serving the built PWA', () => {
  it('serves the shell for app routes, files as files, and never build internals', () =>
    withDist(
      {
        'index.html': '<!doctype html><div id="root"></div>',
        'assets/app-abc123.js': 'console.log(1)',
        'sw.js': 'self.x=1',
        '.vite/manifest.json': '{"src/main.tsx":{}}',
      },
      async (app) => {
        for (const url of ['/', '/tai-xe', '/bang-phan-chia-cong-viec/12', '/minh-tien-admin/don-hang']) {
          const res = await app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(200);
          expect(res.body, url).toContain('<div id="root">');
          expect(res.headers['cache-control'], url).toBe('no-cache');
        }
        const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect((await app.inject({ method: 'GET', url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
        expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
        expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
        const api = await app.inject({ method: 'GET', url: '/api/khong-co' });
        expect(api.statusCode).toBe(404);
        expect(api.json().code).toBe('NOT_FOUND');
      },
    ));

  it('answers /login and /tai-xe with their route pages when the build has them, every other route with the shell', () =>
    withDist(
      {
        'index.html': '<!doctype html><div id="root">shell</div>',
        'login.html': '<!doctype html><div id="root">login page</div>',
        'tai-xe.html': '<!doctype html><div id="root">dashboard page</div>',
      },
      async (app) => {
        const body = async (url: string) => {
          const res = await app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['cache-control'], url).toBe('no-cache');
          return res.body;
        };
        expect(await body('/login')).toContain('login page');
        expect(await body('/login?redirect=%2Ftai-xe')).toContain('login page');
        expect(await body('/tai-xe')).toContain('dashboard page');
        expect(await body('/tai-xe/')).toContain('dashboard page');
        expect(await body('/tai-xe?tab=nhien_lieu')).toContain('dashboard page');
        for (const url of ['/', '/tai-xe/don-hang', '/quan-ly-xe']) expect(await body(url), url).toContain('shell');
        // Fetched as files, the pages are never cached either (a new build's chunks would be missed).
        expect((await app.inject({ method: 'GET', url: '/tai-xe.html' })).headers['cache-control']).toBe('no-cache');
      },
    ));

  it('answers /tai-xe with the shell when the build has no page for it (an older dist)', () =>
    withDist({ 'index.html': '<!doctype html><div id="root">shell</div>' }, async (app) => {
      const res = await app.inject({ method: 'GET', url: '/tai-xe' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('shell');
    }));
});

describe('server clock for phones', () => {
  it('every answer carries x-server-time (epoch ms) so a phone can measure its clock offset', async () => {
    const before = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/khong-co' });
    const stamped = Number(res.headers['x-server-time']);
    expect(stamped).toBeGreaterThanOrEqual(before);
    expect(stamped).toBeLessThanOrEqual(Date.now());
  });
});
