import { randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  type CurrentUser,
  isDriver,
  LOGIN_FAILED_MESSAGE,
  LOGIN_RATE_LIMITED_MESSAGE,
  REFRESH_INVALID_MESSAGE,
  type TokenPair,
} from '@/contracts/auth';
import { ErrorCode } from '@/contracts/envelope';
import type { Db } from '../../db/client';
import { HttpError, notFound, unauthorized } from '../../http-error';
import { rightsVersion } from '../../lib/access';
import { grantsOfUser, permissionCodesOf } from '../admin/rbac/repo';
import * as repo from './repo';
import type { Sessions } from './sessions';
import { type AccessTokens, hashToken, newRefreshToken } from './tokens';

/** argon2id with OWASP's second recommended profile (19 MiB, t=2, p=1). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

/** A retried rotation whose answer was lost gets a fresh pair within this many seconds. */
export const REFRESH_GRACE_MS = 10_000;

/**
 * Failed logins slow the next attempt down rather than lock the account: the first `free`
 * attempts of a counter pass, then each waits firstDelayMs × 2^(n − free), at most maxDelayMs
 * after the counter's last attempt. A counter is forgotten `forgetAfterMs` after its last attempt.
 * Unknown devices count per username + IP and per IP (guessing across names behind one address);
 * a device that once logged in as the user (the signed `vt_device` cookie) counts on its own, so
 * somebody else's guesses never keep a known user out.
 */
export const LOGIN_LIMITS = {
  forgetAfterMs: 15 * 60_000,
  perUserAndIp: { free: 5, firstDelayMs: 1_000, maxDelayMs: 5 * 60_000 },
  perDevice: { free: 5, firstDelayMs: 1_000, maxDelayMs: 5 * 60_000 },
  perIp: { free: 50, firstDelayMs: 1_000, maxDelayMs: 60_000 },
} as const;

export const DEVICE_COOKIE = 'vt_device';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 86_400;

export type LoginResult = TokenPair & {
  /** The device cookie to (re)set: it names this browser as one the user logs in from. */
  deviceCookie: string;
};

// Verified against when the username does not exist, so both failures take as long.
let dummyHash: Promise<string> | undefined;

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessTokens,
    private readonly refreshTtlMs: number,
    private readonly sessions: Sessions,
    /** The login limiter's time (tests move it instead of waiting). */
    private readonly clock: () => number = Date.now,
  ) {}

  async login(
    username: string,
    password: string,
    ip: string,
    userAgent?: string,
    deviceCookie?: string,
  ): Promise<LoginResult> {
    const user = await repo.findUserForLogin(this.db, username);
    const device = this.access.verifyDevice(deviceCookie);
    const knownDevice = device && user && device.userId === user.idNguoiDung ? device : null;
    const counters = knownDevice
      ? [{ key: `d:${knownDevice.deviceId}`, limit: LOGIN_LIMITS.perDevice }]
      : [
          { key: `u:${username.toLowerCase()}|${ip}`, limit: LOGIN_LIMITS.perUserAndIp },
          { key: `ip:${ip}`, limit: LOGIN_LIMITS.perIp },
        ];
    const reserved: string[] = [];
    for (const c of counters) {
      if (await repo.reserveAttempt(this.db, c.key, c.limit, LOGIN_LIMITS.forgetAfterMs, new Date(this.clock()))) {
        reserved.push(c.key);
        continue;
      }
      for (const key of reserved) await repo.releaseAttempt(this.db, key);
      throw await this.limited(c.key, c.limit);
    }

    dummyHash ??= hashPassword('không-phải-mật-khẩu');
    const ok = await verify(user?.matKhauHash ?? (await dummyHash), password).catch(() => false);
    if (!user || !ok || user.trangThai !== 1) {
      await repo.touchAttempts(this.db, reserved, new Date(this.clock()));
      throw new HttpError(401, ErrorCode.BAD_CREDENTIALS, LOGIN_FAILED_MESSAGE);
    }
    // The pair (or device) starts afresh; the address only gives back this one attempt.
    const [own, address] = reserved;
    if (own) await repo.clearFailures(this.db, own);
    if (address) await repo.releaseAttempt(this.db, address);
    const pair = await this.issue(user.idNguoiDung, user.tenDangNhap, randomUUID(), null, userAgent);
    const deviceId = knownDevice?.deviceId ?? randomBytes(16).toString('base64url');
    return { ...pair, deviceCookie: this.access.signDevice(deviceId, user.idNguoiDung) };
  }

  /** `Set-Cookie` for the device cookie: readable by the server's auth routes only. */
  static deviceCookieHeader(value: string, secure: boolean): string {
    return `${DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  }

  async refresh(refreshToken: string, userAgent?: string): Promise<TokenPair> {
    const row = await repo.findRefreshToken(this.db, hashToken(refreshToken));
    const invalid = () => unauthorized(REFRESH_INVALID_MESSAGE, ErrorCode.REFRESH_INVALID);
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw invalid();

    const user = await repo.findActiveUserById(this.db, row.idNguoiDung);
    if (!user) {
      await this.endLogin(row.familyId, 'inactive');
      throw invalid();
    }

    const now = new Date();
    if (await repo.claimRefreshToken(this.db, row.id, now)) {
      // The device went on with this answer: answers to its concurrent retries retire.
      if (row.parentId !== null) await repo.retireSiblings(this.db, row.parentId, row.id);
      return this.issue(user.idNguoiDung, user.tenDangNhap, row.familyId, row.id, userAgent);
    }

    // Already rotated. Within the grace period, and while no successor has been used, this is the
    // same device retrying (a lost answer, or several tabs/requests at once): one more successor.
    const used = await repo.findRefreshToken(this.db, row.tokenHash);
    if (used && !used.revokedAt && used.usedAt && now.getTime() - used.usedAt.getTime() <= REFRESH_GRACE_MS) {
      if (!(await repo.anyChildUsed(this.db, used.id))) {
        return this.issue(user.idNguoiDung, user.tenDangNhap, row.familyId, used.id, userAgent);
      }
    }
    if (used?.revokedAt && used.revokedReason === 'superseded') throw invalid();
    // A token the device has moved past came back: assume it was stolen, end the whole login.
    await this.endLogin(row.familyId, 'reuse');
    throw invalid();
  }

  /** Ends the login the token belongs to; unknown tokens are fine (logout must always work). */
  async logout(refreshToken: string): Promise<void> {
    const row = await repo.findRefreshToken(this.db, hashToken(refreshToken));
    if (row) await this.endLogin(row.familyId, 'logout');
  }

  private async endLogin(familyId: string, reason: string) {
    await repo.revokeFamily(this.db, familyId, reason);
    this.sessions.markEnded(familyId);
  }

  async currentUser(userId: number): Promise<CurrentUser> {
    const p = await repo.findProfile(this.db, userId);
    if (!p) throw notFound('Không tìm thấy người dùng.');
    const laTaiXe = isDriver(p.maChucVu, p.maPhongBan);
    const grants = await grantsOfUser(this.db, userId);
    if (!grants) throw notFound('Không tìm thấy người dùng.');
    return {
      ...p,
      laTaiXe,
      laQuanTri: p.tenDangNhap.toLowerCase() === 'admin',
      quyen: await permissionCodesOf(this.db, userId),
      phienBanQuyen: rightsVersion(grants),
    };
  }

  private async limited(key: string, limit: repo.AttemptLimit): Promise<HttpError> {
    const f = await repo.readFailures(this.db, key);
    const now = this.clock();
    const until = f ? f.windowStart.getTime() + repo.attemptDelayMs(limit, f.count) : now;
    const retryAfter = Math.max(1, Math.ceil((until - now) / 1000));
    return new HttpError(429, ErrorCode.RATE_LIMITED, LOGIN_RATE_LIMITED_MESSAGE, undefined, {
      'retry-after': String(retryAfter),
    });
  }

  private async issue(
    userId: number,
    username: string,
    familyId: string,
    parentId: number | null,
    userAgent?: string,
  ): Promise<TokenPair> {
    const refreshToken = newRefreshToken();
    await repo.insertRefreshToken(this.db, {
      tokenHash: hashToken(refreshToken),
      familyId,
      parentId,
      idNguoiDung: userId,
      expiresAt: new Date(Date.now() + this.refreshTtlMs),
      userAgent: userAgent?.slice(0, 500),
    });
    const accessToken = await this.access.sign({ userId, username, sessionId: familyId });
    return { accessToken, refreshToken, tokenType: 'Bearer', expiresIn: this.access.ttlSeconds };
  }
}
