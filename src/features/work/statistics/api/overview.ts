/** The statistics dashboard's three reads (GET /api/dashboard-tong-quan-cong-viec …), all with the same filters. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  overviewResponse,
  overviewTasksResponse,
  STATISTICS_TASKS_PAGE_SIZE,
  stackedRowsResponse,
} from '@/contracts/work';
import { workKeys } from '@/features/work/shared/api/query-keys';
import { api } from '@/lib/api';
import type { OverviewParams } from '../model/filters';

const BASE = 'dashboard-tong-quan-cong-viec';

/** Cards, status and priority counts, the completion trend and the per-employee table. */
export const useOverview = (query: OverviewParams) =>
  useQuery({
    queryKey: workKeys.overview(query),
    queryFn: async () => (await api.get(BASE, overviewResponse, { searchParams: query })).data,
    placeholderData: keepPreviousData,
  });

/** One stacked bar per workspace (counts by status). */
export const useOverviewByWorkspace = (query: OverviewParams) =>
  useQuery({
    queryKey: workKeys.overviewByWorkspace(query),
    queryFn: async () =>
      (await api.get(`${BASE}/theo-khong-gian-lam-viec`, stackedRowsResponse, { searchParams: query })).data,
    placeholderData: keepPreviousData,
  });

/** The detailed list: 10 a page, newest first (§7, §9). */
export const useOverviewTasks = (query: OverviewParams, page: number) =>
  useQuery({
    queryKey: workKeys.overviewTasks({ ...query, page }),
    queryFn: async () =>
      (
        await api.get(`${BASE}/tasks`, overviewTasksResponse, {
          searchParams: { ...query, page, size: STATISTICS_TASKS_PAGE_SIZE, sort: 'ngayTao,desc' },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
