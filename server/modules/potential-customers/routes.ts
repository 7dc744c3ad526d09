/**
 * Potential customers (spec 001 §7): GET /api/khach-hang-tiem-nang (page, size 12, industryId,
 * status, name, province), GET …/provinces, POST, POST …/from-company, PUT /{maKH}, DELETE /{maKH or
 * companyIdGoc} (service.ts says how the key is read). Rules: MARKETING_XEM reads, THEM/SUA/XOA write.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageOnly } from '@/contracts/envelope';
import {
  COMPANY_MESSAGES,
  CUSTOMER_MESSAGES,
  customerCreateBody,
  customerKeyParams,
  customerPageResponse,
  customerResponse,
  customerUpdateBody,
  fromCompanyBody,
  leadQuery,
  provincesResponse,
} from '@/contracts/leads';
import type { Db } from '../../db/client';
import { readErrors, writeErrors } from '../../lib/route-errors';
import { requireUser } from '../../plugins/auth';
import { afterLeadWrite } from '../companies/counts';
import * as service from './service';

const tags = ['marketing'];
const base = '/api/khach-hang-tiem-nang';

export const potentialCustomerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Danh sách khách hàng tiềm năng (mới nhất trước, 12 mỗi trang; lọc ngành, trạng thái, tên, tỉnh)',
        querystring: leadQuery,
        response: { 200: customerPageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.listCustomers(db, req.query) }),
  );

  app.get(
    `${base}/provinces`,
    {
      schema: {
        tags,
        summary: 'Các tỉnh có khách hàng tiềm năng (theo thứ tự tiếng Việt)',
        response: { 200: provincesResponse, ...readErrors },
      },
    },
    async () => ({ data: await service.provinces(db) }),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Thêm khách hàng tiềm năng',
        body: customerCreateBody,
        response: { 201: customerResponse, ...writeErrors },
      },
    },
    async (req, reply) => {
      const owner = requireUser(req).id;
      return afterLeadWrite(
        app.writes.run(req, reply, async (tx) => ({
          status: 201,
          body: { data: await service.createCustomer(tx, owner, req.body), message: CUSTOMER_MESSAGES.added },
        })),
      );
    },
  );

  app.post(
    `${base}/from-company`,
    {
      schema: {
        tags,
        summary: 'Thêm khách hàng tiềm năng từ một công ty (một lần cho mỗi công ty)',
        body: fromCompanyBody,
        response: { 201: customerResponse, ...writeErrors },
      },
    },
    async (req, reply) => {
      const owner = requireUser(req).id;
      return afterLeadWrite(
        app.writes.run(req, reply, async (tx) => ({
          status: 201,
          body: { data: await service.fromCompany(tx, owner, req.body), message: COMPANY_MESSAGES.customerAdded },
        })),
      );
    },
  );

  app.put(
    `${base}/:maKH`,
    {
      schema: {
        tags,
        summary: 'Sửa khách hàng tiềm năng (mã KH và mã công ty gốc không đổi)',
        params: customerKeyParams,
        body: customerUpdateBody,
        response: { 200: customerResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      afterLeadWrite(
        app.writes.run(req, reply, async (tx) => ({
          status: 200,
          body: {
            data: await service.updateCustomer(tx, req.params.maKH, req.body),
            message: CUSTOMER_MESSAGES.updated,
          },
        })),
      ),
  );

  app.delete(
    `${base}/:maKH`,
    {
      schema: {
        tags,
        summary: 'Xóa khách hàng tiềm năng theo mã KH (hoặc mã công ty gốc khi chỉ một khách hàng đến từ công ty đó)',
        params: customerKeyParams,
        response: { 200: messageOnly, ...writeErrors },
      },
    },
    async (req, reply) =>
      afterLeadWrite(
        app.writes.run(req, reply, async (tx) => {
          await service.deleteCustomer(tx, req.params.maKH);
          return { status: 200, body: { data: null, message: CUSTOMER_MESSAGES.deleted } };
        }),
      ),
  );
};
