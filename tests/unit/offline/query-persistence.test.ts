import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUERY_ANSWER_KEY_PREFIX, readBootState } from '@/app/boot-read';
import {
  createDexieQueryPersister,
  QUERY_CACHE_MAX_AGE_MS,
  QUERY_CACHE_META_KEY,
  queryPersistOptions,
} from '@/app/query-persistence';
import type { VanTaiDb } from '@/offline/db';
import { freshDb } from './helpers';

type PersistedQueryClient = Parameters<typeof persistQueryClientSave>[0]['queryClient'];

let db: VanTaiDb;
let userId: number | undefined;

const persisterFor = () =>
  createDexieQueryPersister({ db, currentUserId: async () => userId, throttleMs: 10, restoreTimeoutMs: 1_000 });

const client = (data: unknown): PersistedClient => ({
  buster: 'build-1',
  timestamp: Date.now(),
  clientState: {
    mutations: [],
    queries: [
      {
        queryKey: ['fleet', 'assignment'],
        queryHash: '["fleet","assignment"]',
        dehydratedAt: Date.now(),
        state: {
          data,
          dataUpdateCount: 1,
          dataUpdatedAt: Date.now(),
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
});

/** A cache of one query a key, each with the given answer, last updated at `at`. */
const cacheOf = (answers: Record<string, unknown>, at: number): PersistedClient => {
  const [query] = client(null).clientState.queries;
  return {
    ...client(null),
    clientState: {
      mutations: [],
      queries: Object.entries(answers).map(([key, data]) => ({
        ...(query as NonNullable<typeof query>),
        queryKey: [key],
        queryHash: JSON.stringify([key]),
        state: { ...(query as NonNullable<typeof query>).state, data, dataUpdatedAt: at },
      })),
    },
  };
};

/** The meta rows written (put or deleted) while `run` runs, by key. */
async function rowsTouched(run: () => Promise<void>): Promise<string[]> {
  const touched: string[] = [];
  const creating = (key: string) => void touched.push(key);
  const updating = (_changes: object, key: string) => void touched.push(key);
  const deleting = (key: string) => void touched.push(`-${key}`);
  db.meta.hook('creating', creating);
  db.meta.hook('updating', updating);
  db.meta.hook('deleting', deleting);
  try {
    await run();
  } finally {
    db.meta.hook('creating').unsubscribe(creating);
    db.meta.hook('updating').unsubscribe(updating);
    db.meta.hook('deleting').unsubscribe(deleting);
  }
  return touched.sort();
}

const answersStored = async () => (await db.meta.where('key').startsWith(QUERY_ANSWER_KEY_PREFIX).primaryKeys()).sort();

beforeEach(() => {
  db = freshDb();
  userId = 7;
});
afterEach(() => db.close());

describe('Dexie query persister', () => {
  it('saves (coalesced) under the signed-in user and restores for that user', async () => {
    const persister = persisterFor();
    persister.persistClient(client({ bienSo: '51C-000.01' }));
    persister.persistClient(client({ bienSo: '51C-000.02' }));
    await persister.flush();
    const row = await db.meta.get(QUERY_CACHE_META_KEY);
    expect(row?.value).toMatchObject({ userId: 7 });
    const restored = await persister.restoreClient();
    expect(restored?.clientState.queries[0]?.state.data).toEqual({ bienSo: '51C-000.02' });
  });

  it('takes the snapshot once per coalesced save, when it runs, not at each change', async () => {
    const persister = persisterFor();
    let taken = 0;
    let answer = 'first';
    const snapshot = () => {
      taken++;
      return client({ answer });
    };
    for (let i = 0; i < 20; i++) persister.persistLater(snapshot);
    answer = 'latest';
    expect(taken).toBe(0);
    await persister.flush();
    expect(taken).toBe(1);
    const restored = await persister.restoreClient();
    expect(restored?.clientState.queries[0]?.state.data).toEqual({ answer: 'latest' });
  });

  it('never restores another user’s cache, and drops it', async () => {
    const persister = persisterFor();
    persister.persistClient(client({ owner: 7 }));
    await persister.flush();
    userId = 8;
    expect(await persister.restoreClient()).toBeUndefined();
    expect(await db.meta.get(QUERY_CACHE_META_KEY)).toBeUndefined();
  });

  it('writes nothing while signed out (and removes what was there)', async () => {
    const persister = persisterFor();
    persister.persistClient(client({ owner: 7 }));
    await persister.flush();
    userId = undefined;
    persister.persistClient(client({ leaked: true }));
    await persister.flush();
    expect(await db.meta.get(QUERY_CACHE_META_KEY)).toBeUndefined();
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it('signed out with nothing stored: a save does not open the database, until something was written', async () => {
    const touched: string[] = [];
    const watched = new Proxy(db, {
      get(target, property, receiver) {
        touched.push(String(property));
        return Reflect.get(target, property, receiver);
      },
    });
    userId = undefined;
    const persister = createDexieQueryPersister({
      db: watched,
      currentUserId: async () => userId,
      throttleMs: 10,
      restoreTimeoutMs: 1_000,
    });
    expect(await persister.restoreClient()).toBeUndefined();
    touched.length = 0;
    persister.persistClient(client({ nobody: true }));
    await persister.flush();
    expect(touched).toEqual([]);

    // Signed in, a save is written; signed out again, the next save removes it.
    userId = 7;
    persister.persistClient(client({ owner: 7 }));
    await persister.flush();
    expect(await db.meta.get(QUERY_CACHE_META_KEY)).toBeDefined();
    userId = undefined;
    persister.persistClient(client({ leaked: true }));
    await persister.flush();
    expect(await db.meta.get(QUERY_CACHE_META_KEY)).toBeUndefined();
  });

  it('a restore too slow to wait for: the screen starts without it, the stored answers come late, nothing is overwritten meanwhile', async () => {
    const saver = persisterFor();
    saver.persistClient(client({ bienSo: '51C-000.03' }));
    await saver.flush();
    // A loaded phone: the stored row is read only after the start stopped waiting (20 ms).
    let release: () => void = () => undefined;
    const slowRead = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = createDexieQueryPersister({
      db,
      throttleMs: 10,
      restoreTimeoutMs: 20,
      readStored: async () => {
        await slowRead;
        // As the app's start-up read does.
        const boot = await readBootState(indexedDB, db.name);
        return { userId, value: boot?.queryCache, answers: boot?.queryAnswers ?? new Map() };
      },
      currentUserId: async () => userId,
    });
    expect(await slow.restoreClient()).toBeUndefined();
    // The screen's first (empty) cache must not replace the stored answers.
    slow.persistClient(client({ empty: true }));
    await slow.flush();
    await new Promise((resolve) => setTimeout(resolve, 30));
    release();
    const late = await slow.lateRestore();
    expect(late?.clientState.queries[0]?.state.data).toEqual({ bienSo: '51C-000.03' });
    const stored = await persisterFor().restoreClient();
    expect(stored?.clientState.queries[0]?.state.data).toEqual({ bienSo: '51C-000.03' });
    // Once merged, saving goes on as before.
    slow.allowSaves();
    slow.persistClient(client({ bienSo: '51C-000.04' }));
    await slow.flush();
    expect((await persisterFor().restoreClient())?.clientState.queries[0]?.state.data).toEqual({
      bienSo: '51C-000.04',
    });
  });

  it('a save writes the answers that are new objects and the small row, not the answers that stayed the same', async () => {
    const persister = persisterFor();
    const board = { columns: [{ id: 1, tasks: [{ id: 7, tieuDe: 'Giao hàng' }] }] };
    const me = { id: 7 };
    const save = (cache: PersistedClient) =>
      rowsTouched(async () => {
        persister.persistClient(cache);
        await persister.flush();
      });
    expect(await save(cacheOf({ board, me }, 1_000))).toEqual([
      QUERY_CACHE_META_KEY,
      `${QUERY_ANSWER_KEY_PREFIX}["board"]`,
      `${QUERY_ANSWER_KEY_PREFIX}["me"]`,
    ]);
    // A refetch that brought the same answers: only the time moved.
    expect(await save(cacheOf({ board, me }, 2_000))).toEqual([QUERY_CACHE_META_KEY]);
    let restored = await persisterFor().restoreClient();
    expect(restored?.clientState.queries.map((q) => [q.queryKey, q.state.data, q.state.dataUpdatedAt])).toEqual([
      [['board'], board, 2_000],
      [['me'], me, 2_000],
    ]);
    // A new board; 'me' is no longer in the cache: its row goes.
    const moved = { columns: [{ id: 1, tasks: [] }] };
    expect(await save(cacheOf({ board: moved }, 3_000))).toEqual([
      `-${QUERY_ANSWER_KEY_PREFIX}["me"]`,
      QUERY_CACHE_META_KEY,
      `${QUERY_ANSWER_KEY_PREFIX}["board"]`,
    ]);
    restored = await persisterFor().restoreClient();
    expect(restored?.clientState.queries.map((q) => q.state.data)).toEqual([moved]);
    expect(await answersStored()).toEqual([`${QUERY_ANSWER_KEY_PREFIX}["board"]`]);
  });

  it('two tabs saving in turn: each save after the other tab’s writes all its answers again', async () => {
    const first = persisterFor();
    const second = persisterFor();
    const board = { columns: [] };
    first.persistClient(cacheOf({ board }, 1_000));
    await first.flush();
    second.persistClient(cacheOf({ other: { n: 2 } }, 2_000));
    await second.flush();
    // The first tab's board is the same object, but the other tab has replaced the rows since.
    first.persistClient(cacheOf({ board }, 3_000));
    await first.flush();
    const restored = await persisterFor().restoreClient();
    expect(restored?.clientState.queries.map((q) => [q.queryKey, q.state.data])).toEqual([[['board'], board]]);
    expect(await answersStored()).toEqual([`${QUERY_ANSWER_KEY_PREFIX}["board"]`]);
  });

  it('a query whose answer row is missing is not restored; the others are', async () => {
    const persister = persisterFor();
    persister.persistClient(cacheOf({ board: { columns: [] }, me: { id: 7 } }, 1_000));
    await persister.flush();
    await db.meta.delete(`${QUERY_ANSWER_KEY_PREFIX}["board"]`);
    const restored = await persisterFor().restoreClient();
    expect(restored?.clientState.queries.map((q) => [q.queryKey, q.state.data])).toEqual([[['me'], { id: 7 }]]);
  });

  it('the session ending deletes the cache and every answer row', async () => {
    const persister = persisterFor();
    persister.persistClient(cacheOf({ board: { columns: [] }, me: { id: 7 } }, 1_000));
    await persister.flush();
    await db.meta.put({ key: 'clockOffset', value: 12 });
    await persister.removeClient();
    expect(await db.meta.get(QUERY_CACHE_META_KEY)).toBeUndefined();
    expect(await answersStored()).toEqual([]);
    expect(await db.meta.get('clockOffset')).toEqual({ key: 'clockOffset', value: 12 });
  });

  it('removeClient cancels a pending save', async () => {
    const persister = persisterFor();
    persister.persistClient(client({ owner: 7 }));
    await persister.removeClient();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await db.meta.get(QUERY_CACHE_META_KEY)).toBeUndefined();
  });

  it('with the app options: only successful queries are kept, 7 days, busted by the build id', async () => {
    expect(QUERY_CACHE_MAX_AGE_MS).toBe(7 * 24 * 60 * 60_000);
    expect(queryPersistOptions.buster).toBe('dev');
    const persister = persisterFor();
    const options = { ...queryPersistOptions, persister };
    // react-query-persist-client 5.104.5 carries its own query-core 5.104.5 (the app has 5.108): the
    // runtime API is the same, the types are nominally different.
    const source = new QueryClient() as unknown as PersistedQueryClient;
    source.setQueryData(['ok'], { value: 1 });
    source.setQueryData(['private'], { value: 2 });
    source
      .getQueryCache()
      .find({ queryKey: ['private'] })
      ?.setOptions({ queryKey: ['private'], meta: { persist: false } });
    await source.prefetchQuery({
      queryKey: ['failed'],
      queryFn: () => Promise.reject(new Error('offline')),
      retry: false,
    });
    await persistQueryClientSave({ queryClient: source, ...options });
    await persister.flush();

    const target = new QueryClient() as unknown as PersistedQueryClient;
    await persistQueryClientRestore({ queryClient: target, ...options });
    expect(target.getQueryData(['ok'])).toEqual({ value: 1 });
    expect(target.getQueryData(['private'])).toBeUndefined();
    expect(target.getQueryCache().find({ queryKey: ['failed'] })).toBeUndefined();

    const otherBuild = new QueryClient() as unknown as PersistedQueryClient;
    await persistQueryClientRestore({ queryClient: otherBuild, ...options, buster: 'another-build' });
    expect(otherBuild.getQueryData(['ok'])).toBeUndefined();
    expect(await db.meta.get(QUERY_CACHE_META_KEY)).toBeUndefined();
  });

  it('a failed refetch keeps the last good answer in the persisted copy, restored as a success', async () => {
    const persister = persisterFor();
    const options = { ...queryPersistOptions, persister };
    const source = new QueryClient() as unknown as PersistedQueryClient;
    source.setQueryData(['fleet', 'assignment'], { bienSo: '51C-123.45' });
    const goodAt = source.getQueryState(['fleet', 'assignment'])?.dataUpdatedAt;
    // The refetch that follows a queued report, with bars but no data.
    await source
      .fetchQuery({
        queryKey: ['fleet', 'assignment'],
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
        retry: false,
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(source.getQueryState(['fleet', 'assignment'])?.status).toBe('error');
    await persistQueryClientSave({ queryClient: source, ...options });
    await persister.flush();

    const target = new QueryClient() as unknown as PersistedQueryClient;
    await persistQueryClientRestore({ queryClient: target, ...options });
    const state = target.getQueryState(['fleet', 'assignment']);
    expect(state?.data).toEqual({ bienSo: '51C-123.45' });
    expect(state?.status).toBe('success');
    expect(state?.error).toBeNull();
    // When the data was last good: what the screen shows as "dữ liệu lúc HH:mm".
    expect(state?.dataUpdatedAt).toBe(goodAt);
  });
});
