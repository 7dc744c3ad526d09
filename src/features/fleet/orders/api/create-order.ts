import { useQueryClient } from '@tanstack/react-query';
import { type OrderCreateRequest, orderResponse } from '@/contracts/fleet-orders';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { lookupKeys } from '../../shared/api/query-keys';
import { orderKeys } from './query-keys';

/** POST /api/don-hang. */
export const createOrder = async (payload: OrderCreateRequest) =>
  api.post('don-hang', orderResponse, { json: payload });

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: createOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: lookupKeys.driverStatus() }),
      ]),
  });
}
