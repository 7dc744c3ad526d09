import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AssignableVehiclesQuery,
  assignableVehiclePageResponse,
  assignmentDriversResponse,
  assignmentListResponse,
  currentByVehicleResponse,
} from '@/contracts/fleet-assignments';
import { api } from '@/lib/api';
import { assignmentKeys } from './query-keys';

/** GET /api/xe-assignments/vehicles: vehicles with their open order, searched by plate. */
export const getAssignableVehicles = async (params: AssignableVehiclesQuery) =>
  (
    await api.get('xe-assignments/vehicles', assignableVehiclePageResponse, {
      searchParams: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<
        string,
        string | number
      >,
    })
  ).data;
export const assignableVehiclesQueryOptions = (params: AssignableVehiclesQuery) =>
  queryOptions({
    queryKey: assignmentKeys.vehicles(params),
    queryFn: () => getAssignableVehicles(params),
    placeholderData: keepPreviousData,
  });
export const useAssignableVehicles = (params: AssignableVehiclesQuery) =>
  useQuery(assignableVehiclesQueryOptions(params));

/** GET /api/xe-assignments/current/by-xe/{xeId}: null when the vehicle is free. */
export const getCurrentOfVehicle = async (xeId: number) =>
  (await api.get(`xe-assignments/current/by-xe/${xeId}`, currentByVehicleResponse)).data;
export const useCurrentOfVehicle = (xeId: number | null) =>
  useQuery({
    queryKey: assignmentKeys.current(xeId ?? 0),
    queryFn: () => getCurrentOfVehicle(xeId as number),
    enabled: xeId !== null,
  });

/** GET /api/xe-assignments/history/by-xe/{xeId}: newest first. */
export const getVehicleHistory = async (xeId: number) =>
  (await api.get(`xe-assignments/history/by-xe/${xeId}`, assignmentListResponse)).data;
export const useVehicleHistory = (xeId: number | null) =>
  useQuery({
    queryKey: assignmentKeys.history(xeId ?? 0),
    queryFn: () => getVehicleHistory(xeId as number),
    enabled: xeId !== null,
  });

/** GET /api/xe-assignments/drivers: the assign/handover pickers — drivers with the vehicles they hold. */
export const getAssignmentDrivers = async () =>
  (await api.get('xe-assignments/drivers', assignmentDriversResponse)).data;
export const useAssignmentDrivers = () =>
  useQuery({ queryKey: assignmentKeys.drivers(), queryFn: getAssignmentDrivers });
