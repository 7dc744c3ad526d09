import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOnly } from '@/contracts/envelope';
import { type VehicleRequest, vehicleResponse } from '@/contracts/fleet-vehicles';
import { api } from '@/lib/api-client';
import { vehicleKeys } from './query-keys';

/** POST /api/xe (no id) or PUT /api/xe/{id}. */
export const saveVehicle = async ({ id, body }: { id: number | null; body: VehicleRequest }) =>
  id === null ? api.post('xe', vehicleResponse, { json: body }) : api.put(`xe/${id}`, vehicleResponse, { json: body });

/** DELETE /api/xe/{id}: decommissions (status DECOMMISSIONED), the history stays. */
export const decommissionVehicle = async (id: number) => api.delete(`xe/${id}`, messageOnly);

export function useSaveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.fleet }),
  });
}

export function useDecommissionVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decommissionVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.fleet }),
  });
}
