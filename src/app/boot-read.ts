/**
 * The start-up read of IndexedDB: the session row and the persisted query cache, in one read-only
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

/** src/offline/db.ts DB_NAME (tests/unit/client/boot-read.test.ts checks they match). */
export const BOOT_DB_NAME = 'van-tai-ops';
const SESSION_STORE = 'session';
const META_STORE = 'meta';
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
}

const EMPTY: BootState = { session: null, queryCache: undefined, queryAnswers: new Map() };

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
      const stores = [SESSION_STORE, META_STORE].filter((name) => db.objectStoreNames.contains(name));
      if (stores.length < 2) {
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
        tx.oncomplete = () => {
          db.close();
          const row = meta.result as { value?: unknown } | undefined;
          const queryAnswers = answersByHash(answers.result as { key: string; value: unknown }[]);
          finish({ session: identityOf(session.result), queryCache: row?.value, queryAnswers });
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
