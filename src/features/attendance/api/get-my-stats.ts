import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceStats } from '@/contracts/attendance';
import { api, schemaFrom } from '@/lib/api';
import { attendanceKeys } from './query-keys';

const attendanceContracts = () => import('@/contracts/attendance');

/** GET /api/cham-cong/my/stats: hours today, this week and this month against the target. */
export const getMyStats = async (): Promise<AttendanceStats> =>
  (await api.get('cham-cong/my/stats', schemaFrom(attendanceContracts, 'attendanceStatsResponse'))).data;

export const myStatsQueryOptions = () => queryOptions({ queryKey: attendanceKeys.stats(), queryFn: getMyStats });

export const useMyStats = () => useQuery(myStatsQueryOptions());
