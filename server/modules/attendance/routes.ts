import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ATTENDANCE_MESSAGES,
  attendanceDayResponse,
  attendanceRecordsQuery,
  attendanceRecordsResponse,
  attendanceStatsResponse,
  punchRequest,
  punchResponse,
} from '@/contracts/attendance';
import { apiError } from '@/contracts/envelope';
import type { Db } from '../../db/client';
import { vnDay } from '../../lib/vn-time';
import { writeTimes } from '../../lib/write-times';
import { requireUser } from '../../plugins/auth';
import * as service from './service';

const errors = { 400: apiError, 401: apiError, 409: apiError, 422: apiError };

export const attendanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/cham-cong/check-in',
    {
      schema: {
        tags: ['attendance'],
        summary: 'Chấm vào',
        body: punchRequest,
        response: { 201: punchResponse, ...errors },
      },
    },
    async (req, reply) => {
      const times = writeTimes(req);
      const { id } = requireUser(req);
      return app.writes.run(req, reply, async (tx) => ({
        status: 201,
        body: { data: await service.checkIn(tx, id, req.body, times), message: ATTENDANCE_MESSAGES.checkInSuccess },
      }));
    },
  );

  app.post(
    '/api/cham-cong/check-out',
    {
      schema: {
        tags: ['attendance'],
        summary: 'Chấm ra',
        body: punchRequest,
        response: { 200: punchResponse, ...errors },
      },
    },
    async (req, reply) => {
      const times = writeTimes(req);
      const { id } = requireUser(req);
      return app.writes.run(req, reply, async (tx) => ({
        status: 200,
        body: { data: await service.checkOut(tx, id, req.body, times), message: ATTENDANCE_MESSAGES.checkOutSuccess },
      }));
    },
  );

  app.get(
    '/api/cham-cong/my/today',
    {
      schema: {
        tags: ['attendance'],
        summary: 'Bảng công hôm nay',
        response: { 200: attendanceDayResponse, 401: apiError },
      },
    },
    async (req) => ({ data: await service.today(db, requireUser(req).id) }),
  );

  app.get(
    '/api/cham-cong/my/stats',
    {
      schema: {
        tags: ['attendance'],
        summary: 'Thống kê giờ làm',
        response: { 200: attendanceStatsResponse, 401: apiError },
      },
    },
    async (req) => ({ data: await service.stats(db, requireUser(req).id) }),
  );

  app.get(
    '/api/cham-cong/admin/records',
    {
      schema: {
        tags: ['attendance'],
        summary: 'Các lượt chấm công trong ngày (văn phòng)',
        querystring: attendanceRecordsQuery,
        response: { 200: attendanceRecordsResponse, 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (req) => ({ data: await service.records(db, req.query.date ?? vnDay(new Date()), req.query.userId) }),
  );
};
