import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type OrderListQuery, orderPageResponse, orderResponse } from '@/contracts/fleet-orders';
import { api } from '@/lib/api';
import { orderKeys } from './query-keys';

const clean = (params: OrderListQuery) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;

/** GET /api/don-hang/list-all: the office list, newest first. */
export const getOrders = async (params: OrderListQuery) =>
  (await api.get('don-hang/list-all', orderPageResponse, { searchParams: clean(params) })).data;
export const ordersQueryOptions = (params: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: () => getOrders(params),
    placeholderData: keepPreviousData,
  });
export const useOrders = (params: OrderListQuery) => useQuery(ordersQueryOptions(params));

/** GET /api/don-hang/{id}. */
export const getOrder = async (id: number) => (await api.get(`don-hang/${id}`, orderResponse)).data;
export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });
export const useOrder = (id: number | null) => useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
