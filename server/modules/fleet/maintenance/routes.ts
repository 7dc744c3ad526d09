import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@/contracts/envelope';
import {
  FLEET_MESSAGES,
  myTicketsQuery,
  sosRequest,
  sosResponse,
  ticketListQuery,
  ticketPageResponse,
} from '@/contracts/fleet';
import {
  idParams,
  MAINTENANCE_MESSAGES,
  maintenanceTicketListResponse,
  maintenanceTicketPageResponse,
  maintenanceTicketResponse,
  priceReferenceQuery,
  priceReferenceResponse,
  ticketCancelQuery,
  ticketCompleteRequest,
  ticketCreateRequest,
  ticketPayQuery,
  ticketQuoteRequest,
  xeIdParams,
} from '@/contracts/fleet-maintenance';
import type { Db } from '../../../db/client';
import { actorOf, assertDriver } from '../../../lib/access';
import { actorWrites } from '../../../lib/actor-write';
import { detailErrors, readErrors, writeErrors } from '../../../lib/route-errors';
import { writeTimes } from '../../../lib/write-times';
import * as service from './service';

export const maintenanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const asActor = actorWrites(app, db);
  app.post(
    '/api/bao-duong-xe/su-co-sos',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Tài xế báo sự cố (SOS)',
        body: sosRequest,
        response: { 201: sosResponse, ...readErrors, 404: apiError, 409: apiError, 422: apiError },
      },
    },
    async (req, reply) => {
      const times = writeTimes(req);
      const actor = await actorOf(db, req);
      assertDriver(actor);
      return app.writes.run(req, reply, async (tx) => {
        const data = await service.reportSos(tx, actor, req.body, times);
        return { status: 201, body: { data, message: FLEET_MESSAGES.sosSuccess(data.id) } };
      });
    },
  );

  app.get(
    '/api/bao-duong-xe/cua-toi',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Phiếu sửa chữa của tôi',
        querystring: myTicketsQuery,
        response: { 200: ticketPageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.myTickets(db, await actorOf(db, req), req.query) }),
  );

  app.get(
    '/api/bao-duong-xe',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Danh sách phiếu bảo dưỡng/sửa chữa (văn phòng)',
        querystring: ticketListQuery,
        response: { 200: maintenanceTicketPageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.listTickets(db, req.query) }),
  );

  app.get(
    '/api/bao-duong-xe/gia-tham-khao',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Giá tham khảo của hạng mục (từ các phiếu đã hoàn thành)',
        querystring: priceReferenceQuery,
        response: { 200: priceReferenceResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.priceReference(db, req.query.dmHangMucId) }),
  );

  app.get(
    '/api/bao-duong-xe/lich-su/theo-xe/:xeId',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Lịch sử bảo dưỡng của xe',
        params: xeIdParams,
        response: { 200: maintenanceTicketListResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.vehicleHistory(db, req.params.xeId) }),
  );

  app.get(
    '/api/bao-duong-xe/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Chi tiết phiếu bảo dưỡng',
        params: idParams,
        response: { 200: maintenanceTicketResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.getTicket(db, await actorOf(db, req), req.params.id) }),
  );

  app.post(
    '/api/bao-duong-xe',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Tạo phiếu bảo dưỡng/sửa chữa (văn phòng)',
        body: ticketCreateRequest,
        response: { 201: maintenanceTicketResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(
        req,
        reply,
        async (tx, actor, times) => ({
          data: await service.createTicket(tx, actor, req.body, times),
          message: MAINTENANCE_MESSAGES.created,
        }),
        201,
      ),
  );

  // Each transition goes through actorWrite: the phone's outbox may send the driver's
  // quote/start/complete late and more than once.
  const transition = <B, Q>(
    path: string,
    summary: string,
    schemas: { body?: B; querystring?: Q },
    message: string,
    act: (
      tx: Db,
      actor: Awaited<ReturnType<typeof actorOf>>,
      id: number,
      req: { body: unknown; query: unknown },
      times: ReturnType<typeof writeTimes>,
    ) => Promise<unknown>,
  ) =>
    app.post(
      path,
      {
        schema: {
          tags: ['fleet'],
          summary,
          params: idParams,
          ...(schemas as object),
          response: { 200: maintenanceTicketResponse, ...writeErrors },
        },
      },
      async (req, reply) =>
        asActor(req, reply, async (tx, actor, times) => ({
          data: await act(tx, actor, req.params.id, req, times),
          message,
        })),
    );

  transition(
    '/api/bao-duong-xe/:id/bao-gia',
    'Gửi báo giá (MOI → CHO_DUYET)',
    { body: ticketQuoteRequest },
    MAINTENANCE_MESSAGES.quoted,
    (tx, actor, id, req, times) => service.submitQuote(tx, actor, id, ticketQuoteRequest.parse(req.body), times),
  );
  transition(
    '/api/bao-duong-xe/:id/duyet',
    'Duyệt báo giá (CHO_DUYET → DA_DUYET)',
    {},
    MAINTENANCE_MESSAGES.approved,
    (tx, actor, id, _req, times) => service.approve(tx, actor, id, times),
  );
  transition(
    '/api/bao-duong-xe/:id/bat-dau',
    'Gara bắt đầu sửa (DA_DUYET → DANG_SUA)',
    {},
    MAINTENANCE_MESSAGES.started,
    (tx, actor, id, _req, times) => service.start(tx, actor, id, times),
  );
  transition(
    '/api/bao-duong-xe/:id/hoan-thanh',
    'Sửa xong, chờ thanh toán (DANG_SUA → CHO_THANH_TOAN)',
    { body: ticketCompleteRequest },
    MAINTENANCE_MESSAGES.completed,
    (tx, actor, id, req, times) => service.complete(tx, actor, id, ticketCompleteRequest.parse(req.body), times),
  );
  transition(
    '/api/bao-duong-xe/:id/xac-nhan-thanh-toan',
    'Xác nhận thanh toán (CHO_THANH_TOAN → HOAN_THANH)',
    { querystring: ticketPayQuery },
    MAINTENANCE_MESSAGES.paid,
    (tx, actor, id, req, times) => service.confirmPayment(tx, actor, id, ticketPayQuery.parse(req.query).ghiChu, times),
  );
  transition(
    '/api/bao-duong-xe/:id/huy',
    'Hủy phiếu (lý do bắt buộc)',
    { querystring: ticketCancelQuery },
    MAINTENANCE_MESSAGES.cancelled,
    (tx, actor, id, req, times) => service.cancel(tx, actor, id, ticketCancelQuery.parse(req.query).lyDoCancel, times),
  );
};
