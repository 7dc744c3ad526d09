/**
 * The employee's own attendance beyond today (spec 002 §2.8, §7): a day, the recent history and
 * the month grid. Self-service routes (server/plugins/rbac.ts): each answers the caller's data only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceDayResponse,
  attendanceHistoryResponse,
  attendanceMatrixResponse,
  dateQuery,
  historyQuery,
  monthQuery,
} from '@/contracts/attendance';
import type { Db } from '../../db/client';
import { readErrors } from '../../lib/route-errors';
import { vnDay } from '../../lib/vn-time';
import { requireUser } from '../../plugins/auth';
import { matrix } from './admin-service';
import * as service from './service';

const tags = ['attendance'];

export const attendanceOwnRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/cham-cong/my',
    {
      schema: {
        tags,
        summary: 'Chấm công của tôi trong một ngày (mặc định hôm nay)',
        querystring: dateQuery,
        response: { 200: attendanceDayResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.myDay(db, requireUser(req).id, req.query.date ?? vnDay(new Date())) }),
  );

  app.get(
    '/api/cham-cong/my/history',
    {
      schema: {
        tags,
        summary: 'Các ngày có chấm công của tôi (from, to; mặc định 30 ngày gần nhất)',
        querystring: historyQuery,
        response: { 200: attendanceHistoryResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.history(db, requireUser(req).id, req.query) }),
  );

  app.get(
    '/api/cham-cong/my/month-grid',
    {
      schema: {
        tags,
        summary: 'Lưới chấm công tháng của tôi (month yyyy-MM)',
        querystring: monthQuery,
        response: { 200: attendanceMatrixResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await matrix(db, { month: req.query.month, userId: requireUser(req).id }) }),
  );
};
