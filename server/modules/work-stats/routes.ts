/**
 * Work statistics (spec 002 §7 Statistics): the board's KPI cards and charts, and the overview
 * dashboard with its stacked bars and detailed list. Members reach the workspaces they belong to
 * (own-or-granted, work/visibility.ts); CONG_VIEC_XEM (seed-rules.ts) widens them to every one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boardQuery,
  boardStatisticsResponse,
  idParams,
  overviewQuery,
  overviewResponse,
  overviewTasksQuery,
  overviewTasksResponse,
  stackedRowsResponse,
} from '@/contracts/work';
import type { Db } from '../../db/client';
import { actorOf } from '../../lib/access';
import { detailErrors, readErrors } from '../../lib/route-errors';
import * as service from './service';

const tags = ['work'];
const visibleOnly = 'members see their workspaces; any with CONG_VIEC_XEM';

/** For the RBAC guard's own-or-granted list. */
export const WORK_STATS_ROUTES: Readonly<Record<string, string>> = {
  'GET /api/dashboard/workspaces/:id/statistics': `board statistics; ${visibleOnly}`,
  'GET /api/dashboard-tong-quan-cong-viec': `overview dashboard; ${visibleOnly}`,
  'GET /api/dashboard-tong-quan-cong-viec/tasks': `overview task list; ${visibleOnly}`,
  'GET /api/dashboard-tong-quan-cong-viec/theo-khong-gian-lam-viec': `overview per workspace; ${visibleOnly}`,
};

export const workStatsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/dashboard/workspaces/:id/statistics',
    {
      schema: {
        tags,
        summary: 'Thống kê bảng công việc (cùng bộ lọc với bảng; xu hướng hoàn thành 7 ngày gần nhất)',
        params: idParams,
        querystring: boardQuery,
        response: { 200: boardStatisticsResponse, ...detailErrors },
      },
    },
    async (req) => ({
      data: await service.boardStatistics(db, await actorOf(db, req), req.params.id, req.query),
    }),
  );

  app.get(
    '/api/dashboard-tong-quan-cong-viec',
    {
      schema: {
        tags,
        summary: 'Tổng quan công việc (mặc định tháng hiện tại; startDate/endDate giờ Việt Nam, không múi giờ)',
        querystring: overviewQuery,
        response: { 200: overviewResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.overview(db, await actorOf(db, req), req.query) }),
  );

  app.get(
    '/api/dashboard-tong-quan-cong-viec/tasks',
    {
      schema: {
        tags,
        summary: 'Danh sách công việc chi tiết (page, size; mới tạo trước)',
        querystring: overviewTasksQuery,
        response: { 200: overviewTasksResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.overviewTasks(db, await actorOf(db, req), req.query) }),
  );

  app.get(
    '/api/dashboard-tong-quan-cong-viec/theo-khong-gian-lam-viec',
    {
      schema: {
        tags,
        summary: 'Số công việc theo trạng thái của từng không gian làm việc',
        querystring: overviewQuery,
        response: { 200: stackedRowsResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.perWorkspace(db, await actorOf(db, req), req.query) }),
  );
};
