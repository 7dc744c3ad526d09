import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketListQuery } from '@/contracts/fleet';
import { maintenanceTicketPageResponse } from '@/contracts/fleet-maintenance';
import { api } from '@/lib/api';
import { maintenanceKeys } from './query-keys';

export type TicketListParams = Pick<TicketListQuery, 'page' | 'size'> & Partial<Omit<TicketListQuery, 'page' | 'size'>>;

const clean = (params: TicketListParams) =>
  Object.fromEntries(
    Object.entries({ ...params, sort: 'ngayTao,desc' }).filter(([, v]) => v !== undefined && v !== ''),
  );

/** GET /api/bao-duong-xe: the office list, newest first. */
export const getTickets = async (params: TicketListParams) =>
  (await api.get('bao-duong-xe', maintenanceTicketPageResponse, { searchParams: clean(params) })).data;
export const ticketsQueryOptions = (params: TicketListParams) =>
  queryOptions({
    queryKey: maintenanceKeys.list(params),
    queryFn: () => getTickets(params),
    placeholderData: keepPreviousData,
  });
export const useTickets = (params: TicketListParams) => useQuery(ticketsQueryOptions(params));
