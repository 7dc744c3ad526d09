import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DriverProfile, driverProfileResponse } from '@/contracts/fleet';
import { api } from '@/lib/api-client';
import { driverKeys } from './query-keys';

/** GET /api/ho-so-xe/cua-toi: the driver card, the current vehicle and its and the driver's documents. */
export const getMyProfile = async (): Promise<DriverProfile> =>
  (await api.get('ho-so-xe/cua-toi', driverProfileResponse)).data;

export const myProfileQueryOptions = () => queryOptions({ queryKey: driverKeys.profile(), queryFn: getMyProfile });

export const useMyProfile = () => useQuery(myProfileQueryOptions());
