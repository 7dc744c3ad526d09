import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientSettingsResponse } from '@/contracts/settings';

/**
 * GET /api/settings. Public like /api/health: it holds only what any client may know (the framed
 * site has its own login), and a route without a bearer needs no RBAC rule for every user.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ transportAdminUrl?: string }> = async (
  app,
  { transportAdminUrl },
) => {
  app.get(
    '/api/settings',
    {
      config: { public: true },
      schema: { tags: ['system'], summary: 'Cấu hình dành cho ứng dụng', response: { 200: clientSettingsResponse } },
    },
    async () => ({ data: { transportAdminUrl: transportAdminUrl ?? null } }),
  );
};
