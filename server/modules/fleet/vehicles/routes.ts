import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { crudRoutes } from '../../../lib/crud-routes';
import { detailErrors, readErrors, writeErrors } from '../../../lib/route-errors';
import { correctOdometer } from './odometer';
import { releaseVehicle } from './safety';
import * as service from './service';

/** The vehicle register: /api/xe (spec 003 §7). */
export const vehicleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const asActor = actorWrites(app, db);
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

  crudRoutes(app, db, {
    base: '/api/xe',
    tags: ['fleet'],
    params: idParam,
    request: vehicleRequest,
    one: vehicleResponse,
    list: {
      summary: 'Danh sách xe (tìm theo biển số hoặc loại xe; mới nhất trước)',
      query: vehicleListQuery,
      page: vehiclePageResponse,
      run: service.listVehicles,
    },
    get: { summary: 'Chi tiết xe', run: service.getVehicle },
    create: { summary: 'Thêm xe', message: VEHICLE_MESSAGES.created, run: service.createVehicle },
    update: { summary: 'Sửa thông tin xe', message: VEHICLE_MESSAGES.updated, run: service.updateVehicle },
    remove: {
      summary: 'Ngưng hoạt động xe (xóa = chuyển DECOMMISSIONED, giữ lịch sử)',
      message: VEHICLE_MESSAGES.decommissioned,
      run: service.decommission,
    },
  });

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
