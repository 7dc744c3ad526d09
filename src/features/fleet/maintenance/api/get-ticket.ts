import { queryOptions, useQuery } from '@tanstack/react-query';
import { maintenanceTicketResponse, priceReferenceResponse } from '@/contracts/fleet-maintenance';
import { api } from '@/lib/api';
import { maintenanceKeys } from './query-keys';

/** GET /api/bao-duong-xe/{id}. */
export const getTicket = async (id: number) => (await api.get(`bao-duong-xe/${id}`, maintenanceTicketResponse)).data;
export const ticketQueryOptions = (id: number) =>
  queryOptions({ queryKey: maintenanceKeys.detail(id), queryFn: () => getTicket(id) });
export const useTicket = (id: number | null) => useQuery({ ...ticketQueryOptions(id ?? 0), enabled: id !== null });

/** GET /api/bao-duong-xe/gia-tham-khao?dmHangMucId=: past prices of the catalogue item. */
export const getPriceReference = async (dmHangMucId: number) =>
  (await api.get('bao-duong-xe/gia-tham-khao', priceReferenceResponse, { searchParams: { dmHangMucId } })).data;
export const usePriceReference = (dmHangMucId: number | null | undefined) =>
  useQuery({
    queryKey: maintenanceKeys.priceReference(dmHangMucId ?? 0),
    queryFn: () => getPriceReference(dmHangMucId as number),
    enabled: Boolean(dmHangMucId),
  });
