import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  VEHICLE_TYPE_MESSAGES,
  vehicleTypeListQuery,
  vehicleTypeOptionsResponse,
  vehicleTypePageResponse,
  vehicleTypeRequest,
  vehicleTypeResponse,
} from '@/contracts/fleet-vehicles';
import type { Db } from '../../../db/client';
import { crudRoutes } from '../../../lib/crud-routes';
import { readErrors } from '../../../lib/route-errors';
import * as service from './service';

/** Vehicle types and their checklist packages: /api/dm-loai-xe (spec 003 §7). */
export const vehicleTypeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/dm-loai-xe/active-options',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Loại xe đang sử dụng (cho ô chọn)',
        response: { 200: vehicleTypeOptionsResponse, ...readErrors },
      },
    },
    async () => ({ data: await service.activeOptions(db) }),
  );

  crudRoutes(app, db, {
    base: '/api/dm-loai-xe',
    tags: ['fleet'],
    params: idParam,
    request: vehicleTypeRequest,
    one: vehicleTypeResponse,
    list: {
      summary: 'Danh sách loại xe (mới nhất trước)',
      query: vehicleTypeListQuery,
      page: vehicleTypePageResponse,
      run: service.listTypes,
    },
    get: { summary: 'Chi tiết loại xe', run: service.getType },
    create: { summary: 'Thêm loại xe', message: VEHICLE_TYPE_MESSAGES.created, run: service.createType },
    update: {
      summary: 'Sửa loại xe và gói checklist',
      message: VEHICLE_TYPE_MESSAGES.updated,
      run: service.updateType,
    },
    remove: {
      summary: 'Xóa loại xe (không xóa được khi còn xe thuộc loại này)',
      message: VEHICLE_TYPE_MESSAGES.deleted,
      run: service.deleteType,
    },
  });
};
