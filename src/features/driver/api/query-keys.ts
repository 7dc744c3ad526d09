/** Keys of the driver's own reads; `all` is invalidated once queued work has been sent. */
export const driverKeys = {
  all: ['driver'] as const,
  assignment: () => [...driverKeys.all, 'assignment', 'current'] as const,
  checklistItems: (xeId: number) => [...driverKeys.all, 'checklist-items', xeId] as const,
  profile: () => [...driverKeys.all, 'profile'] as const,
  tickets: (params: { page: number; size: number }) => [...driverKeys.all, 'tickets', params] as const,
  fuelLogs: (params: { page: number; size: number }) => [...driverKeys.all, 'fuel-logs', params] as const,
  checklists: (params: { page: number; size: number }) => [...driverKeys.all, 'checklists', params] as const,
};

/** The driver's lists show the latest reports only (spec 003 §9: size 10). */
export const MY_LIST_PAGE = { page: 0, size: 10 } as const;
