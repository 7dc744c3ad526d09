import { ARCHIVED_PAGE_SIZE, type TaskPriority } from '@/contracts/work-vocabulary';

/** The archive's filter card (spec 002 §2.5); ids as the selects hold them, '' when not chosen. */
export interface ArchiveFilters {
  tieuDe: string;
  workspaceId: string;
  columnId: string;
  doUuTien: TaskPriority | '';
  creatorId: string;
  assignedUserId: string;
}

export const EMPTY_ARCHIVE_FILTERS: ArchiveFilters = {
  tieuDe: '',
  workspaceId: '',
  columnId: '',
  doUuTien: '',
  creatorId: '',
  assignedUserId: '',
};

/**
 * A filter changed. A column belongs to one workspace, so choosing another workspace (or none)
 * clears the column; the people come from the workspace too, so they are cleared with it.
 */
export function setArchiveFilter<K extends keyof ArchiveFilters>(
  filters: ArchiveFilters,
  key: K,
  value: ArchiveFilters[K],
): ArchiveFilters {
  if (key === 'workspaceId' && value !== filters.workspaceId) {
    return { ...filters, workspaceId: value as string, columnId: '', creatorId: '', assignedUserId: '' };
  }
  return { ...filters, [key]: value };
}

/** GET /api/archived-tasks's query: the page, size 10, newest completion first, and only the filters set (§7). */
export function archivedQueryOf(filters: ArchiveFilters, page: number): Record<string, string | number> {
  const query: Record<string, string | number> = { page, size: ARCHIVED_PAGE_SIZE, sort: 'ngayHoanThanh,desc' };
  const title = filters.tieuDe.trim();
  if (title) query.tieuDe = title;
  for (const key of ['workspaceId', 'columnId', 'creatorId', 'assignedUserId'] as const) {
    if (filters[key]) query[key] = Number(filters[key]);
  }
  if (filters.doUuTien) query.doUuTien = filters.doUuTien;
  return query;
}
