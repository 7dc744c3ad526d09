/**
 * The driver forms' rules (spec 003 §5) as pure functions: each returns the first problem with the
 * spec's exact message (and the field to mark), or null; and the payload it will queue.
 */
import {
  type AssignmentEventRequest,
  type ChecklistItem,
  checklistProblem,
  FLEET_MESSAGES,
  type FuelReportRequest,
  type SosRequest,
} from '@/contracts/fleet';
import type { PhotoRef } from '@/offline/types';

/** What a NumberInput holds: a number, or the text typed so far ('' when empty). */
export type NumberField = number | string;

/** A typed number (NumberInput gives number | string; phones may type a decimal comma); null when empty or invalid. */
export function parseNumber(value: NumberField | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(/\s/g, '');
  if (text === '') return null;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

export interface Problem<F extends string> {
  field: F;
  message: string;
}

export const ODO_INVALID = 'Số ODO không hợp lệ.';
export const FUEL_LEVEL_INVALID = 'Mức nhiên liệu không hợp lệ.';

// ── receive ──────────────────────────────────────────────────────────────────────────────────
export interface ReceiveValues {
  odo: NumberField;
}

/** The odometer is optional when receiving; when given it may not go below the recorded one. */
export function receiveProblem(values: ReceiveValues, recordedOdo: number | null): Problem<'odo'> | null {
  if (values.odo === '') return null;
  const odo = parseNumber(values.odo);
  if (odo === null || odo < 0) return { field: 'odo', message: ODO_INVALID };
  if (recordedOdo !== null && odo < recordedOdo)
    return { field: 'odo', message: FLEET_MESSAGES.receiveOdoBelow(odo, recordedOdo) };
  return null;
}

export const receivePayload = (phanCongId: number, values: ReceiveValues): AssignmentEventRequest => {
  const odo = parseNumber(values.odo);
  return { phanCongId, eventType: 'RECEIVE', ...(odo === null ? {} : { odo }) };
};

// ── return ───────────────────────────────────────────────────────────────────────────────────
export interface ReturnValues {
  odo: NumberField;
  mucNhienLieu: NumberField;
  ghiChu: string;
}

export function returnProblem(
  values: ReturnValues,
  recordedOdo: number | null,
): Problem<'odo' | 'mucNhienLieu'> | null {
  const odo = parseNumber(values.odo);
  if (odo === null || odo <= 0) return { field: 'odo', message: FLEET_MESSAGES.returnOdoInvalid };
  if (recordedOdo !== null && odo < recordedOdo) {
    return { field: 'odo', message: FLEET_MESSAGES.returnOdoBelow(odo, recordedOdo) };
  }
  const hasFuel = values.mucNhienLieu !== '';
  const fuel = parseNumber(values.mucNhienLieu);
  if (hasFuel && (fuel === null || fuel < 0)) return { field: 'mucNhienLieu', message: FUEL_LEVEL_INVALID };
  return null;
}

export const returnPayload = (phanCongId: number, values: ReturnValues): AssignmentEventRequest => ({
  phanCongId,
  eventType: 'RETURN',
  odo: parseNumber(values.odo) ?? 0,
  mucNhienLieu: parseNumber(values.mucNhienLieu),
  ghiChu: values.ghiChu.trim() || null,
});

// ── SOS ──────────────────────────────────────────────────────────────────────────────────────
export interface SosValues {
  noiDungSuCo: string;
  odo: NumberField;
  photoId: string | null;
}

export function sosProblem(values: SosValues): Problem<'noiDungSuCo' | 'odo'> | null {
  if (!values.noiDungSuCo.trim()) return { field: 'noiDungSuCo', message: FLEET_MESSAGES.sosDescriptionRequired };
  const hasOdo = values.odo !== '';
  const odo = parseNumber(values.odo);
  if (hasOdo && (odo === null || odo < 0)) return { field: 'odo', message: ODO_INVALID };
  return null;
}

export interface Fix {
  lat: number;
  lng: number;
}

/** The SOS payload; the photo URL is filled by the outbox after the upload (field anhSuCoUrl). */
export function sosPayload(values: SosValues, fix: Fix | null): { payload: SosRequest; photos: PhotoRef[] } {
  return {
    payload: {
      noiDungSuCo: values.noiDungSuCo.trim(),
      odoHienTai: parseNumber(values.odo),
      ...(fix ? { lat: fix.lat, lng: fix.lng } : {}),
    },
    photos: values.photoId ? [{ photoId: values.photoId, field: 'anhSuCoUrl' }] : [],
  };
}

// ── fuel ─────────────────────────────────────────────────────────────────────────────────────
export interface FuelValues {
  soTien: NumberField;
  soLit: NumberField;
  odoKmCuoiKy: NumberField;
  receiptPhotoId: string | null;
  odoPhotoId: string | null;
  ghiChu: string;
}

export type FuelField = 'soTien' | 'soLit' | 'odoKmCuoiKy' | 'photos';

export function fuelProblem(values: FuelValues): Problem<FuelField> | null {
  const soTien = parseNumber(values.soTien);
  if (soTien === null || soTien < 1000) return { field: 'soTien', message: FLEET_MESSAGES.fuelAmount };
  const soLit = parseNumber(values.soLit);
  if (soLit === null || soLit <= 0) return { field: 'soLit', message: FLEET_MESSAGES.fuelLiters };
  const odo = parseNumber(values.odoKmCuoiKy);
  if (odo === null || odo <= 0) return { field: 'odoKmCuoiKy', message: FLEET_MESSAGES.fuelOdo };
  if (!values.receiptPhotoId || !values.odoPhotoId) return { field: 'photos', message: FLEET_MESSAGES.fuelPhotos };
  return null;
}

/** The fuel payload without the two photo URLs (the outbox writes them after uploading). */
export function fuelPayload(
  xeId: number,
  values: FuelValues,
): { payload: Omit<FuelReportRequest, 'anhBienLaiUrl' | 'anhOdoUrl'>; photos: PhotoRef[] } {
  return {
    payload: {
      xeId,
      soTien: parseNumber(values.soTien) ?? 0,
      soLit: parseNumber(values.soLit) ?? 0,
      odoKmCuoiKy: parseNumber(values.odoKmCuoiKy) ?? 0,
      ghiChu: values.ghiChu.trim() || null,
    },
    photos: [
      ...(values.receiptPhotoId ? [{ photoId: values.receiptPhotoId, field: 'anhBienLaiUrl' }] : []),
      ...(values.odoPhotoId ? [{ photoId: values.odoPhotoId, field: 'anhOdoUrl' }] : []),
    ],
  };
}

// ── checklist ────────────────────────────────────────────────────────────────────────────────
export interface ChecklistAnswerDraft {
  trangThai?: 'OK' | 'NG';
  ghiChu?: string;
  /** The local photo (PhotoRecord id) until the outbox uploads it. */
  photoId?: string | null;
}
export type ChecklistDraft = Record<number, ChecklistAnswerDraft>;

/** Choosing OK clears the note and the photo (spec 003 §5). */
export function answer(draft: ChecklistDraft, itemId: number, trangThai: 'OK' | 'NG'): ChecklistDraft {
  return {
    ...draft,
    [itemId]: trangThai === 'OK' ? { trangThai } : { ...draft[itemId], trangThai },
  };
}

/** Odometer first, then the contract's item rules (checklistProblem) with the local photo as the image. */
export function checklistFormProblem(
  items: readonly Pick<ChecklistItem, 'id' | 'tenHangMuc' | 'mucDo'>[],
  draft: ChecklistDraft,
  odo: NumberField,
): { itemId: number | null; message: string } | null {
  const reading = parseNumber(odo);
  if (reading === null || reading < 0) return { itemId: null, message: FLEET_MESSAGES.checklistOdo };
  const answers = Object.fromEntries(
    Object.entries(draft).map(([id, a]) => [id, { trangThai: a.trangThai, ghiChu: a.ghiChu, anhUrl: a.photoId }]),
  );
  return checklistProblem([...items], answers);
}

/** The checklist payload in item order; photos go to `items.{index}.anhUrl`. */
export function checklistPayload(
  xeId: number,
  items: readonly Pick<ChecklistItem, 'id'>[],
  draft: ChecklistDraft,
  odo: NumberField,
) {
  const photos: PhotoRef[] = [];
  const answers = items.map((item, index) => {
    const a = draft[item.id] ?? {};
    if (a.trangThai === 'NG' && a.photoId) photos.push({ photoId: a.photoId, field: `items.${index}.anhUrl` });
    return {
      itemId: item.id,
      trangThai: a.trangThai ?? 'OK',
      ghiChu: a.trangThai === 'NG' ? a.ghiChu?.trim() || null : null,
    };
  });
  return { payload: { xeId, odo: parseNumber(odo) ?? 0, items: answers }, photos };
}

/** The NG answers on CRITICAL items: the vehicle is unsafe the moment such a checklist is queued. */
export const criticalNgCount = (items: readonly Pick<ChecklistItem, 'id' | 'mucDo'>[], draft: ChecklistDraft) =>
  items.filter((item) => item.mucDo === 'CRITICAL' && draft[item.id]?.trangThai === 'NG').length;
