/**
 * The service worker's outbox sender: the `sync` event (tag 'outbox', registered by enqueue) and a
 * page's { type: 'DRAIN' } message run the same drain() as the page (src/offline/drain.ts), with
 * the session read from IndexedDB. Pages hear back when the session ended or items were sent.
 * Wired by sw.ts; runs whenever the browser wakes the worker for these events.
 */
import { createPlatformDrain, type DrainReport } from '@/offline/drain';
import { SW_MESSAGES, SYNC_TAG } from '@/offline/sync-protocol';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync is not in TypeScript's WebWorker library. */
export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  /** The browser will not fire this registration again after this attempt. */
  readonly lastChance: boolean;
}

async function broadcast(message: Record<string, unknown>) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

const drain = createPlatformDrain({
  onSessionLost: () => {
    void broadcast({ type: SW_MESSAGES.sessionLost });
  },
});

async function drainFromWorker(): Promise<DrainReport> {
  // The worker is woken when the network is back: failures for lack of it need not wait out backoff.
  const report = await drain({ wake: true });
  if (report.sent > 0 || report.refused > 0) {
    await broadcast({ type: SW_MESSAGES.drained, sent: report.sent, refused: report.refused });
  }
  return report;
}

export function handleSync(event: SyncEvent) {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    drainFromWorker().then((report) => {
      // A rejected sync is fired again later by the browser (with its own backoff).
      if (report.outcome === 'offline' && !event.lastChance) {
        throw new Error('Outbox: chưa có mạng, sẽ thử lại.');
      }
    }),
  );
}

/** Handles { type: 'DRAIN' }; returns whether the message was one. */
export function handleDrainMessage(event: ExtendableMessageEvent): boolean {
  if ((event.data as { type?: unknown } | null)?.type !== SW_MESSAGES.drain) return false;
  event.waitUntil(
    drainFromWorker().then(
      (report) => event.source?.postMessage({ type: SW_MESSAGES.drainResult, report }),
      () => event.source?.postMessage({ type: SW_MESSAGES.drainResult, report: null }),
    ),
  );
  return true;
}
