/**
 * The service worker (built to /sw.js by vite-plugin-pwa, injectManifest). It owns the worker's
 * lifecycle and only wires listeners: caching strategies live in caching.ts; the outbox's background
 * sync (sync.ts) and push and notification clicks (push.ts) are loaded on demand (on-demand.ts).
 * Runs from registration (page load in production builds) until the browser stops it; a new version
 * waits until the page posts SKIP_WAITING.
 */
import { clientsClaim } from 'workbox-core';
import { SW_MESSAGES, SYNC_TAG } from '@/offline/sync-protocol';
import { registerCaching } from './caching';
import type { SyncEvent } from './sync';

declare const self: ServiceWorkerGlobalScope;

/** Evaluated at the first event that needs it, not at each start of the worker (why: on-demand.ts). */
const onDemand = () => import('./on-demand');

registerCaching(self.__WB_MANIFEST, self.location.origin);

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== SYNC_TAG) return;
  // A rejected sync is fired again later by the browser.
  sync.waitUntil(onDemand().then((m) => m.drainOnSync(sync.lastChance)));
});

self.addEventListener('push', (event) => event.waitUntil(onDemand().then((m) => m.handlePush(event))));
self.addEventListener('notificationclick', (event) =>
  event.waitUntil(onDemand().then((m) => m.handleNotificationClick(event))),
);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  else if (type === SW_MESSAGES.drain) event.waitUntil(onDemand().then((m) => m.drainOnMessage(event.source)));
});

clientsClaim();
