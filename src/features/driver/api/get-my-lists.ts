import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, schemaFrom } from '@/lib/api';
import { driverKeys, MY_LIST_PAGE } from './query-keys';

const fleetContracts = () => import('@/contracts/fleet-answers');

type Paging = { page: number; size: number };

/** GET /api/xang-dau/cua-toi: the driver's own fuel reports, newest first. */
export const getMyFuelLogs = async (params: Paging) =>
  (await api.get('xang-dau/cua-toi', schemaFrom(fleetContracts, 'fuelLogPageResponse'), { searchParams: params })).data;
export const myFuelLogsQueryOptions = (params: Paging = MY_LIST_PAGE) =>
  queryOptions({ queryKey: driverKeys.fuelLogs(params), queryFn: () => getMyFuelLogs(params) });
export const useMyFuelLogs = (params: Paging = MY_LIST_PAGE) => useQuery(myFuelLogsQueryOptions(params));

/** GET /api/checklist/cua-toi: the driver's own checklists, newest first. */
export const getMyChecklists = async (params: Paging) =>
  (await api.get('checklist/cua-toi', schemaFrom(fleetContracts, 'checklistLogPageResponse'), { searchParams: params }))
    .data;
export const myChecklistsQueryOptions = (params: Paging = MY_LIST_PAGE) =>
  queryOptions({ queryKey: driverKeys.checklists(params), queryFn: () => getMyChecklists(params) });
export const useMyChecklists = (params: Paging = MY_LIST_PAGE) => useQuery(myChecklistsQueryOptions(params));

/** GET /api/bao-duong-xe/cua-toi: the driver's own maintenance tickets (SOS and checklist incidents too). */
export const getMyTickets = async (params: Paging) =>
  (await api.get('bao-duong-xe/cua-toi', schemaFrom(fleetContracts, 'ticketPageResponse'), { searchParams: params }))
    .data;
export const myTicketsQueryOptions = (params: Paging = MY_LIST_PAGE) =>
  queryOptions({ queryKey: driverKeys.tickets(params), queryFn: () => getMyTickets(params) });
export const useMyTickets = (params: Paging = MY_LIST_PAGE) => useQuery(myTicketsQueryOptions(params));
