/**
 * Fleet contracts shared by the driver surface, the office console and the server (spec 003).
 * Vietnamese messages are the spec's exact texts; the client shows them before sending and the
 * server answers them when a request slips past the client.
 */
import { z } from 'zod';
import { envelope, pageQuery } from './envelope';
import type { ChecklistItem } from './fleet-answers';
import {
  ASSIGNMENT_EVENTS,
  ASSIGNMENT_STATUSES,
  CHECK_RESULTS,
  FLEET_MESSAGES,
  FUEL_STATUSES,
  TICKET_STATUSES,
} from './fleet-vocabulary';
import { withLitresLimit, withMoneyLimit, withOdoLimit } from './number-limits';
import { blankToUndefined, isoDay, optionalBool, searchKeyword } from './params';
import { fileUrl, fileUrlWith } from './uploads';

// The words live in fleet-vocabulary.ts (no zod), the answers the driver's screens read in
// fleet-answers.ts, the shared parameter shapes in params.ts; this file stays the one place to
// import them from.
export * from './fleet-answers';
export * from './fleet-vocabulary';
export { isoDay, optionalBool } from './params';

// Numbers typed on phones may use a comma as the decimal separator (spec 003 §5).
const decimal = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? Number(v.trim().replace(/\./g, '').replace(',', '.')) : v),
    z.number({ error: message }).finite(message),
  );

// ── assignments ──────────────────────────────────────────────────────────────────────────────
export const assignmentEventRequest = z
  .object({
    phanCongId: z.number().int().positive(),
    eventType: z.enum(ASSIGNMENT_EVENTS),
    odo: decimal(FLEET_MESSAGES.returnOdoInvalid)
      .pipe(withOdoLimit(z.number().min(0, FLEET_MESSAGES.returnOdoInvalid)))
      .optional(),
    mucNhienLieu: decimal('Mức nhiên liệu không hợp lệ.')
      .pipe(withLitresLimit(z.number().min(0, 'Mức nhiên liệu không hợp lệ.')))
      .optional()
      .nullable(),
    ghiChu: z.string().trim().max(1000).optional().nullable(),
  })
  .refine((e) => e.eventType !== 'RETURN' || (e.odo !== undefined && e.odo > 0), {
    message: FLEET_MESSAGES.returnOdoInvalid,
    path: ['odo'],
  });
export type AssignmentEventRequest = z.infer<typeof assignmentEventRequest>;
export const assignmentEventResponse = envelope(
  z.object({
    id: z.number().int(),
    phanCongId: z.number().int(),
    eventType: z.enum(ASSIGNMENT_EVENTS),
    trangThai: z.enum(ASSIGNMENT_STATUSES),
    /**
     * True when the event was made while the driver held an order the office has ended since:
     * it is kept as that order's history, nothing else changes (message lateEventRecorded).
     */
    ghiNhanMuon: z.boolean().optional(),
  }),
);

// ── checklist ────────────────────────────────────────────────────────────────────────────────
export const checklistAnswer = z.object({
  itemId: z.number().int().positive(),
  trangThai: z.enum(CHECK_RESULTS),
  ghiChu: z.string().trim().max(1000).optional().nullable(),
  anhUrl: fileUrl.optional().nullable(),
});
export type ChecklistAnswer = z.infer<typeof checklistAnswer>;

export const checklistSubmitRequest = z.object({
  xeId: z.number().int().positive(),
  odo: decimal(FLEET_MESSAGES.checklistOdo).pipe(withOdoLimit(z.number().min(0, FLEET_MESSAGES.checklistOdo))),
  items: z.array(checklistAnswer).min(1, 'Checklist chưa có hạng mục nào.'),
});
export type ChecklistSubmitRequest = z.infer<typeof checklistSubmitRequest>;
export const checklistSubmitResponse = envelope(
  z.object({
    id: z.number().int(),
    hasCriticalError: z.boolean(),
    soItemNG: z.number().int(),
    baoDuongId: z.number().int().nullable(),
  }),
);

/**
 * The checklist rules (spec 003 §5), one function for the form and the server: the first
 * problem in item order, or null when the answers may be sent.
 */
export function checklistProblem(
  items: Pick<ChecklistItem, 'id' | 'tenHangMuc' | 'mucDo'>[],
  answers: Partial<Record<number, Partial<Pick<ChecklistAnswer, 'trangThai' | 'ghiChu' | 'anhUrl'>>>>,
): { itemId: number; message: string } | null {
  for (const item of items) {
    const a = answers[item.id];
    if (!a?.trangThai) return { itemId: item.id, message: FLEET_MESSAGES.checklistUnanswered(item.tenHangMuc) };
    if (a.trangThai !== 'NG') continue;
    const hasNote = Boolean(a.ghiChu?.trim());
    if (item.mucDo === 'INFO') {
      if (!hasNote) return { itemId: item.id, message: FLEET_MESSAGES.checklistInfoNeedsNote(item.tenHangMuc) };
    } else if (!hasNote || !a.anhUrl) {
      return { itemId: item.id, message: FLEET_MESSAGES.checklistCriticalNeedsNoteAndPhoto(item.tenHangMuc) };
    }
  }
  return null;
}

// ── SOS ──────────────────────────────────────────────────────────────────────────────────────
export const sosRequest = z.object({
  noiDungSuCo: z
    .string({ error: FLEET_MESSAGES.sosDescriptionRequired })
    .trim()
    .min(1, FLEET_MESSAGES.sosDescriptionRequired)
    .max(2000),
  anhSuCoUrl: fileUrl.optional().nullable(),
  odoHienTai: decimal('Số ODO không hợp lệ.')
    .pipe(withOdoLimit(z.number().min(0, 'Số ODO không hợp lệ.')))
    .optional()
    .nullable(),
  /**
   * The vehicle the phone showed when it happened. Optional: without it the server takes the
   * vehicle the driver held at that moment (the device time), so a late SOS never lands on the
   * vehicle they were given since.
   */
  xeId: z.number().int().positive().optional().nullable(),
  /** Where the driver was, when the phone knew (never an old fix). */
  lat: z.number().min(-90).max(90).optional().nullable(),
  lng: z.number().min(-180).max(180).optional().nullable(),
});
export type SosRequest = z.infer<typeof sosRequest>;
export const sosResponse = envelope(z.object({ id: z.number().int() }));

// ── fuel ─────────────────────────────────────────────────────────────────────────────────────
export const fuelReportRequest = z.object({
  xeId: z.number().int().positive(),
  soTien: decimal(FLEET_MESSAGES.fuelAmount).pipe(withMoneyLimit(z.number().min(1000, FLEET_MESSAGES.fuelAmount))),
  soLit: decimal(FLEET_MESSAGES.fuelLiters).pipe(withLitresLimit(z.number().gt(0, FLEET_MESSAGES.fuelLiters))),
  odoKmCuoiKy: decimal(FLEET_MESSAGES.fuelOdo).pipe(withOdoLimit(z.number().gt(0, FLEET_MESSAGES.fuelOdo))),
  anhBienLaiUrl: fileUrlWith(FLEET_MESSAGES.fuelPhotos),
  anhOdoUrl: fileUrlWith(FLEET_MESSAGES.fuelPhotos),
  ghiChu: z.string().trim().max(1000).optional().nullable(),
});
export type FuelReportRequest = z.infer<typeof fuelReportRequest>;

// ── list queries (zero-based page; the seeds' `sort` parameter is accepted and the spec's default applies) ──
const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const idParam = (message: string) => z.preprocess(blankToUndefined, id(message));
// The blank check runs first, so `xeId=` from a cleared filter means "no filter", not an error.
const optionalId = (message: string) => z.preprocess(blankToUndefined, id(message).optional());
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());
const optionalDay = z.preprocess(blankToUndefined, isoDay.optional());

export const checklistItemsQuery = z.object({ xeId: idParam('Vui lòng chọn xe.') });
export type ChecklistItemsQuery = z.infer<typeof checklistItemsQuery>;

export const myTicketsQuery = pageQuery.extend({
  trangThai: optionalEnum(TICKET_STATUSES, 'Trạng thái phiếu không hợp lệ.'),
});
export type MyTicketsQuery = z.infer<typeof myTicketsQuery>;

export const ticketListQuery = myTicketsQuery.extend({
  q: searchKeyword,
  xeId: optionalId('Xe không hợp lệ.'),
  taiXeId: optionalId('Tài xế không hợp lệ.'),
});
export type TicketListQuery = z.infer<typeof ticketListQuery>;

export const fuelListQuery = pageQuery.extend({
  xeId: optionalId('Xe không hợp lệ.'),
  tuNgay: optionalDay,
  denNgay: optionalDay,
  trangThai: optionalEnum(FUEL_STATUSES, 'Trạng thái báo cáo không hợp lệ.'),
});
export type FuelListQuery = z.infer<typeof fuelListQuery>;

export const checklistHistoryQuery = pageQuery.extend({
  xeId: optionalId('Xe không hợp lệ.'),
  taiXeId: optionalId('Tài xế không hợp lệ.'),
  /** true: logs with at least one NG answer ("chỉ lỗi"); false: all answers OK. */
  hasError: optionalBool,
});
export type ChecklistHistoryQuery = z.infer<typeof checklistHistoryQuery>;
