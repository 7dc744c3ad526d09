/**
 * The answers the driver's screens read from the fleet API (spec 003): the current assignment, the
 * checklist items, the fuel, ticket and checklist lists and the driver's profile. Apart from the
 * request and query schemas (fleet.ts, which re-exports these), because zod builds every schema when
 * its module is evaluated: the dashboard's reads, checked after its first screen on every online
 * start, built the office's filters and the forms' rules too (bench/README.md).
 */
import { z } from 'zod';
import { envelope, pageOf } from './envelope';
import {
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_TYPES,
  FUEL_STATUSES,
  SEVERITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
  VEHICLE_STATUSES,
} from './fleet-vocabulary';

// ── assignments ──────────────────────────────────────────────────────────────────────────────
export const currentAssignment = z.object({
  id: z.number().int(),
  xeId: z.number().int(),
  bienSo: z.string(),
  tenLoaiXe: z.string().nullable(),
  hangXe: z.string().nullable(),
  model: z.string().nullable(),
  fileUrl: z.string().nullable(),
  odoGanNhat: z.number().nullable(),
  trangThaiXe: z.enum(VEHICLE_STATUSES),
  taiXeId: z.number().int(),
  tenTaiXe: z.string(),
  loai: z.enum(ASSIGNMENT_TYPES),
  trangThai: z.enum(ASSIGNMENT_STATUSES),
  lyDo: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  /**
   * Issue 11 §5: the vehicle is stopped (MAINTENANCE because of an open checklist/SOS ticket) and
   * RECEIVE will be refused with FLEET_MESSAGES.vehicleUnsafe. Optional: older servers omit it.
   */
  khongAnToan: z.boolean().optional(),
  /** What stopped it: "Phiếu #12 (Từ checklist): …", null when not stopped. */
  lyDoKhongAnToan: z.string().nullable().optional(),
  /** The ticket that stopped it, null when not stopped. */
  baoDuongChanId: z.number().int().nullable().optional(),
});
export type CurrentAssignment = z.infer<typeof currentAssignment>;
export const currentAssignmentResponse = envelope(currentAssignment);

// ── checklist ────────────────────────────────────────────────────────────────────────────────
export const checklistItem = z.object({
  id: z.number().int(),
  tenHangMuc: z.string(),
  moTa: z.string().nullable(),
  viTri: z.number().int().nullable(),
  mucDo: z.enum(SEVERITIES),
  active: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItem>;
export const checklistItemsResponse = envelope(z.array(checklistItem));

// ── fuel ─────────────────────────────────────────────────────────────────────────────────────
export const fuelLog = z.object({
  id: z.number().int(),
  ngayDo: z.string(),
  xeId: z.number().int(),
  xeBienSo: z.string(),
  taiXeId: z.number().int(),
  tenTaiXe: z.string(),
  soTien: z.number(),
  soLit: z.number(),
  donGia: z.number(),
  odoKmDauKy: z.number().nullable(),
  odoKmCuoiKy: z.number(),
  kmThucTe: z.number().nullable(),
  trangThai: z.enum(FUEL_STATUSES),
  anhBienLaiUrl: z.string().nullable(),
  anhOdoUrl: z.string().nullable(),
  tenNguoiDuyet: z.string().nullable(),
  thoiDiemDuyet: z.string().nullable(),
  ghiChu: z.string().nullable(),
});
export type FuelLog = z.infer<typeof fuelLog>;
export const fuelLogResponse = envelope(fuelLog);
export const fuelLogPageResponse = envelope(pageOf(fuelLog));

// ── maintenance tickets (the part the driver surface needs now) ─────────────────────────────────
export const ticketSummary = z.object({
  id: z.number().int(),
  trangThai: z.enum(TICKET_STATUSES),
  loaiBaoDuong: z.enum(TICKET_TYPES),
  xeId: z.number().int(),
  xeBienSo: z.string(),
  tenNguoiTao: z.string().nullable(),
  noiDungCongViec: z.string(),
  anhSuCoUrl: z.string().nullable(),
  odoLucTao: z.number().nullable(),
  ngayTao: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;
export const ticketPageResponse = envelope(pageOf(ticketSummary));

// ── checklist history ─────────────────────────────────────────────────────────────────────────
export const checklistLog = z.object({
  id: z.number().int(),
  thoiDiemThucHien: z.string(),
  xeId: z.number().int(),
  xeBienSo: z.string(),
  taiXeId: z.number().int(),
  tenTaiXe: z.string(),
  odo: z.number(),
  soItemNG: z.number().int(),
  hasCriticalError: z.boolean(),
});
export const checklistLogPageResponse = envelope(pageOf(checklistLog));

export const driverDocument = z.object({
  id: z.number().int(),
  xeId: z.number().int().nullable(),
  nguoiDungId: z.number().int().nullable(),
  tenHienThi: z.string(),
  loaiGiayTo: z.string(),
  soGiayTo: z.string().nullable(),
  ngayHetHan: z.string().nullable(),
  fileUrl: z.string().nullable(),
  active: z.boolean(),
});
export type DriverDocument = z.infer<typeof driverDocument>;

export const driverProfile = z.object({
  xeHienTai: z
    .object({
      id: z.number().int(),
      bienSo: z.string(),
      tenLoaiXe: z.string().nullable(),
      hangXe: z.string().nullable(),
      model: z.string().nullable(),
      fileUrl: z.string().nullable(),
    })
    .nullable(),
  taiXe: z.object({
    hoTen: z.string(),
    chucVu: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    soDienThoai: z.string().nullable(),
    email: z.string().nullable(),
  }),
  danhSachGiayTo: z.array(driverDocument),
});
export type DriverProfile = z.infer<typeof driverProfile>;
export const driverProfileResponse = envelope(driverProfile);
