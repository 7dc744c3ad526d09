/** GET /api/articles/wp/preflight and POST /api/articles/{id}/push (spec 001 §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushArticleBody } from '@/contracts/articles';
import { ARTICLE_MESSAGES } from '@/contracts/articles-vocabulary';
import { apiError } from '@/contracts/envelope';
import { preflightQuery, preflightResponse, pushArticleResponse } from '@/contracts/wp-sites';
import { grantsOf } from '../../lib/access';
import { readErrors, writeErrors } from '../../lib/route-errors';
import { requireUser } from '../../plugins/auth';
import { clientOf, type WpContext } from '../wp-sites/service';
import { pushArticle } from './service';

const tags = ['articles'];

export const articlePushRoutes: FastifyPluginAsyncZod<WpContext> = async (app, ctx) => {
  app.get(
    '/api/articles/wp/preflight',
    {
      schema: {
        tags,
        summary: 'Kiểm tra kết nối website (users/me, types/post)',
        querystring: preflightQuery,
        response: { 200: preflightResponse, ...readErrors, 404: apiError, 422: apiError },
      },
    },
    async (req) => {
      const { client } = await clientOf(ctx, req.query.siteId);
      return { data: await client.preflight() };
    },
  );

  app.post(
    '/api/articles/:id/push',
    {
      schema: {
        tags,
        summary: 'Đăng bài đã Finalize lên website (ảnh đại diện, danh mục, CTA, meta SEO)',
        params: z.object({ id: z.coerce.number().int().positive(ARTICLE_MESSAGES.articleNotFound) }),
        body: pushArticleBody,
        response: { 200: pushArticleResponse, ...writeErrors, 502: apiError },
      },
    },
    async (req) => {
      const grants = await grantsOf(ctx.db, req);
      const result = await pushArticle(ctx, req.params.id, req.body, {
        id: requireUser(req).id,
        mayAdminArticles: grants.admin || grants.codes.has('BAI_VIET_DUYET'),
      });
      return { data: result, message: ARTICLE_MESSAGES.pushed };
    },
  );
};
