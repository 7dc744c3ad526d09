/** The admin dashboard's user filter: GET /api/nguoi-dung/options?q=&limit=200 (§7, §9). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ARTICLE_LIMITS } from '@/contracts/articles-vocabulary';
import { api, schemaFrom } from '@/lib/api';

const lookups = () => import('@/contracts/fleet-assignments');

export const useUserSearch = (q: string) =>
  useQuery({
    queryKey: ['articles', 'user-search', q] as const,
    queryFn: async () =>
      (
        await api.get('nguoi-dung/options', schemaFrom(lookups, 'userOptionsResponse'), {
          searchParams: q ? { q, limit: ARTICLE_LIMITS.userSearchLimit } : { limit: ARTICLE_LIMITS.userSearchLimit },
        })
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
