import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@/contracts/envelope';
import {
  MAINTENANCE_ITEM_MESSAGES,
  maintenanceItemListQuery,
  maintenanceItemOptionsResponse,
  maintenanceItemPageResponse,
  maintenanceItemRequest,
  maintenanceItemResponse,
} from '@/contracts/fleet-catalogues';
import { idParam } from '@/contracts/fleet-vehicles';
import type { Db } from '../../../db/client';
import { detailErrors, readErrors, writeErrors } from '../../../lib/route-errors';
import * as service from './service';

/** The maintenance item catalogue: /api/dm-hang-muc-bao-duong (spec 003 §7). */
export const maintenanceItemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/dm-hang-muc-bao-duong',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Danh mục hạng mục bảo dưỡng (tìm theo tên; theo tên tăng dần)',
        querystring: maintenanceItemListQuery,
        response: { 200: maintenanceItemPageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.listItems(db, req.query) }),
  );

  // The ticket forms' picker; never retired items.
  app.get(
    '/api/dm-hang-muc-bao-duong/active-options',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Hạng mục bảo dưỡng đang sử dụng (cho ô chọn)',
        response: { 200: maintenanceItemOptionsResponse, 401: apiError },
      },
    },
    async () => ({ data: await service.activeOptions(db) }),
  );

  app.get(
    '/api/dm-hang-muc-bao-duong/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Chi tiết hạng mục bảo dưỡng',
        params: idParam,
        response: { 200: maintenanceItemResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.getItem(db, req.params.id) }),
  );

  app.post(
    '/api/dm-hang-muc-bao-duong',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Tạo hạng mục bảo dưỡng',
        body: maintenanceItemRequest,
        response: { 201: maintenanceItemResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 201,
        body: { data: await service.createItem(tx, req.body), message: MAINTENANCE_ITEM_MESSAGES.created },
      })),
  );

  app.put(
    '/api/dm-hang-muc-bao-duong/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Sửa hạng mục bảo dưỡng',
        params: idParam,
        body: maintenanceItemRequest,
        response: { 200: maintenanceItemResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 200,
        body: {
          data: await service.updateItem(tx, req.params.id, req.body),
          message: MAINTENANCE_ITEM_MESSAGES.updated,
        },
      })),
  );

  app.delete(
    '/api/dm-hang-muc-bao-duong/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Ngưng sử dụng hạng mục (không xóa: lịch sử phiếu giữ nguyên)',
        params: idParam,
        response: { 200: maintenanceItemResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 200,
        body: {
          data: await service.setActive(tx, req.params.id, false),
          message: MAINTENANCE_ITEM_MESSAGES.deactivated,
        },
      })),
  );

  app.post(
    '/api/dm-hang-muc-bao-duong/:id/restore',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Khôi phục hạng mục đã ngưng sử dụng',
        params: idParam,
        response: { 200: maintenanceItemResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 200,
        body: { data: await service.setActive(tx, req.params.id, true), message: MAINTENANCE_ITEM_MESSAGES.restored },
      })),
  );
};
