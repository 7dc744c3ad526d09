/**
 * The driver's quote and completion forms (spec 003 §5) as pure functions: the first problem with
 * the spec's message and the field to mark (lib/maintenance-rules, shared with the console), the
 * payload to queue, and the values of a queued step (to reopen one the server refused).
 */
import {
  type CompleteField,
  completeNumbersOf,
  completeProblem,
  type QuoteField,
  quoteFieldsOf,
  quoteProblem,
} from '@/lib/maintenance-rules';
import type { OutboxPayloads } from '@/offline/actions';
import { payloadNumber, payloadString, photoIdFor } from '@/offline/outbox-view';
import type { OutboxItem, PhotoRef } from '@/offline/types';
import type { NumberField } from './forms';

export { type CompleteField, completeProblem, type QuoteField, quoteProblem };

// ── quote ───────────────────────────────────────────────────────────────────────────────────
export interface QuoteValues {
  garaDeXuat: string;
  giaDeXuat: NumberField;
  /** The quote's photo on the device (optional). */
  photoId: string | null;
}
export const EMPTY_QUOTE: QuoteValues = { garaDeXuat: '', giaDeXuat: '', photoId: null };

export function quotePayload(
  phieuId: number,
  values: QuoteValues,
): { payload: OutboxPayloads['ticket.quote']; photos: PhotoRef[] } {
  return {
    payload: { phieuId, ...quoteFieldsOf(values) },
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
  /** Required above 1.5× the approved price. */
  ghiChuHoanThanh: string;
}
export const EMPTY_COMPLETE: CompleteValues = {
  odoHoanThanh: '',
  chiPhiThucTe: '',
  photoId: null,
  ghiChuHoanThanh: '',
};

/** The completion without the receipt's URL: the outbox writes it after uploading the photo. */
export function completePayload(
  phieuId: number,
  values: CompleteValues,
): { payload: OutboxPayloads['ticket.complete']; photos: PhotoRef[] } {
  return {
    payload: {
      phieuId,
      ...completeNumbersOf(values),
      ...(values.ghiChuHoanThanh.trim() ? { ghiChuHoanThanh: values.ghiChuHoanThanh.trim() } : {}),
    },
    photos: values.photoId ? [{ photoId: values.photoId, field: 'bienLaiUrl' }] : [],
  };
}

export const completeValuesOf = (item: OutboxItem): CompleteValues => ({
  odoHoanThanh: payloadNumber(item.payload, 'odoHoanThanh') ?? '',
  chiPhiThucTe: payloadNumber(item.payload, 'chiPhiThucTe') ?? '',
  photoId: photoIdFor(item, 'bienLaiUrl') ?? null,
  ghiChuHoanThanh: payloadString(item.payload, 'ghiChuHoanThanh') ?? '',
});
