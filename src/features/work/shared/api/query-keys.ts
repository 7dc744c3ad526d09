import type { ArchivedQuery, BoardQueryInput, CommentsQuery, OverviewQuery } from '@/contracts/work';

/**
 * One key factory for every work-management query: the board, the task dialog, the archive and the
 * statistics invalidate through it, and the live stream (`workspace(id)`) refetches exactly what an
 * event touched.
 */
export const workKeys = {
  all: ['work'] as const,
  workspaces: () => [...workKeys.all, 'workspaces'] as const,
  workspace: (id: number) => [...workKeys.all, 'workspace', id] as const,
  board: (id: number, filters: BoardQueryInput = {}) => [...workKeys.workspace(id), 'board', filters] as const,
  boardStatistics: (id: number, filters: BoardQueryInput = {}) =>
    [...workKeys.workspace(id), 'statistics', filters] as const,
  members: (id: number) => [...workKeys.workspace(id), 'members'] as const,
  task: (taskId: number) => [...workKeys.all, 'task', taskId] as const,
  taskUsers: (taskId: number) => [...workKeys.task(taskId), 'users'] as const,
  comments: (taskId: number, query: CommentsQuery = {}) => [...workKeys.task(taskId), 'comments', query] as const,
  activity: (taskId: number, page = 0) => [...workKeys.task(taskId), 'activity', page] as const,
  archived: (query: ArchivedQuery = {}) => [...workKeys.all, 'archived', query] as const,
  overview: (query: OverviewQuery = {}) => [...workKeys.all, 'overview', query] as const,
  overviewTasks: (query: OverviewQuery & { page?: number } = {}) => [...workKeys.all, 'overview-tasks', query] as const,
  overviewByWorkspace: (query: OverviewQuery = {}) => [...workKeys.all, 'overview-by-workspace', query] as const,
};
