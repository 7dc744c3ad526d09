import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, schemaFrom } from '@/lib/api';
import { driverKeys } from './query-keys';

const fleetMaintenanceContracts = () => import('@/contracts/fleet-maintenance');

/**
 * GET /api/bao-duong-xe/{id}: one of the driver's tickets with every stage (quote, approval,
 * repair, payment). Keyed under driverKeys.all so a finished sync refreshes it like the lists.
 */
export const getMyTicket = async (id: number) =>
  (await api.get(`bao-duong-xe/${id}`, schemaFrom(fleetMaintenanceContracts, 'maintenanceTicketResponse'))).data;

export const myTicketQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...driverKeys.all, 'ticket', id] as const, queryFn: () => getMyTicket(id) });

export const useMyTicket = (id: number | null) => useQuery({ ...myTicketQueryOptions(id ?? 0), enabled: id !== null });

/**
 * The whole own list for the tickets screen: its tabs filter by the status shown after this
 * phone's queued steps, which only works on one cached list (a per-tab server query would miss a
 * ticket whose queued step moved it to another tab, and tabs never opened online would be empty
 * offline). The screen still shows ten at a time (spec 003 §9).
 */
export const MY_TICKETS_ALL = { page: 0, size: 200 } as const;
