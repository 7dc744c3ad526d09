import { useQuery } from '@tanstack/react-query';
import { membersResponse } from '@/contracts/work';
import { api } from '@/lib/api';
import { workKeys } from '../../shared/api/query-keys';

/** GET /api/workspaces/{id}/members: who may be assigned to the workspace's tasks. */
export const getWorkspaceMembers = async (workspaceId: number) =>
  (await api.get(`workspaces/${workspaceId}/members`, membersResponse)).data;

export const useWorkspaceMembers = (workspaceId: number, enabled = true) =>
  useQuery({
    queryKey: workKeys.members(workspaceId),
    queryFn: () => getWorkspaceMembers(workspaceId),
    staleTime: 60_000,
    enabled,
  });
