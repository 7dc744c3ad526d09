import { useQueryClient } from '@tanstack/react-query';
import { messageOnly } from '@/contracts/envelope';
import {
  type OdoCorrectionRequest,
  type ReleaseRequest,
  type VehicleRequest,
  vehicleResponse,
} from '@/contracts/fleet-vehicles';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { vehicleKeys } from './query-keys';

/** POST /api/xe (no id) or PUT /api/xe/{id}. */
export const saveVehicle = async ({ id, body }: { id: number | null; body: VehicleRequest }) =>
  id === null ? api.post('xe', vehicleResponse, { json: body }) : api.put(`xe/${id}`, vehicleResponse, { json: body });

/** DELETE /api/xe/{id}: decommissions (status DECOMMISSIONED), the history stays. */
export const decommissionVehicle = async (id: number) => api.delete(`xe/${id}`, messageOnly);

export function useSaveVehicle() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: saveVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.fleet }),
  });
}

export function useDecommissionVehicle() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: decommissionVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.fleet }),
  });
}

/** PUT /api/xe/{id}/odo: the office corrects the recorded odometer, with a reason (audited). */
export const correctOdometer = async ({ id, body }: { id: number; body: OdoCorrectionRequest }) =>
  api.put(`xe/${id}/odo`, vehicleResponse, { json: body });

/** POST /api/xe/{id}/cho-phep-van-hanh: a vehicle stopped as unsafe may run again (audited). */
export const releaseVehicle = async ({ id, body }: { id: number; body: ReleaseRequest }) =>
  api.post(`xe/${id}/cho-phep-van-hanh`, vehicleResponse, { json: body });

/** Both change what every fleet screen shows (odometer, status), and the vehicle's log. */
function useFleetDecision<T>(fn: (v: T) => ReturnType<typeof correctOdometer>) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.fleet }),
  });
}
export const useCorrectOdometer = () => useFleetDecision(correctOdometer);
export const useReleaseVehicle = () => useFleetDecision(releaseVehicle);
