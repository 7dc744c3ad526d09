/**
 * The CTAs to choose from (GET /api/ctas, first 100): the writer's step 6 and bulk writing. In lib/
 * because two features read it; its key sits under ['ctas'], which the CTA screen's writes
 * invalidate, so both selects follow an added, edited or deleted CTA.
 */
import { useQuery } from '@tanstack/react-query';
import { api, schemaFrom } from '@/lib/api';

export const CTA_OPTIONS_KEY = ['ctas', 'options'] as const;

const contracts = () => import('@/contracts/articles');

export const useCtaOptions = () =>
  useQuery({
    queryKey: CTA_OPTIONS_KEY,
    queryFn: async () =>
      (await api.get('ctas', schemaFrom(contracts, 'ctaPageResponse'), { searchParams: { page: 0, size: 100 } })).data
        .content,
    staleTime: 60_000,
  });
