/**
 * The service worker's outbox sender: the `sync` event (tag 'outbox', registered by enqueue) and a
 * page's { type: 'DRAIN' } message run the same drain() as the page (src/offline/drain.ts), with
 * the session read from IndexedDB. Pages hear back when the session ended or items were sent.
 * Loaded by sw.ts (through on-demand.ts) at the first of these events, which it keeps alive until
 * the drain settles.
 */
import { createPlatformDrain, type DrainReport } from '@/offline/drain';
import { SW_MESSAGES } from '@/offline/sync-protocol';

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

/**
 * A `sync` event of the outbox tag. Rejects when the network is still missing, so the browser fires
 * the registration again later (with its own backoff), unless this was its last chance.
 */
export async function drainOnSync(lastChance: boolean): Promise<void> {
  const report = await drainFromWorker();
  if (report.outcome === 'offline' && !lastChance) throw new Error('Outbox: chưa có mạng, sẽ thử lại.');
}

/** A page's DRAIN message, answered to that page with DRAIN_RESULT (report null when the drain failed). */
export async function drainOnMessage(source: ExtendableMessageEvent['source']): Promise<void> {
  const report = await drainFromWorker().catch(() => null);
  source?.postMessage({ type: SW_MESSAGES.drainResult, report });
}
