import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@/contracts/envelope';
import {
  assignmentEventRequest,
  assignmentEventResponse,
  currentAssignmentResponse,
  FLEET_MESSAGES,
} from '@/contracts/fleet';
import {
  ASSIGNMENT_MESSAGES,
  assignableVehiclePageResponse,
  assignableVehiclesQuery,
  assignmentDriversResponse,
  assignmentListResponse,
  assignmentResponse,
  assignRequest,
  closeQuery,
  currentByVehicleResponse,
  handoverQuery,
  idParams,
  xeIdParams,
} from '@/contracts/fleet-assignments';
import type { Db } from '../../../db/client';
import { actorOf, assertDriver, assertOwnOrGranted } from '../../../lib/access';
import { actorWrites } from '../../../lib/actor-write';
import { readErrors, writeErrors } from '../../../lib/route-errors';
import { writeTimes } from '../../../lib/write-times';
import * as service from './service';

export const assignmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const asActor = actorWrites(app, db);
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
        response: { 201: assignmentEventResponse, ...writeErrors },
      },
    },
    async (req, reply) => {
      const times = writeTimes(req);
      const actor = await actorOf(db, req);
      assertDriver(actor);
      return app.writes.run(req, reply, async (tx) => {
        const data = await service.recordEvent(tx, actor, req.body, times);
        const message = data.ghiNhanMuon
          ? FLEET_MESSAGES.lateEventRecorded
          : data.eventType === 'RECEIVE'
            ? FLEET_MESSAGES.receiveSuccess
            : FLEET_MESSAGES.returnSuccess;
        return { status: 201, body: { data, message } };
      });
    },
  );

  // ── office console ("Lệnh Giao Xe") ──────────────────────────────────────────────────────────
  app.post(
    '/api/xe-assignments',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Giao xe cho tài xế (FIXED / TEMP); bị chặn khi xe đang có lệnh mở',
        body: assignRequest,
        response: { 201: assignmentResponse, ...writeErrors },
      },
    },
    async (req, reply) => {
      const now = new Date();
      return app.writes.run(req, reply, async (tx) => ({
        status: 201,
        body: { data: await service.assign(tx, req.body, now), message: ASSIGNMENT_MESSAGES.assignSuccess },
      }));
    },
  );

  app.post(
    '/api/xe-assignments/handover',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Bàn giao xe đang có lệnh mở cho tài xế khác',
        querystring: handoverQuery,
        response: { 201: assignmentResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(
        req,
        reply,
        async (tx, actor, times) => ({
          data: await service.handover(tx, actor, req.query, times.receivedAt),
          message: ASSIGNMENT_MESSAGES.handoverSuccess,
        }),
        201,
      ),
  );

  app.post(
    '/api/xe-assignments/:id/close',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Kết thúc lệnh giao xe',
        params: idParams,
        querystring: closeQuery,
        response: { 200: assignmentResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor, times) => ({
        data: await service.close(tx, actor, req.params.id, req.query.lyDo, times.receivedAt),
        message: ASSIGNMENT_MESSAGES.closeSuccess,
      })),
  );

  app.get(
    '/api/xe-assignments/current/by-xe/:xeId',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Lệnh giao đang mở của xe (data null khi không có)',
        params: xeIdParams,
        response: { 200: currentByVehicleResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.currentOfVehicle(db, req.params.xeId) }),
  );

  app.get(
    '/api/xe-assignments/history/by-xe/:xeId',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Lịch sử lệnh giao của xe, mới nhất trước',
        params: xeIdParams,
        response: { 200: assignmentListResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.history(db, { xeId: req.params.xeId }) }),
  );

  app.get(
    '/api/xe-assignments/history/by-driver/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Lịch sử lệnh giao của tài xế (tài xế chỉ xem của mình)',
        params: idParams,
        response: { 200: assignmentListResponse, ...readErrors },
      },
    },
    async (req) => {
      const actor = await actorOf(db, req);
      assertOwnOrGranted(actor, actor.id === req.params.id);
      return { data: await service.history(db, { taiXeId: req.params.id }) };
    },
  );

  app.get(
    '/api/xe-assignments/vehicles',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Danh sách xe kèm lệnh giao đang mở (màn hình Lệnh Giao Xe), tìm theo biển số',
        querystring: assignableVehiclesQuery,
        response: { 200: assignableVehiclePageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.assignableVehicles(db, req.query) }),
  );

  app.get(
    '/api/xe-assignments/drivers',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Tài xế cho ô chọn giao xe / bàn giao, kèm các xe đang giữ',
        response: { 200: assignmentDriversResponse, ...readErrors },
      },
    },
    async () => ({ data: await service.assignmentDrivers(db) }),
  );
};
