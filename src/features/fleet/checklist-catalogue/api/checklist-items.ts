import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOnly } from '@/contracts/envelope';
import {
  type ChecklistItemRequest,
  checklistItemListResponse,
  checklistItemPageResponse,
  checklistItemResponse,
} from '@/contracts/fleet-catalogues';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { checklistItemKeys } from './query-keys';

type Paging = { page: number; size: number };

/** GET /api/dm-checklist-items: by position (none = 999). */
export const getChecklistItems = async (params: Paging) =>
  (await api.get('dm-checklist-items', checklistItemPageResponse, { searchParams: params })).data;
export const checklistItemsQueryOptions = (params: Paging) =>
  queryOptions({
    queryKey: checklistItemKeys.list(params),
    queryFn: () => getChecklistItems(params),
    placeholderData: keepPreviousData,
  });
export const useChecklistItems = (params: Paging) => useQuery(checklistItemsQueryOptions(params));

/** GET /api/dm-checklist-items/all-active: what a vehicle type's package may hold. */
export const getActiveChecklistItems = async () =>
  (await api.get('dm-checklist-items/all-active', checklistItemListResponse)).data;
export const useActiveChecklistItems = () =>
  useQuery({ queryKey: checklistItemKeys.active(), queryFn: getActiveChecklistItems });

export const saveChecklistItem = async ({ id, body }: { id: number | null; body: ChecklistItemRequest }) =>
  id === null
    ? api.post('dm-checklist-items', checklistItemResponse, { json: body })
    : api.put(`dm-checklist-items/${id}`, checklistItemResponse, { json: body });

export const deleteChecklistItem = async (id: number) => api.delete(`dm-checklist-items/${id}`, messageOnly);

/** A changed item also changes the packages shown on the vehicle-type screen. */
const invalidate = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: checklistItemKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['fleet', 'vehicle-types'] }),
  ]);

export function useSaveChecklistItem() {
  const queryClient = useQueryClient();
  return useSubmitMutation({ mutationFn: saveChecklistItem, onSuccess: () => invalidate(queryClient) });
}

export function useDeleteChecklistItem() {
  const queryClient = useQueryClient();
  return useSubmitMutation({ mutationFn: deleteChecklistItem, onSuccess: () => invalidate(queryClient) });
}
