/**
 * GET /api/dashboard/tong-quan — the office home's one-request overview: what a dispatcher checks
 * first thing. Every figure is counted by the server at request time (Vietnam day).
 */
import { z } from 'zod';
import { envelope } from './envelope';
import { VEHICLE_STATUSES } from './fleet';
import { ORDER_STATUSES } from './fleet-orders';

/** How old a critical checklist failure may be and still count as an open defect. */
export const OPEN_DEFECT_DAYS = 30;
/** How many rows the documents and defects lists carry. */
export const DASHBOARD_LIST_SIZE = 5;

const statusCount = <T extends readonly [string, ...string[]]>(statuses: T) =>
  z.array(z.object({ trangThai: z.enum(statuses), soLuong: z.number().int() }));

export const expiringDocument = z.object({
  id: z.number().int(),
  tenHienThi: z.string(),
  /** 'yyyy-MM-dd'. */
  ngayHetHan: z.string(),
  /** Negative: expired that many days ago; 0: expires today. */
  soNgayConLai: z.number().int(),
  xeBienSo: z.string().nullable(),
  nguoiDungHoTen: z.string().nullable(),
});
export type ExpiringDocument = z.infer<typeof expiringDocument>;

export const openDefect = z.object({
  /** The checklist that reported it (the checklist screen opens it by id). */
  checklistLogId: z.number().int(),
  xeId: z.number().int(),
  xeBienSo: z.string(),
  tenTaiXe: z.string(),
  thoiDiemThucHien: z.string(),
  /** Names of the CRITICAL items answered NG. */
  hangMucLoi: z.array(z.string()),
});
export type OpenDefect = z.infer<typeof openDefect>;

export const dashboardOverview = z.object({
  /** 'yyyy-MM-dd', the Vietnam day the figures are for. */
  ngay: z.string(),
  /** Every status, zero included, in VEHICLE_STATUSES order. */
  xeTheoTrangThai: statusCount(VEHICLE_STATUSES),
  choDuyet: z.object({
    /** Fuel reports awaiting approval. */
    xangDau: z.number().int(),
    /** Maintenance quotes awaiting approval (tickets CHO_DUYET). */
    baoGia: z.number().int(),
    /** Repairs done, awaiting payment (tickets CHO_THANH_TOAN). */
    thanhToan: z.number().int(),
  }),
  giayTo: z.object({
    /** Active documents ending today … today + 30 days. */
    sapHetHan: z.number().int(),
    /** Active documents that ended before today. */
    daHetHan: z.number().int(),
    /** The most urgent ones: longest expired first, then soonest to expire. */
    ganNhat: z.array(expiringDocument),
  }),
  /** Today's orders (appointment today, or created today without one), every status in order. */
  donHangHomNay: statusCount(ORDER_STATUSES),
  loiNghiemTrong: z.object({ soLuong: z.number().int(), ganNhat: z.array(openDefect) }),
});
export type DashboardOverview = z.infer<typeof dashboardOverview>;
export const dashboardOverviewResponse = envelope(dashboardOverview);
