/**
 * The start-up read of IndexedDB: the session row, the persisted query cache and the outbox (with
 * the sync chip's two meta rows), in one read-only
 * transaction of plain IndexedDB, started as soon as main.tsx is evaluated. It runs before the
 * first screen on every start (the router waits for the restored cache; /login and the guard of
 * every signed-in route need to know whether someone is signed in), so it must not wait for Dexie,
 * zod and the API client (~60 KiB gzip, loaded with the screens that use them) nor open the
 * database twice. Everything else — writes, the outbox, live queries — goes through Dexie
 * (src/offline/db.ts, which owns the schema and its upgrades).
 *
 * Never creates or upgrades the database: if it does not exist yet the open is aborted, and a
 * database being upgraded elsewhere makes this answer "nothing" after a timeout rather than block.
 */

import { DRAIN_PROGRESS_META_KEY, LAST_SYNC_META_KEY } from '@/offline/meta-keys';

/** src/offline/db.ts DB_NAME (tests/unit/client/boot-read.test.ts checks they match). */
export const BOOT_DB_NAME = 'van-tai-ops';
const SESSION_STORE = 'session';
const META_STORE = 'meta';
const OUTBOX_STORE = 'outbox';
const SESSION_KEY = 'current';
export const QUERY_CACHE_META_KEY = 'queryCache';
/** The meta rows of the persisted queries' answers, one a query: this prefix + its query hash. */
export const QUERY_ANSWER_KEY_PREFIX = 'queryCache/';
/** Answer rows ({ key: prefix + query hash, value }) as value by query hash. */
export const answersByHash = (rows: readonly { key: string; value: unknown }[]): Map<string, unknown> =>
  new Map(rows.map((row) => [row.key.slice(QUERY_ANSWER_KEY_PREFIX.length), row.value]));
/** An IndexedDB that does not answer (blocked upgrade) must not keep the app blank. */
const BOOT_READ_TIMEOUT_MS = 1_500;

export interface BootSession {
  userId: number;
  username: string;
}

export interface BootState {
  /** The stored session's identity (no tokens), or null when signed out. */
  session: BootSession | null;
  /** The meta row's value for the persisted query cache, unchecked. */
  queryCache: unknown;
  /** Its answers' rows (app/query-cache-rows.ts): value by query hash, unchecked. */
  queryAnswers: Map<string, unknown>;
  /**
   * What the screens' live reads of the outbox answer first (offline/known-reads.ts): every outbox
   * row (all users, unchecked) and the meta rows of the drain's progress and the last sync.
   */
  outbox: { rows: unknown[]; drainProgress: unknown; lastSyncAt: unknown };
}

const NO_OUTBOX: BootState['outbox'] = { rows: [], drainProgress: undefined, lastSyncAt: undefined };
const EMPTY: BootState = { session: null, queryCache: undefined, queryAnswers: new Map(), outbox: NO_OUTBOX };

const identityOf = (row: unknown): BootSession | null => {
  if (typeof row !== 'object' || row === null) return null;
  const { userId, username } = row as Partial<BootSession>;
  return typeof userId === 'number' && typeof username === 'string' ? { userId, username } : null;
};

/** Reads both rows; resolves EMPTY when there is no database (or no IndexedDB), null on failure. */
export function readBootState(
  idb: IDBFactory | undefined = globalThis.indexedDB,
  name: string = BOOT_DB_NAME,
): Promise<BootState | null> {
  if (!idb) return Promise.resolve(EMPTY);
  return new Promise<BootState | null>((resolve) => {
    let settled = false;
    const finish = (value: BootState | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => finish(null), BOOT_READ_TIMEOUT_MS);
    let request: IDBOpenDBRequest;
    try {
      request = idb.open(name);
    } catch {
      finish(null);
      return;
    }
    // No database yet (first visit): abort so none is created at version 1 — Dexie creates it.
    request.onupgradeneeded = () => {
      request.transaction?.abort();
      finish(EMPTY);
    };
    request.onerror = (event) => {
      event.preventDefault();
      finish(null);
    };
    request.onsuccess = () => {
      const db = request.result;
      // Let a newer schema (Dexie upgrading in another tab or in this one) proceed.
      db.onversionchange = () => db.close();
      const stores = [SESSION_STORE, META_STORE, OUTBOX_STORE].filter((name) => db.objectStoreNames.contains(name));
      if (!stores.includes(SESSION_STORE) || !stores.includes(META_STORE)) {
        db.close();
        finish(stores.includes(SESSION_STORE) ? null : EMPTY);
        return;
      }
      try {
        const tx = db.transaction(stores, 'readonly');
        const session = tx.objectStore(SESSION_STORE).get(SESSION_KEY);
        const metaStore = tx.objectStore(META_STORE);
        const meta = metaStore.get(QUERY_CACHE_META_KEY);
        const answers = metaStore.getAll(
          IDBKeyRange.bound(QUERY_ANSWER_KEY_PREFIX, `${QUERY_ANSWER_KEY_PREFIX}\uffff`),
        );
        const progress = metaStore.get(DRAIN_PROGRESS_META_KEY);
        const lastSync = metaStore.get(LAST_SYNC_META_KEY);
        const outbox = stores.includes(OUTBOX_STORE) ? tx.objectStore(OUTBOX_STORE).getAll() : null;
        tx.oncomplete = () => {
          db.close();
          const rowValue = (request: IDBRequest) => (request.result as { value?: unknown } | undefined)?.value;
          const queryAnswers = answersByHash(answers.result as { key: string; value: unknown }[]);
          finish({
            session: identityOf(session.result),
            queryCache: rowValue(meta),
            queryAnswers,
            outbox: {
              rows: (outbox?.result as unknown[] | undefined) ?? [],
              drainProgress: rowValue(progress),
              lastSyncAt: rowValue(lastSync),
            },
          });
        };
        tx.onerror = tx.onabort = () => {
          db.close();
          finish(null);
        };
      } catch {
        db.close();
        finish(null);
      }
    };
  });
}

let started: Promise<BootState | null> | undefined;

/** The one start-up read, shared by the session guard and the cache restore (started on first call). */
export function bootState(): Promise<BootState | null> {
  started ??= readBootState();
  return started;
}
