/**
 * React hooks over the outbox for the driver screens (status chip, outbox screen, logout warning).
 * Live queries (live.ts): they re-render when the page's or the service worker's drain changes a
 * record, so what they show is the database, never a copy. Dexie loads with the first read, not
 * with the screen; until it answers, the outbox and the chip show what the start-up read found
 * (known-reads.ts).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { outboxReadKey, syncCountsOf, syncReadKey } from './known-reads';
import { useLive } from './live';
import { DRAIN_PROGRESS_META_KEY, LAST_SYNC_META_KEY } from './meta-keys';
import { type StorageEstimate, storageEstimate } from './storage';
import type { OutboxItem, SyncState } from './types';
import { readUnsent } from './unsent';

/** Progress older than this comes from a drain whose context died: not shown. */
const PROGRESS_STALE_MS = 2 * 60_000;

/**
 * The user's outbox items, newest first; undefined while loading. Photo records are not read here:
 * this runs on every outbox change and their bytes (hundreds of KB each) are not what lists show.
 */
export function useOutboxItems(userId: number | null | undefined): OutboxItem[] | undefined {
  return useLive(
    async (db) => {
      if (userId == null) return [];
      const items = await db.outbox
        .where('[userId+seq]')
        .between([userId, -Infinity], [userId, Infinity])
        .reverse()
        .toArray();
      return items;
    },
    [userId],
    userId == null ? undefined : outboxReadKey(userId),
  );
}

/** The user's unsent items, oldest first (the logout warning lists them). */
export function useUnsentItems(userId: number | null | undefined): OutboxItem[] | undefined {
  return useLive(async (db) => (userId == null ? [] : readUnsent(db, userId)), [userId]);
}

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** navigator.onLine, live. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The status chip's state for the signed-in user (or `userId`): online, how many wait, how many
 * need attention, the running drain's progress (page or worker) and the last successful send.
 */
export function useSyncState(userId?: number | null): SyncState {
  const online = useOnline();
  const counts = useLive(
    async (db) => {
      const uid = userId ?? (await db.session.get('current'))?.userId;
      const [progressRow, lastSyncRow, unsent] = await Promise.all([
        db.meta.get(DRAIN_PROGRESS_META_KEY),
        db.meta.get(LAST_SYNC_META_KEY),
        uid == null ? [] : readUnsent(db, uid),
      ]);
      return syncCountsOf(unsent, progressRow?.value, lastSyncRow?.value);
    },
    [userId],
    syncReadKey(userId),
  );
  const progress = counts?.progress;
  const fresh = progress && Date.now() - progress.updatedAt < PROGRESS_STALE_MS && progress.total > 0;
  return {
    online,
    waiting: counts?.waiting ?? 0,
    needsAttention: counts?.needsAttention ?? 0,
    sending: fresh ? { done: progress.done, total: progress.total } : null,
    lastSyncAt: counts?.lastSyncAt ?? null,
  };
}

/** An object URL for a stored photo (revoked on unmount or when the id changes). */
export function usePhotoUrl(photoId: string | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!photoId) {
      setUrl(undefined);
      return;
    }
    let cancelled = false;
    let created: string | undefined;
    // The photo store (and its compressor) loads with the first unsent photo shown, not the screen.
    void import('./photos')
      .then(({ photoObjectUrl }) => photoObjectUrl(photoId))
      .then((next) => {
        created = next;
        if (cancelled) {
          if (next) URL.revokeObjectURL(next);
          return;
        }
        setUrl(next);
      });
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [photoId]);
  return url;
}

/** Storage used/available (e.g. for a settings line); null while loading or where unsupported. */
export function useStorageEstimate(): StorageEstimate | null {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  useEffect(() => {
    let cancelled = false;
    void storageEstimate().then((value) => {
      if (!cancelled) setEstimate(value);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return estimate;
}
