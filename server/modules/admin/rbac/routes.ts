import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MATRIX_MESSAGES, matrixQuery, permissionMatrix, permissionMatrixResponse } from '@/contracts/admin';
import type { Db } from '../../../db/client';
import { detailErrors, writeErrors } from '../../../lib/route-errors';
import * as service from './service';

/** The per-user permission matrix of the Edit User form (spec 000 §2, §7); rules PHAN_QUYEN_XEM/SUA. */
export const rbacAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/rbac-admin/matrix',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Ma trận quyền của người dùng: mã chức năng → mã hành động → true/false (mọi cặp có trong danh sách quyền)',
        querystring: matrixQuery,
        response: { 200: permissionMatrixResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.matrixOf(db, req.query.idNguoiDung) }),
  );

  app.put(
    '/api/rbac-admin/matrix',
    {
      schema: {
        tags: ['admin'],
        summary: 'Đặt các ô của ma trận quyền được gửi lên (ô không gửi giữ nguyên); có hiệu lực từ yêu cầu kế tiếp',
        querystring: matrixQuery,
        body: permissionMatrix,
        response: { 200: permissionMatrixResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 200,
        body: { data: await service.setMatrix(tx, req.query.idNguoiDung, req.body), message: MATRIX_MESSAGES.updated },
      })),
  );
};
