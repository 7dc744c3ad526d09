import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/contracts/fleet-assignments';
import {
  failQuery,
  myOrdersQuery,
  ORDER_ACTIONS,
  ORDER_MESSAGES,
  orderCreateRequest,
  orderListQuery,
  orderPageResponse,
  orderResponse,
} from '@/contracts/fleet-orders';
import type { Db } from '../../../db/client';
import { actorOf, assertDriver } from '../../../lib/access';
import { actorWrites } from '../../../lib/actor-write';
import { detailErrors, writeErrors } from '../../../lib/route-errors';
import * as service from './service';

export const orderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const asActor = actorWrites(app, db);
  app.post(
    '/api/don-hang',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Tạo đơn hàng vận tải (CHO_NHAN)',
        body: orderCreateRequest,
        response: { 201: orderResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(
        req,
        reply,
        async (tx, actor) => ({
          data: await service.createOrder(tx, actor, req.body),
          message: ORDER_MESSAGES.created,
        }),
        201,
      ),
  );

  app.get(
    '/api/don-hang/list-all',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Danh sách đơn hàng (văn phòng): q, taiXeId, xeId, trangThai; mặc định ngayTao giảm dần',
        querystring: orderListQuery,
        response: { 200: orderPageResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.listOrders(db, req.query) }),
  );

  app.get(
    '/api/don-hang/cua-toi',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Đơn hàng của tài xế (mặc định CHO_NHAN; ALL: tất cả)',
        querystring: myOrdersQuery,
        response: { 200: orderPageResponse, ...detailErrors },
      },
    },
    async (req) => {
      const actor = await actorOf(db, req);
      assertDriver(actor);
      return { data: await service.myOrders(db, actor, req.query) };
    },
  );

  app.get(
    '/api/don-hang/:id',
    { schema: { tags: ['fleet'], params: idParams, response: { 200: orderResponse, ...detailErrors } } },
    async (req) => ({ data: await service.getOrder(db, await actorOf(db, req), req.params.id) }),
  );

  // Driver steps: queued by the phone's outbox, so idempotent and dated with the device time.
  for (const action of ORDER_ACTIONS) {
    app.post(
      `/api/don-hang/:id/${action}`,
      {
        schema: {
          tags: ['fleet'],
          summary: `Tài xế: ${action}`,
          params: idParams,
          response: { 200: orderResponse, ...writeErrors },
        },
      },
      async (req, reply) =>
        asActor(req, reply, async (tx, actor, times) => ({
          data: await service.step(tx, actor, req.params.id, action, times.occurredAt),
          message: ORDER_MESSAGES.stepDone,
        })),
    );
  }

  app.post(
    '/api/don-hang/:id/that-bai',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Tài xế báo đơn hàng thất bại (lyDo bắt buộc)',
        params: idParams,
        querystring: failQuery,
        response: { 200: orderResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor, times) => ({
        data: await service.fail(tx, actor, req.params.id, req.query.lyDo, times.occurredAt),
        message: ORDER_MESSAGES.failedReported,
      })),
  );
};
