/**
 * CTAs (spec 001 §7): GET/POST /api/ctas, PUT/DELETE /api/ctas/{id}. Reading is on the guard's
 * own-or-granted list (CTA_ROUTES): the rule's MARKETING_XEM lets marketing in, and the service
 * lets writers (BAI_VIET_XEM) read the list they pick from; writes need MARKETING_THEM/SUA/XOA.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CTA_MESSAGES,
  ctaBody,
  ctaBodyWith,
  ctaIdParams,
  ctaPageResponse,
  ctaQuery,
  ctaResponse,
} from '@/contracts/articles';
import { messageOnly } from '@/contracts/envelope';
import type { Db } from '../../db/client';
import { grantsOf } from '../../lib/access';
import { readErrors, writeErrors } from '../../lib/route-errors';
import * as service from './service';

const tags = ['articles'];

/** For the RBAC guard's own-or-granted list. */
export const CTA_ROUTES: Readonly<Record<string, string>> = {
  'GET /api/ctas': 'the CTA list: writers with BAI_VIET_XEM (service), marketing with MARKETING_XEM (rule)',
};

export const ctaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/ctas',
    {
      schema: {
        tags,
        summary: 'Danh sách CTA (mới nhất trước, mặc định 10 mỗi trang)',
        querystring: ctaQuery,
        response: { 200: ctaPageResponse, ...readErrors },
      },
    },
    async (req) => {
      const grants = await grantsOf(db, req);
      service.assertMayRead({ routeGranted: req.routeGranted ?? false, codes: grants.codes });
      return { data: await service.listCtas(db, req.query) };
    },
  );

  app.post(
    '/api/ctas',
    {
      schema: {
        tags,
        summary: 'Thêm CTA (nội dung HTML được lọc)',
        body: ctaBody,
        response: { 201: ctaResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 201,
        body: { data: await service.createCta(tx, req.body), message: CTA_MESSAGES.created },
      })),
  );

  app.put(
    '/api/ctas/:id',
    {
      schema: {
        tags,
        summary: 'Sửa CTA',
        params: ctaIdParams,
        body: ctaBodyWith(CTA_MESSAGES.editRequired),
        response: { 200: ctaResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 200,
        body: { data: await service.updateCta(tx, req.params.id, req.body), message: CTA_MESSAGES.updated },
      })),
  );

  app.delete(
    '/api/ctas/:id',
    { schema: { tags, summary: 'Xóa CTA', params: ctaIdParams, response: { 200: messageOnly, ...writeErrors } } },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => {
        await service.deleteCta(tx, req.params.id);
        return { status: 200, body: { data: null, message: CTA_MESSAGES.deleted } };
      }),
  );
};
