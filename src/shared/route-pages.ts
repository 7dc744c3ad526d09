/**
 * The pages the build writes beside index.html for the routes a start usually lands on: the same
 * shell plus `modulepreload` links for that route's chunks (vite.config.ts, routePagePreloads).
 * From index.html the browser asks for a route's chunks only once the entry has run, and the
 * entry's preload helper inserting their links cost 12–19 ms of the main thread at CPU ×1
 * (bench:offline-start). The server (server/plugins/static.ts) and the service worker
 * (sw/caching.ts) answer a navigation to one of these paths with its page, every other path with
 * index.html. Kept to the first screens of a visit: /login (a first visit lands there) and the
 * driver's dashboard (a driver reopening the app on the road).
 */
export const ROUTE_PAGES = {
  '/login': 'login.html',
  '/tai-xe': 'tai-xe.html',
} as const satisfies Record<string, string>;

export type RoutePage = (typeof ROUTE_PAGES)[keyof typeof ROUTE_PAGES];

/** The page for a navigation's pathname (a trailing slash ignored), or undefined for index.html. */
export function routePageFor(pathname: string): RoutePage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(ROUTE_PAGES, path) ? ROUTE_PAGES[path as keyof typeof ROUTE_PAGES] : undefined;
}
