/**
 * The app's configured API client: the stored session (IndexedDB), the token refresher, the
 * server-clock observer. Loaded on the first call by lib/api.ts — never import it from a screen.
 */
import { observeServerClock } from '@/offline/clock';
import { refreshSession, sessionStore } from '@/offline/session';
import { notifyServerAnswered, notifySessionLost } from './api';
import { type ApiClient, createApiClient } from './api-client';

export const apiClient: ApiClient = createApiClient({
  store: sessionStore,
  refreshSession,
  onSessionLost: notifySessionLost,
  observeResponse: (headers, sentAt, receivedAt, status) => {
    observeServerClock(headers, sentAt, receivedAt);
    notifyServerAnswered({ status, headers });
  },
});
