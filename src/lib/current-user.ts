/**
 * The signed-in user (/api/auth/me) for every feature: the shell's greeting, the driver's header,
 * and the console's buttons that only some roles may press (`useCan`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CurrentUser } from '@/contracts/auth';
import type { PermissionCode } from '@/contracts/permissions';
import { api, schemaFrom } from './api';

const authContracts = () => import('@/contracts/auth');

export const ME_QUERY_KEY = ['auth', 'me'] as const;

export const getMe = async (): Promise<CurrentUser> =>
  (await api.get('auth/me', schemaFrom(authContracts, 'currentUserResponse'))).data;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: getMe,
    staleTime: 5 * 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());

/**
 * Whether to offer an action: true when the server granted `code`. While the user is still
 * loading the answer is false (a button appears rather than disappears); the server refuses
 * anyway if the client is wrong.
 */
export function useCan(): (code: PermissionCode) => boolean {
  const me = useMe();
  const granted = me.data?.quyen;
  // Stable while the grants are: the sidebar memoizes on it.
  return useCallback((code: PermissionCode) => granted?.includes(code) ?? false, [granted]);
}
