import { useQueryClient } from '@tanstack/react-query';
import {
  MAINTENANCE_MESSAGES as M,
  maintenanceTicketResponse,
  type TicketCompleteRequest,
  type TicketCreateRequest,
  type TicketQuoteRequest,
} from '@/contracts/fleet-maintenance';
import { api } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { maintenanceKeys } from './query-keys';

/** Every console action answers the updated ticket and the spec's success text. */
export type TicketAction =
  | { kind: 'create'; body: TicketCreateRequest }
  | { kind: 'quote'; id: number; body: TicketQuoteRequest }
  | { kind: 'approve'; id: number }
  | { kind: 'start'; id: number }
  | { kind: 'complete'; id: number; body: TicketCompleteRequest }
  | { kind: 'pay'; id: number; ghiChu?: string }
  | { kind: 'cancel'; id: number; lyDo: string };

/** The spec's error text of each action, shown when the server sent none. */
export const ACTION_ERRORS: Record<TicketAction['kind'], string> = {
  create: M.createError,
  quote: M.quoteError,
  approve: M.approveError,
  start: M.startError,
  complete: M.completeError,
  pay: M.payError,
  cancel: M.cancelError,
};

export async function runTicketAction(action: TicketAction) {
  switch (action.kind) {
    case 'create':
      return api.post('bao-duong-xe', maintenanceTicketResponse, { json: action.body });
    case 'quote':
      return api.post(`bao-duong-xe/${action.id}/bao-gia`, maintenanceTicketResponse, { json: action.body });
    case 'approve':
      return api.post(`bao-duong-xe/${action.id}/duyet`, maintenanceTicketResponse);
    case 'start':
      return api.post(`bao-duong-xe/${action.id}/bat-dau`, maintenanceTicketResponse);
    case 'complete':
      return api.post(`bao-duong-xe/${action.id}/hoan-thanh`, maintenanceTicketResponse, { json: action.body });
    case 'pay':
      return api.post(`bao-duong-xe/${action.id}/xac-nhan-thanh-toan`, maintenanceTicketResponse, {
        searchParams: action.ghiChu ? { ghiChu: action.ghiChu } : {},
      });
    case 'cancel':
      return api.post(`bao-duong-xe/${action.id}/huy`, maintenanceTicketResponse, {
        searchParams: { lyDoCancel: action.lyDo },
      });
  }
}

export function useTicketAction() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: runTicketAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  });
}
