/**
 * Opens the database the server runs on: embedded PGlite persisted in DATA_DIR by default,
 * PostgreSQL through node-postgres when DATABASE_URL is set. Both get the same Drizzle
 * schema and the same committed migrations, applied before the server listens.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /**
   * Calls `onPayload` with the payload of every NOTIFY on `channel` (delivered when the notifying
   * transaction commits, from any connection or instance). PostgreSQL: one dedicated connection
   * outside the pool, reconnected when it drops (`onReconnect` then lets the caller catch up on
   * what was sent meanwhile). Returns the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
}

export type ListenOptions = { onReconnect?: () => void; onError?: (err: Error) => void };

/** Delay before a dropped LISTEN connection is reopened (doubling up to the cap). */
const LISTEN_RETRY_MS = [250, 8000] as const;

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
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
      listen: async (channel, onPayload, listenOptions) => {
        const stop = await listenPostgres(options.url, channel, onPayload, listenOptions);
        const stopOnce = async () => {
          listeners.delete(stopOnce);
          await stop();
        };
        listeners.add(stopOnce);
        return stopOnce;
      },
    };
  }
  return openPglite(options as PgliteOptions);
}

async function openPglite(options: PgliteOptions): Promise<Database> {
  if (options.dataDir) mkdirSync(path.resolve(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir ? path.resolve(options.dataDir) : undefined,
    loadDataDir: options.loadDataDir,
    // Trigram indexes for contains-searches (migration 0011); PostgreSQL ships it in contrib.
    extensions: { pg_trgm },
  });
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
    // PGlite is one connection in this process: every app on it hears its commits.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    // Exposed for test snapshots (dumpDataDir); not part of the server's contract.
    ...({ pglite: client } as object),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A dropped
 * connection (server restart, admin kill) is reopened with backoff; NOTIFYs sent while it was
 * down are lost to it, hence `onReconnect`.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  options: ListenOptions = {},
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay: number = LISTEN_RETRY_MS[0];
  const warn = options.onError ?? ((err) => console.warn(`PostgreSQL LISTEN ${channel}: ${err.message}`));

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
    });
    const dropped = (err?: Error) => {
      if (client !== c) return;
      client = undefined;
      if (err) warn(err);
      c.end().catch(() => {});
      if (!stopped) schedule();
    };
    c.on('error', dropped);
    c.on('end', () => dropped());
    await c.connect();
    await c.query(`listen "${channel.replaceAll('"', '""')}"`);
    client = c;
    delay = LISTEN_RETRY_MS[0];
  };
  const schedule = () => {
    retry = setTimeout(() => {
      connect()
        .then(() => options.onReconnect?.())
        .catch((err: Error) => {
          warn(err);
          delay = Math.min(delay * 2, LISTEN_RETRY_MS[1]);
          if (!stopped) schedule();
        });
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}
