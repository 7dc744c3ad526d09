import type { NotificationStatus } from '@/contracts/notifications';

export type NotificationListParams = { page: number; size: number; status: NotificationStatus };

/** Keys of the notification reads; the read marks and pushed notifications update every `lists()`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (params: NotificationListParams) => [...notificationKeys.lists(), params] as const,
  devices: () => [...notificationKeys.all, 'devices'] as const,
  vapidKey: () => [...notificationKeys.all, 'vapid-key'] as const,
  pushState: () => [...notificationKeys.all, 'push-state'] as const,
};
