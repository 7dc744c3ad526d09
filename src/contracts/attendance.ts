/**
 * Attendance contracts (spec 002 §2.8, §3, §7): clock in/out with photo and location, today's
 * timesheet and the hour statistics. Issue-6 screens extend this module.
 */
import { z } from 'zod';
import { ATTENDANCE_ADMIN_MESSAGES, CLOSE_SCOPES, DAY_STATUSES, MAX_SO_CONG, SESSIONS } from './attendance-vocabulary';
import { envelope } from './envelope';
import { blankToUndefined, isoDay, searchKeyword } from './params';
import { fileUrl } from './uploads';

// The words and plain rules live in attendance-vocabulary.ts (no zod); this file stays the place to import them from.
export * from './attendance-vocabulary';

/** Spec 002 §7 payload, plus how good the fix was (so the office can trust or doubt it). */
export const punchRequest = z
  .object({
    diaDiemText: z.string().trim().max(500).optional().nullable(),
    lat: z.number().min(-90).max(90).optional().nullable(),
    lng: z.number().min(-180).max(180).optional().nullable(),
    /** Metres, from the Geolocation API. */
    accuracy: z.number().min(0).max(100_000).optional().nullable(),
    /** How old the fix was when the photo was taken, in ms. */
    fixAgeMs: z.number().int().min(0).optional().nullable(),
    anhUrl: fileUrl,
  })
  .refine((p) => (p.lat == null) === (p.lng == null), { message: 'Tọa độ không hợp lệ.', path: ['lat'] });
export type PunchRequest = z.infer<typeof punchRequest>;

export const attendanceSession = z.object({
  idCcb: z.number().int(),
  buoi: z.enum(SESSIONS),
  gioVao: z.string().nullable(),
  gioRa: z.string().nullable(),
  vaoTrangThai: z.string().nullable(),
  raTrangThai: z.string().nullable(),
  anhVaoUrl: z.string().nullable(),
  anhRaUrl: z.string().nullable(),
  diaDiemVaoText: z.string().nullable(),
  diaDiemRaText: z.string().nullable(),
});
export type AttendanceSession = z.infer<typeof attendanceSession>;

export const attendanceDay = z.object({
  ngay: z.string(),
  soCong: z.number(),
  soGio: z.number(),
  gioVaoTong: z.string().nullable(),
  gioRaTong: z.string().nullable(),
  /** A session is open while it has a clock-in and no clock-out. */
  dangMo: z.boolean(),
  chiTietBuoi: z.array(attendanceSession),
});
export type AttendanceDay = z.infer<typeof attendanceDay>;
export const attendanceDayResponse = envelope(attendanceDay);
export const punchResponse = envelope(attendanceSession);

/** Worked hours (units × 8) today, this week and this month, the month's target, what remains, overtime. */
export const attendanceStats = z.object({
  todayHours: z.number(),
  weekHours: z.number(),
  monthHours: z.number(),
  monthTargetHours: z.number(),
  monthRemainingHours: z.number(),
  overtimeHours: z.number(),
});
export type AttendanceStats = z.infer<typeof attendanceStats>;
export const attendanceStatsResponse = envelope(attendanceStats);

/** One session as the office sees it (who, when it happened, when it reached the server). */
export const attendanceRecord = attendanceSession.extend({
  userId: z.number().int(),
  hoTen: z.string(),
  tenDangNhap: z.string(),
  ngay: z.string(),
  vaoReceivedAt: z.string(),
  raReceivedAt: z.string().nullable(),
  latVao: z.number().nullable(),
  lngVao: z.number().nullable(),
  accuracyVao: z.number().nullable(),
  latRa: z.number().nullable(),
  lngRa: z.number().nullable(),
  accuracyRa: z.number().nullable(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecord>;
export const attendanceRecordsResponse = envelope(z.array(attendanceRecord));
export const attendanceRecordsQuery = z.object({
  /** Asia/Ho_Chi_Minh day; today when absent. */
  date: isoDay.optional(),
  userId: z.coerce.number().int().positive('Nhân viên không hợp lệ.').optional(),
});
export type AttendanceRecordsQuery = z.infer<typeof attendanceRecordsQuery>;

const M = ATTENDANCE_ADMIN_MESSAGES;

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
/** `yyyy-MM`, a real month. */
export const isoMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid)
  .refine((m) => Number(m.slice(0, 4)) >= 2000 && Number(m.slice(0, 4)) <= 2100, M.monthInvalid);
/** `HH:mm` wall-clock time in Asia/Ho_Chi_Minh, or null (empty field). */
const wallTime = z.preprocess(
  blankToNull,
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid)
    .nullable(),
);
const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

/** Current month when absent. */
export const monthQuery = z.object({ month: z.preprocess(blankToUndefined, isoMonth.optional()) });
export const matrixQuery = monthQuery.extend({
  keyword: searchKeyword,
  phongBanId: z.preprocess(blankToUndefined, positiveId('Phòng ban không hợp lệ.').optional()),
});
export type MatrixQuery = z.input<typeof matrixQuery>;

export const dateQuery = z.object({ date: z.preprocess(blankToUndefined, isoDay.optional()) });
export const historyQuery = z.object({
  from: z.preprocess(blankToUndefined, isoDay.optional()),
  to: z.preprocess(blankToUndefined, isoDay.optional()),
});
export type HistoryQuery = z.input<typeof historyQuery>;
export type HistoryInput = z.output<typeof historyQuery>;
export const dayDetailQuery = z.object({
  userId: positiveId(M.userNotFound),
  date: isoDay,
});
export type DayDetailQuery = z.input<typeof dayDetailQuery>;

/** One day of the matrix: each half present / open / left early, and the units it counts. */
export const matrixDay = z.object({
  /** Day of the month, 1-based (the cell's date is `${month}-${day}`). */
  day: z.number().int(),
  sunday: z.boolean(),
  status: z.enum(DAY_STATUSES),
  amPresent: z.boolean(),
  pmPresent: z.boolean(),
  amOpen: z.boolean(),
  pmOpen: z.boolean(),
  amEarly: z.boolean(),
  pmEarly: z.boolean(),
  soCong: z.number(),
  /** The office set this day's work units by hand. */
  dieuChinh: z.boolean(),
  /** An empty day before the account was created: not an absence. Older cached answers lack it. */
  truocNgayTao: z.boolean().default(false),
});
export type MatrixDay = z.infer<typeof matrixDay>;

export const matrixRow = z.object({
  userId: z.number().int(),
  hoTen: z.string(),
  tenDangNhap: z.string(),
  avatarUrl: z.string().nullable(),
  idPhongBan: z.number().int().nullable(),
  phongBan: z.string().nullable(),
  /** Sum of the month's work units, 2 decimals. */
  totalCong: z.number(),
  daily: z.array(matrixDay),
});
export type MatrixRow = z.infer<typeof matrixRow>;

export const attendanceMatrix = z.object({
  month: z.string(),
  daysInMonth: z.number().int(),
  rows: z.array(matrixRow),
});
export type AttendanceMatrix = z.infer<typeof attendanceMatrix>;
export const attendanceMatrixResponse = envelope(attendanceMatrix);

export const attendanceHistoryResponse = envelope(z.array(attendanceDay));

export const ACTIVITY_KINDS = ['CHECK_IN', 'CHECK_OUT', 'ADJUST', 'CLOSE', 'AUTO_CLOSE'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/** One line of the day's activity: a punch, or an office change with what it was before and after. */
export const attendanceActivity = z.object({
  at: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  text: z.string(),
  by: z.string().nullable(),
  truoc: z.unknown().optional(),
  sau: z.unknown().optional(),
});
export type AttendanceActivity = z.infer<typeof attendanceActivity>;

/** The day modal of the administration: the day, how it counts, and what happened. */
export const attendanceDayDetail = attendanceDay.extend({
  userId: z.number().int(),
  hoTen: z.string(),
  status: z.enum(DAY_STATUSES),
  /** Units from the punches; `soCong` is this unless the office overrode it. */
  soCongTinh: z.number(),
  soCongDieuChinh: z.number().nullable(),
  hoatDong: z.array(attendanceActivity),
  /** What the adjustment form starts from: each half's first session as HH:mm, and the override. */
  adjustForm: z.object({
    soCong: z.number().nullable(),
    sangVao: z.string().nullable(),
    sangRa: z.string().nullable(),
    chieuVao: z.string().nullable(),
    chieuRa: z.string().nullable(),
  }),
});
export type AttendanceDayDetail = z.infer<typeof attendanceDayDetail>;
export const attendanceDayDetailResponse = envelope(attendanceDayDetail);

/**
 * POST /api/cham-cong/admin/adjust: the day as it should be. Each half is one session from its
 * in to its out (both null: no session); `soCong` null removes the override.
 */
export const adjustRequest = z
  .object({
    userId: positiveId(M.userNotFound),
    date: isoDay,
    soCong: z.preprocess(
      blankToNull,
      z
        .number({ error: M.soCongInvalid })
        .min(0, M.soCongInvalid)
        .max(MAX_SO_CONG, M.soCongInvalid)
        .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, M.soCongInvalid)
        .nullable(),
    ),
    sangVao: wallTime,
    sangRa: wallTime,
    chieuVao: wallTime,
    chieuRa: wallTime,
  })
  .superRefine((r, ctx) => {
    for (const [vao, ra] of [
      ['sangVao', 'sangRa'],
      ['chieuVao', 'chieuRa'],
    ] as const) {
      if (r[ra] && !r[vao]) ctx.addIssue({ code: 'custom', message: M.outWithoutIn, path: [ra] });
      // Equal is allowed: punches within one minute read the same HH:mm, and the office must be
      // able to save such a day (to override its units) as it was recorded.
      else if (r[ra] && r[vao] && (r[ra] as string) < (r[vao] as string)) {
        ctx.addIssue({ code: 'custom', message: M.outBeforeIn, path: [ra] });
      }
    }
    const morningEnd = r.sangRa ?? r.sangVao;
    if (morningEnd && r.chieuVao && r.chieuVao < morningEnd) {
      ctx.addIssue({ code: 'custom', message: M.afternoonBeforeMorning, path: ['chieuVao'] });
    }
  });
export type AdjustRequest = z.input<typeof adjustRequest>;
export type AdjustInput = z.output<typeof adjustRequest>;

export const closeSessionsRequest = z
  .object({
    scope: z.enum(CLOSE_SCOPES, { error: 'Phạm vi đóng ca không hợp lệ.' }),
    /** The toolbar's apply date; today when absent. */
    date: z.preprocess(blankToUndefined, isoDay.optional()),
    phongBanId: z.preprocess(blankToUndefined, positiveId(M.departmentRequired).optional()),
    userIds: z.array(positiveId(M.usersRequired)).max(5000).optional(),
  })
  .refine((r) => r.scope !== 'DEPT' || r.phongBanId !== undefined, {
    message: M.departmentRequired,
    path: ['phongBanId'],
  })
  .refine((r) => r.scope !== 'USERS' || (r.userIds?.length ?? 0) > 0, { message: M.usersRequired, path: ['userIds'] });
export type CloseSessionsRequest = z.input<typeof closeSessionsRequest>;

/** POST /api/cham-cong/auto-close: closes the sessions whose half-day is over, up to `date`. */
export const autoCloseRequest = z
  .object({ date: z.preprocess(blankToUndefined, isoDay.optional()) })
  .optional()
  .transform((r) => r ?? {});

export const closeResult = z.object({
  /** Sessions closed, and the employees they belonged to. */
  soCa: z.number().int(),
  soNhanVien: z.number().int(),
});
export type CloseResult = z.infer<typeof closeResult>;
export const closeResultResponse = envelope(closeResult);
