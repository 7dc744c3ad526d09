import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AttendanceStats, attendanceStatsResponse } from '@/contracts/attendance';
import { api } from '@/lib/api-client';
import { attendanceKeys } from './query-keys';

/** GET /api/cham-cong/my/stats: hours today, this week and this month against the target. */
export const getMyStats = async (): Promise<AttendanceStats> =>
  (await api.get('cham-cong/my/stats', attendanceStatsResponse)).data;

export const myStatsQueryOptions = () => queryOptions({ queryKey: attendanceKeys.stats(), queryFn: getMyStats });

export const useMyStats = () => useQuery(myStatsQueryOptions());
