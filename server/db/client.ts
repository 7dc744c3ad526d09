/**
 * Opens the database the server runs on: embedded PGlite persisted in DATA_DIR by default,
 * PostgreSQL through node-postgres when DATABASE_URL is set. Both get the same Drizzle
 * schema and the same committed migrations, applied before the server listens.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type PostgresOptions = {
  url: string;
  poolSize?: number;
  /** An idle pooled connection died (server restart, admin kill); pg drops it and reconnects. */
  onIdleError?: (err: Error) => void;
};
/** `dataDir` undefined → in memory (tests); `loadDataDir` starts from a dumped snapshot. */
export type PgliteOptions = { url?: undefined; dataDir?: string; loadDataDir?: Blob };
export type DatabaseOptions = PostgresOptions | PgliteOptions;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Without a listener an idle connection's error would crash the whole process.
    pool.on(
      'error',
      options.onIdleError ?? ((err) => console.warn(`PostgreSQL: kết nối rảnh bị đóng: ${err.message}`)),
    );
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  return openPglite(options as PgliteOptions);
}

async function openPglite(options: PgliteOptions): Promise<Database> {
  if (options.dataDir) mkdirSync(path.resolve(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir ? path.resolve(options.dataDir) : undefined,
    loadDataDir: options.loadDataDir,
  });
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
    // Exposed for test snapshots (dumpDataDir); not part of the server's contract.
    ...({ pglite: client } as object),
  };
}
