/**
 * Access tokens belong to their login (issue 13, finding 8): logging out or a reuse alarm ends
 * the access token at once, not when it expires; concurrent rotations from one device stay in
 * the grace window; and the refresh rules the audit found untested (expiry, reuse after the
 * successor rotated).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../server/db/schema';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
const logout = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } });
const rowOf = async (token: string) => {
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
  return row;
};

describe('access tokens are bound to their login', () => {
  it('carry the login as a session id claim', async () => {
    const pair = await login(t.app, 'taixe1');
    const row = await rowOf(pair.refreshToken);
    expect(decodeJwt(pair.accessToken).sid).toBe(row?.familyId);
  });

  it('stop working at logout, not 15 minutes later', async () => {
    const pair = await login(t.app, 'taixe1');
    const other = await login(t.app, 'taixe1'); // another device of the same user
    expect((await me(pair.accessToken)).statusCode).toBe(200);
    expect((await logout(pair.refreshToken)).statusCode).toBe(200);
    const after = await me(pair.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      message: 'Bạn chưa đăng nhập hoặc phiên đăng nhập đã hết hạn.',
      code: 'UNAUTHENTICATED',
    });
    // Only that login ends.
    expect((await me(other.accessToken)).statusCode).toBe(200);
  });

  it('stop working when a reuse alarm revokes the family', async () => {
    const first = await login(t.app, 'ketoan');
    const second = (await refresh(first.refreshToken)).json().data;
    await t.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.id, (await rowOf(first.refreshToken))?.id as number));
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await me(second.accessToken)).statusCode).toBe(401);
    expect((await me(first.accessToken)).statusCode).toBe(401);
  });

  it('a revocation made by another instance arrives within the cache time (10 s)', async () => {
    const pair = await login(t.app, 'dieuphoi');
    expect((await me(pair.accessToken)).statusCode).toBe(200);
    // Revoked behind this instance's back (another server on the same database).
    await t.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(), revokedReason: 'logout' })
      .where(eq(refreshTokens.familyId, (await rowOf(pair.refreshToken))?.familyId as string));
    t.app.sessions.forgetCached();
    expect((await me(pair.accessToken)).statusCode).toBe(401);
  });
});

describe('refresh', () => {
  it('ten simultaneous refreshes of one token do not log the user out', async () => {
    const pair = await login(t.app, 'taixe2');
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(pair.refreshToken)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    // Whichever answer the device kept, it goes on working.
    const kept = answers[7]?.json().data;
    expect((await me(kept.accessToken)).statusCode).toBe(200);
    const next = await refresh(kept.refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().data.accessToken)).statusCode).toBe(200);
    const family = (await rowOf(pair.refreshToken))?.familyId as string;
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, family));
    expect(rows.filter((r) => r.revokedReason === 'reuse')).toEqual([]);
  });

  it('refuses an expired refresh token with 401', async () => {
    const pair = await login(t.app, 'nhanvien1');
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(refreshTokens.id, (await rowOf(pair.refreshToken))?.id as number));
    const res = await refresh(pair.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
      code: 'REFRESH_INVALID',
    });
  });

  it('revokes the family when a token comes back inside the grace window after its successor rotated', async () => {
    const first = await login(t.app, 'bientap1');
    const second = (await refresh(first.refreshToken)).json().data;
    const third = (await refresh(second.refreshToken)).json().data;
    // Seconds later (inside the 10 s grace of `first`), the first token comes back: the device
    // has moved on twice, so this is a copy somebody else holds.
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect((await rowOf(third.refreshToken))?.revokedReason).toBe('reuse');
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
    expect((await me(third.accessToken)).statusCode).toBe(401);
  });
});
