/**
 * The driver's quote and completion forms (spec 003 §5) as pure functions: the first problem with
 * the spec's message and the field to mark, the payload to queue, and the values of a queued step
 * (to reopen one the server refused). The numeric rules come from the shared zod contracts.
 */
import { MAINTENANCE_MESSAGES as M, ticketCompleteRequest, ticketQuoteRequest } from '@/contracts/fleet-maintenance';
import type { OutboxPayloads } from '@/offline/actions';
import { payloadNumber, payloadString, photoIdFor } from '@/offline/outbox-view';
import type { OutboxItem, PhotoRef } from '@/offline/types';
import { type NumberField, type Problem, parseNumber } from './forms';

// ── quote ───────────────────────────────────────────────────────────────────────────────────
export interface QuoteValues {
  garaDeXuat: string;
  giaDeXuat: NumberField;
  /** The quote's photo on the device (optional). */
  photoId: string | null;
}
export type QuoteField = 'garaDeXuat' | 'giaDeXuat';

export const EMPTY_QUOTE: QuoteValues = { garaDeXuat: '', giaDeXuat: '', photoId: null };

const quoteFields = ticketQuoteRequest.pick({ garaDeXuat: true, giaDeXuat: true });

/** Garage required, price > 0: 'Vui lòng nhập Gara và Giá đề xuất (phải > 0).' */
export function quoteProblem(values: QuoteValues): Problem<QuoteField> | null {
  const parsed = quoteFields.safeParse({
    garaDeXuat: values.garaDeXuat,
    giaDeXuat: parseNumber(values.giaDeXuat) ?? undefined,
  });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return {
    field: issue?.path[0] === 'giaDeXuat' ? 'giaDeXuat' : 'garaDeXuat',
    message: issue?.message ?? M.quoteRequired,
  };
}

export function quotePayload(
  phieuId: number,
  values: QuoteValues,
): { payload: OutboxPayloads['ticket.quote']; photos: PhotoRef[] } {
  return {
    payload: { phieuId, garaDeXuat: values.garaDeXuat.trim(), giaDeXuat: parseNumber(values.giaDeXuat) ?? 0 },
    photos: values.photoId ? [{ photoId: values.photoId, field: 'anhBaoGiaUrl' }] : [],
  };
}

export const quoteValuesOf = (item: OutboxItem): QuoteValues => ({
  garaDeXuat: payloadString(item.payload, 'garaDeXuat') ?? '',
  giaDeXuat: payloadNumber(item.payload, 'giaDeXuat') ?? '',
  photoId: photoIdFor(item, 'anhBaoGiaUrl') ?? null,
});

// ── completion ──────────────────────────────────────────────────────────────────────────────
export interface CompleteValues {
  odoHoanThanh: NumberField;
  chiPhiThucTe: NumberField;
  /** The receipt photo on the device (required). */
  photoId: string | null;
}
export type CompleteField = 'odoHoanThanh' | 'chiPhiThucTe' | 'bienLai';

export const EMPTY_COMPLETE: CompleteValues = { odoHoanThanh: '', chiPhiThucTe: '', photoId: null };

const completeNumbers = ticketCompleteRequest.pick({ odoHoanThanh: true, chiPhiThucTe: true });

/**
 * Odometer, cost and receipt photo required ('Vui lòng nhập ODO, Chi phí thực tế và Ảnh biên
 * lai.'), then odometer and cost positive ('ODO và Chi phí phải là số dương.').
 */
export function completeProblem(values: CompleteValues): Problem<CompleteField> | null {
  const odo = parseNumber(values.odoHoanThanh);
  const cost = parseNumber(values.chiPhiThucTe);
  if (odo === null) return { field: 'odoHoanThanh', message: M.completeRequired };
  if (cost === null) return { field: 'chiPhiThucTe', message: M.completeRequired };
  if (!values.photoId) return { field: 'bienLai', message: M.completeRequired };
  const parsed = completeNumbers.safeParse({ odoHoanThanh: odo, chiPhiThucTe: cost });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return {
    field: issue?.path[0] === 'chiPhiThucTe' ? 'chiPhiThucTe' : 'odoHoanThanh',
    message: issue?.message ?? M.completePositive,
  };
}

/** The completion without the receipt's URL: the outbox writes it after uploading the photo. */
export function completePayload(
  phieuId: number,
  values: CompleteValues,
): { payload: OutboxPayloads['ticket.complete']; photos: PhotoRef[] } {
  return {
    payload: {
      phieuId,
      odoHoanThanh: parseNumber(values.odoHoanThanh) ?? 0,
      chiPhiThucTe: parseNumber(values.chiPhiThucTe) ?? 0,
    },
    photos: values.photoId ? [{ photoId: values.photoId, field: 'bienLaiUrl' }] : [],
  };
}

export const completeValuesOf = (item: OutboxItem): CompleteValues => ({
  odoHoanThanh: payloadNumber(item.payload, 'odoHoanThanh') ?? '',
  chiPhiThucTe: payloadNumber(item.payload, 'chiPhiThucTe') ?? '',
  photoId: photoIdFor(item, 'bienLaiUrl') ?? null,
});
