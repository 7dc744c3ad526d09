/**
 * The lists the work screens' filters choose from: workspaces, a workspace's columns, people and
 * departments. Keys come from workKeys, so the board and the workspace list share these caches.
 */
import { useQuery } from '@tanstack/react-query';
import { departmentOptionsResponse } from '@/contracts/admin';
import { userOptionsResponse } from '@/contracts/fleet-assignments';
import { boardResponse, membersResponse, workspacesResponse } from '@/contracts/work';
import { api } from '@/lib/api';
import { useCan } from '@/lib/current-user';
import { workKeys } from './query-keys';

const LOOKUP_STALE_MS = 60_000;

/** GET /api/workspaces: the workspaces the reader can see. */
export const useWorkspaceOptions = () =>
  useQuery({
    queryKey: workKeys.workspaces(),
    queryFn: async () => (await api.get('workspaces', workspacesResponse)).data,
    staleTime: LOOKUP_STALE_MS,
  });

/** The columns of one workspace, from its board (GET /api/workspaces/{id}/columns); none until one is chosen. */
export const useColumnOptions = (workspaceId: number | undefined) =>
  useQuery({
    queryKey: workKeys.board(workspaceId ?? 0),
    queryFn: async () => (await api.get(`workspaces/${workspaceId}/columns`, boardResponse)).data,
    enabled: workspaceId !== undefined,
    staleTime: LOOKUP_STALE_MS,
    select: (columns) => columns.map((c) => ({ id: c.id, tenCot: c.tenCot })),
  });

export type PersonOption = { idNguoiDung: number; hoTen: string };

/**
 * People to filter by: a chosen workspace's members (GET /api/workspaces/{id}/members, open to its
 * members); otherwise everyone (GET /api/nguoi-dung/options, limit 200 as spec §7) for readers who
 * may list users — others choose a workspace first.
 */
export function usePersonOptions(workspaceId: number | undefined) {
  const can = useCan();
  const everyone = useQuery({
    queryKey: [...workKeys.all, 'user-options'] as const,
    queryFn: async (): Promise<PersonOption[]> =>
      (await api.get('nguoi-dung/options', userOptionsResponse, { searchParams: { limit: 200 } })).data,
    enabled: workspaceId === undefined && can('NGUOI_DUNG_XEM'),
    staleTime: LOOKUP_STALE_MS,
  });
  const members = useQuery({
    queryKey: workKeys.members(workspaceId ?? 0),
    queryFn: async (): Promise<PersonOption[]> =>
      (await api.get(`workspaces/${workspaceId}/members`, membersResponse)).data,
    enabled: workspaceId !== undefined,
    staleTime: LOOKUP_STALE_MS,
  });
  const query = workspaceId === undefined ? everyone : members;
  // Without the right to list every user, the people come with a workspace: the picker says so.
  return { ...query, needsWorkspace: workspaceId === undefined && !can('NGUOI_DUNG_XEM') };
}

/** GET /api/phong-ban/options, asked only of readers who may read the department catalogue. */
export function useDepartmentOptions() {
  const can = useCan();
  const allowed = can('PHONG_BAN_XEM');
  const query = useQuery({
    queryKey: [...workKeys.all, 'departments'] as const,
    queryFn: async () => (await api.get('phong-ban/options', departmentOptionsResponse)).data,
    enabled: allowed,
    staleTime: 5 * LOOKUP_STALE_MS,
  });
  return { ...query, allowed };
}
