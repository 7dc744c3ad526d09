import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, pageQuery } from '@/contracts/envelope';
import {
  checklistHistoryQuery,
  checklistItemsQuery,
  checklistItemsResponse,
  checklistLogPageResponse,
  checklistSubmitRequest,
  checklistSubmitResponse,
  FLEET_MESSAGES,
} from '@/contracts/fleet';
import { checklistLogDetailResponse, idParams } from '@/contracts/fleet-maintenance';
import type { Db } from '../../../db/client';
import { actorOf, assertDriver } from '../../../lib/access';
import { detailErrors, readErrors } from '../../../lib/route-errors';
import { writeTimes } from '../../../lib/write-times';
import * as service from './service';

export const checklistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/checklist/hang-muc-cho-xe',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Hạng mục checklist của xe (gói theo loại xe)',
        querystring: checklistItemsQuery,
        response: { 200: checklistItemsResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.itemsForVehicle(db, await actorOf(db, req), req.query.xeId) }),
  );

  app.post(
    '/api/checklist/submit',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Tài xế nộp checklist đầu ca',
        body: checklistSubmitRequest,
        response: { 201: checklistSubmitResponse, ...readErrors, 404: apiError, 409: apiError, 422: apiError },
      },
    },
    async (req, reply) => {
      const times = writeTimes(req);
      const actor = await actorOf(db, req);
      assertDriver(actor);
      return app.writes.run(req, reply, async (tx) => {
        const data = await service.submit(tx, actor, req.body, times);
        const message = data.hasCriticalError ? FLEET_MESSAGES.checklistCriticalAlert : FLEET_MESSAGES.checklistSuccess;
        return { status: 201, body: { data, message } };
      });
    },
  );

  app.get(
    '/api/checklist/cua-toi',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Checklist tôi đã nộp',
        querystring: pageQuery,
        response: { 200: checklistLogPageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.myLogs(db, await actorOf(db, req), req.query) }),
  );

  app.get(
    '/api/checklist/history',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Lịch sử checklist (văn phòng)',
        querystring: checklistHistoryQuery,
        response: { 200: checklistLogPageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.history(db, req.query) }),
  );

  app.get(
    '/api/checklist/log/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Chi tiết một checklist: {log, items}',
        params: idParams,
        response: { 200: checklistLogDetailResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.logDetail(db, await actorOf(db, req), req.params.id) }),
  );
};
