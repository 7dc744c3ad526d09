import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { archivedPageResponse } from '@/contracts/work';
import { workKeys } from '@/features/work/shared/api/query-keys';
import { api } from '@/lib/api';

/** GET /api/archived-tasks: one page of the archive (the query from archivedQueryOf). */
export const getArchivedTasks = async (query: Record<string, string | number>) =>
  (await api.get('archived-tasks', archivedPageResponse, { searchParams: query })).data;

// The page shown stays while the next one loads (a failed fetch never hides what is shown).
export const useArchivedTasks = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: workKeys.archived(query),
    queryFn: () => getArchivedTasks(query),
    placeholderData: keepPreviousData,
  });
