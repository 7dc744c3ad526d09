import { queryOptions, useQuery } from '@tanstack/react-query';
import { DRIVER_POSITION_CODE } from '@/contracts/auth';
import { driverOptionsStatusResponse, userOptionsResponse } from '@/contracts/fleet-assignments';
import { vehicleOptionsStatusResponse } from '@/contracts/fleet-vehicles';
import { api } from '@/lib/api';
import { lookupKeys } from './query-keys';

/** GET /api/nguoi-dung/by-chuc-vu-code/TAI_XE: active drivers, by name. */
export const getDrivers = async () =>
  (await api.get(`nguoi-dung/by-chuc-vu-code/${DRIVER_POSITION_CODE}`, userOptionsResponse)).data;
export const driversQueryOptions = () =>
  queryOptions({ queryKey: lookupKeys.drivers(), queryFn: getDrivers, staleTime: 60_000 });
export const useDrivers = () => useQuery(driversQueryOptions());

/** GET /api/nguoi-dung/tai-xe-options-status: drivers with running orders and held vehicle. */
export const getDriverStatus = async () =>
  (await api.get('nguoi-dung/tai-xe-options-status', driverOptionsStatusResponse)).data;
export const driverStatusQueryOptions = () =>
  queryOptions({ queryKey: lookupKeys.driverStatus(), queryFn: getDriverStatus });
export const useDriverStatus = () => useQuery(driverStatusQueryOptions());

/** GET /api/xe/options-status: every vehicle with status and assigned driver. */
export const getVehicleOptions = async () => (await api.get('xe/options-status', vehicleOptionsStatusResponse)).data;
export const vehicleOptionsQueryOptions = () =>
  queryOptions({ queryKey: lookupKeys.vehicles(), queryFn: getVehicleOptions });
export const useVehicleOptions = () => useQuery(vehicleOptionsQueryOptions());
