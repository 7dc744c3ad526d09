import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ChecklistHistoryQuery, checklistLogPageResponse } from '@/contracts/fleet';
import { userOptionsResponse } from '@/contracts/fleet-assignments';
import { checklistLogDetailResponse } from '@/contracts/fleet-maintenance';
import { vehicleOptionsResponse } from '@/contracts/fleet-vehicles';
import { api } from '@/lib/api';
import { checklistHistoryKeys } from './query-keys';

export type HistoryParams = Pick<ChecklistHistoryQuery, 'page' | 'size'> &
  Partial<Omit<ChecklistHistoryQuery, 'page' | 'size'>>;

const searchParams = (params: HistoryParams) => {
  const out: Record<string, string | number | boolean> = { sort: 'thoiDiemThucHien,desc' };
  for (const [k, v] of Object.entries(params)) if (v !== undefined) out[k] = v as string | number | boolean;
  return out;
};

/** GET /api/checklist/history: every driver's checklists, newest first. */
export const getChecklistHistory = async (params: HistoryParams) =>
  (await api.get('checklist/history', checklistLogPageResponse, { searchParams: searchParams(params) })).data;
export const checklistHistoryQueryOptions = (params: HistoryParams) =>
  queryOptions({
    queryKey: checklistHistoryKeys.list(params),
    queryFn: () => getChecklistHistory(params),
    placeholderData: keepPreviousData,
  });
export const useChecklistHistory = (params: HistoryParams) => useQuery(checklistHistoryQueryOptions(params));

/** GET /api/checklist/log/{id} → {log, items}. */
export const useChecklistLog = (id: number | null) =>
  useQuery({
    queryKey: checklistHistoryKeys.detail(id ?? 0),
    queryFn: async () => (await api.get(`checklist/log/${id}`, checklistLogDetailResponse)).data,
    enabled: id !== null,
  });

export const useHistoryVehicleOptions = () =>
  useQuery({
    queryKey: checklistHistoryKeys.vehicles(),
    queryFn: async () => (await api.get('xe/options', vehicleOptionsResponse)).data,
    staleTime: 5 * 60_000,
  });
export const useHistoryDriverOptions = () =>
  useQuery({
    queryKey: checklistHistoryKeys.drivers(),
    queryFn: async () => (await api.get('nguoi-dung/by-chuc-vu-code/TAI_XE', userOptionsResponse)).data,
    staleTime: 5 * 60_000,
  });
