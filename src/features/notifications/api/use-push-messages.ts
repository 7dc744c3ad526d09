import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type NotificationPage, notification, PUSH_MESSAGES } from '@/contracts/notifications';
import { insertAtTop } from '../model/page-updates';
import { type NotificationListParams, notificationKeys } from './query-keys';
import { useOpenNotification } from './use-open-notification';

/**
 * Listens to the service worker: NEW_NOTIFICATION puts the pushed notification on top of every
 * cached list (spec 000 §4) without a reload; OPEN_NOTIFICATION (the system notification was
 * clicked while this window was open) opens it here.
 */
export function usePushMessages() {
  const queryClient = useQueryClient();
  const open = useOpenNotification();
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; notification?: unknown } | null;
      if (data?.type !== PUSH_MESSAGES.newNotification && data?.type !== PUSH_MESSAGES.open) return;
      const parsed = notification.safeParse(data.notification);
      if (!parsed.success) return;
      if (data.type === PUSH_MESSAGES.open) {
        void open(parsed.data);
        return;
      }
      for (const [key, page] of queryClient.getQueriesData<NotificationPage>({ queryKey: notificationKeys.lists() })) {
        const params = key[2] as NotificationListParams | undefined;
        if (page && params) queryClient.setQueryData(key, insertAtTop(page, parsed.data, params.status));
      }
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [queryClient, open]);
}
