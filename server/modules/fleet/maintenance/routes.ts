import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@/contracts/envelope';
import {
  FLEET_MESSAGES,
  myTicketsQuery,
  sosRequest,
  sosResponse,
  ticketListQuery,
  ticketPageResponse,
} from '@/contracts/fleet';
import type { Db } from '../../../db/client';
import { actorOf, assertDriver, assertOffice } from '../../../lib/access';
import { writeTimes } from '../../../lib/write-times';
import * as service from './service';

const readErrors = { 400: apiError, 401: apiError, 403: apiError };

export const maintenanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/bao-duong-xe/su-co-sos',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Tài xế báo sự cố (SOS)',
        body: sosRequest,
        response: { 201: sosResponse, ...readErrors, 404: apiError, 409: apiError, 422: apiError },
      },
    },
    async (req, reply) => {
      const times = writeTimes(req);
      const actor = await actorOf(db, req);
      assertDriver(actor);
      return app.writes.run(req, reply, async (tx) => {
        const data = await service.reportSos(tx, actor, req.body, times);
        return { status: 201, body: { data, message: FLEET_MESSAGES.sosSuccess(data.id) } };
      });
    },
  );

  app.get(
    '/api/bao-duong-xe/cua-toi',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Phiếu sửa chữa của tôi',
        querystring: myTicketsQuery,
        response: { 200: ticketPageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.myTickets(db, await actorOf(db, req), req.query) }),
  );

  app.get(
    '/api/bao-duong-xe',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Danh sách phiếu bảo dưỡng/sửa chữa (văn phòng)',
        querystring: ticketListQuery,
        response: { 200: ticketPageResponse, ...readErrors },
      },
    },
    async (req) => {
      assertOffice(await actorOf(db, req), 'BAO_DUONG_XEM');
      return { data: await service.listTickets(db, req.query) };
    },
  );
};
