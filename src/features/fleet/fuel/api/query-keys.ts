import type { FuelListQuery } from '@/contracts/fleet';

/** Keys of the console's fuel reads; approve/reject invalidate `all`. */
export const fuelKeys = {
  all: ['fleet', 'fuel'] as const,
  list: (params: Partial<FuelListQuery>) => [...fuelKeys.all, 'list', params] as const,
  detail: (id: number) => [...fuelKeys.all, 'detail', id] as const,
  vehicles: () => ['fleet', 'fuel-lookups', 'vehicles'] as const,
};
