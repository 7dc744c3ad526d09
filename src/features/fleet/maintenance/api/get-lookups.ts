import { queryOptions, useQuery } from '@tanstack/react-query';
import { userOptionsResponse } from '@/contracts/fleet-assignments';
import { maintenanceItemOptionsResponse } from '@/contracts/fleet-catalogues';
import { vehicleOptionsResponse } from '@/contracts/fleet-vehicles';
import { api } from '@/lib/api';
import { maintenanceKeys } from './query-keys';

const LOOKUP_STALE_MS = 5 * 60_000;

/** GET /api/xe/options: every vehicle for the pickers. */
export const vehicleOptionsQueryOptions = () =>
  queryOptions({
    queryKey: maintenanceKeys.vehicles(),
    queryFn: async () => (await api.get('xe/options', vehicleOptionsResponse)).data,
    staleTime: LOOKUP_STALE_MS,
  });
export const useVehicleOptions = () => useQuery(vehicleOptionsQueryOptions());

/** GET /api/nguoi-dung/by-chuc-vu-code/TAI_XE: drivers for the filter. */
export const useDriverOptions = () =>
  useQuery({
    queryKey: maintenanceKeys.drivers(),
    queryFn: async () => (await api.get('nguoi-dung/by-chuc-vu-code/TAI_XE', userOptionsResponse)).data,
    staleTime: LOOKUP_STALE_MS,
  });

/** GET /api/dm-hang-muc-bao-duong/active-options: the catalogue, retired items left out. */
export const useMaintenanceItemOptions = () =>
  useQuery({
    queryKey: maintenanceKeys.items(),
    queryFn: async () => (await api.get('dm-hang-muc-bao-duong/active-options', maintenanceItemOptionsResponse)).data,
    staleTime: LOOKUP_STALE_MS,
  });
