/** The employee's work orders (spec 002 §7): one column's page, and one order's detail. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyWorkOrderView } from '@/contracts/work-orders';
import { api, schemaFrom } from '@/lib/api';
import { attendanceKeys } from './query-keys';

const workOrdersContracts = () => import('@/contracts/work-orders');

/** Pending and in-progress orders come whole (a person has a handful); done ones page by 5. */
export const OPEN_COLUMN_SIZE = 100;

/** GET /api/lenh/my?status&page&size. */
export const myWorkOrdersQueryOptions = (view: MyWorkOrderView, page = 0, size = OPEN_COLUMN_SIZE) =>
  queryOptions({
    queryKey: attendanceKeys.orders(view, page, size),
    queryFn: async () =>
      (
        await api.get('lenh/my', schemaFrom(workOrdersContracts, 'myWorkOrderPageResponse'), {
          searchParams: { status: view, page, size },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
export const useMyWorkOrders = (view: MyWorkOrderView, page = 0, size = OPEN_COLUMN_SIZE) =>
  useQuery(myWorkOrdersQueryOptions(view, page, size));

/** GET /api/lenh/{id}: the order with the caller's own assignment and check-in only. */
export const useMyWorkOrderDetail = (id: number | null) =>
  useQuery({
    queryKey: attendanceKeys.order(id ?? 0),
    queryFn: async () => (await api.get(`lenh/${id}`, schemaFrom(workOrdersContracts, 'workOrderDetailResponse'))).data,
    enabled: id !== null,
  });
