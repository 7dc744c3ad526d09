/** The manager screen's calls (server/modules/work-orders/routes.ts); every write refreshes the lists. */
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUserPageResponse, departmentOptionsResponse } from '@/contracts/admin';
import {
  type ManagerStampRequest,
  type WorkOrderCreateRequest,
  type WorkOrderListQuery,
  type WorkOrderStatsQuery,
  workOrderDetailResponse,
  workOrderPageResponse,
  workOrderResponse,
  workOrderStatsResponse,
} from '@/contracts/work-orders';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';

export const workOrderKeys = {
  all: ['work-orders'] as const,
  stats: (q: WorkOrderStatsQuery) => [...workOrderKeys.all, 'stats', q] as const,
  detail: (id: number) => [...workOrderKeys.all, 'detail', id] as const,
  staff: ['work-orders', 'staff'] as const,
  departments: ['work-orders', 'departments'] as const,
};

/** Only the filters that are set: the server reads an empty string as "not given" anyway. */
const params = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<
    string,
    string | number
  >;

export const getWorkOrders = async (q: WorkOrderListQuery) =>
  (await api.get('lenh/admin/list', workOrderPageResponse, { searchParams: params(q) })).data;
/** One list with "load more": the card view (every status) or one kanban column. */
export const useWorkOrderPages = (q: Omit<WorkOrderListQuery, 'page'>) =>
  useInfiniteQuery({
    queryKey: [...workOrderKeys.all, 'pages', q] as const,
    queryFn: ({ pageParam }) => getWorkOrders({ ...q, page: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
    placeholderData: keepPreviousData,
  });

export const getWorkOrderStats = async (q: WorkOrderStatsQuery) =>
  (await api.get('lenh/admin/stats', workOrderStatsResponse, { searchParams: params(q) })).data;
export const useWorkOrderStats = (q: WorkOrderStatsQuery) =>
  useQuery({
    queryKey: workOrderKeys.stats(q),
    queryFn: () => getWorkOrderStats(q),
    placeholderData: keepPreviousData,
  });

export const useWorkOrderDetail = (id: number | null) =>
  useQuery({
    queryKey: workOrderKeys.detail(id ?? 0),
    queryFn: async () => (await api.get(`lenh/${id}`, workOrderDetailResponse)).data,
    enabled: id !== null,
  });

/** The assign picker's people: one page of 1000 users (spec 002 §9), filtered on the screen by department. */
export const useStaff = (enabled: boolean) =>
  useQuery({
    queryKey: workOrderKeys.staff,
    queryFn: async () =>
      (await api.get('nguoi-dung', adminUserPageResponse, { searchParams: { page: 0, size: 1000 } })).data.content,
    staleTime: 60_000,
    enabled,
  });
export const useDepartments = (enabled: boolean) =>
  useQuery({
    queryKey: workOrderKeys.departments,
    queryFn: async () => (await api.get('phong-ban/options', departmentOptionsResponse)).data,
    staleTime: 60_000,
    enabled,
  });

function useWrite<T, R>(fn: (v: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workOrderKeys.all }),
  });
}

export const useCreateWorkOrder = () =>
  useWrite(async (body: WorkOrderCreateRequest) => (await api.post('lenh', workOrderResponse, { json: body })).data);

type UsersAction = 'assign' | 'manager-checkout';
export const useUsersAction = (action: UsersAction) =>
  useWrite(
    async ({ id, userIds }: { id: number; userIds: number[] }) =>
      (await api.post(`lenh/${id}/${action}`, workOrderDetailResponse, { json: userIds })).data,
  );

export type StampAction = 'start' | 'end';
export const useStampAction = (action: StampAction) =>
  useWrite(
    async ({ id, body }: { id: number; body: ManagerStampRequest }) =>
      (await api.post(`lenh/${id}/${action}`, workOrderDetailResponse, { json: body })).data,
  );
