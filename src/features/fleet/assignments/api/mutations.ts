import { useQueryClient } from '@tanstack/react-query';
import { type AssignRequest, assignmentResponse, type HandoverQuery } from '@/contracts/fleet-assignments';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { lookupKeys } from '../../shared/api/query-keys';
import { assignmentKeys } from './query-keys';

/** POST /api/xe-assignments. */
export const assignVehicle = (payload: AssignRequest) =>
  api.post('xe-assignments', assignmentResponse, { json: payload });

/** POST /api/xe-assignments/handover?xeId&toTaiXeId&lyDo. */
export const handoverVehicle = (q: HandoverQuery) =>
  api.post('xe-assignments/handover', assignmentResponse, {
    searchParams: Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<
      string,
      string | number
    >,
  });

/** POST /api/xe-assignments/{id}/close?lyDo. */
export const closeAssignment = ({ id, lyDo }: { id: number; lyDo?: string }) =>
  api.post(`xe-assignments/${id}/close`, assignmentResponse, { searchParams: lyDo ? { lyDo } : {} });

function useInvalidating<T, R>(fn: (v: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assignmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: lookupKeys.all }),
      ]),
  });
}
export const useAssignVehicle = () => useInvalidating(assignVehicle);
export const useHandoverVehicle = () => useInvalidating(handoverVehicle);
export const useCloseAssignment = () => useInvalidating(closeAssignment);
