/**
 * Article routes (spec 001 §7 "Articles and stats"; issue 15): create, read, the saves of each
 * wizard step, the list, delete, and the dashboards' statistics. The rules (seed-rules.ts, articles
 * section) ask BAI_VIET_XEM/THEM/SUA of every writer; the service narrows a writer to their own
 * articles unless they hold BAI_VIET_DUYET (the articles admin, who alone reads the global stats).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { articleIdParams, GENERATION_QUEUE, generationKey } from '@/contracts/article-ai';
import {
  type Article,
  articlePageResponse,
  articleQuery,
  articleResponse,
  articleStatsResponse,
  authorStatsQuery,
  contentBody,
  createArticleBody,
  finalizeBody,
  globalStatsQuery,
  globalStatsResponse,
  internalLinksBody,
  ARTICLE_MESSAGES as M,
  myStatsQuery,
  outlineBody,
  recentByAuthorQuery,
  recentQuery,
  recentResponse,
  ARTICLE_SAVE_MESSAGES as S,
  semanticKeywordsBody,
  titleDescriptionBody,
  updateArticleBody,
} from '@/contracts/articles';
import { messageOnly } from '@/contracts/envelope';
import type { Db } from '../../db/client';
import { loadAiConfig } from '../../integrations/ai-provider';
import { actorOf } from '../../lib/access';
import type { Jobs } from '../../lib/jobs';
import { detailErrors, readErrors, writeErrors } from '../../lib/route-errors';
import type { SecretBox } from '../../lib/secrets';
import { requireUser } from '../../plugins/auth';
import { isArticlesAdmin } from '../ai-settings/routes';
import type { GenerationPayload } from '../article-ai/service';
import { generationOf } from './repo';
import * as service from './service';
import * as stats from './stats';

const tags = ['articles'];

export type ArticleRoutesOptions = {
  db: Db;
  /** Step 1 queues the sub-keywords generation in the creating transaction (server/modules/article-ai). */
  jobs: Pick<Jobs, 'send'>;
  box: SecretBox;
};

/** The caller as a writer: BAI_VIET_DUYET (or an administrator) reaches every article. */
export async function writerOf(db: Db, req: FastifyRequest): Promise<service.Writer> {
  return { id: requireUser(req).id, seesAll: await isArticlesAdmin(db, req) };
}

export const articleRoutes: FastifyPluginAsyncZod<ArticleRoutesOptions> = async (app, { db, jobs, box }) => {
  type Save<B> = (tx: Db, writer: service.Writer, id: number, body: B) => Promise<Article>;
  /** One PUT of a wizard step: its body contract, the service's save and the answer's message. */
  const stepSave = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    run: Save<z.output<B>>,
    message: string,
  ) =>
    app.put(
      `/api/articles/:id${path}`,
      { schema: { tags, summary, params: articleIdParams, body, response: { 200: articleResponse, ...writeErrors } } },
      async (req, reply) => {
        const writer = await writerOf(db, req);
        return app.writes.run(req, reply, async (tx) => ({
          status: 200,
          // The validator has checked the body against `body`; the generic hides it from the type provider.
          body: { data: await run(tx, writer, req.params.id, req.body as z.output<B>), message },
        }));
      },
    );

  app.post(
    '/api/articles',
    {
      schema: {
        tags,
        summary: 'Bước 1: tạo bài (INIT); sinh SubKeywords khi đã cấu hình mô hình AI',
        body: createArticleBody,
        response: { 201: articleResponse, ...writeErrors },
      },
    },
    async (req, reply) => {
      const writer = await writerOf(db, req);
      // Read before the transaction (PGlite has one connection): with no model, create only.
      const generate = (await loadAiConfig(db, box)) !== null;
      return app.writes.run(
        req,
        reply,
        async (tx): Promise<{ status: number; body: { data: Article; message: string } }> => {
          const created = await service.createArticle(tx, writer, req.body);
          if (!generate) return { status: 201, body: { data: created, message: S.created } };
          // In the same transaction: the job exists only if the article does.
          const payload: GenerationPayload = { articleId: created.id, kind: 'sub-keywords' };
          await jobs.send(GENERATION_QUEUE, payload, { singletonKey: generationKey(created.id), db: tx });
          const generation = await generationOf(tx, created.id);
          return { status: 201, body: { data: { ...created, generation }, message: M.created } };
        },
      );
    },
  );

  app.get(
    '/api/articles/query',
    {
      schema: {
        tags,
        summary: 'Danh sách bài viết (keyword theo tiêu đề/từ khóa chính/slug, step, siteId), mới sửa trước',
        querystring: articleQuery,
        response: { 200: articlePageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.queryArticles(db, await writerOf(db, req), req.query) }),
  );

  app.get(
    '/api/articles/:id',
    {
      schema: {
        tags,
        summary: 'Một bài viết (kèm trạng thái lần sinh AI gần nhất)',
        params: articleIdParams,
        response: { 200: articleResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.getArticle(db, await writerOf(db, req), req.params.id) }),
  );

  app.put(
    '/api/articles/:id',
    {
      schema: {
        tags,
        summary: 'Lưu ngôn ngữ/schema/từ khóa chính, SubKeywords đã chọn (→ SUB_KEYWORDS) hoặc CTA',
        params: articleIdParams,
        body: updateArticleBody,
        response: { 200: articleResponse, ...writeErrors },
      },
    },
    async (req, reply) => {
      const writer = await writerOf(db, req);
      return app.writes.run(req, reply, async (tx) => ({
        status: 200,
        body: {
          data: await service.updateArticle(tx, writer, req.params.id, req.body),
          message: req.body.subKeywords ? M.subKeywordsSaved : S.saved,
        },
      }));
    },
  );

  stepSave('/outline', 'Lưu dàn ý (→ OUTLINE)', outlineBody, service.saveOutline, S.outlineSaved);
  stepSave(
    '/title-description',
    'Lưu tiêu đề và mô tả (→ TITLE_DESCRIPTION)',
    titleDescriptionBody,
    service.saveTitleDescription,
    S.titleDescriptionSaved,
  );
  stepSave(
    '/semantic-keywords',
    'Lưu semantic keywords (→ SEMANTIC_KEYWORDS)',
    semanticKeywordsBody,
    service.saveSemanticKeywords,
    S.semanticSaved,
  );
  stepSave(
    '/internal-links',
    'Lưu internal link đã chọn',
    internalLinksBody,
    service.saveInternalLinks,
    S.internalLinksSaved,
  );
  stepSave(
    '/content',
    'Lưu nội dung (HTML đã lọc) và slug (→ CONTENT)',
    contentBody,
    service.saveContent,
    S.contentSaved,
  );
  stepSave(
    '/finalize',
    'Finalize: nội dung, ảnh đại diện, focus keywords (→ FINALIZED)',
    finalizeBody,
    service.finalizeArticle,
    M.finalized,
  );

  app.delete(
    '/api/articles/:id',
    {
      schema: {
        tags,
        summary: 'Xóa bài viết (tác giả, hoặc BAI_VIET_DUYET)',
        params: articleIdParams,
        response: { 200: messageOnly, ...writeErrors },
      },
    },
    async (req, reply) => {
      const writer = await writerOf(db, req);
      return app.writes.run(req, reply, async (tx) => {
        await service.deleteArticle(tx, writer, req.params.id);
        return { status: 200, body: { data: null, message: S.deleted } };
      });
    },
  );

  // ── the dashboards (§7): global, per author and recent need BAI_VIET_DUYET (their rules) ──────
  app.get(
    '/api/articles/stats/global',
    {
      schema: {
        tags,
        summary: 'Thống kê toàn bộ: bài tạo trong days ngày (giờ Việt Nam), theo bước, ngày, site; top tác giả',
        querystring: globalStatsQuery,
        response: { 200: globalStatsResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await stats.globalStats(db, req.query) }),
  );
  app.get(
    '/api/articles/stats/author',
    {
      schema: {
        tags,
        summary: 'Thống kê của một người dùng (bộ lọc của dashboard quản trị)',
        querystring: authorStatsQuery,
        response: { 200: articleStatsResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await stats.authorStats(db, req.query.authorId, req.query.days) }),
  );
  app.get(
    '/api/articles/stats/recent',
    {
      schema: {
        tags,
        summary: 'Bài viết sửa gần nhất (mọi tác giả)',
        querystring: recentQuery,
        response: { 200: recentResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await stats.recent(db, req.query.limit) }),
  );
  app.get(
    '/api/articles/stats/recent/by-author',
    {
      schema: {
        tags,
        summary: 'Bài viết sửa gần nhất của một người dùng',
        querystring: recentByAuthorQuery,
        response: { 200: recentResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await stats.recent(db, req.query.limit, req.query.authorId) }),
  );
  app.get(
    '/api/articles/stats/my',
    {
      schema: {
        tags,
        summary: 'Thống kê bài viết của chính người gọi',
        querystring: myStatsQuery,
        response: { 200: articleStatsResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await stats.authorStats(db, (await actorOf(db, req)).id, req.query.days) }),
  );
  app.get(
    '/api/articles/stats/recent/my',
    {
      schema: {
        tags,
        summary: 'Bài viết sửa gần nhất của chính người gọi (bảng đang viết và đã đăng)',
        querystring: recentQuery,
        response: { 200: recentResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await stats.recent(db, req.query.limit, (await actorOf(db, req)).id) }),
  );
};
