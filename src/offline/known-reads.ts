/**
 * The last answer of each keyed live read of the offline database (live.ts), so a screen's first
 * render shows what this phone holds instead of "nothing yet" while Dexie loads after the first
 * screen. Without it a dashboard reopened over a queued receive drew "Chưa nhận xe" and its
 * receive button for a second (one tap queued the receive twice), the chip said "Đã gửi hết" over
 * waiting reports, and the whole dashboard rendered again when the first answer came.
 *
 * Seeded before the first screen from the start-up read of IndexedDB (app/boot-read.ts, plain
 * IndexedDB), kept current by every answer, forgotten when the session ends. No Dexie here.
 */
import { isUnsent } from './outbox-state';
import type { DrainProgress, OutboxItem } from './types';

const known = new Map<string, unknown>();

export const knownRead = (key: string): unknown => known.get(key);
export const rememberRead = (key: string, value: unknown) => void known.set(key, value);
/** Another user may sign in on this page next: nothing of this one's may show first. */
export const forgetKnownReads = () => known.clear();

/** useOutboxItems(userId)'s key. */
export const outboxReadKey = (userId: number) => `outbox:${userId}`;
/** useSyncState(userId)'s key; without a user, the signed-in one's. */
export const syncReadKey = (userId: number | null | undefined) => `sync:${userId ?? 'session'}`;

/** What the sync chip counts, from one user's unsent items and two meta rows. */
export interface SyncCounts {
  waiting: number;
  needsAttention: number;
  progress: DrainProgress | null;
  lastSyncAt: number | null;
}

const isProgress = (value: unknown): value is DrainProgress =>
  typeof value === 'object' && value !== null && typeof (value as DrainProgress).total === 'number';

export const syncCountsOf = (unsent: readonly OutboxItem[], progress: unknown, lastSyncAt: unknown): SyncCounts => ({
  waiting: unsent.length,
  needsAttention: unsent.filter((item) => item.status === 'needs-attention').length,
  progress: isProgress(progress) ? progress : null,
  lastSyncAt: typeof lastSyncAt === 'number' ? lastSyncAt : null,
});

const isRowOf =
  (userId: number) =>
  (row: unknown): row is OutboxItem => {
    if (typeof row !== 'object' || row === null) return false;
    const { userId: owner, seq, id, status } = row as Partial<OutboxItem>;
    return owner === userId && typeof seq === 'number' && typeof id === 'string' && typeof status === 'string';
  };

/**
 * The answers useOutboxItems and useSyncState would give for `userId`, from the start-up read's
 * rows: the items newest first as the [userId+seq] index reads them reversed (ties: id, reversed).
 */
export function seedOutboxReads(
  userId: number,
  outbox: { rows: readonly unknown[]; drainProgress: unknown; lastSyncAt: unknown },
) {
  const items = outbox.rows
    .filter(isRowOf(userId))
    .sort((a, b) => b.seq - a.seq || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  rememberRead(outboxReadKey(userId), items);
  const counts = syncCountsOf(items.filter(isUnsent), outbox.drainProgress, outbox.lastSyncAt);
  rememberRead(syncReadKey(userId), counts);
  rememberRead(syncReadKey(null), counts);
}
