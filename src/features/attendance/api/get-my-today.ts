import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceDay } from '@/contracts/attendance';
import { api, schemaFrom } from '@/lib/api';
import { attendanceKeys } from './query-keys';

const attendanceContracts = () => import('@/contracts/attendance');

/** GET /api/cham-cong/my/today: today's sessions, first in, last out, work units, open or not. */
export const getMyToday = async (): Promise<AttendanceDay> =>
  (await api.get('cham-cong/my/today', schemaFrom(attendanceContracts, 'attendanceDayResponse'))).data;

export const myTodayQueryOptions = () => queryOptions({ queryKey: attendanceKeys.today(), queryFn: getMyToday });

export const useMyToday = () => useQuery(myTodayQueryOptions());
