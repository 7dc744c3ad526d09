/**
 * The maintenance ticket's form rules (spec 003 §5), shared by the driver's quote and completion
 * forms and the console's ticket screens so both refuse the same input with the same words. The
 * rules — the spec's and the upper limits — are the zod contracts the server applies; the typed
 * number is read as typed first (a contract given Mantine's raw '12.5' would read the '.' as a
 * thousands mark). Only the jump past the vehicle's recorded odometer is checked here, when known.
 */
import type { z } from 'zod';
import {
  isOverQuote,
  MAINTENANCE_MESSAGES as M,
  ticketCompleteRequest,
  ticketQuoteRequest,
} from '@/contracts/fleet-maintenance';
import { odoLimitProblem } from '@/contracts/number-limits';
import { contractNumber, firstProblem, type NumberValue, type Problem, parseNumber } from './number-rules';

/** The first issue of a failed parse as the field to mark, falling back to `fallback`'s field. */
function issueOf<F extends string>(error: z.ZodError, fields: readonly F[], fallback: Problem<F>): Problem<F> {
  const issue = error.issues[0];
  const field = fields.find((f) => f === issue?.path[0]) ?? fallback.field;
  return { field, message: issue?.message ?? fallback.message };
}

// ── quote ───────────────────────────────────────────────────────────────────────────────────
export interface QuoteInput {
  garaDeXuat: string;
  giaDeXuat: NumberValue;
}
export type QuoteField = 'garaDeXuat' | 'giaDeXuat';

const quoteFields = ticketQuoteRequest.pick({ garaDeXuat: true, giaDeXuat: true });

/** Garage required, price > 0 ('Vui lòng nhập Gara và Giá đề xuất (phải > 0).'), whole đồng, under the limit. */
export function quoteProblem(values: QuoteInput): Problem<QuoteField> | null {
  const parsed = quoteFields.safeParse({
    garaDeXuat: values.garaDeXuat,
    giaDeXuat: contractNumber(values.giaDeXuat),
  });
  if (parsed.success) return null;
  return issueOf(parsed.error, ['garaDeXuat', 'giaDeXuat'], { field: 'garaDeXuat', message: M.quoteRequired });
}

/** The quote's fields as sent, once `quoteProblem` found nothing. */
export const quoteFieldsOf = (values: QuoteInput) => ({
  garaDeXuat: values.garaDeXuat.trim(),
  giaDeXuat: parseNumber(values.giaDeXuat) ?? 0,
});

// ── completion ──────────────────────────────────────────────────────────────────────────────
export interface CompleteInput {
  odoHoanThanh: NumberValue;
  chiPhiThucTe: NumberValue;
  /** The receipt photo: a photo stored on the phone, or a file picked in the console; null when none. */
  photoId: string | null;
  /** Why the cost is what it is: required above 1.5× the approved price. */
  ghiChuHoanThanh?: string;
}
export type CompleteField = 'odoHoanThanh' | 'chiPhiThucTe' | 'bienLai' | 'ghiChuHoanThanh';

const completeNumbers = ticketCompleteRequest.pick({ odoHoanThanh: true, chiPhiThucTe: true });

/**
 * Odometer, cost and receipt photo required ('Vui lòng nhập ODO, Chi phí thực tế và Ảnh biên
 * lai.'), then odometer and cost positive ('ODO và Chi phí phải là số dương.') and under the
 * limits, then — when the vehicle's recorded odometer is known — not implausibly far above it,
 * and — when the approved price is known — a note for a cost above 1.5× of it (the server's rule).
 */
export function completeProblem(
  values: CompleteInput,
  recordedOdo: number | null = null,
  approved: number | null = null,
): Problem<CompleteField> | null {
  const odo = contractNumber(values.odoHoanThanh);
  const cost = contractNumber(values.chiPhiThucTe);
  const missing = firstProblem<CompleteField>([
    ['odoHoanThanh', odo === undefined ? M.completeRequired : null],
    ['chiPhiThucTe', cost === undefined ? M.completeRequired : null],
    ['bienLai', values.photoId ? null : M.completeRequired],
  ]);
  if (missing) return missing;
  const parsed = completeNumbers.safeParse({ odoHoanThanh: odo, chiPhiThucTe: cost });
  if (!parsed.success) {
    return issueOf(parsed.error, ['odoHoanThanh', 'chiPhiThucTe'], {
      field: 'odoHoanThanh',
      message: M.completePositive,
    });
  }
  const { odoHoanThanh, chiPhiThucTe } = parsed.data;
  const noteMissing = isOverQuote(chiPhiThucTe, approved) && !values.ghiChuHoanThanh?.trim();
  return firstProblem<CompleteField>([
    ['odoHoanThanh', odoLimitProblem(odoHoanThanh, recordedOdo)],
    ['ghiChuHoanThanh', noteMissing ? M.overQuoteNoteRequired(chiPhiThucTe, approved ?? 0) : null],
  ]);
}

/** The completion's numbers as sent, once `completeProblem` found nothing. */
export const completeNumbersOf = (values: Omit<CompleteInput, 'photoId'>) => ({
  odoHoanThanh: parseNumber(values.odoHoanThanh) ?? 0,
  chiPhiThucTe: parseNumber(values.chiPhiThucTe) ?? 0,
});
