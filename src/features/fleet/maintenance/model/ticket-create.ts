/**
 * 'Tạo phiếu sửa chữa mới' as a pure function: the contract's rules (vehicle, type and content
 * required; odometer not negative and under the limit) on the odometer as typed — each field's
 * first message and the first overall, or the body to send.
 */
import {
  MAINTENANCE_MESSAGES as M,
  type TicketCreateRequest,
  ticketCreateRequest,
} from '@/contracts/fleet-maintenance';
import { contractNumber, type NumberValue } from '@/lib/number-rules';
import { fieldErrors } from '@/ui/form-errors';

export interface TicketCreateForm {
  xeId: string | null;
  loai: string | null;
  item: string | null;
  noiDung: string;
  odo: NumberValue;
}

export const EMPTY_TICKET_CREATE: TicketCreateForm = { xeId: null, loai: null, item: null, noiDung: '', odo: '' };

export type TicketCreateCheck =
  | { ok: true; body: TicketCreateRequest }
  | { ok: false; fields: Record<string, string>; first: string };

export function checkTicketCreate(form: TicketCreateForm): TicketCreateCheck {
  const parsed = ticketCreateRequest.safeParse({
    xeId: form.xeId ? Number(form.xeId) : undefined,
    loaiBaoDuong: form.loai ?? undefined,
    dmHangMucId: form.item ? Number(form.item) : null,
    noiDungCongViec: form.noiDung,
    odoLucTao: contractNumber(form.odo),
  });
  if (!parsed.success) {
    const { fields, first } = fieldErrors(parsed.error);
    return { ok: false, fields, first: first || M.createRequired };
  }
  return { ok: true, body: parsed.data };
}
