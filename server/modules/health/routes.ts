import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@/contracts/health';
import type { Database } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (
  app,
  { database, version },
) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: { tags: ['system'], summary: 'Tình trạng máy chủ', response: { 200: healthResponse } },
    },
    async () => {
      // Touch the database so a health check fails when it is gone, not only when Node is.
      await database.db.execute(sql`select 1`);
      return { data: { status: 'ok' as const, db: database.kind, version } };
    },
  );
};
