/**
 * The driver forms' rules (spec 003 §5) as pure functions: each returns the first problem with the
 * spec's exact message (and the field to mark), or null; and the payload it will queue. Numbers are
 * read exactly as typed and refused with a message — never clamped or rounded (issue 11 §4) — and
 * kept under the plausible limits the server also enforces (src/shared/number-limits.ts).
 */
import {
  type AssignmentEventRequest,
  type ChecklistItem,
  checklistProblem,
  type FuelReportRequest,
  type SosRequest,
} from '@/contracts/fleet';
import { FLEET_MESSAGES } from '@/contracts/fleet-vocabulary';
import { litresLimitProblem, moneyLimitProblem, odoLimitProblem } from '@/contracts/number-limits';
import { firstProblem, type NumberValue, numberProblem, type Problem, parseNumber } from '@/lib/number-rules';
import type { PhotoRef } from '@/offline/types';

export { type Problem, parseNumber };
/** What a number field holds: a number, or the text typed so far ('' when empty). */
export type NumberField = NumberValue;

export const ODO_INVALID = 'Số ODO không hợp lệ.';
export const FUEL_LEVEL_INVALID = 'Mức nhiên liệu không hợp lệ.';

// ── receive ──────────────────────────────────────────────────────────────────────────────────
export interface ReceiveValues {
  odo: NumberField;
}

/**
 * A reading checked against the vehicle's recorded odometer: not below it (with the form's own
 * message), under the limit, and not implausibly far above it.
 */
const againstRecorded =
  (recorded: number | null, below: (odo: number, recorded: number) => string) =>
  (odo: number): string | null =>
    recorded !== null && odo < recorded ? below(odo, recorded) : odoLimitProblem(odo, recorded);

/** The odometer is optional when receiving; when given it may not go below the recorded one. */
export function receiveProblem(values: ReceiveValues, recordedOdo: number | null): Problem<'odo'> | null {
  return firstProblem([
    [
      'odo',
      numberProblem(values.odo, {
        invalid: ODO_INVALID,
        optional: true,
        accept: (n) => n >= 0,
        limit: againstRecorded(recordedOdo, FLEET_MESSAGES.receiveOdoBelow),
      }),
    ],
  ]);
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
  return firstProblem([
    [
      'odo',
      numberProblem(values.odo, {
        invalid: FLEET_MESSAGES.returnOdoInvalid,
        accept: (n) => n > 0,
        limit: againstRecorded(recordedOdo, FLEET_MESSAGES.returnOdoBelow),
      }),
    ],
    [
      'mucNhienLieu',
      numberProblem(values.mucNhienLieu, {
        invalid: FUEL_LEVEL_INVALID,
        optional: true,
        accept: (n) => n >= 0,
        limit: litresLimitProblem,
      }),
    ],
  ]);
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

/** `recordedOdo`: the vehicle's odometer when known, to refuse a reading implausibly far above it. */
export function sosProblem(
  values: SosValues,
  recordedOdo: number | null = null,
): Problem<'noiDungSuCo' | 'odo'> | null {
  return firstProblem([
    ['noiDungSuCo', values.noiDungSuCo.trim() ? null : FLEET_MESSAGES.sosDescriptionRequired],
    [
      'odo',
      numberProblem(values.odo, {
        invalid: ODO_INVALID,
        optional: true,
        accept: (n) => n >= 0,
        limit: (n) => odoLimitProblem(n, recordedOdo),
      }),
    ],
  ]);
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

/** `recordedOdo`: the vehicle's odometer when known, to refuse a reading implausibly far above it. */
export function fuelProblem(values: FuelValues, recordedOdo: number | null = null): Problem<FuelField> | null {
  return firstProblem<FuelField>([
    [
      'soTien',
      numberProblem(values.soTien, {
        invalid: FLEET_MESSAGES.fuelAmount,
        accept: (n) => n >= 1000,
        limit: moneyLimitProblem,
      }),
    ],
    [
      'soLit',
      numberProblem(values.soLit, {
        invalid: FLEET_MESSAGES.fuelLiters,
        accept: (n) => n > 0,
        limit: litresLimitProblem,
      }),
    ],
    [
      'odoKmCuoiKy',
      numberProblem(values.odoKmCuoiKy, {
        invalid: FLEET_MESSAGES.fuelOdo,
        accept: (n) => n > 0,
        limit: (n) => odoLimitProblem(n, recordedOdo),
      }),
    ],
    ['photos', values.receiptPhotoId && values.odoPhotoId ? null : FLEET_MESSAGES.fuelPhotos],
  ]);
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

/**
 * Odometer first (required, not negative, under the limits; `recordedOdo` when known), then the
 * contract's item rules (checklistProblem) with the local photo as the image.
 */
export function checklistFormProblem(
  items: readonly Pick<ChecklistItem, 'id' | 'tenHangMuc' | 'mucDo'>[],
  draft: ChecklistDraft,
  odo: NumberField,
  recordedOdo: number | null = null,
): { itemId: number | null; message: string } | null {
  const odoProblem = numberProblem(odo, {
    invalid: FLEET_MESSAGES.checklistOdo,
    accept: (n) => n >= 0,
    limit: (n) => odoLimitProblem(n, recordedOdo),
  });
  if (odoProblem) return { itemId: null, message: odoProblem };
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
