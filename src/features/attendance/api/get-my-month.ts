/** The employee page's reads beyond today (spec 002 §7): the month grid and one day's sessions. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, schemaFrom } from '@/lib/api';
import { attendanceKeys } from './query-keys';

const attendanceContracts = () => import('@/contracts/attendance');

/** GET /api/cham-cong/my/month-grid: one row (the caller), a cell per day with its half-day marks. */
export const myMonthGridQueryOptions = (month: string) =>
  queryOptions({
    queryKey: attendanceKeys.monthGrid(month),
    queryFn: async () =>
      (
        await api.get('cham-cong/my/month-grid', schemaFrom(attendanceContracts, 'attendanceMatrixResponse'), {
          searchParams: { month },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
export const useMyMonthGrid = (month: string) => useQuery(myMonthGridQueryOptions(month));

/** GET /api/cham-cong/my?date: the day modal's sessions, photos and places. */
export const useMyDay = (date: string | null) =>
  useQuery({
    queryKey: attendanceKeys.day(date ?? ''),
    queryFn: async () =>
      (
        await api.get('cham-cong/my', schemaFrom(attendanceContracts, 'attendanceDayResponse'), {
          searchParams: { date: date ?? '' },
        })
      ).data,
    enabled: date !== null,
  });
