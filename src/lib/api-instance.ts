/**
 * The app's configured API client, loaded on the first call by lib/api.ts — never import it from a
 * screen. What it needs of the offline engine (stored session, token refresher, server-clock
 * observer) comes through api-session.ts, handed in at start-up by the composition root.
 */
import { notifyServerAnswered, notifySessionLost } from './api';
import { type ApiClient, createApiClient } from './api-client';
import { sessionDeps } from './api-session';

export const apiClient: ApiClient = createApiClient({
  store: { read: async () => (await sessionDeps()).store.read() },
  refreshSession: async (staleToken) => (await sessionDeps()).refreshSession(staleToken),
  onSessionLost: notifySessionLost,
  observeResponse: (headers, sentAt, receivedAt, status) => {
    // The timings are taken already; the clock observer may run a moment later.
    void sessionDeps().then((deps) => deps.observeResponse?.(headers, sentAt, receivedAt, status));
    notifyServerAnswered({ status, headers });
  },
});
