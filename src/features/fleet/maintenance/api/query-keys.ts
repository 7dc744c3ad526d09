import type { TicketListQuery } from '@/contracts/fleet';

/** Keys of the console's maintenance reads; every ticket action invalidates `all`. */
export const maintenanceKeys = {
  all: ['fleet', 'maintenance'] as const,
  list: (params: Partial<TicketListQuery>) => [...maintenanceKeys.all, 'list', params] as const,
  detail: (id: number) => [...maintenanceKeys.all, 'detail', id] as const,
  priceReference: (dmHangMucId: number) => [...maintenanceKeys.all, 'price-reference', dmHangMucId] as const,
  vehicles: () => ['fleet', 'maintenance-lookups', 'vehicles'] as const,
  drivers: () => ['fleet', 'maintenance-lookups', 'drivers'] as const,
  items: () => ['fleet', 'maintenance-lookups', 'items'] as const,
};
