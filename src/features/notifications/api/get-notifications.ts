import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationPageResponse } from '@/contracts/notifications';
import { api } from '@/lib/api';
import { type NotificationListParams, notificationKeys } from './query-keys';

/** GET /api/thong-bao?page&size&status: the caller's notifications with their unread count. */
export const getNotifications = async (params: NotificationListParams) =>
  (await api.get('thong-bao', notificationPageResponse, { searchParams: params })).data;

export const notificationsQueryOptions = (params: NotificationListParams) =>
  queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: () => getNotifications(params),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (params: NotificationListParams, options: { refetchInterval?: number } = {}) =>
  useQuery({ ...notificationsQueryOptions(params), ...options });
