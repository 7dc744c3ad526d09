/**
 * People to pick as managers (GET /api/nguoi-dung/options, spec 002 §7: limit 200). The staff
 * catalogue needs NGUOI_DUNG_XEM: without it the picker offers the people already chosen only,
 * rather than calling for a refusal.
 */
import { useQuery } from '@tanstack/react-query';
import { api, schemaFrom } from '@/lib/api';
import { useCan } from '@/lib/current-user';

const lookups = () => import('@/contracts/fleet-assignments');

export const USER_OPTIONS_LIMIT = 200;

export function useUserOptions(enabled: boolean) {
  const can = useCan();
  const allowed = can('NGUOI_DUNG_XEM');
  return useQuery({
    queryKey: ['work', 'user-options'] as const,
    queryFn: async () =>
      (
        await api.get('nguoi-dung/options', schemaFrom(lookups, 'userOptionsResponse'), {
          searchParams: { limit: USER_OPTIONS_LIMIT },
        })
      ).data,
    staleTime: 5 * 60_000,
    enabled: enabled && allowed,
  });
}
