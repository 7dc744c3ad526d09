import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HealthResponse, healthResponse } from '@/contracts/health';
import { api } from '@/lib/api';
import { dashboardKeys } from './query-keys';

export const getHealth = async (): Promise<HealthResponse['data']> =>
  (await api.public.get('health', healthResponse)).data;

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.health(),
    queryFn: getHealth,
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

export const useHealth = () => useQuery(healthQueryOptions());
