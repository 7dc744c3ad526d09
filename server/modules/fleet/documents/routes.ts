import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, messageOnly } from '@/contracts/envelope';
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
import { actorOf, assertOffice } from '../../../lib/access';
import * as service from './service';

const reads = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
const writes = { ...reads, 409: apiError, 422: apiError };

export const documentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/giay-to',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Giấy tờ xe và tài xế, hết hạn sớm nhất trước',
        querystring: documentListQuery,
        response: { 200: documentPageResponse, ...reads },
      },
    },
    async (req) => {
      assertOffice(await actorOf(db, req), 'GIAY_TO_XEM');
      return { data: await service.listDocuments(db, req.query) };
    },
  );

  app.get(
    '/api/giay-to/:id',
    { schema: { tags: ['fleet'], params: idParams, response: { 200: documentResponse, ...reads } } },
    async (req) => {
      assertOffice(await actorOf(db, req), 'GIAY_TO_XEM');
      return { data: await service.getDocument(db, req.params.id) };
    },
  );

  app.get(
    '/api/giay-to/theo-xe/:id',
    { schema: { tags: ['fleet'], params: idParams, response: { 200: documentListResponse, ...reads } } },
    async (req) => {
      assertOffice(await actorOf(db, req), 'GIAY_TO_XEM');
      return { data: await service.documentsOf(db, { xeId: req.params.id }) };
    },
  );

  app.get(
    '/api/giay-to/theo-nguoi-dung/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Giấy tờ của một người dùng (tài xế chỉ xem của mình)',
        params: idParams,
        response: { 200: documentListResponse, ...reads },
      },
    },
    async (req) => {
      const actor = await actorOf(db, req);
      if (actor.id !== req.params.id) assertOffice(actor, 'GIAY_TO_XEM');
      return { data: await service.documentsOf(db, { nguoiDungId: req.params.id }) };
    },
  );

  app.post(
    '/api/giay-to',
    { schema: { tags: ['fleet'], body: documentRequest, response: { 201: documentResponse, ...writes } } },
    async (req, reply) => {
      assertOffice(await actorOf(db, req), 'GIAY_TO_THEM');
      return app.writes.run(req, reply, async (tx) => ({
        status: 201,
        body: { data: await service.createDocument(tx, req.body), message: DOCUMENT_MESSAGES.created },
      }));
    },
  );

  app.put(
    '/api/giay-to/:id',
    {
      schema: {
        tags: ['fleet'],
        params: idParams,
        body: documentRequest,
        response: { 200: documentResponse, ...writes },
      },
    },
    async (req, reply) => {
      assertOffice(await actorOf(db, req), 'GIAY_TO_SUA');
      return app.writes.run(req, reply, async (tx) => ({
        status: 200,
        body: { data: await service.updateDocument(tx, req.params.id, req.body), message: DOCUMENT_MESSAGES.updated },
      }));
    },
  );

  app.delete(
    '/api/giay-to/:id',
    { schema: { tags: ['fleet'], params: idParams, response: { 200: messageOnly, ...writes } } },
    async (req, reply) => {
      assertOffice(await actorOf(db, req), 'GIAY_TO_XOA');
      return app.writes.run(req, reply, async (tx) => {
        await service.deleteDocument(tx, req.params.id);
        return { status: 200, body: { data: null, message: DOCUMENT_MESSAGES.deleted } };
      });
    },
  );
};
