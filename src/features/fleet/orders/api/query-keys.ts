import type { OrderListQuery } from '@/contracts/fleet-orders';

export const orderKeys = {
  all: ['fleet', 'orders'] as const,
  list: (params: OrderListQuery) => [...orderKeys.all, 'list', params] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
};
