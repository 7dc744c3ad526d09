/**
 * The service worker (built to /sw.js by vite-plugin-pwa, injectManifest). It owns the worker's
 * lifecycle and only wires listeners: caching strategies live in caching.ts, the outbox's background
 * sync in sync.ts, push and notification clicks in push.ts. Runs from registration (page load in production
 * builds) until the browser stops it; a new version waits until the page posts SKIP_WAITING.
 */
import { clientsClaim } from 'workbox-core';
import { provideApiSession } from '@/lib/api-session';
import { apiSession } from '@/offline/api-session';
import { registerCaching } from './caching';
import { handleNotificationClick, handlePush } from './push';
import { handleDrainMessage, handleSync, type SyncEvent } from './sync';

declare const self: ServiceWorkerGlobalScope;

// lib/ does not import offline/: the worker hands the shared API client (push.ts) its session engine.
provideApiSession(async () => apiSession);

registerCaching(self.__WB_MANIFEST, self.location.origin);

self.addEventListener('sync', (event) => handleSync(event as SyncEvent));

self.addEventListener('push', handlePush);
self.addEventListener('notificationclick', handleNotificationClick);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
    return;
  }
  handleDrainMessage(event);
});

clientsClaim();
