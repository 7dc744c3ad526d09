import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@/contracts/health';
import type { Database } from '../../db/client';
import type { WriteHealth } from '../../lib/write-health';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string; writes: WriteHealth }> = async (
  app,
  { database, version, writes },
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
      // Reads working is not enough: a full disk fails every write while reads go on.
      const problems = await writes.problems();
      if (problems.length) return { data: { status: 'degraded' as const, db: database.kind, version, problems } };
      return { data: { status: 'ok' as const, db: database.kind, version } };
    },
  );
};
