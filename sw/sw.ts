/**
 * The service worker (built to /sw.js by vite-plugin-pwa, injectManifest). It owns the worker's
 * lifecycle and only wires listeners: caching strategies live in caching.ts; background sync and
 * push will be added from sync.ts and push.ts. Runs from registration (page load in production
 * builds) until the browser stops it; a new version waits until the page posts SKIP_WAITING.
 */
import { clientsClaim } from 'workbox-core';
import { registerCaching } from './caching';

declare const self: ServiceWorkerGlobalScope;

registerCaching(self.__WB_MANIFEST, self.location.origin);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
