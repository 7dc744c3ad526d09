/**
 * Uploads are streamed, not buffered (issue 13, finding 3): a file that is not an accepted kind is
 * refused from its first bytes, before the rest arrives; a request's total and a user's recent
 * volume are limited while bytes come in; no temporary file outlives the request. The memory
 * figure itself is measured by `npm run bench:uploads`, never asserted here.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../server/modules/files/receive';
import { jpeg } from './helpers/images';
import { multipart } from './helpers/multipart';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

const MB = 1024 * 1024;
/** JPEG magic bytes, then noise: passes the first-bytes check, fails the real header check. */
const jpegLike = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);
const tmpFiles = (t: TestApp) => {
  try {
    return readdirSync(path.join(t.uploadsDir, '.tmp'));
  } catch {
    return [];
  }
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, 'taixe1')).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('upload limits', () => {
  it('are pinned: 50 MB per request, 300 MB per user in 10 minutes', () => {
    expect(UPLOAD_LIMITS).toEqual({ perRequestBytes: 52_428_800, perUserBytes: 314_572_800, perUserWindowMs: 600_000 });
  });

  it('refuses a file that is not an image from its first bytes, before the rest is sent', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = 'vtB';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="folderName"\r\n\r\nxang_dau\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const declared = head.length + 9 * MB;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({
        port,
        method: 'POST',
        path: '/api/images/upload',
        headers: {
          ...bearer(token),
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(declared),
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', () => {});
      // Only the first 64 KB of a 9 MB body: the answer must come without the rest.
      req.write(Buffer.concat([head, Buffer.alloc(64 * 1024, 0x41)]));
      setTimeout(() => reject(new Error('no answer before the body ended: the upload was buffered')), 5_000);
    });
    expect(status).toBe(415);
    await new Promise((r) => setTimeout(r, 100));
    expect(tmpFiles(t)).toEqual([]);
  });

  it('refuses a request of more than 50 MB with 413 and leaves no temporary file', async () => {
    const parts = [{ name: 'folderName', value: 'xang_dau' }];
    const files = Array.from({ length: 6 }, (_, i) => ({
      name: 'files',
      filename: `anh-${i}.jpg`,
      type: 'image/jpeg',
      data: jpegLike(9 * MB),
    }));
    const body = multipart([...parts, ...files]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      payload: body.payload,
      headers: { ...bearer(token), ...body.headers },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'Mỗi lần tải lên tối đa 50 MB. Vui lòng chia thành nhiều lần.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(tmpFiles(t)).toEqual([]);
  });

  it('slows a user who sent too much lately (429 with Retry-After), others go on', async () => {
    const small = await createTestApp({}, undefined, { uploadLimits: { perUserBytes: 2 * MB } });
    try {
      const send = async (user: string, data: Buffer) => {
        const body = multipart([
          { name: 'folderName', value: 'xang_dau' },
          { name: 'files', filename: 'a.jpg', type: 'image/jpeg', data },
        ]);
        return small.app.inject({
          method: 'POST',
          url: '/api/images/upload',
          payload: body.payload,
          headers: { ...bearer((await login(small.app, user)).accessToken), ...body.headers },
        });
      };
      expect((await send('taixe1', jpeg(64, 64, { padTo: 1.5 * MB }))).statusCode).toBe(201);
      const second = await send('taixe1', jpegLike(1 * MB));
      expect(second.statusCode).toBe(429);
      expect(second.json()).toEqual({
        message: 'Bạn đã tải lên quá nhiều dữ liệu trong ít phút qua. Vui lòng thử lại sau.',
        code: 'RATE_LIMITED',
      });
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(500);
      expect((await send('taixe1', jpeg(8, 8))).statusCode).toBe(429);
      expect((await send('taixe2', jpeg(8, 8))).statusCode).toBe(201);
      expect(tmpFiles(small)).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('still stores photos as before, with their metadata removed', async () => {
    const body = multipart([
      { name: 'folderName', value: 'xang_dau' },
      { name: 'files', filename: 'a.jpg', type: 'image/jpeg', data: jpeg(32, 16) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      payload: body.payload,
      headers: { ...bearer(token), ...body.headers },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data[0]).toMatchObject({ mime: 'image/jpeg', width: 32, height: 16 });
    expect(tmpFiles(t)).toEqual([]);
  });
});
