/**
 * Planner statistics for the embedded database. PostgreSQL's autovacuum daemon keeps them fresh;
 * PGlite runs no background workers, so its tables are never analyzed and the planner guesses —
 * a filtered 10 000-task board took minutes instead of seconds until `analyze` had run (bench:board).
 * Shortly after start and then every few hours, PGlite gets what autovacuum would have done.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

export const ANALYZE_EVERY_MS = 6 * 3_600_000;
const FIRST_RUN_MS = 5_000;

export async function analyzeTables(database: Database): Promise<void> {
  await database.db.execute(sql`analyze`);
}

/** Starts the schedule on PGlite (nothing on PostgreSQL); returns the stop function. */
export function scheduleAnalyze(database: Database, log: FastifyBaseLogger): () => void {
  if (database.kind !== 'pglite') return () => {};
  const run = () =>
    analyzeTables(database).catch((err: Error) => log.warn({ err }, 'PGlite: không cập nhật được thống kê bảng'));
  const first = setTimeout(run, FIRST_RUN_MS);
  const every = setInterval(run, ANALYZE_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
