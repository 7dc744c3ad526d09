/**
 * Step 6's lookups besides the websites' (features/articles/websites): the CTAs (src/lib/cta-options.ts)
 * and the connection check (GET /api/articles/wp/preflight).
 */
import { api, schemaFrom } from '@/lib/api';

const sites = () => import('@/contracts/wp-sites');

export { useCtaOptions } from '@/lib/cta-options';

export const preflight = async (siteId: number) =>
  (await api.get('articles/wp/preflight', schemaFrom(sites, 'preflightResponse'), { searchParams: { siteId } })).data;
