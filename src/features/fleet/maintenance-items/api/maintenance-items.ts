import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type MaintenanceItemListQuery,
  type MaintenanceItemRequest,
  maintenanceItemPageResponse,
  maintenanceItemResponse,
} from '@/contracts/fleet-catalogues';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { maintenanceItemKeys } from './query-keys';

type Params = Pick<MaintenanceItemListQuery, 'page' | 'size' | 'q'>;

/** GET /api/dm-hang-muc-bao-duong: by name, active and retired together. */
export const getMaintenanceItems = async (params: Params) =>
  (
    await api.get('dm-hang-muc-bao-duong', maintenanceItemPageResponse, {
      searchParams: {
        page: params.page,
        size: params.size,
        sort: 'tenHangMuc,asc',
        ...(params.q ? { q: params.q } : {}),
      },
    })
  ).data;
export const maintenanceItemsQueryOptions = (params: Params) =>
  queryOptions({
    queryKey: maintenanceItemKeys.list(params),
    queryFn: () => getMaintenanceItems(params),
    placeholderData: keepPreviousData,
  });
export const useMaintenanceItems = (params: Params) => useQuery(maintenanceItemsQueryOptions(params));

export type MaintenanceItemAction =
  | { kind: 'save'; id: number | null; body: MaintenanceItemRequest }
  | { kind: 'deactivate'; id: number }
  | { kind: 'restore'; id: number };

/** POST / PUT /{id} / DELETE /{id} (deactivate) / POST /{id}/restore. */
export function runMaintenanceItemAction(action: MaintenanceItemAction) {
  if (action.kind === 'deactivate') return api.delete(`dm-hang-muc-bao-duong/${action.id}`, maintenanceItemResponse);
  if (action.kind === 'restore') return api.post(`dm-hang-muc-bao-duong/${action.id}/restore`, maintenanceItemResponse);
  return action.id === null
    ? api.post('dm-hang-muc-bao-duong', maintenanceItemResponse, { json: action.body })
    : api.put(`dm-hang-muc-bao-duong/${action.id}`, maintenanceItemResponse, { json: action.body });
}

export function useMaintenanceItemAction() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: runMaintenanceItemAction,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: maintenanceItemKeys.all }),
        queryClient.invalidateQueries({ queryKey: maintenanceItemKeys.pickers }),
      ]),
  });
}
