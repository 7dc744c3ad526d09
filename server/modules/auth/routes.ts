import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserResponse, loginRequest, refreshRequest, tokenPairResponse } from '@/contracts/auth';
import { apiError, messageOnly } from '@/contracts/envelope';
import { requireUser } from '../../plugins/auth';
import { AuthService, DEVICE_COOKIE } from './service';

/** One cookie's value from a Cookie header (no cookie library for a single cookie). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

const errors = { 400: apiError, 401: apiError, 429: apiError };

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Đăng nhập',
        body: loginRequest,
        response: { 200: tokenPairResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { deviceCookie, ...pair } = await auth.login(
        req.body.username,
        req.body.password,
        req.ip,
        req.headers['user-agent'],
        cookieValue(req.headers.cookie, DEVICE_COOKIE),
      );
      reply.header('set-cookie', AuthService.deviceCookieHeader(deviceCookie, req.protocol === 'https'));
      return { data: pair };
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Làm mới phiên',
        body: refreshRequest,
        response: { 200: tokenPairResponse, ...errors },
      },
    },
    async (req) => ({ data: await auth.refresh(req.body.refreshToken, req.headers['user-agent']) }),
  );

  app.post(
    '/api/auth/logout',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Đăng xuất',
        body: refreshRequest,
        response: { 200: messageOnly, 400: apiError },
      },
    },
    async (req) => {
      await auth.logout(req.body.refreshToken);
      return { data: null, message: 'Đăng xuất thành công.' };
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: { tags: ['auth'], summary: 'Người dùng hiện tại', response: { 200: currentUserResponse, 401: apiError } },
    },
    async (req) => ({ data: await auth.currentUser(requireUser(req).id) }),
  );
};
