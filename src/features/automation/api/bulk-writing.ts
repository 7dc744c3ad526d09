/** POST /api/automation/bulk-writing: the request is recorded and sent by the server (202 + delivery). */
import { useQueryClient } from '@tanstack/react-query';
import type { BulkWritingBody } from '@/contracts/automation';
import { api, schemaFrom } from '@/lib/api';
import { automationDeliveryKeys } from '@/lib/automation-deliveries';
import { useSubmitMutation } from '@/lib/submit-guard';

const contracts = () => import('@/contracts/automation');

export const postBulkWriting = async (body: BulkWritingBody) =>
  (await api.post('automation/bulk-writing', schemaFrom(contracts, 'deliveryResponse'), { json: body })).data;

export function useBulkWriting() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: postBulkWriting,
    onSettled: () => queryClient.invalidateQueries({ queryKey: automationDeliveryKeys.all }),
  });
}
