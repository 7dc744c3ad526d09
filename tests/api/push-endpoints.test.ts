/**
 * Push endpoints are resolved and checked when a push is sent (issue 13, finding 9): a name that
 * resolves to a private address gets nothing and its subscription is dropped. The resolver is
 * injected, so no test needs the internet.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { dangKyThongBao } from '../../server/db/schema';
import { userId, write } from './helpers/driver';
import { bearer, login, openTestDatabase } from './helpers/test-app';

let database: Database;
let app: App;
const asked: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    database,
    push: {
      retries: 1,
      backoffMs: 5,
      resolver: async (host) => {
        asked.push(host);
        return [{ address: host === 'push.example.net' ? '10.0.0.5' : '8.8.8.8', family: 4 }];
      },
    },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('push endpoints at send time', () => {
  it('sends nothing to a name that resolves to a private address, and forgets the subscription', async () => {
    const driver = (await login(app, 'taixe1')).accessToken;
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const endpoint = 'https://push.example.net/wpush/abc';
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/dang-ky-thong-bao',
      headers: bearer(driver),
      payload: {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        deviceId: 'may-1',
      },
    });
    expect(subscribed.statusCode).toBe(201);

    const admin = (await login(app, 'admin')).accessToken;
    const sent = await write(
      app,
      admin,
      '/api/thong-bao',
      { idNguoiNhans: [await userId(database.db, 'taixe1')], loaiThongBao: 'NEW_COMMENT' },
      { key: null },
    );
    expect(sent.statusCode).toBe(201);
    await app.push.idle();

    expect(asked).toContain('push.example.net');
    const left = await database.db.select().from(dangKyThongBao).where(eq(dangKyThongBao.endpoint, endpoint));
    expect(left).toEqual([]);
  });

  it('refuses such names when a browser subscribes', async () => {
    const driver = (await login(app, 'taixe2')).accessToken;
    for (const endpoint of ['https://localhost./x', 'https://db.internal./x', 'https://[64:ff9b::7f00:1]/x']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/dang-ky-thong-bao',
        headers: bearer(driver),
        payload: { endpoint, keys: { p256dh: 'BA'.padEnd(87, 'A'), auth: 'A'.repeat(22) }, deviceId: 'may-2' },
      });
      expect(res.statusCode, endpoint).toBe(422);
    }
  });
});
