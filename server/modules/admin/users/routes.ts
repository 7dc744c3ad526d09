import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserPageResponse,
  adminUserResponse,
  deletedResponse,
  idParam,
  referenceListQuery,
  USER_MESSAGES,
  userCreatedResponse,
  userCreateRequest,
  userUpdateRequest,
} from '@/contracts/admin';
import type { Db } from '../../../db/client';
import { grantsOf } from '../../../lib/access';
import { detailErrors, readErrors, writeErrors } from '../../../lib/route-errors';
import { requireUser } from '../../../plugins/auth';
import * as service from './service';

/** /api/nguoi-dung (spec 000 §7); the RBAC guard asks NGUOI_DUNG_XEM/THEM/SUA/XOA. */
export const userAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const callerOf = async (req: FastifyRequest): Promise<service.Caller> => ({
    id: requireUser(req).id,
    admin: (await grantsOf(db, req)).admin,
  });

  app.get(
    '/api/nguoi-dung',
    {
      schema: {
        tags: ['admin'],
        summary: 'Danh sách người dùng (keyword: họ tên, tên đăng nhập, email, số điện thoại), mới nhất trước',
        querystring: referenceListQuery,
        response: { 200: adminUserPageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.listUsers(db, req.query) }),
  );

  app.get(
    '/api/nguoi-dung/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Chi tiết người dùng (chucVu, phongBan là tên)',
        params: idParam,
        response: { 200: adminUserResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.getUser(db, req.params.id) }),
  );

  app.post(
    '/api/nguoi-dung',
    {
      schema: {
        tags: ['admin'],
        summary: 'Thêm người dùng',
        body: userCreateRequest,
        response: { 201: userCreatedResponse, ...writeErrors },
      },
    },
    async (req, reply) => {
      const caller = await callerOf(req);
      return app.writes.run(req, reply, async (tx) => ({
        status: 201,
        body: { data: await service.createUser(tx, caller, req.body), message: USER_MESSAGES.created },
      }));
    },
  );

  app.put(
    '/api/nguoi-dung/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sửa người dùng (không đổi tên đăng nhập, mật khẩu); trangThai 0 đăng xuất mọi phiên',
        params: idParam,
        body: userUpdateRequest,
        response: { 200: adminUserResponse, ...writeErrors },
      },
    },
    async (req, reply) => {
      const caller = await callerOf(req);
      return app.writes.run(req, reply, async (tx) => ({
        status: 200,
        body: { data: await service.updateUser(tx, caller, req.params.id, req.body), message: USER_MESSAGES.updated },
      }));
    },
  );

  app.delete(
    '/api/nguoi-dung/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ngưng hoạt động người dùng (không xóa: lịch sử tham chiếu tới tài khoản) và đăng xuất mọi phiên',
        params: idParam,
        response: { 200: deletedResponse, ...writeErrors },
      },
    },
    async (req, reply) => {
      const caller = await callerOf(req);
      return app.writes.run(req, reply, async (tx) => {
        await service.deactivateUser(tx, caller, req.params.id);
        return { status: 200, body: { data: null, message: USER_MESSAGES.deactivated } };
      });
    },
  );
};
