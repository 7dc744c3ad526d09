/**
 * The office home's overview (beyond the spec: what a dispatcher wants first thing). One request,
 * each figure counted in SQL so the tiles agree with the filtered screens they link to.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DASHBOARD_LIST_SIZE,
  type DashboardOverview,
  dashboardOverviewResponse,
  OPEN_DEFECT_DAYS,
} from '@/contracts/dashboard';
import { NEAR_EXPIRY_DAYS, VEHICLE_STATUSES } from '@/contracts/fleet';
import { ORDER_STATUSES } from '@/contracts/fleet-orders';
import type { Db } from '../../db/client';
import { readErrors } from '../../lib/route-errors';
import { addDays, vnDay, vnInstant } from '../../lib/vn-time';
import * as repo from './repo';

/** Every status in the contract's order, zero where the database has none. */
function byStatus<S extends string>(statuses: readonly S[], rows: { trangThai: string; soLuong: number }[]) {
  const found = new Map(rows.map((r) => [r.trangThai, r.soLuong]));
  return statuses.map((trangThai) => ({ trangThai, soLuong: found.get(trangThai) ?? 0 }));
}

export async function overview(db: Db, now = new Date()): Promise<DashboardOverview> {
  const today = vnDay(now);
  const tomorrow = addDays(today, 1);
  const [vehicles, fuel, tickets, documents, orders, defects] = await Promise.all([
    repo.vehiclesByStatus(db),
    repo.pendingFuelLogs(db),
    repo.pendingTickets(db),
    repo.expiringDocuments(db, today, addDays(today, NEAR_EXPIRY_DAYS), DASHBOARD_LIST_SIZE),
    repo.ordersOfDayByStatus(db, today, tomorrow, vnInstant(today), vnInstant(tomorrow)),
    repo.openCriticalDefects(db, new Date(now.getTime() - OPEN_DEFECT_DAYS * 86_400_000), DASHBOARD_LIST_SIZE),
  ]);
  const ticketCount = (s: string) => tickets.find((t) => t.trangThai === s)?.soLuong ?? 0;
  return {
    ngay: today,
    xeTheoTrangThai: byStatus(VEHICLE_STATUSES, vehicles),
    choDuyet: { xangDau: fuel, baoGia: ticketCount('CHO_DUYET'), thanhToan: ticketCount('CHO_THANH_TOAN') },
    giayTo: documents,
    donHangHomNay: byStatus(ORDER_STATUSES, orders),
    loiNghiemTrong: {
      soLuong: defects.total,
      ganNhat: defects.rows.map(({ total: _total, thoiDiemThucHien, ...r }) => ({
        ...r,
        thoiDiemThucHien: thoiDiemThucHien.toISOString(),
      })),
    },
  };
}

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/dashboard/tong-quan',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Tổng quan cho văn phòng: xe theo trạng thái, việc chờ duyệt, giấy tờ sắp hết hạn, đơn hôm nay, lỗi nghiêm trọng',
        response: { 200: dashboardOverviewResponse, ...readErrors },
      },
    },
    // Who may read it is the RBAC guard's rule (GET /api/dashboard/** → TONG_QUAN_XEM, seed-rules.ts).
    async () => ({ data: await overview(db) }),
  );
};
