import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageOnly } from '@/contracts/envelope';
import {
  idParam,
  VEHICLE_MESSAGES,
  vehicleListQuery,
  vehicleOptionsResponse,
  vehicleOptionsStatusResponse,
  vehiclePageResponse,
  vehicleRequest,
  vehicleResponse,
} from '@/contracts/fleet-vehicles';
import type { Db } from '../../../db/client';
import { detailErrors, readErrors, writeErrors } from '../../../lib/route-errors';
import * as service from './service';

/** The vehicle register: /api/xe (spec 003 §7). */
export const vehicleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/xe',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Danh sách xe (tìm theo biển số hoặc loại xe; mới nhất trước)',
        querystring: vehicleListQuery,
        response: { 200: vehiclePageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.listVehicles(db, req.query) }),
  );

  app.get(
    '/api/xe/options',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Mọi xe cho ô chọn (theo biển số, kèm trạng thái)',
        response: { 200: vehicleOptionsResponse, ...readErrors },
      },
    },
    async () => ({ data: (await service.options(db)).map(({ id, bienSo, trangThai }) => ({ id, bienSo, trangThai })) }),
  );

  app.get(
    '/api/xe/options-status',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Mọi xe cho ô chọn, kèm tài xế đang được phân công',
        response: { 200: vehicleOptionsStatusResponse, ...readErrors },
      },
    },
    async () => ({ data: await service.options(db) }),
  );

  app.get(
    '/api/xe/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Chi tiết xe',
        params: idParam,
        response: { 200: vehicleResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.getVehicle(db, req.params.id) }),
  );

  app.post(
    '/api/xe',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Thêm xe',
        body: vehicleRequest,
        response: { 201: vehicleResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 201,
        body: { data: await service.createVehicle(tx, req.body), message: VEHICLE_MESSAGES.created },
      })),
  );

  app.put(
    '/api/xe/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Sửa thông tin xe',
        params: idParam,
        body: vehicleRequest,
        response: { 200: vehicleResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 200,
        body: { data: await service.updateVehicle(tx, req.params.id, req.body), message: VEHICLE_MESSAGES.updated },
      })),
  );

  app.delete(
    '/api/xe/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Ngưng hoạt động xe (xóa = chuyển DECOMMISSIONED, giữ lịch sử)',
        params: idParam,
        response: { 200: messageOnly, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => {
        await service.decommission(tx, req.params.id);
        return { status: 200, body: { data: null, message: VEHICLE_MESSAGES.decommissioned } };
      }),
  );
};
