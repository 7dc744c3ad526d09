/**
 * The login limiter as an attacker meets it (issue 13, findings 1 and 2): proxy headers are not
 * trusted unless configured, counting is atomic, a user+IP pair is slowed down progressively
 * rather than locked, and a known user on a known device (the device cookie the server set at an
 * earlier login) is never kept out by somebody else's guesses. Limits are pinned as literals here.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config';
import { loginFailures } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

const RATE_LIMITED = {
  message: 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ít phút.',
  code: 'RATE_LIMITED',
};

let t: TestApp;
// The limiter's clock stands still unless a test moves it: no result depends on how fast this
// machine runs the attempts.
let now = Date.now();
beforeAll(async () => {
  t = await createTestApp({}, undefined, { loginClock: () => now });
});
afterAll(async () => {
  await t.close();
});

type Attempt = { username: string; password: string; ip: string; headers?: Record<string, string> };
const attempt = ({ username, password, ip, headers = {} }: Attempt) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { username, password },
    headers,
  });

/** Lets time pass for the limiter. */
const wait = (ms: number) => {
  now += ms;
};

/** The device cookie a successful login sets, as the browser would send it back. */
const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
  const raw = [res.headers['set-cookie']].flat().find((c) => typeof c === 'string' && c.startsWith('vt_device='));
  expect(raw, 'a successful login sets the device cookie').toBeTypeOf('string');
  expect(raw).toMatch(/HttpOnly/i);
  expect(raw).toMatch(/SameSite=Strict/i);
  expect(raw).toMatch(/Path=\/api\/auth/);
  return String(raw).split(';')[0] as string;
};

describe('finding 1: X-Forwarded-For', () => {
  it('is ignored by default: 100 guesses with 100 different headers are limited after 5', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await attempt({
        username: 'taixe2',
        password: `sai-${i}`,
        ip: '192.0.2.10',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
  });

  it('TRUST_PROXY takes a hop count or a list of addresses/CIDRs; default off', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(() => configFromEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => configFromEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  it('with the proxy trusted, the client address comes from its header', async () => {
    const proxied = await createTestApp({ trustProxy: ['192.0.2.99'] }, undefined, { loginClock: () => now });
    try {
      const via = (client: string, password: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '192.0.2.99',
          headers: { 'x-forwarded-for': client },
          payload: { username: 'ketoan', password },
        });
      for (let i = 0; i < 5; i++) expect((await via('203.0.113.1', `sai-${i}`)).statusCode).toBe(401);
      expect((await via('203.0.113.1', 'sai-5')).statusCode).toBe(429);
      // Another client behind the same proxy has its own counter.
      expect((await via('203.0.113.2', 'Demo@123')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('finding 2: atomic counting and progressive delay', () => {
  it('checks exactly 5 of 30 parallel wrong attempts', async () => {
    const all = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt({ username: 'taixe3', password: `sai-${i}`, ip: '192.0.2.20' })),
    );
    const statuses = all.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });

  it('after 5 failures waits 1 s, then 2 s, 4 s … (at most 300 s); the right password then works', async () => {
    const who = { username: 'dieuphoi', ip: '192.0.2.30' };
    const key = 'u:dieuphoi|192.0.2.30';
    for (let i = 0; i < 5; i++) expect((await attempt({ ...who, password: `sai-${i}` })).statusCode).toBe(401);

    const early = await attempt({ ...who, password: 'Demo@123' });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual(RATE_LIMITED);
    expect(early.headers['retry-after']).toBe('1');

    wait(1_000);
    expect((await attempt({ ...who, password: 'sai-5' })).statusCode).toBe(401);
    expect((await attempt({ ...who, password: 'Demo@123' })).headers['retry-after']).toBe('2');
    wait(2_000);
    expect((await attempt({ ...who, password: 'sai-6' })).statusCode).toBe(401);
    expect((await attempt({ ...who, password: 'Demo@123' })).headers['retry-after']).toBe('4');

    // The delay grows to 300 s and no further: never the 15-minute lock of before.
    await t.db.update(loginFailures).set({ count: 40 }).where(eq(loginFailures.key, key));
    expect((await attempt({ ...who, password: 'Demo@123' })).headers['retry-after']).toBe('300');

    wait(300_000);
    expect((await attempt({ ...who, password: 'Demo@123' })).statusCode).toBe(200);
    // Success clears the pair's counter.
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.key, key))).toEqual([]);
  });

  it('forgets a pair 15 minutes after its last attempt', async () => {
    const who = { username: 'admin', ip: '192.0.2.40' };
    for (let i = 0; i < 5; i++) await attempt({ ...who, password: `sai-${i}` });
    expect((await attempt({ ...who, password: 'Demo@123' })).statusCode).toBe(429);
    wait(15 * 60_000 + 1);
    expect((await attempt({ ...who, password: 'Demo@123' })).statusCode).toBe(200);
  });

  it('a known user on a known device is not kept out by guesses at their name from the same address', async () => {
    const office = '192.0.2.50';
    const first = await attempt({ username: 'nhanvien1', password: 'Demo@123', ip: office });
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);

    for (let i = 0; i < 6; i++) await attempt({ username: 'nhanvien1', password: `sai-${i}`, ip: office });
    // A browser that never logged in here waits; the victim's own device does not.
    expect((await attempt({ username: 'nhanvien1', password: 'Demo@123', ip: office })).statusCode).toBe(429);
    const victim = await attempt({ username: 'nhanvien1', password: 'Demo@123', ip: office, headers: { cookie } });
    expect(victim.statusCode).toBe(200);

    // The cookie proves only its own user: it does not lift the limit for another name.
    for (let i = 0; i < 5; i++) await attempt({ username: 'bientap1', password: `sai-${i}`, ip: office });
    const other = await attempt({ username: 'bientap1', password: 'Demo@123', ip: office, headers: { cookie } });
    expect(other.statusCode).toBe(429);
    // A forged cookie proves nothing.
    const forged = await attempt({
      username: 'nhanvien1',
      password: 'Demo@123',
      ip: office,
      headers: { cookie: `${cookie.slice(0, -3)}xyz` },
    });
    expect(forged.statusCode).toBe(429);
  });

  it('a device is slowed after 5 wrong passwords too (a stolen cookie buys no guesses)', async () => {
    const ip = '192.0.2.60';
    const cookie = deviceCookieOf(await attempt({ username: 'taixe1', password: 'Demo@123', ip }));
    for (let i = 0; i < 5; i++) {
      const res = await attempt({ username: 'taixe1', password: `sai-${i}`, ip, headers: { cookie } });
      expect(res.statusCode).toBe(401);
    }
    const res = await attempt({ username: 'taixe1', password: 'sai-5', ip, headers: { cookie } });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('1');
  });

  it('52 failures with random names behind one address slow that address; known devices still log in', async () => {
    const nat = '192.0.2.70';
    const cookie = deviceCookieOf(await attempt({ username: 'ketoan', password: 'Demo@123', ip: nat }));
    const statuses: number[] = [];
    for (let i = 0; i < 52; i++) {
      statuses.push((await attempt({ username: `khach-${i}`, password: 'x', ip: nat })).statusCode);
    }
    // 50 guesses across names are checked; then the address waits 1 s, 2 s, 4 s … (at most 60 s).
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect(statuses.slice(50)).toEqual([429, 429]);
    const unknownDevice = await attempt({ username: 'ketoan', password: 'Demo@123', ip: nat });
    expect(unknownDevice.statusCode).toBe(429);
    expect(unknownDevice.headers['retry-after']).toBe('1');
    await t.db
      .update(loginFailures)
      .set({ count: 80 })
      .where(eq(loginFailures.key, `ip:${nat}`));
    const slowest = await attempt({ username: 'ketoan', password: 'Demo@123', ip: nat });
    expect(slowest.headers['retry-after']).toBe('60');

    const known = await attempt({ username: 'ketoan', password: 'Demo@123', ip: nat, headers: { cookie } });
    expect(known.statusCode).toBe(200);
  });
});
