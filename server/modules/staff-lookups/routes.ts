/**
 * Small user lookups the fleet console's pickers need (spec 003 §7 "Users"). The full user admin
 * comes with its own issue; these answer active users only, sorted by name in Vietnamese order.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DRIVER_DEPARTMENT_CODE, DRIVER_POSITION_CODE } from '@/contracts/auth';
import { apiError } from '@/contracts/envelope';
import {
  codeParams,
  type DriverOptionStatus,
  driverOptionsStatusResponse,
  type UserOption,
  userOptionsQuery,
  userOptionsResponse,
} from '@/contracts/fleet-assignments';
import { FINAL_ORDER_STATUSES } from '@/contracts/fleet-orders';
import type { Db } from '../../db/client';
import * as repo from './repo';

const errors = { 400: apiError, 401: apiError, 403: apiError };
const collator = new Intl.Collator('vi');
const byName = <T extends UserOption>(rows: T[]) => rows.sort((a, b) => collator.compare(a.hoTen, b.hoTen));

export const staffLookupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/nguoi-dung/by-chuc-vu-code/:code',
    {
      schema: {
        tags: ['staff'],
        summary: 'Người dùng theo mã chức vụ (TAI_XE: tài xế)',
        params: codeParams,
        response: { 200: userOptionsResponse, ...errors },
      },
    },
    async (req) => {
      // Driver pickers of the assignment, document and order screens.
      return { data: byName(await repo.usersByPosition(db, req.params.code)) };
    },
  );

  app.get(
    '/api/nguoi-dung/by-phong-ban-code/:code',
    {
      schema: {
        tags: ['staff'],
        summary: 'Người dùng theo mã phòng ban (TaiXe: đội tài xế)',
        params: codeParams,
        response: { 200: userOptionsResponse, ...errors },
      },
    },
    async (req) => ({ data: byName(await repo.usersByDepartment(db, req.params.code)) }),
  );

  app.get(
    '/api/nguoi-dung/tai-xe-options-status',
    {
      schema: {
        tags: ['staff'],
        summary: 'Tài xế kèm số đơn hàng đang chạy và xe đang được giao',
        response: { 200: driverOptionsStatusResponse, ...errors },
      },
    },
    async () => {
      const list = await repo.drivers(db, DRIVER_POSITION_CODE, DRIVER_DEPARTMENT_CODE);
      const ids = list.map((d) => d.idNguoiDung);
      const [counts, held] = await Promise.all([
        repo.activeOrderCounts(db, ids, FINAL_ORDER_STATUSES),
        repo.openAssignments(db, ids),
      ]);
      const countOf = new Map(counts.map((c) => [c.taiXeId, c.n]));
      // Latest started wins when the office gave a driver two vehicles.
      const vehicleOf = new Map(held.map((h) => [h.taiXeId, h]));
      const data: DriverOptionStatus[] = list.map((d) => ({
        ...d,
        activeOrderCount: countOf.get(d.idNguoiDung) ?? 0,
        xeId: vehicleOf.get(d.idNguoiDung)?.xeId ?? null,
        bienSo: vehicleOf.get(d.idNguoiDung)?.bienSo ?? null,
      }));
      return { data: byName(data) };
    },
  );

  app.get(
    '/api/nguoi-dung/options',
    {
      schema: {
        tags: ['staff'],
        summary: 'Tìm người dùng (họ tên hoặc tên đăng nhập), tối đa `limit` (mặc định 50)',
        querystring: userOptionsQuery,
        response: { 200: userOptionsResponse, ...errors },
      },
    },
    async (req) => ({ data: byName(await repo.searchUsers(db, req.query.q, req.query.limit)) }),
  );
};
