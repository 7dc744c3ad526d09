import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES } from '@/contracts/permissions';
import { nguoiDung, refreshTokens, settings } from '../../server/db/schema';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

const LOGIN_FAILED = 'Tài khoản hoặc mật khẩu không đúng.';
const REFRESH_INVALID = 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const jwtSecret = async () => {
  const [row] = await t.db.select().from(settings).where(eq(settings.key, 'auth.jwtSecret'));
  return new TextEncoder().encode(row?.value as string);
};

describe('POST /api/auth/login', () => {
  it('answers a short-lived access JWT and an opaque refresh token stored only as a hash', async () => {
    const res = await post('/api/auth/login', { username: 'taixe1', password: 'Demo@123' });
    expect(res.statusCode).toBe(200);
    const { accessToken, refreshToken, tokenType, expiresIn } = res.json().data;
    expect(tokenType).toBe('Bearer');
    expect(expiresIn).toBeLessThanOrEqual(900);

    expect(decodeProtectedHeader(accessToken)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({ username: 'taixe1', iss: 'van-tai-ops', aud: 'van-tai-ops-api' });
    expect(claims.sub).toBe(String(claims.uid));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(15 * 60);

    // 32 random bytes → 43 base64url characters (256 bits ≥ the 128 required).
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.select().from(refreshTokens);
    expect(stored.some((r) => r.tokenHash === refreshToken)).toBe(false);
    const hash = createHash('sha256').update(refreshToken).digest('hex');
    expect(stored.some((r) => r.tokenHash === hash)).toBe(true);
  });

  it('accepts the username in any case', async () => {
    const res = await post('/api/auth/login', { username: 'TaiXe2', password: 'Demo@123' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { username: 'ketoan', password: 'sai-mat-khau' }],
    ['an unknown user', { username: 'khong-ton-tai', password: 'Demo@123' }],
  ])('refuses %s with the one Vietnamese message', async (_label, body) => {
    const res = await post('/api/auth/login', body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: LOGIN_FAILED, code: 'BAD_CREDENTIALS' });
  });

  it('refuses an inactive account with the same message', async () => {
    await t.db.update(nguoiDung).set({ trangThai: 0 }).where(eq(nguoiDung.tenDangNhap, 'bientap1'));
    const res = await post('/api/auth/login', { username: 'bientap1', password: 'Demo@123' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(LOGIN_FAILED);
    await t.db.update(nguoiDung).set({ trangThai: 1 }).where(eq(nguoiDung.tenDangNhap, 'bientap1'));
  });

  it('requires username and password with Vietnamese field errors', async () => {
    const res = await post('/api/auth/login', { username: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Vui lòng nhập tên đăng nhập.',
      fieldErrors: { username: 'Vui lòng nhập tên đăng nhập.', password: 'Vui lòng nhập mật khẩu.' },
    });
  });

  it('slows failures per username and IP down, even for the right password right afterwards', async () => {
    // Literal limits (tests/api/login-limits.test.ts walks the delays): 5 attempts, then a wait.
    const from = (remoteAddress: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload });
    for (let i = 0; i < 5; i++) {
      const res = await from('203.0.113.7', { username: 'nhanvien1', password: `sai-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await from('203.0.113.7', { username: 'nhanvien1', password: 'Demo@123' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ít phút.',
      code: 'RATE_LIMITED',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is not punished for this one's guesses.
    const other = await from('198.51.100.2', { username: 'nhanvien1', password: 'Demo@123' });
    expect(other.statusCode).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('tells drivers from office staff by position TAI_XE / department TaiXe', async () => {
    const driver = await me((await login(t.app, 'taixe1')).accessToken);
    expect(driver.statusCode).toBe(200);
    expect(driver.json().data).toMatchObject({
      tenDangNhap: 'taixe1',
      hoTen: 'Nguyễn Văn Tài',
      maChucVu: 'TAI_XE',
      maPhongBan: 'TaiXe',
      chucVu: 'Tài xế',
      laTaiXe: true,
      laQuanTri: false,
    });
    const admin = await me((await login(t.app, 'admin')).accessToken);
    expect(admin.json().data).toMatchObject({ tenDangNhap: 'admin', laTaiXe: false, laQuanTri: true });
  });

  it('lists the permission codes the matrix grants; administrators hold every code', async () => {
    const codesOf = async (user: string) => (await me((await login(t.app, user)).accessToken)).json().data.quyen;
    expect(await codesOf('taixe1')).toEqual(['THONG_BAO_XEM']);
    const dispatcher = await codesOf('dieuphoi');
    expect(dispatcher).toEqual(
      expect.arrayContaining(['XE_XEM', 'XANG_DAU_DUYET', 'BAO_DUONG_DUYET', 'BAO_DUONG_HUY', 'BAO_DUONG_SUA']),
    );
    expect(dispatcher).not.toContain('BAO_DUONG_THANH_TOAN');
    const accountant = await codesOf('ketoan');
    expect(accountant).toContain('BAO_DUONG_THANH_TOAN');
    expect(accountant).not.toContain('BAO_DUONG_DUYET');
    expect(accountant).not.toContain('XANG_DAU_DUYET');
    expect((await codesOf('admin')).sort()).toEqual([...PERMISSION_CODES].sort());
  });

  it('refuses a missing, forged, alg:none, wrong-audience, wrong-type or expired token', async () => {
    const secret = await jwtSecret();
    // A live login of admin's, so the hand-made tokens name a session that has not ended.
    const sid = decodeJwt((await login(t.app, 'admin')).accessToken).sid;
    const base = (s: SignJWT) =>
      s.setSubject('1').setIssuer('van-tai-ops').setAudience('van-tai-ops-api').setIssuedAt();
    const good = (exp: number) =>
      base(new SignJWT({ uid: 1, username: 'admin', sid }).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }))
        .setExpirationTime(exp)
        .sign(secret);
    const now = Math.floor(Date.now() / 1000);

    // Sanity: the hand-made token is accepted, so the refusals below are about what we changed.
    expect((await me(await good(now + 60))).statusCode).toBe(200);

    const forged = await base(
      new SignJWT({ uid: 1, username: 'admin' }).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }),
    )
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode('khong-phai-khoa-bi-mat-cua-may-chu-0123456789'));
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: '1',
        uid: 1,
        username: 'admin',
        iss: 'van-tai-ops',
        aud: 'van-tai-ops-api',
        iat: now,
        exp: now + 60,
      }),
    ).toString('base64url');
    const algNone = `${header}.${payload}.`;
    const wrongAudience = await new SignJWT({ uid: 1, username: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject('1')
      .setIssuer('van-tai-ops')
      .setAudience('another-api')
      .setIssuedAt()
      .setExpirationTime(now + 60)
      .sign(secret);
    const wrongType = await base(
      new SignJWT({ uid: 1, username: 'admin' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }),
    )
      .setExpirationTime(now + 60)
      .sign(secret);
    const expired = await good(now - 5);
    const noSession = await base(
      new SignJWT({ uid: 1, username: 'admin' }).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }),
    )
      .setExpirationTime(now + 60)
      .sign(secret);

    const noToken = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({
      message: 'Bạn chưa đăng nhập hoặc phiên đăng nhập đã hết hạn.',
      code: 'UNAUTHENTICATED',
    });
    for (const token of [forged, algNone, wrongAudience, wrongType, noSession]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    const expiredRes = await me(expired);
    expect(expiredRes.statusCode).toBe(401);
    expect(expiredRes.json().code).toBe('TOKEN_EXPIRED');
  });

  it('locks a deactivated account out at once, before its token expires', async () => {
    const { accessToken } = await login(t.app, 'taixe3');
    await t.db.update(nguoiDung).set({ trangThai: 0 }).where(eq(nguoiDung.tenDangNhap, 'taixe3'));
    expect((await me(accessToken)).statusCode).toBe(401);
    await t.db.update(nguoiDung).set({ trangThai: 1 }).where(eq(nguoiDung.tenDangNhap, 'taixe3'));
  });
});

describe('POST /api/auth/refresh', () => {
  const refresh = (refreshToken: string) => post('/api/auth/refresh', { refreshToken });
  const backdateUse = (token: string, ms: number) =>
    t.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - ms) })
      .where(eq(refreshTokens.tokenHash, createHash('sha256').update(token).digest('hex')));

  it('rotates the refresh token on every use and the new access token works', async () => {
    const first = await login(t.app, 'dieuphoi');
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = res.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.accessToken)).json().data.tenDangNhap).toBe('dieuphoi');
    const third = await refresh(second.refreshToken);
    expect(third.statusCode).toBe(200);
  });

  it('revokes the whole family when an already rotated token comes back', async () => {
    const first = await login(t.app, 'ketoan');
    const second = (await refresh(first.refreshToken)).json().data;
    await backdateUse(first.refreshToken, 60_000);

    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: REFRESH_INVALID, code: 'REFRESH_INVALID' });
    // The thief's copy and the owner's newer token are both dead now.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('gives a retried rotation a fresh pair within the grace period and retires the lost one', async () => {
    const first = await login(t.app, 'taixe2');
    const lost = (await refresh(first.refreshToken)).json().data;
    const retried = await refresh(first.refreshToken);
    expect(retried.statusCode).toBe(200);
    const fresh = retried.json().data;
    expect(fresh.refreshToken).not.toBe(lost.refreshToken);
    expect((await refresh(fresh.refreshToken)).statusCode).toBe(200);
    // The pair whose answer was lost can no longer be used.
    const [lostRow] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, createHash('sha256').update(lost.refreshToken).digest('hex')));
    expect(lostRow?.revokedReason).toBe('superseded');
  });

  it('refuses an unknown token and an empty body', async () => {
    expect((await refresh('khong-ton-tai')).json()).toEqual({ message: REFRESH_INVALID, code: 'REFRESH_INVALID' });
    const empty = await post('/api/auth/refresh', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ refreshToken: REFRESH_INVALID });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the login so its refresh token no longer works', async () => {
    const tokens = await login(t.app, 'nhanvien1', 'Demo@123').catch(async () => {
      // The rate-limit test above may have blocked this IP for nhanvien1; use another user.
      return login(t.app, 'bientap1');
    });
    const res = await post('/api/auth/logout', { refreshToken: tokens.refreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'Đăng xuất thành công.' });
    expect((await post('/api/auth/refresh', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
  });

  it('always succeeds, even for a token it does not know (logging out must never fail)', async () => {
    expect((await post('/api/auth/logout', { refreshToken: 'khong-ton-tai' })).statusCode).toBe(200);
  });
});
