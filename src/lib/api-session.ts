/**
 * Start-up wiring for the shared `api` client: what it needs from the session engine (stored
 * session, token refresher, server-clock observer) is handed in by whoever starts the app — the
 * page (src/app/api-wiring.ts) and the service worker (sw/sw.ts) — so lib/ never imports offline/.
 * Its own module, free of ky and zod, so the page's first chunk can register the wiring cheaply.
 */
import type { ApiClientDeps } from './api-client';

export type ApiSession = Pick<ApiClientDeps, 'store' | 'refreshSession' | 'observeResponse'>;

let loadSession: (() => Promise<ApiSession>) | undefined;
let session: Promise<ApiSession> | undefined;

/**
 * `load` answers the session store, refresher and clock observer. It runs on the first call that
 * needs them, so the page can keep the offline engine (Dexie) out of its first chunk by passing a
 * dynamic import.
 */
export function provideApiSession(load: () => Promise<ApiSession>) {
  loadSession = load;
  session = undefined;
}

export function sessionDeps(): Promise<ApiSession> {
  if (!loadSession) {
    return Promise.reject(new Error('api: provideApiSession() was not called at start-up (src/app/api-wiring.ts).'));
  }
  session ??= loadSession();
  return session;
}
