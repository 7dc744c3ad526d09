import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientSettingsResponse } from '@/contracts/settings';
import { api } from '@/lib/api';

/** GET /api/settings: the installation's configuration for the client (the framed site's address). */
export const getClientSettings = async () => (await api.get('settings', clientSettingsResponse)).data;
export const clientSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'client'] as const, queryFn: getClientSettings, staleTime: 10 * 60_000 });
export const useClientSettings = () => useQuery(clientSettingsQueryOptions());
