import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionIdentity } from '@/offline/session';
import { authKeys } from './query-keys';

/**
 * The session module (Dexie, the refresh flow) loads on first use: at start-up the app seeds this
 * query from its plain-IndexedDB read (app/boot-read.ts), so the route guards answer without it.
 */
export const getSessionIdentity = async (): Promise<SessionIdentity | null> => {
  const { identityOf, readSession } = await import('@/offline/session');
  return identityOf(await readSession());
};

/**
 * Local (IndexedDB) read: works offline, never retried. Tokens stay out of the query cache. Not
 * persisted: IndexedDB is the truth, and a persisted copy lags it by the persister's throttle — a
 * reload within a second of logging in restored the pre-login "no session" and bounced to /login.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: getSessionIdentity,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { persist: false },
  });

export const useSessionIdentity = () => useQuery(sessionQueryOptions());
