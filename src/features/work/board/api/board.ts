/**
 * The board's reads (spec 002 §7 Board and tasks, Statistics): the columns with their tasks and the
 * board statistics under the same filters, the people who may be assigned here and the departments
 * for the filter. A failed refetch keeps the last answer on screen (placeholder + persisted cache).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardQueryInput } from '@/contracts/work';
import { api, schemaFrom } from '@/lib/api';
import { useCan } from '@/lib/current-user';
import { workKeys } from '../../shared/api/query-keys';

const work = () => import('@/contracts/work');
const admin = () => import('@/contracts/admin');

/** ky's search params: the query's fields are all plain values once blanks are dropped (model/filters.ts). */
const params = (q: BoardQueryInput) => q as Record<string, string | number | boolean>;

export const getBoard = async (workspaceId: number, query: BoardQueryInput) =>
  (
    await api.get(`workspaces/${workspaceId}/columns`, schemaFrom(work, 'boardResponse'), {
      searchParams: params(query),
    })
  ).data;

export const boardQueryOptions = (workspaceId: number, query: BoardQueryInput) =>
  queryOptions({
    queryKey: workKeys.board(workspaceId, query),
    queryFn: () => getBoard(workspaceId, query),
    placeholderData: keepPreviousData,
  });

export const useBoard = (workspaceId: number, query: BoardQueryInput) =>
  useQuery(boardQueryOptions(workspaceId, query));

export const getBoardStatistics = async (workspaceId: number, query: BoardQueryInput) =>
  (
    await api.get(`dashboard/workspaces/${workspaceId}/statistics`, schemaFrom(work, 'boardStatisticsResponse'), {
      searchParams: params(query),
    })
  ).data;

export const useBoardStatistics = (workspaceId: number, query: BoardQueryInput) =>
  useQuery({
    queryKey: workKeys.boardStatistics(workspaceId, query),
    queryFn: () => getBoardStatistics(workspaceId, query),
    placeholderData: keepPreviousData,
  });

/** The workspace itself: the header's title and description, and whether the reader edits it. */
export const useWorkspace = (workspaceId: number) =>
  useQuery({
    queryKey: [...workKeys.workspace(workspaceId), 'detail'] as const,
    queryFn: async () => (await api.get(`workspaces/${workspaceId}`, schemaFrom(work, 'workspaceResponse'))).data,
  });

/**
 * The workspace's people (author, managers, users of its columns and tasks); `assignable` — for
 * an editor picking someone new — every active user.
 */
export const useBoardMembers = (workspaceId: number, { assignable = false, enabled = true } = {}) =>
  useQuery({
    queryKey: [...workKeys.members(workspaceId), assignable] as const,
    queryFn: async () =>
      (
        await api.get(`workspaces/${workspaceId}/members`, schemaFrom(work, 'membersResponse'), {
          searchParams: assignable ? { assignable: true } : {},
        })
      ).data,
    staleTime: 60_000,
    enabled,
  });

/** The department filter's options, asked only of users who may read the department catalogue. */
export function useDepartmentOptions() {
  const allowed = useCan()('PHONG_BAN_XEM');
  const query = useQuery({
    queryKey: [...workKeys.all, 'departments'] as const,
    queryFn: async () => (await api.get('phong-ban/options', schemaFrom(admin, 'departmentOptionsResponse'))).data,
    staleTime: 5 * 60_000,
    enabled: allowed,
  });
  return { allowed, options: query.data ?? [] };
}
