import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  markAllResponse,
  type Notification,
  type NotificationPage,
  notificationResponse,
} from '@/contracts/notifications';
import { api } from '@/lib/api';
import { markAllIn, markReadIn } from '../model/page-updates';
import { notificationKeys } from './query-keys';

/**
 * Read marks are optimistic (spec 000 §4): every cached list changes at once and is put back as it
 * was if the server refuses; afterwards the lists are fetched again.
 */
async function applyOptimistically(queryClient: QueryClient, update: (page: NotificationPage) => NotificationPage) {
  await queryClient.cancelQueries({ queryKey: notificationKeys.lists() });
  const before = queryClient.getQueriesData<NotificationPage>({ queryKey: notificationKeys.lists() });
  queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.lists() }, (page) =>
    page ? update(page) : page,
  );
  return { before };
}

type Snapshot = Awaited<ReturnType<typeof applyOptimistically>>;

function useOptimisticRead<V>(
  send: (v: V) => Promise<unknown>,
  update: (v: V) => (page: NotificationPage) => NotificationPage,
) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, V, Snapshot>({
    mutationFn: send,
    onMutate: (v) => applyOptimistically(queryClient, update(v)),
    onError: (_error, _v, snapshot) => {
      for (const [key, page] of snapshot?.before ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}

/** PUT /api/thong-bao/{id}/doc. */
export const useMarkRead = () =>
  useOptimisticRead(
    (n: Pick<Notification, 'id' | 'daDoc'>) => api.put(`thong-bao/${n.id}/doc`, notificationResponse),
    (n) => (page) => markReadIn(page, n),
  );

/** PUT /api/thong-bao/doc-tat-ca. */
export const useMarkAllRead = () =>
  useOptimisticRead(
    () => api.put('thong-bao/doc-tat-ca', markAllResponse),
    () => markAllIn,
  );
