/**
 * The workspaces list's calls (spec 002 §7 Workspaces): the list, create, edit, delete and create
 * from a template. Every write refreshes the list (and the edited workspace's board, whose header
 * reads its title and rights from the list).
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkspaceCreateRequest, WorkspaceFromTemplateRequest, WorkspaceUpdateRequest } from '@/contracts/work';
import { api, schemaFrom } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { workKeys } from '../../shared/api/query-keys';

const work = () => import('@/contracts/work');

export const getWorkspaces = async () => (await api.get('workspaces', schemaFrom(work, 'workspacesResponse'))).data;

export const workspacesQueryOptions = () => queryOptions({ queryKey: workKeys.workspaces(), queryFn: getWorkspaces });

export const useWorkspaces = () => useQuery(workspacesQueryOptions());

function useWorkspaceWrite<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workKeys.workspaces() }),
  });
}

export const useCreateWorkspace = () =>
  useWorkspaceWrite(async (body: WorkspaceCreateRequest) =>
    api.post('workspaces', schemaFrom(work, 'workspaceResponse'), { json: body }),
  );

export const useUpdateWorkspace = () =>
  useWorkspaceWrite(async ({ id, body }: { id: number; body: WorkspaceUpdateRequest }) =>
    api.put(`workspaces/${id}`, schemaFrom(work, 'workspaceResponse'), { json: body }),
  );

export const useDeleteWorkspace = () =>
  useWorkspaceWrite(async (id: number) => api.send(`workspaces/${id}`, { method: 'delete' }));

export const useCreateFromTemplate = () =>
  useWorkspaceWrite(async ({ templateId, body }: { templateId: number; body: WorkspaceFromTemplateRequest }) =>
    api.post(`workspaces/from/${templateId}`, schemaFrom(work, 'workspaceResponse'), { json: body }),
  );
