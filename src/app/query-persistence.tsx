/**
 * Offline reads: the TanStack Query cache persisted to IndexedDB (the offline db's `meta` row
 * 'queryCache', tagged with the signed-in user id, and a row per query for its answer: a save
 * writes only the answers that changed, see app/query-cache-rows.ts) so screens opened once online
 * render offline after a reload. Restored before the router renders (its loaders read the cache),
 * saved at most once a second while the app runs, busted by every new build, dropped after 7 days,
 * never written while signed out and deleted when the session ends (logout, refused refresh,
 * another user).
 *
 * What is kept is every query's last good answer, whatever its last fetch did. TanStack's default
 * keeps only queries whose status is 'success', so the failed refetch that follows a queued report
 * on a phone with bars but no data erased the dashboard from the persisted copy, and the next launch
 * opened on an error. Chosen over a separate Dexie "day snapshot" because every screen already reads
 * through these queries: one rule here covers all of them. Screens say how old the data is
 * (ui/data-age.tsx) from `dataUpdatedAt`, which is the time of that last good answer.
 *
 * Start-up reads the cache and the session with plain IndexedDB (app/boot-read.ts) so the first
 * screen does not wait for Dexie; Dexie (and the session module) load for the first save or delete.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { dehydrate, hydrate, IsRestoringProvider, QueryClientProvider, useIsRestoring } from '@tanstack/react-query';
import {
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
  persistQueryClientRestore,
} from '@tanstack/react-query-persist-client';
import { type ReactNode, useEffect, useState } from 'react';
import { nextTask } from '@/lib/next-task';
import type { VanTaiDb } from '@/offline/db';
import { bootState, QUERY_CACHE_META_KEY } from './boot-read';
import { firstScreenTurn } from './first-screen';
import { isStoredQueryCache, joinAnswers } from './query-cache-rows';
import type { WrittenAnswers } from './query-cache-store';
import { queryClient } from './query-client';
import { knownSignedOut, whenSignedIn } from './signed-in';

declare const __BUILD_ID__: string | undefined;

export { QUERY_CACHE_META_KEY };
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** Changes to one build's data shapes never meet another build's cache. */
export const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
/** An IndexedDB that does not answer (blocked upgrade) must not keep the app blank. */
const RESTORE_TIMEOUT_MS = 1_500;

export interface StoredRows {
  userId: number | undefined;
  value: unknown;
  answers: ReadonlyMap<string, unknown>;
}

export interface DexiePersisterDeps {
  /** Defaults to the app's database, loaded on first use. */
  db?: VanTaiDb;
  currentUserId?: () => Promise<number | undefined>;
  /**
   * Where restore reads the signed-in user, the stored row and its answer rows (value by query hash)
   * (default: through `db` and `currentUserId`); the app passes the start-up read. Undefined means
   * "could not read".
   */
  readStored?: () => Promise<StoredRows | undefined>;
  /** Saves are coalesced: at most one write per this many ms (the cache changes on every fetch). */
  throttleMs?: number;
  restoreTimeoutMs?: number;
}

export interface DexieQueryPersister extends Persister {
  persistClient(client: PersistedClient): void;
  /**
   * The cache changed: `snapshot` is taken when the coalesced save runs, not now. The cache changes
   * on every fetch, and a snapshot (TanStack's dehydrate) walks every query: taken per change, as
   * TanStack's own subscription does, the ~20 invalidations after a reopen cost 16 ms at CPU ×1 in
   * one task (a profile of /tai-xe), each walking all queries.
   */
  persistLater(snapshot: () => PersistedClient): void;
  restoreClient(): Promise<PersistedClient | undefined>;
  removeClient(): Promise<void>;
  /** Writes a pending save now (page being hidden). */
  flush(): Promise<void>;
  /**
   * After a restore that gave up waiting: the stored cache once it has been read after all
   * (undefined when the restore answered in time, or there was nothing). Saves wait until
   * `allowSaves()`, so a slow launch never replaces the stored answers with an emptier cache.
   */
  lateRestore(): Promise<PersistedClient | undefined>;
  allowSaves(): void;
}

type DehydratedQuery = PersistedClient['clientState']['queries'][number];

/**
 * The persisted form of one query: its last good answer as a plain success, or nothing when it has
 * never had one. A failed fetch is a fact about that moment's network, not about the data.
 */
export function lastGoodAnswer(query: DehydratedQuery): DehydratedQuery | null {
  const { state } = query;
  if (state.data === undefined) return null;
  if (state.status === 'success' && state.fetchStatus === 'idle') return query;
  return {
    ...query,
    state: {
      ...state,
      status: 'success',
      fetchStatus: 'idle',
      error: null,
      fetchFailureCount: 0,
      fetchFailureReason: null,
    },
  };
}

const keepLastGood = (client: PersistedClient): PersistedClient => ({
  ...client,
  clientState: {
    ...client.clientState,
    queries: client.clientState.queries.flatMap((query) => {
      const kept = lastGoodAnswer(query);
      return kept ? [kept] : [];
    }),
  },
});

const appDb = async () => (await import('@/offline/db')).db;
const cacheStore = () => import('./query-cache-store');
const signedInUserId = async () => (await (await import('@/offline/session')).readSession())?.userId;

export function createDexieQueryPersister({
  db,
  currentUserId = signedInUserId,
  readStored,
  throttleMs = 1_000,
  restoreTimeoutMs = RESTORE_TIMEOUT_MS,
}: DexiePersisterDeps = {}): DexieQueryPersister {
  let pending: (() => PersistedClient) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  // False from a restore that timed out until its late answer has been merged (allowSaves).
  let savesAllowed = true;
  let late: Promise<PersistedClient | undefined> | undefined;

  // What this persister wrote last, as long as it is known to be what is stored: the answer objects
  // by query hash, so an answer still the same object is not written again.
  let written: WrittenAnswers | undefined;
  // Whether the database may hold a cache: false once a read found none or a removal took it.
  // Signed out with nothing stored, a save has nothing to do and must not open the database (on a
  // first visit to /login that would load Dexie and create the database for nobody).
  let mayBeStored = true;
  const writer = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

  const database = async () => db ?? (await appDb());
  const remove = async () => {
    written = undefined;
    await (await cacheStore()).removeStoredCache(await database());
    mayBeStored = false;
  };

  const write = async (client: PersistedClient) => {
    const userId = await currentUserId();
    // Signed out: nothing is kept (and whatever was kept goes).
    if (userId === undefined) return mayBeStored ? remove() : undefined;
    const previous = written;
    written = undefined;
    mayBeStored = true;
    const store = await cacheStore();
    written = await store.writeStoredCache(await database(), {
      client: keepLastGood(client),
      userId,
      writer,
      previous,
    });
  };

  const flush = (): Promise<void> => {
    if (!savesAllowed) return writing;
    clearTimeout(timer);
    timer = undefined;
    const snapshot = pending;
    pending = null;
    if (snapshot) writing = writing.then(() => write(snapshot())).catch(() => undefined);
    return writing;
  };

  const restore = async (): Promise<PersistedClient | undefined> => {
    const readThroughDexie = async (): Promise<StoredRows> => {
      const stored = await (await cacheStore()).readStoredCache(await database());
      return { userId: await currentUserId(), ...stored };
    };
    const { userId, value, answers } = (await readStored?.()) ?? (await readThroughDexie());
    if (value === undefined && answers.size === 0) mayBeStored = false;
    if (!isStoredQueryCache(value)) return undefined;
    // Another user's (or a signed-out) cache is never shown: drop it.
    if (userId === undefined || value.userId !== userId) {
      await remove();
      return undefined;
    }
    return joinAnswers(value.json, answers);
  };

  const persistLater = (snapshot: () => PersistedClient) => {
    pending = snapshot;
    timer ??= setTimeout(() => void flush(), throttleMs);
  };

  return {
    persistClient: (client) => persistLater(() => client),
    persistLater,
    restoreClient() {
      const reading = restore().catch(() => undefined);
      const gaveUp = Symbol('timed out');
      return Promise.race([
        reading,
        new Promise<typeof gaveUp>((resolve) => setTimeout(() => resolve(gaveUp), restoreTimeoutMs)),
      ]).then((answer) => {
        if (answer !== gaveUp) return answer;
        // The screen goes on without the stored answers for now; they are merged when read.
        savesAllowed = false;
        late = reading;
        return undefined;
      });
    },
    lateRestore: () => late ?? Promise.resolve(undefined),
    allowSaves() {
      savesAllowed = true;
      late = undefined;
      if (pending) timer ??= setTimeout(() => void flush(), throttleMs);
    },
    async removeClient() {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
      await writing;
      await remove();
    },
    flush,
  };
}

export const queryPersister = createDexieQueryPersister({
  // Signed out as this tab knows it: no need to load the session module (and Dexie) to be told so.
  currentUserId: () => (knownSignedOut(queryClient) ? Promise.resolve(undefined) : signedInUserId()),
  readStored: async () => {
    const boot = await bootState();
    return boot ? { userId: boot.session?.userId, value: boot.queryCache, answers: boot.queryAnswers } : undefined;
  },
});

/** Deletes the persisted cache (the session ended). */
export const clearPersistedQueries = () => queryPersister.removeClient();

export const queryPersistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: queryPersister,
  maxAge: QUERY_CACHE_MAX_AGE_MS,
  buster: BUILD_ID,
  dehydrateOptions: {
    // Every query that has an answer, even if its last fetch failed (see the header); a query can
    // opt out with meta: { persist: false }.
    shouldDehydrateQuery: (query) => query.state.data !== undefined && query.meta?.persist !== false,
    // Writes are the outbox's job, not the mutation cache's.
    shouldDehydrateMutation: () => false,
  },
};

/**
 * Renders its children once the persisted cache is back (route loaders read it synchronously). When
 * the read was too slow (a loaded phone's IndexedDB), the screens start without it and the stored
 * answers are merged as soon as they are read — `hydrate` keeps any newer answer already fetched —
 * so a slow start never hides, nor overwrites, what the device already had.
 */
function AfterRestore({ client, children }: { client: QueryClient; children: ReactNode }) {
  const restoring = useIsRestoring();
  useEffect(() => {
    if (restoring) return;
    void queryPersister
      .lateRestore()
      .then((stored) => {
        const usable = stored && stored.buster === BUILD_ID && Date.now() - stored.timestamp <= QUERY_CACHE_MAX_AGE_MS;
        if (usable) hydrate(client, stored.clientState);
      })
      .catch(() => undefined)
      .finally(() => queryPersister.allowSaves());
  }, [restoring, client]);
  return restoring ? null : children;
}

/**
 * What was restored is what the phone last knew, not fresh: once the first screen is drawn from it,
 * every restored query counts as stale and what is on screen asks the server again (offline, the
 * answer stays on screen), however recent the stored answer. A reopen after the office changed
 * something (a ticket approved) must show it. Not before the first screen: those requests and
 * their answers took the main thread and the link from it (Lighthouse, /tai-xe). One query per
 * task: started together, their requests made one task of ~30 ms at CPU x1.
 */
async function revalidateRestored(client: QueryClient) {
  const restoredAt = Date.now();
  await firstScreenTurn();
  // Only what the restore brought: an answer fetched since then is fresh already.
  const restored = (query: Query) => query.state.dataUpdatedAt <= restoredAt;
  await client.invalidateQueries({ predicate: restored, refetchType: 'none' });
  for (const query of client.getQueryCache().findAll({ type: 'active', predicate: restored })) {
    await nextTask();
    // A fetch already under way (a route loader's) is this query's revalidation: joined, not restarted.
    void client.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active' }, { cancelRefetch: false });
  }
}

/** Deletes the persisted cache when the session row goes (in this tab or another); returns the stop. */
async function watchSessionRow(): Promise<() => void> {
  const [{ liveQuery }, database] = await Promise.all([import('dexie'), appDb()]);
  const watch = liveQuery(() => database.session.get('current')).subscribe({
    next: (session) => {
      if (!session) void clearPersistedQueries().catch(() => undefined);
    },
    error: () => undefined,
  });
  return () => watch.unsubscribe();
}

/**
 * Saves on every change of the query cache, the snapshot taken when the save runs (persistLater).
 * TanStack's persistQueryClientSubscribe dehydrates the whole cache on each change instead.
 */
function saveOnChanges(client: QueryClient): () => void {
  const { buster, dehydrateOptions } = queryPersistOptions;
  const snapshot = (): PersistedClient => ({
    buster: buster ?? '',
    timestamp: Date.now(),
    clientState: dehydrate(client, dehydrateOptions),
  });
  // Mutations are not kept (shouldDehydrateMutation): only the query cache's changes matter.
  return client.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated')
      queryPersister.persistLater(snapshot);
  });
}

const restores = new WeakMap<QueryClient, Promise<void>>();

/**
 * The stored cache into `client`, once however often the provider mounts (StrictMode mounts twice),
 * then its revalidation — not awaited: it waits for the first screen, which waits for this.
 */
function restoreOnce(client: QueryClient): Promise<void> {
  let restore = restores.get(client);
  if (!restore) {
    restore = persistQueryClientRestore({ ...queryPersistOptions, queryClient: client })
      .then(() => void revalidateRestored(client).catch(() => undefined))
      .catch(() => undefined);
    restores.set(client, restore);
  }
  return restore;
}

/**
 * QueryClientProvider + persistence: the stored cache restored first (screens wait for it, as with
 * TanStack's PersistQueryClientProvider, whose restore this is), then saved on changes. Also deletes
 * the persisted cache when the session row goes (in this tab or another), and saves a pending
 * change when the page is hidden.
 */
export function PersistedQueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [restoring, setRestoring] = useState(true);
  useEffect(() => {
    let unmounted = false;
    void restoreOnce(client).then(() => {
      if (!unmounted) setRestoring(false);
    });
    return () => {
      unmounted = true;
    };
  }, [client]);
  useEffect(() => (restoring ? undefined : saveOnChanges(client)), [client, restoring]);
  useEffect(() => {
    // The session-row watch (Dexie's live query) starts after the first screen and only once
    // someone is signed in: signed out, the restore has already dropped whatever was stored.
    // Started at once, Dexie's download, evaluation and database open came before the dashboard's
    // first render (bench:offline-start).
    let stopWatch: (() => void) | undefined;
    let stopWaiting = () => {};
    let stopped = false;
    const startWatch = () =>
      watchSessionRow().then(
        (stop) => {
          if (stopped) stop();
          else stopWatch = stop;
        },
        () => undefined,
      );
    void firstScreenTurn().then(() => {
      if (!stopped) stopWaiting = whenSignedIn(client, () => void startWatch());
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void queryPersister.flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      stopped = true;
      stopWaiting();
      stopWatch?.();
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [client]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>
        <AfterRestore client={client}>{children}</AfterRestore>
      </IsRestoringProvider>
    </QueryClientProvider>
  );
}
