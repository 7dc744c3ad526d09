import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type VehicleListQuery,
  vehicleLogResponse,
  vehiclePageResponse,
  vehicleResponse,
} from '@/contracts/fleet-vehicles';
import { api } from '@/lib/api';
import { vehicleKeys } from './query-keys';

const searchParams = (p: VehicleListQuery) => ({
  page: p.page,
  size: p.size,
  sort: 'id,desc',
  ...(p.q ? { q: p.q } : {}),
  ...(p.trangThai ? { trangThai: p.trangThai } : {}),
});

/** GET /api/xe: the register, newest first, searched by plate or type. */
export const getVehicles = async (params: VehicleListQuery) =>
  (await api.get('xe', vehiclePageResponse, { searchParams: searchParams(params) })).data;
export const vehiclesQueryOptions = (params: VehicleListQuery) =>
  queryOptions({
    queryKey: vehicleKeys.list(params),
    queryFn: () => getVehicles(params),
    placeholderData: keepPreviousData,
  });
export const useVehicles = (params: VehicleListQuery) => useQuery(vehiclesQueryOptions(params));

/** GET /api/xe/{id}. */
export const getVehicle = async (id: number) => (await api.get(`xe/${id}`, vehicleResponse)).data;
export const useVehicle = (id: number | null) =>
  useQuery({ queryKey: vehicleKeys.detail(id ?? 0), queryFn: () => getVehicle(id ?? 0), enabled: id !== null });

/** GET /api/xe/{id}/nhat-ky: the office's recorded decisions (odometer corrections, releases). */
export const getVehicleLog = async (id: number) => (await api.get(`xe/${id}/nhat-ky`, vehicleLogResponse)).data;
export const useVehicleLog = (id: number | null) =>
  useQuery({ queryKey: vehicleKeys.log(id ?? 0), queryFn: () => getVehicleLog(id ?? 0), enabled: id !== null });
