import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentAssignment } from '@/contracts/fleet';
import { api, schemaFrom } from '@/lib/api';
import { isApiClientError } from '@/lib/client-error';
import { driverKeys } from './query-keys';

const fleetContracts = () => import('@/contracts/fleet-answers');

/** GET /api/xe-assignments/me/current; a 404 means "no vehicle assigned", not an error (spec 003 §8). */
export async function getCurrentAssignment(): Promise<CurrentAssignment | null> {
  try {
    return (await api.get('xe-assignments/me/current', schemaFrom(fleetContracts, 'currentAssignmentResponse'))).data;
  } catch (error) {
    if (isApiClientError(error) && error.status === 404) return null;
    throw error;
  }
}

export const currentAssignmentQueryOptions = () =>
  queryOptions({ queryKey: driverKeys.assignment(), queryFn: getCurrentAssignment });

export const useCurrentAssignment = () => useQuery(currentAssignmentQueryOptions());
