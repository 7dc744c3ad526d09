/** Keys of the vehicle types; a saved type invalidates `all` (the list and the pickers). */
export const vehicleTypeKeys = {
  all: ['fleet', 'vehicle-types'] as const,
  list: (params: { page: number; size: number }) => [...vehicleTypeKeys.all, 'list', params] as const,
  options: () => [...vehicleTypeKeys.all, 'active-options'] as const,
};
