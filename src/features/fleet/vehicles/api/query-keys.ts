import type { VehicleListQuery } from '@/contracts/fleet-vehicles';

/**
 * Keys of the vehicle register. A saved vehicle invalidates everything under 'fleet': plates and
 * statuses show in the pickers and lists of every other fleet screen.
 */
export const vehicleKeys = {
  fleet: ['fleet'] as const,
  all: ['fleet', 'vehicles'] as const,
  list: (params: VehicleListQuery) => [...vehicleKeys.all, 'list', params] as const,
  detail: (id: number) => [...vehicleKeys.all, 'detail', id] as const,
  log: (id: number) => [...vehicleKeys.all, 'log', id] as const,
};
