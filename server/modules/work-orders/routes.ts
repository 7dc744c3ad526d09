/**
 * Work orders (spec 002 §7 "Work orders", "Employee attendance and orders"). Office routes are
 * reached by the rules of server/db/seed-rules.ts (LENH_XEM reads, LENH_THEM creates, LENH_SUA
 * assigns, starts, ends and closes out); the employee's own routes are self-service
 * (server/plugins/rbac.ts) and the service checks the caller is on the order. Employee writes come
 * from the phone's outbox: idempotent, and dated with the time they happened on the phone.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/contracts/fleet-assignments';
import {
  confirmRequest,
  WORK_ORDER_MESSAGES as M,
  managerStampRequest,
  myWorkOrderPageResponse,
  myWorkOrderResponse,
  myWorkOrdersQuery,
  orderPunchRequest,
  userIdsRequest,
  workOrderCreateRequest,
  workOrderDetailResponse,
  workOrderListQuery,
  workOrderPageResponse,
  workOrderResponse,
  workOrderStatsQuery,
  workOrderStatsResponse,
} from '@/contracts/work-orders';
import type { Db } from '../../db/client';
import { type Geocoder, geocoderFromEnv, placeText } from '../../integrations/geocoding';
import { actorOf } from '../../lib/access';
import { actorWrites } from '../../lib/actor-write';
import { detailErrors, readErrors, writeErrors } from '../../lib/route-errors';
import { writeTimes } from '../../lib/write-times';
import * as service from './service';

const tags = ['work-orders'];

export const workOrderRoutes: FastifyPluginAsyncZod<{ db: Db; geocoder?: Geocoder }> = async (app, opts) => {
  const asActor = actorWrites(app, opts.db);
  const { db } = opts;
  const geocoder = opts.geocoder ?? geocoderFromEnv();

  app.get(
    '/api/lenh/admin/list',
    {
      schema: {
        tags,
        summary: 'Danh sách lệnh (from, to theo ngày bắt đầu; loai, kieuThuong, trangThai, keyword)',
        querystring: workOrderListQuery,
        response: { 200: workOrderPageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.list(db, req.query) }),
  );

  app.get(
    '/api/lenh/admin/stats',
    {
      schema: {
        tags,
        summary: 'Thống kê: tổng lệnh, nhân viên chờ / đồng ý / từ chối / hết hạn (cùng bộ lọc)',
        querystring: workOrderStatsQuery,
        response: { 200: workOrderStatsResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.stats(db, req.query) }),
  );

  app.post(
    '/api/lenh',
    {
      schema: {
        tags,
        summary: 'Tạo lệnh (Nháp)',
        body: workOrderCreateRequest,
        response: { 201: workOrderResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(
        req,
        reply,
        async (tx, actor) => ({ data: await service.create(tx, actor, req.body), message: M.created }),
        201,
      ),
  );

  app.get(
    '/api/lenh/my',
    {
      schema: {
        tags,
        summary: 'Lệnh của tôi: PENDING (chờ xác nhận), IN_PROGRESS, DONE, ACCEPTED',
        querystring: myWorkOrdersQuery,
        response: { 200: myWorkOrderPageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.myOrders(db, (await actorOf(db, req)).id, req.query) }),
  );

  app.get(
    '/api/lenh/:id',
    {
      schema: {
        tags,
        summary: 'Chi tiết lệnh: thông tin, phân công, chấm công (nhân viên: phần của mình)',
        params: idParams,
        response: { 200: workOrderDetailResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.detailFor(db, await actorOf(db, req), req.params.id) }),
  );

  const officeWrite = (
    action: 'assign' | 'manager-checkout',
    summary: string,
    message: string,
    run: typeof service.assign,
  ) =>
    app.post(
      `/api/lenh/:id/${action}`,
      {
        schema: {
          tags,
          summary,
          params: idParams,
          body: userIdsRequest,
          response: { 200: workOrderDetailResponse, ...writeErrors },
        },
      },
      async (req, reply) =>
        asActor(req, reply, async (tx, actor, times) => ({
          data: await run(tx, actor, req.params.id, req.body, times.occurredAt),
          message,
        })),
    );
  officeWrite('assign', 'Gán nhân viên (chỉ khi Nháp); danh sách id người dùng', M.assigned, service.assign);
  officeWrite(
    'manager-checkout',
    'Quản lý đóng ca cho nhân viên đang trong lệnh (chỉ khi Đang chạy)',
    M.closedOut,
    service.managerCheckout,
  );

  for (const [action, summary, message] of [
    ['start', 'Bắt đầu lệnh (Nháp → Đang chạy): ảnh + vị trí; lời mời chưa trả lời hết hạn', M.started],
    ['end', 'Kết thúc lệnh (Đang chạy → Đã kết thúc): ảnh + vị trí; tự check-out người còn trong lệnh', M.ended],
  ] as const) {
    app.post(
      `/api/lenh/:id/${action}`,
      {
        schema: {
          tags,
          summary,
          params: idParams,
          body: managerStampRequest,
          response: { 200: workOrderDetailResponse, ...writeErrors },
        },
      },
      async (req, reply) => {
        const times = writeTimes(req);
        const actor = await actorOf(db, req);
        // Asked before the transaction: a slow geocoder never holds the order's lock.
        const stamp = { ...req.body, diaDiemText: await placeText(geocoder, req.body) };
        return app.writes.run(req, reply, async (tx) => ({
          status: 200,
          body: {
            data:
              action === 'start'
                ? await service.start(tx, actor, req.params.id, stamp, times.occurredAt)
                : await service.end(tx, actor, req.params.id, stamp, times.occurredAt, times.receivedAt),
            message,
          },
        }));
      },
    );
  }

  app.post(
    '/api/lenh/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Nhân viên đồng ý (accept: true) hoặc từ chối lệnh được giao',
        params: idParams,
        body: confirmRequest,
        response: { 200: myWorkOrderResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor, times) => ({
        data: await service.confirm(tx, actor, req.params.id, req.body.accept, times),
        message: req.body.accept ? M.accepted : M.declined,
      })),
  );

  for (const [action, status, summary, message] of [
    ['check-in', 201, 'Nhân viên check-in lệnh (sau khi đồng ý): ảnh + vị trí', M.checkInSuccess],
    ['check-out', 200, 'Nhân viên check-out lệnh (khi đang chạy): ảnh + vị trí', M.checkOutSuccess],
  ] as const) {
    app.post(
      `/api/lenh/:id/${action}`,
      {
        schema: {
          tags,
          summary,
          params: idParams,
          body: orderPunchRequest,
          response: { [status]: myWorkOrderResponse, ...writeErrors },
        },
      },
      async (req, reply) => {
        const run = action === 'check-in' ? service.checkIn : service.checkOut;
        return asActor(
          req,
          reply,
          async (tx, actor, times) => ({ data: await run(tx, actor, req.params.id, req.body, times), message }),
          status,
        );
      },
    );
  }
};
