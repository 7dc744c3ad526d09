import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageOnly } from '@/contracts/envelope';
import {
  CHECKLIST_ITEM_MESSAGES,
  checklistItemListQuery,
  checklistItemListResponse,
  checklistItemPageResponse,
  checklistItemRequest,
  checklistItemResponse,
} from '@/contracts/fleet-catalogues';
import { idParam } from '@/contracts/fleet-vehicles';
import type { Db } from '../../../db/client';
import { detailErrors, readErrors, writeErrors } from '../../../lib/route-errors';
import * as service from './service';

/** The checklist item catalogue: /api/dm-checklist-items (spec 003 §7). */
export const checklistItemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/dm-checklist-items',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Danh mục hạng mục checklist (theo thứ tự; không có thứ tự = 999)',
        querystring: checklistItemListQuery,
        response: { 200: checklistItemPageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.listItems(db, req.query) }),
  );

  app.get(
    '/api/dm-checklist-items/all-active',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Mọi hạng mục checklist đang sử dụng (để chọn vào gói của loại xe)',
        response: { 200: checklistItemListResponse, ...readErrors },
      },
    },
    async () => ({ data: await service.activeItems(db) }),
  );

  app.get(
    '/api/dm-checklist-items/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Chi tiết hạng mục checklist',
        params: idParam,
        response: { 200: checklistItemResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.getItem(db, req.params.id) }),
  );

  app.post(
    '/api/dm-checklist-items',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Thêm hạng mục checklist',
        body: checklistItemRequest,
        response: { 201: checklistItemResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 201,
        body: { data: await service.createItem(tx, req.body), message: CHECKLIST_ITEM_MESSAGES.created },
      })),
  );

  app.put(
    '/api/dm-checklist-items/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Sửa hạng mục checklist',
        params: idParam,
        body: checklistItemRequest,
        response: { 200: checklistItemResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 200,
        body: { data: await service.updateItem(tx, req.params.id, req.body), message: CHECKLIST_ITEM_MESSAGES.updated },
      })),
  );

  app.delete(
    '/api/dm-checklist-items/:id',
    {
      schema: {
        tags: ['fleet'],
        summary: 'Xóa hạng mục checklist (đã dùng trong checklist thì chuyển sang ngừng sử dụng)',
        params: idParam,
        response: { 200: messageOnly, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 200,
        body: { data: null, message: await service.deleteItem(tx, req.params.id) },
      })),
  );
};
