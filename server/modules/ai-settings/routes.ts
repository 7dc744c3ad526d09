/**
 * /api/ai-settings: every writer reads whether a model is configured (BAI_VIET_XEM); the articles
 * admin (BAI_VIET_DUYET) sees the address and model, changes them and tests the connection.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AI_SETTINGS_MESSAGES,
  aiSettingsResponse,
  aiTestResponse,
  testAiSettingsBody,
  updateAiSettingsBody,
} from '@/contracts/ai-settings';
import type { Db } from '../../db/client';
import { grantsOf } from '../../lib/access';
import { readErrors, writeErrors } from '../../lib/route-errors';
import type { SecretBox } from '../../lib/secrets';
import * as service from './service';

export const ARTICLES_ADMIN = 'BAI_VIET_DUYET';

/** The caller is the articles admin (or an administrator). */
export async function isArticlesAdmin(db: Db, req: FastifyRequest): Promise<boolean> {
  const grants = await grantsOf(db, req);
  return grants.admin || grants.codes.has(ARTICLES_ADMIN);
}

const tags = ['articles'];

export const aiSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; box: SecretBox }> = async (app, { db, box }) => {
  app.get(
    '/api/ai-settings',
    {
      schema: {
        tags,
        summary: 'Cài đặt mô hình AI (configured cho mọi người viết; địa chỉ và mô hình cho BAI_VIET_DUYET)',
        response: { 200: aiSettingsResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.readSettings(db, box, await isArticlesAdmin(db, req)) }),
  );

  app.put(
    '/api/ai-settings',
    {
      schema: {
        tags,
        summary: 'Lưu cài đặt mô hình AI (khóa API chỉ ghi; để trống giữ khóa cũ)',
        body: updateAiSettingsBody,
        response: { 200: aiSettingsResponse, ...writeErrors },
      },
    },
    async (req) => ({ data: await service.updateSettings(db, box, req.body), message: AI_SETTINGS_MESSAGES.saved }),
  );

  app.delete(
    '/api/ai-settings',
    {
      schema: {
        tags,
        summary: 'Xóa cài đặt AI đã lưu (dùng lại AI_BASE_URL, AI_MODEL, AI_API_KEY của môi trường)',
        response: { 200: aiSettingsResponse, ...writeErrors },
      },
    },
    async () => ({ data: await service.resetSettings(db, box), message: AI_SETTINGS_MESSAGES.reset }),
  );

  app.post(
    '/api/ai-settings/test',
    {
      schema: {
        tags,
        summary: 'Kiểm tra kết nối tới mô hình AI (giá trị trên form, hoặc cài đặt đang dùng)',
        body: testAiSettingsBody,
        response: { 200: aiTestResponse, ...writeErrors },
      },
    },
    async (req) => ({ data: await service.testSettings(db, box, req.body) }),
  );
};
