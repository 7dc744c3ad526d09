/**
 * "Ngoại tuyến · dữ liệu lúc HH:mm": what a screen says when it shows what the device last knew
 * because the server cannot be reached (offline is a normal state, not an error). The age is the
 * oldest last-good answer among the queries the screen is watching whose latest fetch failed — or,
 * when the browser knows it is offline, among all of them (fresh-looking data is not refetched).
 */
import type { Query, QueryCache } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { formatTimeOfDay } from '@/lib/format';

/** The line for data last read at `at` (epoch ms): the day is named when it is not today. */
export const dataAgeText = (at: number, now: number) => `Ngoại tuyến · dữ liệu lúc ${formatTimeOfDay(at, now)}`;

/**
 * A watched query that shows an answer the server could not confirm: its latest fetch (or retry)
 * failed, or the browser is offline.
 */
export function showsStaleAnswer(query: Pick<Query, 'state' | 'getObserversCount'>, offline = false): boolean {
  const { state } = query;
  return (
    query.getObserversCount() > 0 &&
    state.data !== undefined &&
    (offline || state.status === 'error' || state.fetchFailureCount > 0)
  );
}

/** The oldest `dataUpdatedAt` among the watched queries that show a stale answer, or null. */
export function staleDataSince(cache: Pick<QueryCache, 'getAll'>, offline = false): number | null {
  let oldest: number | null = null;
  for (const query of cache.getAll()) {
    if (!showsStaleAnswer(query, offline)) continue;
    const at = query.state.dataUpdatedAt;
    if (at > 0 && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest;
}

/** Re-renders when the query cache changes; null while every watched read is fresh from the server. */
export function useStaleDataSince(): number | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stopCache = cache.subscribe(onChange);
      // navigator.onLine itself: TanStack's onlineManager assumes online until an event says not.
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        stopCache();
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
    },
    [cache],
  );
  return useSyncExternalStore(subscribe, () => staleDataSince(cache, navigator.onLine === false));
}
