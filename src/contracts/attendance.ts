/**
 * Attendance contracts (spec 002 §2.8, §3, §7): clock in/out with photo and location, today's
 * timesheet and the hour statistics. Issue-6 screens extend this module.
 */
import { z } from 'zod';
import { envelope } from './envelope';
import { isoDay } from './fleet';
import { fileUrl } from './uploads';

export const SESSIONS = ['SANG', 'CHIEU'] as const;
export const SESSION_LABELS: Record<(typeof SESSIONS)[number], string> = { SANG: 'Buổi sáng', CHIEU: 'Buổi chiều' };

export const ATTENDANCE_MESSAGES = {
  checkInSuccess: 'Chấm vào thành công',
  checkOutSuccess: 'Chấm ra thành công',
  alreadyIn: 'Bạn đang trong ca làm việc, hãy chấm ra trước.',
  notIn: 'Bạn chưa chấm vào nên không thể chấm ra.',
  photoRequired: 'Vui lòng chụp ảnh trước.',
  locationDenied: 'Không lấy được vị trí: bạn đã từ chối quyền vị trí. Lượt chấm công sẽ không có tọa độ.',
  locationStale: 'Vị trí hiện tại chưa xác định được (tín hiệu GPS yếu). Lượt chấm công sẽ không có tọa độ.',
} as const;

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
