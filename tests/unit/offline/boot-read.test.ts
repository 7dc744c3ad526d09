import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { BOOT_DB_NAME, QUERY_ANSWER_KEY_PREFIX, QUERY_CACHE_META_KEY, readBootState } from '@/app/boot-read';
import { DB_NAME } from '@/offline/db';
import { DRAIN_PROGRESS_META_KEY, LAST_SYNC_META_KEY } from '@/offline/meta-keys';
import { freshDb, item, NOW } from './helpers';

const session = {
  id: 'current' as const,
  accessToken: 'a',
  refreshToken: 'r',
  username: 'taixe1',
  userId: 7,
  accessExpiresAt: 1,
};

describe('start-up read (plain IndexedDB)', () => {
  it('reads the database Dexie owns', () => {
    expect(BOOT_DB_NAME).toBe(DB_NAME);
  });

  it('answers "signed out, nothing cached" without creating a missing database', async () => {
    const name = `boot-missing-${Math.random()}`;
    expect(await readBootState(indexedDB, name)).toEqual({
      session: null,
      queryCache: undefined,
      queryAnswers: new Map(),
      outbox: { rows: [], drainProgress: undefined, lastSyncAt: undefined },
    });
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(name);
  });

  it('reads the session identity (no tokens), the cached queries row and its answer rows in one go', async () => {
    const db = freshDb();
    await db.session.put(session);
    await db.meta.bulkPut([
      { key: QUERY_CACHE_META_KEY, value: { userId: 7, json: '{}' } },
      { key: `${QUERY_ANSWER_KEY_PREFIX}["board",3]`, value: '{"columns":[]}' },
      { key: `${QUERY_ANSWER_KEY_PREFIX}["me"]`, value: '{"id":7}' },
      // Other meta rows are not the cache's.
      { key: 'clockOffset', value: 12 },
    ]);
    const answers = new Map([
      ['["board",3]', '{"columns":[]}'],
      ['["me"]', '{"id":7}'],
    ]);
    expect(await readBootState(indexedDB, db.name)).toEqual({
      session: { userId: 7, username: 'taixe1' },
      queryCache: { userId: 7, json: '{}' },
      queryAnswers: answers,
      outbox: { rows: [], drainProgress: undefined, lastSyncAt: undefined },
    });
    // Dexie keeps working with the same database afterwards (the read closed its connection).
    await db.session.delete('current');
    expect(await readBootState(indexedDB, db.name)).toEqual({
      session: null,
      queryCache: { userId: 7, json: '{}' },
      queryAnswers: answers,
      outbox: { rows: [], drainProgress: undefined, lastSyncAt: undefined },
    });
    db.close();
  });

  it('reads every outbox row and the two meta rows of the sync chip in the same go', async () => {
    const db = freshDb();
    await db.session.put(session);
    const rows = [item({ userId: 7 }), item({ userId: 8, status: 'sent' })];
    await db.outbox.bulkPut(rows);
    const progress = { done: 1, total: 3, updatedAt: NOW };
    await db.meta.bulkPut([
      { key: DRAIN_PROGRESS_META_KEY, value: progress },
      { key: LAST_SYNC_META_KEY, value: NOW - 5_000 },
    ]);
    const boot = await readBootState(indexedDB, db.name);
    expect(boot?.outbox).toEqual({ rows, drainProgress: progress, lastSyncAt: NOW - 5_000 });
    db.close();
  });

  it('does not block Dexie opening a newer version', async () => {
    const db = freshDb();
    await db.open();
    db.close();
    const reading = readBootState(indexedDB, db.name);
    await db.open();
    expect(await reading).not.toBeUndefined();
    db.close();
  });
});
