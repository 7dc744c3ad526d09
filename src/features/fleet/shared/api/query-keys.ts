/** Keys of the pickers' lookups shared by the assignment, document and order screens. */
export const lookupKeys = {
  all: ['fleet', 'lookups'] as const,
  drivers: () => [...lookupKeys.all, 'drivers'] as const,
  driverStatus: () => [...lookupKeys.all, 'drivers', 'status'] as const,
  vehicles: () => [...lookupKeys.all, 'vehicles', 'status'] as const,
};
