/**
 * /api/automation: the relays (bulk writing, yellow pages, share to fanpage, quote image) answer
 * 202 with the delivery they recorded; the log is the caller's own (MARKETING_DUYET: everyone's);
 * the settings belong to the marketing admin (MARKETING_DUYET, rules in seed-rules.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  automationSettingsResponse,
  automationTestResponse,
  bulkWritingBody,
  deliveriesQuery,
  deliveryIdParams,
  deliveryPageResponse,
  deliveryResponse,
  shareFanpageBody,
  testAutomationBody,
  updateAutomationSettingsBody,
  yellowPagesBody,
} from '@/contracts/automation';
import { AUTOMATION_MESSAGES as M, MAX_QUOTE_IMAGE_BYTES } from '@/contracts/automation-vocabulary';
import type { Db } from '../../db/client';
import { unprocessable } from '../../http-error';
import { actorOf, grantsOf } from '../../lib/access';
import { sniffImage } from '../../lib/image-info';
import type { Jobs } from '../../lib/jobs';
import { detailErrors, readErrors, writeErrors } from '../../lib/route-errors';
import type { SecretBox } from '../../lib/secrets';
import * as service from './service';

const tags = ['marketing'];

async function seesAll(db: Db, req: FastifyRequest): Promise<boolean> {
  const grants = await grantsOf(db, req);
  return grants.admin || grants.codes.has(service.MARKETING_ADMIN);
}

export const automationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  box: SecretBox;
  jobs: Jobs;
  options?: service.AutomationOptions;
}> = async (app, { db, box, jobs, options = {} }) => {
  const deps: service.AutomationDeps = { db, box, jobs, options };
  service.registerWebhookWorker(deps);
  // Scoped to this plugin: only the quote image route reads multipart.
  await app.register(multipart, { limits: { fileSize: MAX_QUOTE_IMAGE_BYTES, files: 1, fields: 5 } });

  const accepted = { 202: deliveryResponse, ...writeErrors };

  app.post(
    '/api/automation/bulk-writing',
    {
      schema: {
        tags,
        summary: 'Gửi yêu cầu viết bài hàng loạt tới webhook (không kèm access token; meta.requestId thay thế)',
        body: bulkWritingBody,
        response: accepted,
      },
    },
    async (req, reply) => {
      const caller = await actorOf(db, req);
      reply.status(202);
      return { data: await service.bulkWriting(deps, caller, req.body) };
    },
  );

  app.post(
    '/api/automation/yellow-pages',
    {
      schema: {
        tags,
        summary: 'Gửi yêu cầu lấy dữ liệu trang vàng tới webhook',
        body: yellowPagesBody,
        response: accepted,
      },
    },
    async (req, reply) => {
      const caller = await actorOf(db, req);
      reply.status(202);
      return { data: await service.yellowPages(deps, caller, req.body) };
    },
  );

  app.post(
    '/api/automation/share-fanpage',
    {
      schema: {
        tags,
        summary: 'Gửi yêu cầu chia sẻ bài viết lên Fanpage (máy chủ thêm token của trang khi gửi)',
        body: shareFanpageBody,
        response: accepted,
      },
    },
    async (req, reply) => {
      const caller = await actorOf(db, req);
      reply.status(202);
      return { data: await service.shareFanpage(deps, caller, req.body) };
    },
  );

  app.post(
    '/api/automation/quote-image',
    {
      schema: {
        tags,
        summary: 'Gửi ảnh báo giá tới webhook (multipart: file; ảnh kiểm tra theo nội dung)',
        consumes: ['multipart/form-data'],
        response: accepted,
      },
    },
    async (req, reply) => {
      const caller = await actorOf(db, req);
      if (!req.isMultipart()) throw unprocessable(M.imageRequired);
      // A body that is not well-formed multipart (no boundary, another one, cut short) has no image.
      const file = await req.file().catch(() => undefined);
      if (!file) throw unprocessable(M.imageRequired);
      const bytes = await file.toBuffer().catch((err: { code?: string }) => {
        throw unprocessable(err.code === 'FST_REQ_FILE_TOO_LARGE' ? M.imageTooLarge : M.imageRequired);
      });
      const mime = sniffImage(bytes);
      if (!mime) throw unprocessable(M.imageRequired);
      const fileName = (file.filename || 'image').slice(0, 200);
      reply.status(202);
      return { data: await service.quoteImage(deps, caller, { fileName, mime, bytes }) };
    },
  );

  app.get(
    '/api/automation/deliveries',
    {
      schema: {
        tags,
        summary: 'Lần gửi gần đây (của mình; MARKETING_DUYET: của mọi người), mới nhất trước',
        querystring: deliveriesQuery,
        response: { 200: deliveryPageResponse, ...readErrors },
      },
    },
    async (req) => {
      const caller = await actorOf(db, req);
      return { data: await service.listDeliveries(deps, caller, await seesAll(db, req), req.query) };
    },
  );

  app.get(
    '/api/automation/deliveries/:id',
    {
      schema: {
        tags,
        summary: 'Một lần gửi và câu trả lời của máy nhận',
        params: deliveryIdParams,
        response: { 200: deliveryResponse, ...detailErrors },
      },
    },
    async (req) => {
      const caller = await actorOf(db, req);
      return { data: await service.getDelivery(deps, caller, await seesAll(db, req), req.params.id) };
    },
  );

  app.post(
    '/api/automation/deliveries/:id/retry',
    {
      schema: {
        tags,
        summary: 'Gửi lại một lần gửi đã thất bại (cùng Idempotency-Key)',
        params: deliveryIdParams,
        response: { 202: deliveryResponse, ...writeErrors },
      },
    },
    async (req, reply) => {
      const caller = await actorOf(db, req);
      reply.status(202);
      return {
        data: await service.retryDelivery(deps, caller, await seesAll(db, req), req.params.id),
        message: M.retried,
      };
    },
  );

  app.get(
    '/api/automation/settings',
    {
      schema: {
        tags,
        summary: 'Cài đặt webhook tự động hóa (khóa ký không bao giờ trả về)',
        response: { 200: automationSettingsResponse, ...readErrors },
      },
    },
    async () => ({ data: await service.readSettings(deps) }),
  );

  app.put(
    '/api/automation/settings',
    {
      schema: {
        tags,
        summary: 'Lưu địa chỉ webhook và khóa ký (chỉ ghi; để trống giữ khóa cũ)',
        body: updateAutomationSettingsBody,
        response: { 200: automationSettingsResponse, ...writeErrors },
      },
    },
    async (req) => ({ data: await service.updateSettings(deps, req.body), message: M.settingsSaved }),
  );

  app.post(
    '/api/automation/settings/test',
    {
      schema: {
        tags,
        summary: 'Gửi một ping có chữ ký tới webhook của một loại',
        body: testAutomationBody,
        response: { 200: automationTestResponse, ...writeErrors },
      },
    },
    async (req) => {
      const caller = await actorOf(db, req);
      return { data: await service.testSettings(deps, caller, req.body.kind) };
    },
  );
};
