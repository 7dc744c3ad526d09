/**
 * Companies (spec 001 §7): GET /api/companies (page, size 12, industryId, status, name, province),
 * GET /api/companies/provinces, POST, PUT /{companyId}, DELETE /{companyId}. Rules: MARKETING_XEM
 * reads, THEM/SUA/XOA write (server/db/seed-rules.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageOnly } from '@/contracts/envelope';
import {
  COMPANY_MESSAGES,
  companyCreateBody,
  companyIdParams,
  companyPageResponse,
  companyResponse,
  companyUpdateBody,
  leadQuery,
  provincesResponse,
} from '@/contracts/leads';
import type { Db } from '../../db/client';
import { readErrors, writeErrors } from '../../lib/route-errors';
import { requireUser } from '../../plugins/auth';
import { afterLeadWrite } from './counts';
import * as service from './service';

const tags = ['marketing'];

export const companyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/companies',
    {
      schema: {
        tags,
        summary: 'Danh sách công ty (mới nhất trước, 12 mỗi trang; lọc ngành, trạng thái, tên, tỉnh)',
        querystring: leadQuery,
        response: { 200: companyPageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.listCompanies(db, req.query) }),
  );

  app.get(
    '/api/companies/provinces',
    {
      schema: {
        tags,
        summary: 'Các tỉnh có công ty (không trùng, theo thứ tự tiếng Việt)',
        response: { 200: provincesResponse, ...readErrors },
      },
    },
    async () => ({ data: await service.provinces(db) }),
  );

  app.post(
    '/api/companies',
    {
      schema: {
        tags,
        summary: 'Thêm công ty (người phụ trách là người thêm)',
        body: companyCreateBody,
        response: { 201: companyResponse, ...writeErrors },
      },
    },
    async (req, reply) => {
      const owner = requireUser(req).id;
      return afterLeadWrite(
        app.writes.run(req, reply, async (tx) => ({
          status: 201,
          body: { data: await service.createCompany(tx, owner, req.body), message: COMPANY_MESSAGES.added },
        })),
      );
    },
  );

  app.put(
    '/api/companies/:companyId',
    {
      schema: {
        tags,
        summary: 'Sửa công ty (mã công ty không đổi)',
        params: companyIdParams,
        body: companyUpdateBody,
        response: { 200: companyResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      afterLeadWrite(
        app.writes.run(req, reply, async (tx) => ({
          status: 200,
          body: {
            data: await service.updateCompany(tx, req.params.companyId, req.body),
            message: COMPANY_MESSAGES.updated,
          },
        })),
      ),
  );

  app.delete(
    '/api/companies/:companyId',
    {
      schema: {
        tags,
        summary: 'Xóa công ty',
        params: companyIdParams,
        response: { 200: messageOnly, ...writeErrors },
      },
    },
    async (req, reply) =>
      afterLeadWrite(
        app.writes.run(req, reply, async (tx) => {
          await service.deleteCompany(tx, req.params.companyId);
          return { status: 200, body: { data: null, message: COMPANY_MESSAGES.deleted } };
        }),
      ),
  );
};
