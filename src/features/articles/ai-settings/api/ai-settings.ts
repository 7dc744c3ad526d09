import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  aiSettingsResponse,
  aiTestResponse,
  type TestAiSettingsBody,
  type UpdateAiSettingsBody,
} from '@/contracts/ai-settings';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';

/** Keys of the AI settings; the writer reads `configured` through the same query. */
export const aiSettingsKeys = { all: ['ai-settings'] as const };

/** GET /api/ai-settings: whether a model is configured (and, for the articles admin, which). */
export const getAiSettings = async () => (await api.get('ai-settings', aiSettingsResponse)).data;
export const aiSettingsQueryOptions = () => queryOptions({ queryKey: aiSettingsKeys.all, queryFn: getAiSettings });
export const useAiSettings = () => useQuery(aiSettingsQueryOptions());

/** PUT /api/ai-settings (blank key keeps the stored one). */
export function useUpdateAiSettings() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (body: UpdateAiSettingsBody) => api.put('ai-settings', aiSettingsResponse, { json: body }),
    onSuccess: (answer) => queryClient.setQueryData(aiSettingsKeys.all, answer.data),
  });
}

/** DELETE /api/ai-settings: back to the server's environment. */
export function useResetAiSettings() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: () => api.delete('ai-settings', aiSettingsResponse),
    onSuccess: (answer) => queryClient.setQueryData(aiSettingsKeys.all, answer.data),
  });
}

/** POST /api/ai-settings/test: the form's values (blank ones: the stored settings). */
export function useTestAiSettings() {
  return useSubmitMutation({
    mutationFn: async (body: TestAiSettingsBody) =>
      (await api.post('ai-settings/test', aiTestResponse, { json: body })).data,
  });
}
