import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardOverviewResponse } from '@/contracts/dashboard';
import { api } from '@/lib/api';
import { dashboardKeys } from './query-keys';

/** GET /api/dashboard/tong-quan: the office home's counts, refreshed while the page stays open. */
export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.overview(),
    queryFn: async () => (await api.get('dashboard/tong-quan', dashboardOverviewResponse)).data,
    staleTime: 30_000,
    refetchInterval: 120_000,
  });

export const useOverview = () => useQuery(overviewQueryOptions());
