import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
        return { userId, value: (await db.meta.get(QUERY_CACHE_META_KEY))?.value };
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
