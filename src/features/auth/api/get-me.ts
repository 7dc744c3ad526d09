import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CurrentUser, currentUserResponse } from '@/contracts/auth';
import { api } from '@/lib/api-client';
import { authKeys } from './query-keys';

export const getMe = async (): Promise<CurrentUser> => (await api.get('auth/me', currentUserResponse)).data;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: getMe,
    staleTime: 5 * 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());
