import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@/contracts/envelope';
import {
  assignmentEventRequest,
  assignmentEventResponse,
  currentAssignmentResponse,
  FLEET_MESSAGES,
} from '@/contracts/fleet';
import type { Db } from '../../../db/client';
import { actorOf, assertDriver } from '../../../lib/access';
import { writeTimes } from '../../../lib/write-times';
import * as service from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError, 422: apiError };

export const assignmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/xe-assignments/me/current',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Lệnh giao xe hiện tại của tôi (404: chưa được phân công)',
        response: { 200: currentAssignmentResponse, 401: apiError, 404: apiError },
      },
    },
    async (req) => ({ data: await service.currentAssignment(db, (await actorOf(db, req)).id) }),
  );

  app.post(
    '/api/xe-assignments/events',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Tài xế nhận xe (RECEIVE) hoặc trả xe (RETURN)',
        body: assignmentEventRequest,
        response: { 201: assignmentEventResponse, ...errors },
      },
    },
    async (req, reply) => {
      const times = writeTimes(req);
      const actor = await actorOf(db, req);
      assertDriver(actor);
      return app.writes.run(req, reply, async (tx) => {
        const data = await service.recordEvent(tx, actor, req.body, times);
        const message = data.eventType === 'RECEIVE' ? FLEET_MESSAGES.receiveSuccess : FLEET_MESSAGES.returnSuccess;
        return { status: 201, body: { data, message } };
      });
    },
  );
};
