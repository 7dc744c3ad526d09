import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, pageQuery } from '@/contracts/envelope';
import {
  FLEET_MESSAGES,
  fuelListQuery,
  fuelLogPageResponse,
  fuelLogResponse,
  fuelReportRequest,
} from '@/contracts/fleet';
import { FUEL_REVIEW_MESSAGES, fuelRejectQuery, idParams } from '@/contracts/fleet-maintenance';
import type { Db } from '../../../db/client';
import { actorOf, assertDriver } from '../../../lib/access';
import { actorWrites } from '../../../lib/actor-write';
import { detailErrors, readErrors, writeErrors } from '../../../lib/route-errors';
import { writeTimes } from '../../../lib/write-times';
import * as service from './service';

export const fuelRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const asActor = actorWrites(app, db);
  app.post(
    '/api/xang-dau',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Tài xế báo cáo đổ xăng dầu',
        body: fuelReportRequest,
        response: { 201: fuelLogResponse, ...readErrors, 409: apiError, 422: apiError },
      },
    },
    async (req, reply) => {
      const times = writeTimes(req);
      const actor = await actorOf(db, req);
      assertDriver(actor);
      return app.writes.run(req, reply, async (tx) => ({
        status: 201,
        body: { data: await service.report(tx, actor, req.body, times), message: FLEET_MESSAGES.fuelSuccess },
      }));
    },
  );

  app.get(
    '/api/xang-dau/cua-toi',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Báo cáo xăng dầu của tôi',
        querystring: pageQuery,
        response: { 200: fuelLogPageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.myFuelLogs(db, await actorOf(db, req), req.query) }),
  );

  app.get(
    '/api/xang-dau/list',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Danh sách báo cáo xăng dầu (văn phòng)',
        querystring: fuelListQuery,
        response: { 200: fuelLogPageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.listFuelLogs(db, req.query) }),
  );

  app.get(
    '/api/xang-dau/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Chi tiết báo cáo xăng dầu',
        params: idParams,
        response: { 200: fuelLogResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.getFuelLog(db, await actorOf(db, req), req.params.id) }),
  );

  app.post(
    '/api/xang-dau/:id/approve',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Duyệt báo cáo xăng dầu (CHO_DUYET → DA_DUYET)',
        params: idParams,
        response: { 200: fuelLogResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor, times) => ({
        data: await service.approve(tx, actor, req.params.id, times),
        message: FUEL_REVIEW_MESSAGES.approved,
      })),
  );

  app.post(
    '/api/xang-dau/:id/reject',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Từ chối báo cáo xăng dầu (lý do bắt buộc)',
        params: idParams,
        querystring: fuelRejectQuery,
        response: { 200: fuelLogResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor, times) => ({
        data: await service.reject(tx, actor, req.params.id, req.query.lyDo, times),
        message: FUEL_REVIEW_MESSAGES.rejected,
      })),
  );
};
