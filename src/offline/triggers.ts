/**
 * When the page drains the outbox: at app start, on the window's `online` event, when the page
 * becomes visible, after every enqueue/retry/edit, after a login (the session row appears or
 * changes user), on a timer while items wait (at their next attempt, at most 30 s apart), and the
 * moment data gets through again — a phone with bars but no data never fires `online`, so while
 * items wait and the page is visible a cheap HEAD /api/health probes every ~15 s, and any answer
 * from the server (probe or an ordinary read) ends the backoffs that lack of network caused.
 * Started once by main.tsx (startOfflineEngine); the service worker has its own triggers (sw/sync.ts).
 * Also relays the worker's messages (session lost, items sent) to the page.
 */
import { liveQuery } from 'dexie';
import { notifySessionLost, onServerAnswered } from '@/lib/api';
import { db } from './db';
import { createPlatformDrain, type Drain, type DrainReport } from './drain';
import { onSyncRequested, pruneOutbox } from './outbox';
import { requestPersistentStorage } from './storage';
import { SW_MESSAGES } from './sync-protocol';

/** While items wait, the page looks again at least this often. */
export const DRAIN_INTERVAL_MS = 30_000;
/** Another context held the drain lock: look again this soon (its last scan may have missed ours). */
const BUSY_RETRY_MS = 3_000;
/** Triggers arriving together (online + visible + enqueue) make one drain. */
const DEBOUNCE_MS = 200;
/** While items wait and the page is visible, the server is probed about this often (±20 %). */
export const PROBE_INTERVAL_MS = 15_000;
export const PROBE_PATH = '/api/health';
/** Answers from ordinary reads wake the drain at most this often (a screen may read a lot). */
const ANSWER_WAKE_MIN_GAP_MS = 5_000;

export interface DrainedEvent {
  sent: number;
  refused: number;
}

type DrainedListener = (event: DrainedEvent) => void;
const drainedListeners = new Set<DrainedListener>();

/**
 * Called after a drain (page or worker) sent or refused something — e.g. to invalidate the queries
 * that show those records. Returns the unsubscribe function.
 */
export function onOutboxDrained(listener: DrainedListener): () => void {
  drainedListeners.add(listener);
  return () => drainedListeners.delete(listener);
}

const emitDrained = (event: DrainedEvent) => {
  if (event.sent === 0 && event.refused === 0) return;
  for (const listener of drainedListeners) listener(event);
};

/** The delay until the next timed drain after `report`, or null when nothing waits. */
export function nextDrainDelay(report: DrainReport, now: number): number | null {
  if (report.outcome === 'busy') return BUSY_RETRY_MS;
  if (report.outcome === 'signed-out' || report.outcome === 'session-lost') return null;
  if (report.waiting === 0 || report.nextAttemptAt === null) return null;
  return Math.min(DRAIN_INTERVAL_MS, Math.max(1_000, report.nextAttemptAt - now));
}

let pageDrain: Drain | null = null;

/** "Gửi ngay" on the outbox screen: drain now, without waiting for backoffs caused by no network. */
export function drainNow(): Promise<DrainReport> | null {
  return pageDrain ? pageDrain({ wake: true }) : null;
}

/** The delay before the next reachability probe: the interval with ±20 % jitter (no herd of phones). */
export const probeDelay = (random: () => number = Math.random) =>
  Math.round(PROBE_INTERVAL_MS * (0.8 + 0.4 * random()));

/** Whether the server answers at all (any HTTP status); never throws. */
export async function serverReachable(fetchFn: typeof fetch = fetch): Promise<boolean> {
  try {
    await fetchFn(PROBE_PATH, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(10_000) });
    return true;
  } catch {
    return false;
  }
}

/** Starts the page's triggers (idempotent); returns a function that stops them. */
export function startOfflineEngine(): () => void {
  if (typeof window === 'undefined') return () => {};
  if (pageDrain) return () => {};
  const drain = createPlatformDrain({ onSessionLost: notifySessionLost });
  pageDrain = drain;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let probe: ReturnType<typeof setTimeout> | undefined;
  let wake = false;
  /** Items left queued by the last run: what the probe and server answers may unblock. */
  let waiting = 0;
  let lastAnswerWake = 0;

  const schedule = (delay: number | null) => {
    clearTimeout(timer);
    if (delay !== null) timer = setTimeout(() => run(), delay);
  };

  const run = () => {
    clearTimeout(debounce);
    // The browser knows it has no network: the `online` event will come.
    if (navigator.onLine === false) return;
    const options = { wake };
    wake = false;
    void drain(options)
      .then((report) => {
        if (report.outcome !== 'busy') waiting = report.waiting;
        schedule(nextDrainDelay(report, Date.now()));
        scheduleProbe();
        emitDrained(report);
        if (report.sent > 0) void pruneOutbox().catch(() => undefined);
      })
      .catch(() => schedule(DRAIN_INTERVAL_MS));
  };

  const requestDrain = (options: { wake?: boolean } = {}) => {
    if (options.wake) wake = true;
    clearTimeout(debounce);
    debounce = setTimeout(run, DEBOUNCE_MS);
  };

  // The probe runs only while something waits and someone is looking: a hidden page leaves it to
  // the service worker's sync, and an empty outbox has nothing to hurry.
  const scheduleProbe = () => {
    clearTimeout(probe);
    probe = undefined;
    if (waiting === 0) return;
    probe = setTimeout(async () => {
      probe = undefined;
      if (document.visibilityState === 'visible' && navigator.onLine !== false && (await serverReachable())) {
        requestDrain({ wake: true });
      } else scheduleProbe();
    }, probeDelay());
  };

  const stopAnswers = onServerAnswered(() => {
    const now = Date.now();
    if (waiting === 0 || now - lastAnswerWake < ANSWER_WAKE_MIN_GAP_MS) return;
    lastAnswerWake = now;
    requestDrain({ wake: true });
  });

  const onOnline = () => requestDrain({ wake: true });
  const onVisible = () => {
    if (document.visibilityState === 'visible') requestDrain();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const stopSyncRequests = onSyncRequested(() => requestDrain());

  // A login (or a switch of user) resumes that user's queue and asks to keep storage.
  let lastUserId: number | undefined;
  const sessionWatch = liveQuery(() => db.session.get('current')).subscribe({
    next: (session) => {
      const userId = session?.userId;
      if (userId !== undefined && userId !== lastUserId) {
        void requestPersistentStorage(userId);
        requestDrain({ wake: true });
      }
      lastUserId = userId;
    },
    error: () => undefined,
  });

  const onWorkerMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; sent?: unknown; refused?: unknown } | null;
    if (data?.type === SW_MESSAGES.sessionLost) notifySessionLost();
    if (data?.type === SW_MESSAGES.drained) {
      emitDrained({ sent: Number(data.sent) || 0, refused: Number(data.refused) || 0 });
    }
  };
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);

  // App start.
  void pruneOutbox().catch(() => undefined);
  requestDrain();

  return () => {
    clearTimeout(timer);
    clearTimeout(debounce);
    clearTimeout(probe);
    stopAnswers();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    stopSyncRequests();
    sessionWatch.unsubscribe();
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    pageDrain = null;
  };
}
