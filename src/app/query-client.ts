import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from '@/lib/client-error';

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A 4xx answer will not change on retry (except 408/429); network errors and 5xx may. With the
 * browser offline, fail at once so the screen shows its error and 'Thử lại' instead of waiting
 * (queries refetch by themselves on reconnect).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiClientError) {
    if (error.status >= 400 && error.status < 500) {
      return (error.status === 408 || error.status === 429) && failureCount < 1;
    }
    if (error.isNetworkError && browserOffline()) return false;
  }
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Serve cached data first and try once even when the browser says it is offline
        // (navigator.onLine lies on captive portals and flaky mobile links).
        networkMode: 'offlineFirst',
        retry: shouldRetryQuery,
        staleTime: 30_000,
        // As long as the persisted cache may be restored (query-persistence.tsx, 7 days): a query
        // collected earlier would also vanish from the persisted copy at the next save.
        gcTime: 7 * 24 * 60 * 60_000,
        refetchOnWindowFocus: true,
      },
      mutations: {
        networkMode: 'offlineFirst',
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
