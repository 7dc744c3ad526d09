import type { MaintenanceItemListQuery } from '@/contracts/fleet-catalogues';

/** Keys of the maintenance catalogue; a change also invalidates the ticket screens' item picker. */
export const maintenanceItemKeys = {
  all: ['fleet', 'maintenance-items'] as const,
  list: (params: Pick<MaintenanceItemListQuery, 'page' | 'size' | 'q'>) =>
    [...maintenanceItemKeys.all, 'list', params] as const,
  /** The ticket screens' picker (GET active-options) lives under this key. */
  pickers: ['fleet', 'maintenance-lookups', 'items'] as const,
};
