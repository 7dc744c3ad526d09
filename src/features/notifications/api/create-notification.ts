import { useQueryClient } from '@tanstack/react-query';
import { type CreateNotificationRequest, createNotificationResponse } from '@/contracts/notifications';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { notificationKeys } from './query-keys';

/** POST /api/thong-bao: the test sender (the sender may be among the recipients). */
export function useCreateNotification() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: CreateNotificationRequest) => api.post('thong-bao', createNotificationResponse, { json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
