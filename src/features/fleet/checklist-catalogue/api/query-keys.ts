/** Keys of the checklist catalogue; a saved item invalidates `all` (list and the active list). */
export const checklistItemKeys = {
  all: ['fleet', 'checklist-items'] as const,
  list: (params: { page: number; size: number }) => [...checklistItemKeys.all, 'list', params] as const,
  active: () => [...checklistItemKeys.all, 'all-active'] as const,
};
