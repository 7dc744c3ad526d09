/**
 * The quotation being written (spec 001 §3): the customer block and the product lines as typed.
 * Quantities and prices stay the text the user typed (never clamped or rewritten); they are read
 * as vi-VN numbers only to compute totals, and a text that is not a number shows a message.
 */
import { DEFAULT_QUOTE_PAGE, type QuoteCustomer, type QuoteLine } from '@/contracts/quotations-vocabulary';

export type DraftLine = {
  /** Stable row key (React keys, focus); not exported. */
  id: string;
  tensp: string;
  xuatxu: string;
  donvi: string;
  soluong: string;
  dongia: string;
  ghichu: string;
};

export type QuoteDraft = { customer: QuoteCustomer; lines: DraftLine[] };

export const emptyCustomer = (nguoiPhuTrach = ''): QuoteCustomer => ({
  customerName: '',
  address: '',
  phone: '',
  contactPerson: '',
  soTo: '',
  trang: DEFAULT_QUOTE_PAGE,
  nguoiPhuTrach,
});

let lastId = 0;
export const newLineId = () => `l${Date.now().toString(36)}${(lastId++).toString(36)}`;

export const emptyLine = (): DraftLine => ({
  id: newLineId(),
  tensp: '',
  xuatxu: '',
  donvi: '',
  soluong: '1',
  dongia: '',
  ghichu: '',
});

/**
 * A number as a Vietnamese user types it: dots group thousands and a comma marks decimals
 * ('1.234.500', '12,5', '1.234,75'); spaces and a trailing 'đ' are ignored; a lone dot with other
 * than three digits after it is a decimal point ('1.5'). '' → null (nothing typed); not a number → NaN.
 */
export function parseViNumber(text: string): number | null {
  const s = text
    .replace(/[\s\u00a0]/g, '')
    .replace(/(?:đ|vnđ|vnd)$/i, '')
    .trim();
  if (s === '') return null;
  if (!/^-?[\d.,]+$/.test(s)) return Number.NaN;
  const negative = s.startsWith('-');
  const body = negative ? s.slice(1) : s;
  let normal: string;
  if (body.includes(',')) {
    const [whole = '', decimals, extra] = body.split(',');
    if (extra !== undefined || !decimals || !/^\d+$/.test(decimals)) return Number.NaN;
    if (!/^(?:\d+|\d{1,3}(?:\.\d{3})+)$/.test(whole)) return Number.NaN;
    normal = `${whole.replace(/\./g, '')}.${decimals}`;
  } else if (/^\d{1,3}(?:\.\d{3})+$/.test(body)) {
    normal = body.replace(/\./g, '');
  } else if (/^\d+(?:\.\d+)?$/.test(body)) {
    normal = body;
  } else {
    return Number.NaN;
  }
  const n = Number(normal);
  return negative ? -n : n;
}

/** A typed amount that may be used: a finite number ≥ 0 (blank counts as 0 for a price, not for a quantity). */
const usable = (n: number | null): n is number => n !== null && Number.isFinite(n) && n >= 0;

export type LineIssues = { soluong?: string; dongia?: string };

/** What is wrong with a line's numbers (messages under the cells). */
export function lineIssues(line: DraftLine, messages: { quantity: string; price: string }): LineIssues {
  const issues: LineIssues = {};
  const q = parseViNumber(line.soluong);
  const p = parseViNumber(line.dongia);
  if (line.soluong.trim() !== '' && !usable(q)) issues.soluong = messages.quantity;
  if (line.dongia.trim() !== '' && !usable(p)) issues.dongia = messages.price;
  return issues;
}

/** soluong × dongia, or null while either is not a usable number (blank counts as 0). */
export function lineTotal(line: Pick<DraftLine, 'soluong' | 'dongia'>): number | null {
  const q = parseViNumber(line.soluong) ?? 0;
  const p = parseViNumber(line.dongia) ?? 0;
  if (!usable(q) || !usable(p)) return null;
  return Math.round(q * p * 100) / 100;
}

/** The sum of the lines' totals, or null when any line has a number that is not one. */
export function grandTotal(lines: readonly DraftLine[]): number | null {
  let sum = 0;
  for (const line of lines) {
    const t = lineTotal(line);
    if (t === null) return null;
    sum += t;
  }
  return Math.round(sum * 100) / 100;
}

/** A line the user has started (any text in it besides the default quantity). */
export const isFilled = (l: DraftLine) => [l.tensp, l.xuatxu, l.donvi, l.dongia, l.ghichu].some((v) => v.trim() !== '');

export type Exportable = { ok: true; lines: QuoteLine[] } | { ok: false; reason: 'incomplete' | 'numbers' };

/**
 * §5: the export needs the customer's company name and at least one product line (every started
 * line named); and every line's numbers readable. Blank rows are left out.
 */
export function exportableLines(draft: QuoteDraft): Exportable {
  const lines = draft.lines.filter(isFilled);
  if (!draft.customer.customerName.trim() || !lines.length || lines.some((l) => !l.tensp.trim())) {
    return { ok: false, reason: 'incomplete' };
  }
  const out: QuoteLine[] = [];
  for (const l of lines) {
    const soluong = parseViNumber(l.soluong) ?? 0;
    const dongia = parseViNumber(l.dongia) ?? 0;
    if (!usable(soluong) || !usable(dongia)) return { ok: false, reason: 'numbers' };
    out.push({
      tensp: l.tensp.trim(),
      xuatxu: l.xuatxu.trim(),
      donvi: l.donvi.trim(),
      soluong,
      dongia,
      ghichu: l.ghichu.trim(),
    });
  }
  return { ok: true, lines: out };
}

/** A number shown for editing in vi-VN (1234.5 → '1.234,5'). */
export const viNumberText = (n: number) =>
  new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 4, useGrouping: true }).format(n);

/** Proposed lines become editable rows. */
export const draftLinesOf = (lines: readonly QuoteLine[]): DraftLine[] =>
  lines.map((l) => ({
    id: newLineId(),
    tensp: l.tensp,
    xuatxu: l.xuatxu,
    donvi: l.donvi,
    soluong: viNumberText(l.soluong),
    dongia: viNumberText(l.dongia),
    ghichu: l.ghichu,
  }));

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const amount = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? v : null;
  if (typeof v === 'string') {
    const n = parseViNumber(v);
    return n === null ? 0 : Number.isFinite(n) && n >= 0 ? n : null;
  }
  return v === undefined || v === null ? 0 : null;
};

/**
 * The quote-image webhook's answer (a receiver we do not control) as lines: a list, or an object
 * with `lines`, `data`, `items` or `products` holding one; each item needs a product name, and
 * numbers may be numbers or vi-VN texts. Items that do not fit are dropped; null when nothing is a list.
 */
export function linesFromWebhookResult(result: unknown): QuoteLine[] | null {
  const list = Array.isArray(result)
    ? result
    : result && typeof result === 'object'
      ? (['lines', 'data', 'items', 'products']
          .map((k) => (result as Record<string, unknown>)[k])
          .find(Array.isArray) as unknown[] | undefined)
      : undefined;
  if (!list) return null;
  const out: QuoteLine[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const r = item as Record<string, unknown>;
    const tensp = text(r.tensp);
    const soluong = amount(r.soluong);
    const dongia = amount(r.dongia);
    if (!tensp || soluong === null || dongia === null) continue;
    out.push({ tensp, xuatxu: text(r.xuatxu), donvi: text(r.donvi), soluong, dongia, ghichu: text(r.ghichu) });
  }
  return out;
}
