import type { AssignableVehiclesQuery } from '@/contracts/fleet-assignments';

export const assignmentKeys = {
  all: ['fleet', 'assignments'] as const,
  vehicles: (params: AssignableVehiclesQuery) => [...assignmentKeys.all, 'vehicles', params] as const,
  current: (xeId: number) => [...assignmentKeys.all, 'current', xeId] as const,
  history: (xeId: number) => [...assignmentKeys.all, 'history', xeId] as const,
  drivers: () => [...assignmentKeys.all, 'drivers'] as const,
};
