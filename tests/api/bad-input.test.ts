/**
 * The finding-4/5 cases by name (the fuzzer in fuzz.test.ts covers them in bulk): ids and numbers
 * beyond int4, ids written as hex, exponent or padded, NUL bytes, malformed multipart and URLs,
 * and the English texts of zod and the router.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPermission } from '../../server/db/schema';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, 'admin')).accessToken;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, extra: { payload?: string; headers?: object } = {}) =>
  t.app.inject({ method, url, payload: extra.payload, headers: { ...bearer(admin), ...extra.headers } });

describe('numbers and ids', () => {
  it.each([
    '/api/xang-dau/2147483648',
    '/api/xang-dau/9007199254740991',
    '/api/xang-dau/0x10',
    '/api/xang-dau/1e1',
    '/api/xang-dau/%2016%20',
    '/api/xang-dau/016',
    '/api/xang-dau/list?page=9007199254740991',
    '/api/xang-dau/list?xeId=2147483648',
  ])('refuses %s with 400 and a Vietnamese message', async (url) => {
    const res = await call('GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message).toMatch(/^Giá trị (phải là một số nguyên hợp lệ|vượt quá giới hạn cho phép)\.$/);
  });

  it('does not read DELETE /api/api-permission/0x10 as rule 16', async () => {
    const before = await t.db.$count(apiPermission, eq(apiPermission.id, 16));
    expect(before).toBe(1);
    const res = await call('DELETE', '/api/api-permission/0x10');
    expect(res.statusCode).toBe(400);
    expect(await t.db.$count(apiPermission, eq(apiPermission.id, 16))).toBe(1);
  });

  it('refuses an id beyond int4 in a JSON body', async () => {
    const res = await call('POST', '/api/xe-assignments', {
      payload: JSON.stringify({ xeId: 2147483648, taiXeId: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(/máy chủ/);
  });
});

describe('NUL bytes', () => {
  it.each(['/api/giay-to?q=%00', '/api/phong-ban?keyword=a%00b', '/api/xe-assignments/vehicles?q=%00'])(
    'refuses %s with 400',
    async (url) => {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Dữ liệu không được chứa ký tự NUL (\\0).');
    },
  );

  it('refuses a NUL byte in a JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'a\u0000b', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ username: 'Dữ liệu không được chứa ký tự NUL (\\0).' });
  });
});

describe('malformed requests', () => {
  const part = '--B\r\nContent-Disposition: form-data; name="folderName"\r\n\r\nxang_dau\r\n';
  it.each([
    ['without boundary', 'multipart/form-data', `${part}--B--\r\n`],
    ['with another boundary', 'multipart/form-data; boundary=Z', `${part}--B--\r\n`],
    [
      'truncated',
      'multipart/form-data; boundary=B',
      `${part}--B\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\n\xff\xd8`,
    ],
  ])('multipart %s → 400', async (_label, ct, body) => {
    const res = await call('POST', '/api/images/upload', { payload: body, headers: { 'content-type': ct } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Dữ liệu tải lên bị hỏng hoặc không đúng định dạng multipart. Vui lòng gửi lại.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('a URL that does not decode, or an unknown path, never echoes the URL', async () => {
    const bad = await call('GET', '/api/images/list/%E0%A4%A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Đường dẫn không hợp lệ.', code: 'VALIDATION_ERROR' });
    const unknown = await call('GET', '/api/khong-co/abc?x=1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('khong-co');
  });
});

describe('zod answers in Vietnamese', () => {
  it('a field without a message of its own gets the Vietnamese default, not "Invalid input"', async () => {
    const res = await call('DELETE', '/api/dang-ky-thong-bao', {
      payload: '[]',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Dữ liệu gửi lên phải là một đối tượng JSON.');
  });
});
