import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { crudRoutes } from '../../../lib/crud-routes';
import { readErrors } from '../../../lib/route-errors';
import * as service from './service';

/** The checklist item catalogue: /api/dm-checklist-items (spec 003 §7). */
export const checklistItemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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

  crudRoutes(app, db, {
    base: '/api/dm-checklist-items',
    tags: ['fleet'],
    params: idParam,
    request: checklistItemRequest,
    one: checklistItemResponse,
    list: {
      summary: 'Danh mục hạng mục checklist (theo thứ tự; không có thứ tự = 999)',
      query: checklistItemListQuery,
      page: checklistItemPageResponse,
      run: service.listItems,
    },
    get: { summary: 'Chi tiết hạng mục checklist', run: service.getItem },
    create: { summary: 'Thêm hạng mục checklist', message: CHECKLIST_ITEM_MESSAGES.created, run: service.createItem },
    update: { summary: 'Sửa hạng mục checklist', message: CHECKLIST_ITEM_MESSAGES.updated, run: service.updateItem },
    remove: {
      summary: 'Xóa hạng mục checklist (đã dùng trong checklist thì chuyển sang ngừng sử dụng)',
      // The service says which it did: deleted, or retired because checklists used it.
      answer: async (tx, id) => ({ data: null, message: await service.deleteItem(tx, id) }),
    },
  });
};
