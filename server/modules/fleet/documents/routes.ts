import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageOnly } from '@/contracts/envelope';
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
import { detailErrors, writeErrors } from '../../../lib/route-errors';
import * as service from './service';

export const documentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/giay-to',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Giấy tờ xe và tài xế, hết hạn sớm nhất trước',
        querystring: documentListQuery,
        response: { 200: documentPageResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.listDocuments(db, req.query) }),
  );

  app.get(
    '/api/giay-to/:id',
    { schema: { tags: ['fleet'], params: idParams, response: { 200: documentResponse, ...detailErrors } } },
    async (req) => ({ data: await service.getDocument(db, req.params.id) }),
  );

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

  app.post(
    '/api/giay-to',
    { schema: { tags: ['fleet'], body: documentRequest, response: { 201: documentResponse, ...writeErrors } } },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 201,
        body: { data: await service.createDocument(tx, req.body), message: DOCUMENT_MESSAGES.created },
      })),
  );

  app.put(
    '/api/giay-to/:id',
    {
      schema: {
        tags: ['fleet'],
        params: idParams,
        body: documentRequest,
        response: { 200: documentResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 200,
        body: { data: await service.updateDocument(tx, req.params.id, req.body), message: DOCUMENT_MESSAGES.updated },
      })),
  );

  app.delete(
    '/api/giay-to/:id',
    { schema: { tags: ['fleet'], params: idParams, response: { 200: messageOnly, ...writeErrors } } },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => {
        await service.deleteDocument(tx, req.params.id);
        return { status: 200, body: { data: null, message: DOCUMENT_MESSAGES.deleted } };
      }),
  );
};
