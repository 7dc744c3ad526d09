/**
 * Caching strategies of the service worker: the precached app shell (every built file, including
 * each lazily loaded route chunk), navigations answered with /index.html (or a route's own page,
 * src/shared/route-pages.ts), and a runtime cache for uploaded images. Registered once when the
 * worker script starts.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, type PrecacheEntry, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ROUTE_PAGES, routePageFor } from '@/shared/route-pages';
import { BatchedPrecacheController } from './precache';

declare const self: ServiceWorkerGlobalScope;

/** Bump the suffix when the stored format of cached images changes; old caches are then dropped. */
export const UPLOADED_IMAGES_CACHE = 'van-tai-uploaded-images-v1';

/** Where uploaded images are served from; the one place that knows these paths. */
export const UPLOADED_IMAGE_PATH_PREFIXES = ['/api/files/', '/uploads/'] as const;

export const isUploadedImageUrl = (url: URL, origin: string) =>
  url.origin === origin && UPLOADED_IMAGE_PATH_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));

/** Navigations the server answers itself (API, API docs, files), never the app shell. */
export const NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/docs(\/|$)/, /^\/uploads\//];

export function registerCaching(manifest: Array<PrecacheEntry | string>, origin: string) {
  // precacheAndRoute(), with an install that caches in batches (precache.ts).
  const precache = new BatchedPrecacheController();
  precache.precache(manifest);
  registerRoute(new PrecacheRoute(precache));
  cleanupOutdatedCaches();

  const shell = precache.createHandlerBoundToURL('/index.html');
  const pages = new Map(Object.values(ROUTE_PAGES).map((page) => [page, precache.createHandlerBoundToURL(`/${page}`)]));
  registerRoute(
    new NavigationRoute(
      (options) => {
        const page = routePageFor(options.url.pathname);
        return ((page && pages.get(page)) ?? shell)(options);
      },
      { denylist: NAVIGATION_DENYLIST },
    ),
  );

  registerRoute(
    ({ url, request }) => request.method === 'GET' && isUploadedImageUrl(url, origin),
    new CacheFirst({
      cacheName: UPLOADED_IMAGES_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
    }),
  );

  // Caches of earlier image-cache versions.
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith('van-tai-uploaded-images-') && name !== UPLOADED_IMAGES_CACHE)
              .map((name) => caches.delete(name)),
          ),
        ),
    );
  });
}
