import { useQueryClient } from '@tanstack/react-query';
import { fuelLogResponse } from '@/contracts/fleet';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { fuelKeys } from './query-keys';

export type FuelReview = { kind: 'approve'; id: number } | { kind: 'reject'; id: number; lyDo: string };

/** POST /api/xang-dau/{id}/approve | /reject?lyDo=. */
export const reviewFuelLog = (r: FuelReview) =>
  r.kind === 'approve'
    ? api.post(`xang-dau/${r.id}/approve`, fuelLogResponse)
    : api.post(`xang-dau/${r.id}/reject`, fuelLogResponse, { searchParams: { lyDo: r.lyDo } });

export function useReviewFuelLog() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: reviewFuelLog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fuelKeys.all }),
  });
}
