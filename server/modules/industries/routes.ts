/**
 * Industries (spec 001 §7): GET /api/industries/all (the dropdowns), GET /api/industries (page,
 * size — 10 by default), POST, PUT /{id}, DELETE /{id}. Rules: MARKETING_XEM reads, THEM/SUA/XOA write.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INDUSTRY_MESSAGES,
  industryBody,
  industryIdParams,
  industryListResponse,
  industryPageResponse,
  industryQuery,
  industryResponse,
} from '@/contracts/leads';
import type { Db } from '../../db/client';
import { crudRoutes } from '../../lib/crud-routes';
import { readErrors } from '../../lib/route-errors';
import * as service from './service';

const tags = ['marketing'];

export const industryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/industries/all',
    {
      schema: {
        tags,
        summary: 'Tất cả ngành nghề (theo tên) cho các ô chọn',
        response: { 200: industryListResponse, ...readErrors },
      },
    },
    async () => ({ data: await service.allIndustries(db) }),
  );

  crudRoutes(app, db, {
    base: '/api/industries',
    tags,
    params: industryIdParams,
    request: industryBody,
    one: industryResponse,
    list: {
      summary: 'Danh sách ngành nghề (mới nhất trước, mặc định 10 mỗi trang)',
      query: industryQuery,
      page: industryPageResponse,
      run: service.listIndustries,
    },
    create: { summary: 'Thêm ngành nghề', message: INDUSTRY_MESSAGES.added, run: service.createIndustry },
    update: { summary: 'Sửa ngành nghề', message: INDUSTRY_MESSAGES.updated, run: service.updateIndustry },
    remove: {
      summary: 'Xóa ngành nghề (từ chối khi còn công ty/khách hàng mang ngành này)',
      message: INDUSTRY_MESSAGES.deleted,
      run: service.deleteIndustry,
    },
  });
};
