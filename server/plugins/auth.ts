import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UNAUTHENTICATED_MESSAGE } from '@/contracts/auth';
import { ErrorCode } from '@/contracts/envelope';
import type { Db } from '../db/client';
import { unauthorized } from '../http-error';
import { findActiveUserById } from '../modules/auth/repo';
import type { Sessions } from '../modules/auth/sessions';
import type { AccessTokens } from '../modules/auth/tokens';

/** `expiresAt`: when the bearer token of this request expires (epoch ms). */
export type AuthUser = { id: number; username: string; expiresAt: number };

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
  interface FastifyContextConfig {
    /** Reachable without a bearer token (login, refresh, health…). Everything else is guarded. */
    public?: boolean;
  }
}

/** The signed-in user of a guarded route; guarded routes never run without one. */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized(UNAUTHENTICATED_MESSAGE);
  return req.user;
}

/**
 * Deny by default: every `/api/*` route gets the bearer check unless it opts out with
 * `config.public`. Later, RBAC plugs in after this hook with the same default.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; tokens: AccessTokens; sessions: Sessions }) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.config?.public) return;
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [authenticate, ...existing];
    });

    async function authenticate(req: FastifyRequest) {
      const header = req.headers.authorization;
      const match = header?.match(/^Bearer ([A-Za-z0-9\-_.]+)$/);
      if (!match?.[1]) throw unauthorized(UNAUTHENTICATED_MESSAGE);
      const claims = await opts.tokens.verify(match[1]);
      if (claims === 'expired') throw unauthorized(UNAUTHENTICATED_MESSAGE, ErrorCode.TOKEN_EXPIRED);
      if (claims === 'invalid') throw unauthorized(UNAUTHENTICATED_MESSAGE);
      // A token outlives neither its login's logout nor a reuse alarm that ended the login.
      if (await opts.sessions.ended(claims.sessionId)) throw unauthorized(UNAUTHENTICATED_MESSAGE);
      // A deactivated account loses access at once, not when its token expires.
      const user = await findActiveUserById(opts.db, claims.userId);
      if (!user) throw unauthorized(UNAUTHENTICATED_MESSAGE);
      req.user = { id: user.idNguoiDung, username: user.tenDangNhap, expiresAt: claims.expiresAt };
    }
  },
);
