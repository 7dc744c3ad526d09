import type { ChecklistHistoryQuery } from '@/contracts/fleet';

export const checklistHistoryKeys = {
  all: ['fleet', 'checklist-history'] as const,
  list: (params: Partial<ChecklistHistoryQuery>) => [...checklistHistoryKeys.all, 'list', params] as const,
  detail: (id: number) => [...checklistHistoryKeys.all, 'detail', id] as const,
  vehicles: () => ['fleet', 'checklist-history-lookups', 'vehicles'] as const,
  drivers: () => ['fleet', 'checklist-history-lookups', 'drivers'] as const,
};
