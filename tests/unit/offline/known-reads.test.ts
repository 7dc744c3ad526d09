import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readBootState } from '@/app/boot-read';
import { knownRead, outboxReadKey, seedOutboxReads, syncCountsOf, syncReadKey } from '@/offline/known-reads';
import { DRAIN_PROGRESS_META_KEY, LAST_SYNC_META_KEY } from '@/offline/meta-keys';
import { clearSession } from '@/offline/session';
import { readUnsent } from '@/offline/unsent';
import { freshDb, item, NOW, session } from './helpers';

// The first answers of the outbox's live reads, seeded from the start-up read: they must equal
// what the live reads (use-outbox.ts) answer once Dexie has loaded, or the screen changes under
// the driver's finger and renders twice.

describe('known reads of the outbox', () => {
  it('seeds the answers the live reads give, from the start-up read of the same database', async () => {
    const db = freshDb();
    await db.session.put({ id: 'current', ...session({ userId: 7 }) });
    await db.outbox.bulkPut([
      item({ userId: 7, seq: 1, status: 'sent' }),
      item({ userId: 7, seq: 2, status: 'queued' }),
      // Same seq twice (two groups): the index orders them by id, reversed.
      item({ userId: 7, seq: 3, status: 'needs-attention' }),
      item({ userId: 7, seq: 3, status: 'sending' }),
      item({ userId: 8, seq: 4, status: 'queued' }),
    ]);
    const progress = { done: 1, total: 2, updatedAt: NOW };
    await db.meta.bulkPut([
      { key: DRAIN_PROGRESS_META_KEY, value: progress },
      { key: LAST_SYNC_META_KEY, value: NOW - 1_000 },
    ]);

    const boot = await readBootState(indexedDB, db.name);
    if (!boot) throw new Error('no start-up read');
    seedOutboxReads(7, boot.outbox);

    // useOutboxItems(7)'s read and useSyncState's read, as use-outbox.ts runs them.
    const live = await db.outbox.where('[userId+seq]').between([7, -Infinity], [7, Infinity]).reverse().toArray();
    expect(live.map((i) => i.seq)).toEqual([3, 3, 2, 1]);
    expect(knownRead(outboxReadKey(7))).toEqual(live);
    const counts = syncCountsOf(await readUnsent(db, 7), progress, NOW - 1_000);
    expect(counts).toEqual({ waiting: 3, needsAttention: 1, progress, lastSyncAt: NOW - 1_000 });
    expect(knownRead(syncReadKey(7))).toEqual(counts);
    expect(knownRead(syncReadKey(null))).toEqual(counts);
    // Nobody else's items.
    expect(knownRead(outboxReadKey(8))).toBeUndefined();
    db.close();
  });

  it('knows an empty outbox as empty, not as "not read yet"', () => {
    seedOutboxReads(9, { rows: [], drainProgress: undefined, lastSyncAt: undefined });
    expect(knownRead(outboxReadKey(9))).toEqual([]);
    expect(knownRead(syncReadKey(9))).toEqual({ waiting: 0, needsAttention: 0, progress: null, lastSyncAt: null });
  });

  it('ignores rows that are not outbox items and meta values of the wrong shape', () => {
    seedOutboxReads(7, {
      rows: [null, 'x', { userId: 7 }, item({ userId: 7, seq: 1 })],
      drainProgress: 'x',
      lastSyncAt: '1',
    });
    expect((knownRead(outboxReadKey(7)) as unknown[]).length).toBe(1);
    expect(knownRead(syncReadKey(7))).toMatchObject({ waiting: 1, progress: null, lastSyncAt: null });
  });

  it('forgets everything when the session is cleared (the next user sees none of it)', async () => {
    seedOutboxReads(7, { rows: [item({ userId: 7 })], drainProgress: undefined, lastSyncAt: undefined });
    expect(knownRead(syncReadKey(null))).toBeDefined();
    // clearSession(): logout and a rejected refresh.
    await clearSession();
    expect(knownRead(outboxReadKey(7))).toBeUndefined();
    expect(knownRead(syncReadKey(null))).toBeUndefined();
  });
});
