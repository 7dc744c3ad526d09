import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AttendanceDay, attendanceDayResponse } from '@/contracts/attendance';
import { api } from '@/lib/api-client';
import { attendanceKeys } from './query-keys';

/** GET /api/cham-cong/my/today: today's sessions, first in, last out, work units, open or not. */
export const getMyToday = async (): Promise<AttendanceDay> =>
  (await api.get('cham-cong/my/today', attendanceDayResponse)).data;

export const myTodayQueryOptions = () => queryOptions({ queryKey: attendanceKeys.today(), queryFn: getMyToday });

export const useMyToday = () => useQuery(myTodayQueryOptions());
