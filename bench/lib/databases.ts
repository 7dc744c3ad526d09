/**
 * The databases a benchmark measures: a fresh in-memory PGlite, and, in the same run, a throwaway
 * database on the PostgreSQL server of DATABASE_URL / TEST_DATABASE_URL (dropped at cleanup).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/client';
import { withDatabase } from '../../tests/api/helpers/global-setup';
import { onCleanup } from './process';

export type Kind = 'pglite' | 'postgres';

export const postgresUrl = () => process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

/** Which kinds to measure (`only`: the --only flag); says so when PostgreSQL is skipped. */
export function benchKinds(only: string | undefined): Kind[] {
  const kinds: Kind[] = [];
  if (only !== 'postgres') kinds.push('pglite');
  if (only !== 'pglite') {
    if (postgresUrl()) kinds.push('postgres');
    else console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL, e.g. scripts/with-postgres.sh).');
  }
  return kinds;
}

/** A new database of that kind; closed (and for PostgreSQL dropped) by the cleanup registry. */
export async function openBenchDatabase(kind: Kind): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    onCleanup('close pglite', () => database.close());
    return database;
  }
  const url = postgresUrl() as string;
  const name = `vt_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  onCleanup(`drop ${name}`, async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  // Dropping the database `with (force)` ends its idle connections: expected, not worth a warning.
  const database = await openDatabase({ url: withDatabase(url, name), poolSize: 10, onIdleError: () => {} });
  onCleanup('close postgres', () => database.close());
  return database;
}
