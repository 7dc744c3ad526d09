import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverProfile } from '@/contracts/fleet';
import { api, schemaFrom } from '@/lib/api';
import { driverKeys } from './query-keys';

const fleetContracts = () => import('@/contracts/fleet-answers');

/** GET /api/ho-so-xe/cua-toi: the driver card, the current vehicle and its and the driver's documents. */
export const getMyProfile = async (): Promise<DriverProfile> =>
  (await api.get('ho-so-xe/cua-toi', schemaFrom(fleetContracts, 'driverProfileResponse'))).data;

export const myProfileQueryOptions = () => queryOptions({ queryKey: driverKeys.profile(), queryFn: getMyProfile });

export const useMyProfile = () => useQuery(myProfileQueryOptions());
