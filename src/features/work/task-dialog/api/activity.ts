import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE, activityPageResponse } from '@/contracts/work';
import { api } from '@/lib/api';
import { workKeys } from '../../shared/api/query-keys';

/** GET /api/nhat-ky-hoat-dong/{taskId} (page, size 12): who did what, newest first. */
export const getActivity = async (taskId: number, page: number) =>
  (
    await api.get(`nhat-ky-hoat-dong/${taskId}`, activityPageResponse, {
      searchParams: { page, size: ACTIVITY_PAGE_SIZE },
    })
  ).data;

export const useActivity = (taskId: number, page: number) =>
  useQuery({
    queryKey: workKeys.activity(taskId, page),
    queryFn: () => getActivity(taskId, page),
    placeholderData: keepPreviousData,
  });
