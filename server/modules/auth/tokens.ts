import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, ACCESS_TOKEN_TYPE } from '@/contracts/auth';

/** `sessionId` is the login (refresh-token family) the token was issued to: logging out ends it. */
export type AccessClaims = {
  userId: number;
  username: string;
  sessionId: string;
  /** When the token stops being accepted (epoch ms): a long-lived stream ends there. */
  expiresAt: number;
};

/** Only HS256 is accepted: `alg: none` and algorithm confusion are refused by the allow-list. */
const ALGORITHMS = ['HS256'];

export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly deviceKey: Buffer;
  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
    // A key of its own for device cookies, so a cookie can never pass as a token or the reverse.
    this.deviceKey = createHmac('sha256', secret).update('device-cookie').digest();
  }

  /** `<device id>.<user id>.<mac>`: proves this browser once logged in as that user. */
  signDevice(deviceId: string, userId: number): string {
    const body = `${deviceId}.${userId}`;
    return `${body}.${createHmac('sha256', this.deviceKey).update(body).digest('base64url')}`;
  }

  verifyDevice(value: string | undefined): { deviceId: string; userId: number } | null {
    const m = value?.match(/^([A-Za-z0-9_-]{16,32})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/);
    if (!m) return null;
    const [, deviceId = '', uid = '', mac = ''] = m;
    const expected = createHmac('sha256', this.deviceKey).update(`${deviceId}.${uid}`).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { deviceId, userId: Number(uid) };
  }

  sign(claims: Omit<AccessClaims, 'expiresAt'>): Promise<string> {
    return new SignJWT({ uid: claims.userId, username: claims.username, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TOKEN_TYPE })
      .setSubject(String(claims.userId))
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setJti(randomBytes(12).toString('base64url'))
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  /** Resolves the claims, or `'expired'` / `'invalid'` so the caller can answer precisely. */
  async verify(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ALGORITHMS,
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        typ: ACCESS_TOKEN_TYPE,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const userId = Number(payload.sub);
      if (
        !Number.isInteger(userId) ||
        payload.uid !== userId ||
        typeof payload.username !== 'string' ||
        typeof payload.sid !== 'string'
      ) {
        return 'invalid';
      }
      return { userId, username: payload.username, sessionId: payload.sid, expiresAt: (payload.exp as number) * 1000 };
    } catch (err) {
      return err instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}

/** 256 random bits, URL-safe; only its SHA-256 is stored. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
