/** POST /api/automation/yellow-pages (202 + delivery). */
import { useQueryClient } from '@tanstack/react-query';
import type { YellowPagesBody } from '@/contracts/automation';
import { api, schemaFrom } from '@/lib/api';
import { automationDeliveryKeys } from '@/lib/automation-deliveries';
import { useSubmitMutation } from '@/lib/submit-guard';

const contracts = () => import('@/contracts/automation');

export const postYellowPages = async (body: YellowPagesBody) =>
  (await api.post('automation/yellow-pages', schemaFrom(contracts, 'deliveryResponse'), { json: body })).data;

export function useYellowPages() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: postYellowPages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: automationDeliveryKeys.all }),
  });
}
