import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, messageOnly } from '@/contracts/envelope';
import {
  createNotificationRequest,
  createNotificationResponse,
  NOTIFICATION_MESSAGES as M,
  markAllResponse,
  notificationIdParams,
  notificationListQuery,
  notificationPageResponse,
  notificationResponse,
  pushDeviceResponse,
  pushDevicesResponse,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
  vapidKeyResponse,
} from '@/contracts/notifications';
import type { Db } from '../../db/client';
import { unprocessable } from '../../http-error';
import { actorWrites } from '../../lib/actor-write';
import { detailErrors, readErrors, writeErrors } from '../../lib/route-errors';
import { requireUser } from '../../plugins/auth';
import type { PushService } from './push-service';
import * as service from './service';

/**
 * Notifications are "own data": any signed-in user reads and marks only the rows addressed to
 * them (the RBAC guard's self-service list); creating one needs the THONG_BAO_THEM rule.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db; push: PushService }> = async (app, { db, push }) => {
  const asActor = actorWrites(app, db);
  app.get(
    '/api/thong-bao',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Thông báo của tôi, mới nhất trước (status: all | unread | read)',
        querystring: notificationListQuery,
        response: { 200: notificationPageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.listMine(db, requireUser(req).id, req.query) }),
  );

  app.post(
    '/api/thong-bao',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Gửi thông báo tới danh sách người nhận (lưu và đẩy tới thiết bị của họ)',
        body: createNotificationRequest,
        response: { 201: createNotificationResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(
        req,
        reply,
        async (tx, actor) => {
          const data = await service.create(tx, actor, req.body);
          return { data, message: M.sent(data.soNguoiNhan) };
        },
        201,
      ),
  );

  app.put(
    '/api/thong-bao/doc-tat-ca',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Đánh dấu tất cả thông báo của tôi là đã đọc',
        response: { 200: markAllResponse, ...readErrors },
      },
    },
    async (req) => ({
      data: { soDaDanhDau: await service.markAllRead(db, requireUser(req).id) },
      message: M.markAllDone,
    }),
  );

  app.put(
    '/api/thong-bao/:id/doc',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Đánh dấu một thông báo của tôi là đã đọc',
        params: notificationIdParams,
        response: { 200: notificationResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.markRead(db, requireUser(req).id, req.params.id) }),
  );

  // ── browser push (spec 000 §7) ────────────────────────────────────────────────────────────────
  app.get(
    '/api/dang-ky-thong-bao/vapid-public-key',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Khóa công khai VAPID để trình duyệt đăng ký nhận thông báo đẩy',
        response: { 200: vapidKeyResponse, 401: apiError },
      },
    },
    async () => ({ data: { publicKey: await push.publicKey() } }),
  );

  app.post(
    '/api/dang-ky-thong-bao',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Đăng ký thiết bị hiện tại nhận thông báo đẩy',
        body: pushSubscriptionRequest,
        response: { 201: pushDeviceResponse, ...readErrors, 422: apiError },
      },
    },
    async (req, reply) => {
      if (!push.acceptsEndpoint(req.body.endpoint)) throw unprocessable(M.endpointInvalid);
      const data = await service.subscribe(db, requireUser(req).id, req.body);
      return reply.status(201).send({ data, message: M.deviceAdded });
    },
  );

  app.delete(
    '/api/dang-ky-thong-bao',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Hủy đăng ký một thiết bị của tôi',
        body: pushUnsubscribeRequest,
        response: { 200: messageOnly, ...detailErrors },
      },
    },
    async (req) => {
      await service.unsubscribe(db, requireUser(req).id, req.body.endpoint);
      return { data: null, message: M.deviceRemoved };
    },
  );

  app.get(
    '/api/dang-ky-thong-bao/me',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Các thiết bị của tôi đã đăng ký nhận thông báo',
        response: { 200: pushDevicesResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.myDevices(db, requireUser(req).id) }),
  );
};
