/**
 * The quotation in progress is kept in this browser (localStorage, one per signed-in user), so a
 * reload or a lost connection loses nothing. Read defensively: a stored value of another shape
 * (an older version, a hand edit) is ignored field by field rather than breaking the screen.
 */
import { type DraftLine, emptyCustomer, emptyLine, newLineId, type QuoteDraft } from './quote';

export const draftKey = (username: string) => `quotation.draft.v1.${username || 'anonymous'}`;

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);

export function readDraft(username: string, nguoiPhuTrach: string): QuoteDraft {
  const fresh: QuoteDraft = { customer: emptyCustomer(nguoiPhuTrach), lines: [emptyLine()] };
  let raw: unknown;
  try {
    const text = globalThis.localStorage?.getItem(draftKey(username));
    if (!text) return fresh;
    raw = JSON.parse(text);
  } catch {
    return fresh;
  }
  if (!raw || typeof raw !== 'object') return fresh;
  const r = raw as { customer?: Record<string, unknown>; lines?: unknown };
  const c = r.customer ?? {};
  const customer = {
    customerName: str(c.customerName),
    address: str(c.address),
    phone: str(c.phone),
    contactPerson: str(c.contactPerson),
    soTo: str(c.soTo),
    trang: str(c.trang, fresh.customer.trang),
    nguoiPhuTrach: str(c.nguoiPhuTrach, nguoiPhuTrach),
  };
  const lines: DraftLine[] = Array.isArray(r.lines)
    ? r.lines
        .filter((l): l is Record<string, unknown> => Boolean(l) && typeof l === 'object')
        .map((l) => ({
          id: str(l.id) || newLineId(),
          tensp: str(l.tensp),
          xuatxu: str(l.xuatxu),
          donvi: str(l.donvi),
          soluong: str(l.soluong),
          dongia: str(l.dongia),
          ghichu: str(l.ghichu),
        }))
    : fresh.lines;
  return { customer, lines };
}

export function writeDraft(username: string, draft: QuoteDraft): void {
  try {
    globalThis.localStorage?.setItem(draftKey(username), JSON.stringify(draft));
  } catch {
    // A full or blocked storage: the quote still works, it is just not kept.
  }
}

export function clearDraft(username: string): void {
  try {
    globalThis.localStorage?.removeItem(draftKey(username));
  } catch {}
}
