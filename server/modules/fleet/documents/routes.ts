import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/contracts/fleet-assignments';
import {
  DOCUMENT_MESSAGES,
  documentListQuery,
  documentListResponse,
  documentPageResponse,
  documentRequest,
  documentResponse,
} from '@/contracts/fleet-documents';
import type { Db } from '../../../db/client';
import { actorOf, assertOwnOrGranted } from '../../../lib/access';
import { crudRoutes } from '../../../lib/crud-routes';
import { detailErrors } from '../../../lib/route-errors';
import * as service from './service';

export const documentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  crudRoutes(app, db, {
    base: '/api/giay-to',
    tags: ['fleet'],
    params: idParams,
    request: documentRequest,
    one: documentResponse,
    list: {
      summary: 'Giấy tờ xe và tài xế, hết hạn sớm nhất trước',
      query: documentListQuery,
      page: documentPageResponse,
      // Declared with 404 since the seed's contract did; kept so the OpenAPI document is unchanged.
      errors: detailErrors,
      run: service.listDocuments,
    },
    get: { run: service.getDocument },
    create: { message: DOCUMENT_MESSAGES.created, run: service.createDocument },
    update: { message: DOCUMENT_MESSAGES.updated, run: service.updateDocument },
    remove: { message: DOCUMENT_MESSAGES.deleted, run: service.deleteDocument },
  });

  app.get(
    '/api/giay-to/theo-xe/:id',
    { schema: { tags: ['fleet'], params: idParams, response: { 200: documentListResponse, ...detailErrors } } },
    async (req) => ({ data: await service.documentsOf(db, { xeId: req.params.id }) }),
  );

  app.get(
    '/api/giay-to/theo-nguoi-dung/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Giấy tờ của một người dùng (tài xế chỉ xem của mình)',
        params: idParams,
        response: { 200: documentListResponse, ...detailErrors },
      },
    },
    async (req) => {
      const actor = await actorOf(db, req);
      assertOwnOrGranted(actor, actor.id === req.params.id);
      return { data: await service.documentsOf(db, { nguoiDungId: req.params.id }) };
    },
  );
};
