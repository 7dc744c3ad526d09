/**
 * Attendance administration (spec 002 §2.9, §7). Reached with the rules of server/db/seed-rules.ts:
 * reads CHAM_CONG_XEM, changes CHAM_CONG_SUA. Office screens send no Idempotency-Key; the writes
 * still run in one transaction with their audit rows.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ATTENDANCE_ADMIN_MESSAGES,
  adjustRequest,
  attendanceDayDetailResponse,
  attendanceMatrixResponse,
  autoCloseRequest,
  closeResultResponse,
  closeSessionsRequest,
  dayDetailQuery,
  matrixQuery,
} from '@/contracts/attendance';
import type { Db } from '../../db/client';
import { actorWrites } from '../../lib/actor-write';
import { detailErrors, readErrors, writeErrors } from '../../lib/route-errors';
import * as admin from './admin-service';

const tags = ['attendance'];

export const attendanceAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const asActor = actorWrites(app, db);
  app.get(
    '/api/cham-cong/admin/matrix',
    {
      schema: {
        tags,
        summary: 'Bảng chấm công tháng: mỗi nhân viên × mỗi ngày (sáng/chiều), tổng công',
        querystring: matrixQuery,
        response: { 200: attendanceMatrixResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await admin.matrix(db, req.query) }),
  );

  app.get(
    '/api/cham-cong/admin/day',
    {
      schema: {
        tags,
        summary: 'Chi tiết một ngày của một nhân viên: giờ vào/ra, công, hoạt động, từng buổi',
        querystring: dayDetailQuery,
        response: { 200: attendanceDayDetailResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await admin.dayDetail(db, req.query.userId, req.query.date) }),
  );

  app.post(
    '/api/cham-cong/admin/adjust',
    {
      schema: {
        tags,
        summary: 'Chỉnh sửa chấm công một ngày (giờ vào/ra từng buổi, số công)',
        body: adjustRequest,
        response: { 200: attendanceDayDetailResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor) => ({
        data: await admin.adjust(tx, actor, req.body),
        message: ATTENDANCE_ADMIN_MESSAGES.adjusted,
      })),
  );

  app.post(
    '/api/cham-cong/admin/close-sessions',
    {
      schema: {
        tags,
        summary: 'Đóng các ca đang mở của ngày áp dụng: toàn công ty, theo phòng ban hoặc theo nhân viên',
        body: closeSessionsRequest,
        response: { 200: closeResultResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor) => {
        const data = await admin.closeSessions(tx, actor, req.body);
        return { data, message: closedMessage(data.soCa) };
      }),
  );

  app.post(
    '/api/cham-cong/auto-close',
    {
      schema: {
        tags,
        summary: 'Tự động đóng các ca quên chấm ra (ngày đã hết giờ làm), đến ngày áp dụng',
        body: autoCloseRequest,
        response: { 200: closeResultResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor) => {
        const data = await admin.autoClose(tx, actor, req.body.date);
        return { data, message: closedMessage(data.soCa, true) };
      }),
  );
};

const closedMessage = (n: number, auto = false) =>
  n === 0
    ? ATTENDANCE_ADMIN_MESSAGES.noOpenSessions
    : auto
      ? ATTENDANCE_ADMIN_MESSAGES.autoClosed
      : ATTENDANCE_ADMIN_MESSAGES.closed;
