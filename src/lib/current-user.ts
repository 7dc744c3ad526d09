/**
 * The signed-in user (/api/auth/me) for every feature: the shell's greeting, the driver's header,
 * and the console's buttons that only some roles may press (`useCan`). It follows the server
 * without a new login (lib/follow-rights.ts): an admin's change to this user's rights reaches
 * an open console on the next answer, on a 403, or when the window regains focus.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
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
    // Focus is when someone returns after an admin changed their rights elsewhere; the staleTime
    // would otherwise keep the old menus for minutes.
    refetchOnWindowFocus: 'always',
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

/** Who the menus are for: the permissions they hold and whether they drive (spec 000 §6). */
export interface Viewer {
  can: (code: PermissionCode) => boolean;
  driver: boolean;
}

/** The signed-in user as the menus and home cards filter by; stable while /me is. */
export function useViewer(): Viewer {
  const can = useCan();
  const driver = useMe().data?.laTaiXe ?? false;
  return useMemo(() => ({ can, driver }), [can, driver]);
}
