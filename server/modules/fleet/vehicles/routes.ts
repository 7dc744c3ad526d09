import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageOnly } from '@/contracts/envelope';
import {
  idParam,
  odoCorrectionRequest,
  releaseRequest,
  VEHICLE_MESSAGES,
  vehicleListQuery,
  vehicleLogResponse,
  vehicleOptionsResponse,
  vehicleOptionsStatusResponse,
  vehiclePageResponse,
  vehicleRequest,
  vehicleResponse,
} from '@/contracts/fleet-vehicles';
import type { Db } from '../../../db/client';
import { actorWrites } from '../../../lib/actor-write';
import { detailErrors, readErrors, writeErrors } from '../../../lib/route-errors';
import { correctOdometer } from './odometer';
import { releaseVehicle } from './safety';
import * as service from './service';

/** The vehicle register: /api/xe (spec 003 §7). */
export const vehicleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const asActor = actorWrites(app, db);
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

  // ── the office's recorded decisions (issue 11 §4, §5): rule XE_SUA, audited in xe_nhat_ky ─────
  app.put(
    '/api/xe/:id/odo',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Điều chỉnh ODO đã ghi nhận của xe (bắt buộc lý do; lưu nhật ký)',
        params: idParam,
        body: odoCorrectionRequest,
        response: { 200: vehicleResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor, times) => {
        await correctOdometer(tx, actor, req.params.id, req.body, times.receivedAt);
        return { data: await service.getVehicle(tx, req.params.id), message: VEHICLE_MESSAGES.odoCorrected };
      }),
  );

  app.post(
    '/api/xe/:id/cho-phep-van-hanh',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Cho phép xe đang bảo dưỡng (do checklist/sự cố) vận hành trở lại (bắt buộc lý do; lưu nhật ký)',
        params: idParam,
        body: releaseRequest,
        response: { 200: vehicleResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor, times) => {
        const bienSo = await releaseVehicle(tx, actor, req.params.id, req.body.lyDo, times.receivedAt);
        return { data: await service.getVehicle(tx, req.params.id), message: VEHICLE_MESSAGES.released(bienSo) };
      }),
  );

  app.get(
    '/api/xe/:id/nhat-ky',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Nhật ký quyết định của văn phòng về xe (điều chỉnh ODO, cho phép vận hành), mới nhất trước',
        params: idParam,
        response: { 200: vehicleLogResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.vehicleLog(db, req.params.id) }),
  );
};
