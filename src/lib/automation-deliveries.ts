/**
 * The automation delivery log's calls (issue 16): GET /api/automation/deliveries, GET …/{id} (one
 * outcome), POST …/{id}/retry. In lib/ because every marketing screen that relays reads them
 * (ui/delivery-log.tsx, ui/use-delivery-outcome.ts).
 */
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutomationKind } from '@/contracts/automation';
import { api, schemaFrom } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';

/** Keys of the delivery log; a relay invalidates `automationDeliveryKeys.all` so every log refreshes. */
export const automationDeliveryKeys = {
  all: ['automation', 'deliveries'] as const,
  list: (params: DeliveriesParams) => [...automationDeliveryKeys.all, 'list', params] as const,
  one: (id: number) => [...automationDeliveryKeys.all, 'one', id] as const,
};

const contracts = () => import('@/contracts/automation');

export type DeliveriesParams = { kind?: AutomationKind; page: number; size: number };

export const getDeliveries = async ({ kind, page, size }: DeliveriesParams) =>
  (
    await api.get('automation/deliveries', schemaFrom(contracts, 'deliveryPageResponse'), {
      searchParams: { page, size, ...(kind ? { kind } : {}) },
    })
  ).data;

export const deliveriesQueryOptions = (params: DeliveriesParams) =>
  queryOptions({
    queryKey: automationDeliveryKeys.list(params),
    queryFn: () => getDeliveries(params),
    placeholderData: keepPreviousData,
  });

export const useDeliveries = (params: DeliveriesParams, options: { refetchInterval?: number | false } = {}) =>
  useQuery({ ...deliveriesQueryOptions(params), refetchInterval: options.refetchInterval });

export const getDelivery = async (id: number) =>
  (await api.get(`automation/deliveries/${id}`, schemaFrom(contracts, 'deliveryResponse'))).data;

export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: async (id: number) =>
      api.post(`automation/deliveries/${id}/retry`, schemaFrom(contracts, 'deliveryResponse')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: automationDeliveryKeys.all }),
  });
}
