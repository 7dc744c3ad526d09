/**
 * Step 6's lookups besides the websites' (features/articles/websites): the CTAs (GET /api/ctas)
 * and the connection check (GET /api/articles/wp/preflight).
 */
import { useQuery } from '@tanstack/react-query';
import { api, schemaFrom } from '@/lib/api';
import { articleKeys } from '../../shared/api/query-keys';

const sites = () => import('@/contracts/wp-sites');
const articles = () => import('@/contracts/articles');

/** The CTAs to append to a post (first 100; the CTA screen comes with the marketing issue). */
export const useCtaOptions = () =>
  useQuery({
    queryKey: articleKeys.ctas(),
    queryFn: async () =>
      (await api.get('ctas', schemaFrom(articles, 'ctaPageResponse'), { searchParams: { page: 0, size: 100 } })).data
        .content,
    staleTime: 60_000,
  });

export const preflight = async (siteId: number) =>
  (await api.get('articles/wp/preflight', schemaFrom(sites, 'preflightResponse'), { searchParams: { siteId } })).data;
