import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { departmentOptionsResponse } from '@/contracts/admin';
import {
  type AdjustRequest,
  attendanceDayDetailResponse,
  attendanceMatrixResponse,
  type CloseSessionsRequest,
  closeResultResponse,
  type MatrixQuery,
} from '@/contracts/attendance';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { attendanceAdminKeys } from './query-keys';

const searchParams = (q: MatrixQuery) => {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null && v !== '') out[k] = v as string | number;
  return out;
};

/** GET /api/cham-cong/admin/matrix: every employee × every day of the month. */
export const useAttendanceMatrix = (q: MatrixQuery) =>
  useQuery({
    queryKey: attendanceAdminKeys.matrix(q),
    queryFn: async () =>
      (await api.get('cham-cong/admin/matrix', attendanceMatrixResponse, { searchParams: searchParams(q) })).data,
    placeholderData: keepPreviousData,
  });

/** GET /api/cham-cong/admin/day: one employee's day for the day modal. */
export const useAttendanceDay = (cell: { userId: number; date: string } | null) =>
  useQuery({
    queryKey: attendanceAdminKeys.day(cell?.userId ?? 0, cell?.date ?? ''),
    queryFn: async () =>
      (await api.get('cham-cong/admin/day', attendanceDayDetailResponse, { searchParams: cell ?? {} })).data,
    enabled: cell !== null,
  });

/** GET /api/phong-ban/options, asked only of users who may read the department catalogue. */
export const useDepartmentOptions = (enabled: boolean) =>
  useQuery({
    queryKey: attendanceAdminKeys.departments(),
    queryFn: async () => (await api.get('phong-ban/options', departmentOptionsResponse)).data,
    staleTime: 5 * 60_000,
    enabled,
  });

// Every write changes the matrix and the open day: refetch both.
function useAttendanceWrite<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceAdminKeys.all }),
  });
}

/** POST /api/cham-cong/admin/adjust. */
export const useAdjustDay = () =>
  useAttendanceWrite((body: AdjustRequest) =>
    api.post('cham-cong/admin/adjust', attendanceDayDetailResponse, { json: body }),
  );

/** POST /api/cham-cong/admin/close-sessions: bulk close by scope on the apply date. */
export const useCloseSessions = () =>
  useAttendanceWrite((body: CloseSessionsRequest) =>
    api.post('cham-cong/admin/close-sessions', closeResultResponse, { json: body }),
  );

/** POST /api/cham-cong/auto-close: forgotten check-outs up to the apply date. */
export const useAutoClose = () =>
  useAttendanceWrite((date: string) => api.post('cham-cong/auto-close', closeResultResponse, { json: { date } }));
