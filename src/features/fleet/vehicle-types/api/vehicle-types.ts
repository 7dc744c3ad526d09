import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOnly } from '@/contracts/envelope';
import {
  type VehicleTypeRequest,
  vehicleTypeOptionsResponse,
  vehicleTypePageResponse,
  vehicleTypeResponse,
} from '@/contracts/fleet-vehicles';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { vehicleTypeKeys } from './query-keys';

type Paging = { page: number; size: number };

/** GET /api/dm-loai-xe: types newest first, with their packages. */
export const getVehicleTypes = async (params: Paging) =>
  (await api.get('dm-loai-xe', vehicleTypePageResponse, { searchParams: { ...params, sort: 'id,desc' } })).data;
export const vehicleTypesQueryOptions = (params: Paging) =>
  queryOptions({
    queryKey: vehicleTypeKeys.list(params),
    queryFn: () => getVehicleTypes(params),
    placeholderData: keepPreviousData,
  });
export const useVehicleTypes = (params: Paging) => useQuery(vehicleTypesQueryOptions(params));

/** GET /api/dm-loai-xe/active-options: the types a vehicle may be given. */
export const getVehicleTypeOptions = async () =>
  (await api.get('dm-loai-xe/active-options', vehicleTypeOptionsResponse)).data;
export const vehicleTypeOptionsQueryOptions = () =>
  queryOptions({ queryKey: vehicleTypeKeys.options(), queryFn: getVehicleTypeOptions, staleTime: 60_000 });
export const useVehicleTypeOptions = () => useQuery(vehicleTypeOptionsQueryOptions());

export const saveVehicleType = async ({ id, body }: { id: number | null; body: VehicleTypeRequest }) =>
  id === null
    ? api.post('dm-loai-xe', vehicleTypeResponse, { json: body })
    : api.put(`dm-loai-xe/${id}`, vehicleTypeResponse, { json: body });

export const deleteVehicleType = async (id: number) => api.delete(`dm-loai-xe/${id}`, messageOnly);

export function useSaveVehicleType() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: saveVehicleType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleTypeKeys.all }),
  });
}

export function useDeleteVehicleType() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: deleteVehicleType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleTypeKeys.all }),
  });
}
