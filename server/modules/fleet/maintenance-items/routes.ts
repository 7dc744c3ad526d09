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
import { crudRoutes } from '../../../lib/crud-routes';
import { writeErrors } from '../../../lib/route-errors';
import * as service from './service';

/** The maintenance item catalogue: /api/dm-hang-muc-bao-duong (spec 003 §7). */
export const maintenanceItemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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

  crudRoutes(app, db, {
    base: '/api/dm-hang-muc-bao-duong',
    tags: ['fleet'],
    params: idParam,
    request: maintenanceItemRequest,
    one: maintenanceItemResponse,
    list: {
      summary: 'Danh mục hạng mục bảo dưỡng (tìm theo tên; theo tên tăng dần)',
      query: maintenanceItemListQuery,
      page: maintenanceItemPageResponse,
      run: service.listItems,
    },
    get: { summary: 'Chi tiết hạng mục bảo dưỡng', run: service.getItem },
    create: { summary: 'Tạo hạng mục bảo dưỡng', message: MAINTENANCE_ITEM_MESSAGES.created, run: service.createItem },
    update: { summary: 'Sửa hạng mục bảo dưỡng', message: MAINTENANCE_ITEM_MESSAGES.updated, run: service.updateItem },
    remove: {
      summary: 'Ngưng sử dụng hạng mục (không xóa: lịch sử phiếu giữ nguyên)',
      response: maintenanceItemResponse,
      answer: async (tx, id) => ({
        data: await service.setActive(tx, id, false),
        message: MAINTENANCE_ITEM_MESSAGES.deactivated,
      }),
    },
  });

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
