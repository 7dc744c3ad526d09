/** GET/PUT /api/automation/settings and POST …/settings/test (the marketing admin's). */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutomationKind, UpdateAutomationSettingsBody } from '@/contracts/automation';
import { api, schemaFrom } from '@/lib/api';
import { automationDeliveryKeys } from '@/lib/automation-deliveries';
import { useSubmitMutation } from '@/lib/submit-guard';
import { automationKeys } from './query-keys';

const contracts = () => import('@/contracts/automation');

export const getAutomationSettings = async () =>
  (await api.get('automation/settings', schemaFrom(contracts, 'automationSettingsResponse'))).data;

export const automationSettingsQueryOptions = () =>
  queryOptions({ queryKey: automationKeys.settings(), queryFn: getAutomationSettings });

export const useAutomationSettings = () => useQuery(automationSettingsQueryOptions());

export function useUpdateAutomationSettings() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: UpdateAutomationSettingsBody) =>
      api.put('automation/settings', schemaFrom(contracts, 'automationSettingsResponse'), { json: body }),
    onSuccess: (answer) => queryClient.setQueryData(automationKeys.settings(), answer.data),
  });
}

export function useTestAutomation() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: async (kind: AutomationKind) =>
      (await api.post('automation/settings/test', schemaFrom(contracts, 'automationTestResponse'), { json: { kind } }))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: automationDeliveryKeys.all }),
  });
}
