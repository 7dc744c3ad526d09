/**
 * The bulk-writing form's choices: active websites (GET /api/wp-sites, one page of 200, §9) and
 * CTAs (src/lib/cta-options.ts, shared with the writer). The screen is read-only on them; the server resolves both ids.
 */
import { useQuery } from '@tanstack/react-query';
import { api, schemaFrom } from '@/lib/api';
import { automationKeys } from './query-keys';

const sites = () => import('@/contracts/wp-sites');

export const useActiveWebsites = () =>
  useQuery({
    queryKey: automationKeys.websites(),
    queryFn: async () => {
      const page = await api.get('wp-sites', schemaFrom(sites, 'wpSitePageResponse'), {
        searchParams: { page: 0, size: 200 },
      });
      return page.data.content.filter((s) => s.active);
    },
    staleTime: 60_000,
  });

export { useCtaOptions as useCtaChoices } from '@/lib/cta-options';
