import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageOnly } from '@/contracts/envelope';
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
import { detailErrors, readErrors, writeErrors } from '../../../lib/route-errors';
import * as service from './service';

/** Vehicle types and their checklist packages: /api/dm-loai-xe (spec 003 §7). */
export const vehicleTypeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/dm-loai-xe',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Danh sách loại xe (mới nhất trước)',
        querystring: vehicleTypeListQuery,
        response: { 200: vehicleTypePageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.listTypes(db, req.query) }),
  );

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

  app.get(
    '/api/dm-loai-xe/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Chi tiết loại xe',
        params: idParam,
        response: { 200: vehicleTypeResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.getType(db, req.params.id) }),
  );

  app.post(
    '/api/dm-loai-xe',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Thêm loại xe',
        body: vehicleTypeRequest,
        response: { 201: vehicleTypeResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 201,
        body: { data: await service.createType(tx, req.body), message: VEHICLE_TYPE_MESSAGES.created },
      })),
  );

  app.put(
    '/api/dm-loai-xe/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Sửa loại xe và gói checklist',
        params: idParam,
        body: vehicleTypeRequest,
        response: { 200: vehicleTypeResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 200,
        body: { data: await service.updateType(tx, req.params.id, req.body), message: VEHICLE_TYPE_MESSAGES.updated },
      })),
  );

  app.delete(
    '/api/dm-loai-xe/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Xóa loại xe (không xóa được khi còn xe thuộc loại này)',
        params: idParam,
        response: { 200: messageOnly, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => {
        await service.deleteType(tx, req.params.id);
        return { status: 200, body: { data: null, message: VEHICLE_TYPE_MESSAGES.deleted } };
      }),
  );
};
