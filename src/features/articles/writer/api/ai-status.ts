/**
 * Whether a model is configured (GET /api/ai-settings, the AI settings' read): the writer says
 * so on every generate button when none is. A reader the settings refuse (or an older server)
 * learns it from the first generate answer instead (ARTICLE_MESSAGES.noProvider).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
// zod's Vietnamese messages and browser settings before this module builds its schemas (no contract does it here).
import '@/contracts/zod-vi';
import { api } from '@/lib/api';
import { articleKeys } from '../../shared/api/query-keys';

const aiStatusResponse = z.object({
  data: z.looseObject({ configured: z.boolean().optional(), source: z.string().optional() }),
});

/** true/false when known; undefined while loading or when the settings cannot be read. */
export function useAiConfigured(): boolean | undefined {
  const query = useQuery({
    queryKey: articleKeys.aiStatus(),
    queryFn: async () => {
      const { data } = await api.get('ai-settings', aiStatusResponse);
      return data.configured ?? (data.source === undefined ? true : data.source !== 'none');
    },
    staleTime: 60_000,
    retry: false,
  });
  return query.data;
}
