import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransportOrder } from '@/contracts/fleet-orders';
import { api, schemaFrom } from '@/lib/api';
import type { KnownOrder, OrderFilter } from '../model/order-progress';
import { driverKeys } from './query-keys';

const fleetOrdersContracts = () => import('@/contracts/fleet-orders');

/** Spec 003 §9: the driver's orders 10 a page, newest first, CHO_NHAN by default. */
export const MY_ORDERS_SIZE = 10;
export type MyOrdersParams = { trangThai: OrderFilter; page: number };

// Under driverKeys.all: refreshed with the driver's other reads once the outbox has sent work,
// and kept in the persisted cache so a list or order viewed once opens offline.
export const myOrderKeys = {
  all: [...driverKeys.all, 'orders'] as const,
  list: (params: MyOrdersParams) => [...myOrderKeys.all, 'list', params] as const,
  detail: (id: number) => [...myOrderKeys.all, 'detail', id] as const,
};

/** GET /api/don-hang/cua-toi: the driver's own orders in one state ('ALL': every state). */
export const getMyOrders = async ({ trangThai, page }: MyOrdersParams) =>
  (
    await api.get('don-hang/cua-toi', schemaFrom(fleetOrdersContracts, 'orderPageResponse'), {
      searchParams: { trangThai, page, size: MY_ORDERS_SIZE, sort: 'ngayTao,desc' },
    })
  ).data;

export const myOrdersQueryOptions = (params: MyOrdersParams) =>
  queryOptions({ queryKey: myOrderKeys.list(params), queryFn: () => getMyOrders(params) });
export const useMyOrders = (params: MyOrdersParams) => useQuery(myOrdersQueryOptions(params));

/** GET /api/don-hang/{id}. */
export const getMyOrder = async (id: number) =>
  (await api.get(`don-hang/${id}`, schemaFrom(fleetOrdersContracts, 'orderResponse'))).data;

/**
 * One order, starting from the copy the list showed (so the detail opens at once, offline too)
 * and refreshed from the server when that copy is stale.
 */
export const useMyOrder = (from: KnownOrder) =>
  useQuery({
    queryKey: myOrderKeys.detail(from.order.id),
    queryFn: () => getMyOrder(from.order.id),
    initialData: from.order,
    initialDataUpdatedAt: from.dataUpdatedAt,
  });

/** Every copy of an order this phone holds (list pages and details), with when each was read. */
export function knownOrders(queryClient: QueryClient): KnownOrder[] {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: myOrderKeys.all })
    .flatMap((query) => {
      const data = query.state.data as { content?: TransportOrder[] } | TransportOrder | undefined;
      if (!data) return [];
      const orders = 'content' in data && Array.isArray(data.content) ? data.content : [data as TransportOrder];
      return orders.map((order) => ({ order, dataUpdatedAt: query.state.dataUpdatedAt }));
    });
}
