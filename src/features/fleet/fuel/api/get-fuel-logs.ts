import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type FuelListQuery, fuelLogPageResponse, fuelLogResponse } from '@/contracts/fleet';
import { vehicleOptionsResponse } from '@/contracts/fleet-vehicles';
import { api } from '@/lib/api';
import { fuelKeys } from './query-keys';

export type FuelListParams = Pick<FuelListQuery, 'page' | 'size'> & Partial<Omit<FuelListQuery, 'page' | 'size'>>;

const searchParams = (params: FuelListParams) => {
  const out: Record<string, string | number> = { sort: 'ngayDo,desc' };
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') out[k] = v as string | number;
  return out;
};

/** GET /api/xang-dau/list: the office list, newest fill first. */
export const getFuelLogs = async (params: FuelListParams) =>
  (await api.get('xang-dau/list', fuelLogPageResponse, { searchParams: searchParams(params) })).data;
export const fuelLogsQueryOptions = (params: FuelListParams) =>
  queryOptions({
    queryKey: fuelKeys.list(params),
    queryFn: () => getFuelLogs(params),
    placeholderData: keepPreviousData,
  });
export const useFuelLogs = (params: FuelListParams) => useQuery(fuelLogsQueryOptions(params));

/** GET /api/xang-dau/{id}. */
export const useFuelLog = (id: number | null) =>
  useQuery({
    queryKey: fuelKeys.detail(id ?? 0),
    queryFn: async () => (await api.get(`xang-dau/${id}`, fuelLogResponse)).data,
    enabled: id !== null,
  });

/** GET /api/xe/options for the vehicle filter. */
export const useFuelVehicleOptions = () =>
  useQuery({
    queryKey: fuelKeys.vehicles(),
    queryFn: async () => (await api.get('xe/options', vehicleOptionsResponse)).data,
    staleTime: 5 * 60_000,
  });
