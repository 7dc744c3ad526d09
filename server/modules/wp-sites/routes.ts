/** /api/wp-sites (spec 001 §7 Sites and posts): the list, categories, posts and media of a site. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ARTICLE_MESSAGES } from '@/contracts/articles-vocabulary';
import { apiError, ErrorCode, messageOnly } from '@/contracts/envelope';
import {
  createWpSiteBody,
  WP_SITE_MESSAGES as M,
  updateWpPostBody,
  updateWpSiteBody,
  wpCategoriesResponse,
  wpMediaResponse,
  wpPostPageResponse,
  wpPostParams,
  wpPostResponse,
  wpPostsQuery,
  wpPostUpdateResponse,
  wpSiteIdParams,
  wpSiteListQuery,
  wpSiteListResponse,
  wpSiteParams,
  wpSiteResponse,
} from '@/contracts/wp-sites';
import { HttpError } from '../../http-error';
import { grantsOf } from '../../lib/access';
import { readErrors, writeErrors } from '../../lib/route-errors';
import type { WpContext } from './service';
import * as service from './service';

const siteErrors = { ...writeErrors, 502: apiError };
const tags = ['wp-sites'];
const MEDIA_BYTES = 10 * 1024 * 1024;

export const wpSiteRoutes: FastifyPluginAsyncZod<WpContext> = async (app, ctx) => {
  const { db } = ctx;
  // Scoped to this plugin: only the media upload takes a multipart body here.
  await app.register(multipart, { limits: { fileSize: MEDIA_BYTES, files: 1, fields: 2, parts: 3 } });

  app.get(
    '/api/wp-sites',
    {
      schema: {
        tags,
        summary: 'Danh sách website (mảng khi không có page/size, trang khi có)',
        querystring: wpSiteListQuery,
        response: { 200: wpSiteListResponse, ...readErrors },
      },
    },
    async (req) => {
      // §7: the screens call it with page/size (a page) and without (a plain array).
      const asked = new URL(req.url, 'http://x').searchParams;
      const paged = asked.has('page') || asked.has('size');
      return { data: await service.listSites(db, paged ? req.query : {}) };
    },
  );

  app.post(
    '/api/wp-sites',
    {
      schema: {
        tags,
        summary: 'Thêm website',
        body: createWpSiteBody,
        response: { 201: wpSiteResponse, ...writeErrors },
      },
    },
    async (req, reply) => {
      const { admin } = await grantsOf(db, req);
      reply.code(201);
      return { data: await service.createSite(ctx, req.body, admin), message: M.added };
    },
  );

  app.put(
    '/api/wp-sites/:id',
    {
      schema: {
        tags,
        summary: 'Sửa website (mật khẩu ứng dụng để trống: giữ mật khẩu cũ)',
        params: wpSiteParams,
        body: updateWpSiteBody,
        response: { 200: wpSiteResponse, ...writeErrors },
      },
    },
    async (req) => {
      const { admin } = await grantsOf(db, req);
      return { data: await service.updateSite(ctx, req.params.id, req.body, admin), message: M.updated };
    },
  );

  app.delete(
    '/api/wp-sites/:id',
    { schema: { tags, summary: 'Xóa website', params: wpSiteParams, response: { 200: messageOnly, ...writeErrors } } },
    async (req) => {
      await service.deleteSite(db, req.params.id);
      return { data: null, message: M.deleted };
    },
  );

  app.get(
    '/api/wp-sites/:siteId/categories',
    {
      schema: {
        tags,
        summary: 'Mọi danh mục của website (mọi trang)',
        params: wpSiteIdParams,
        response: { 200: wpCategoriesResponse, ...siteErrors },
      },
    },
    async (req) => ({ data: await service.categoriesOf(ctx, req.params.siteId) }),
  );

  app.get(
    '/api/wp-sites/posts/all',
    {
      schema: {
        tags,
        summary: 'Bài viết của mọi website đang hoạt động, mới nhất trước',
        querystring: wpPostsQuery,
        response: { 200: wpPostPageResponse, ...siteErrors },
      },
    },
    async (req) => {
      const { page, message } = await service.postsOfAllSites(ctx, req.query);
      return { data: page, ...(message ? { message } : {}) };
    },
  );

  app.get(
    '/api/wp-sites/:siteId/posts/all',
    {
      schema: {
        tags,
        summary: 'Bài viết của một website',
        params: wpSiteIdParams,
        querystring: wpPostsQuery,
        response: { 200: wpPostPageResponse, ...siteErrors },
      },
    },
    async (req) => ({ data: await service.postsOfSite(ctx, req.params.siteId, req.query) }),
  );

  app.get(
    '/api/wp-sites/:siteId/posts/:postId',
    {
      schema: {
        tags,
        summary: 'Một bài viết để sửa',
        params: wpPostParams,
        response: { 200: wpPostResponse, ...siteErrors },
      },
    },
    async (req) => ({ data: await service.getPost(ctx, req.params.siteId, req.params.postId) }),
  );

  app.put(
    '/api/wp-sites/:siteId/posts/:postId',
    {
      schema: {
        tags,
        summary: 'Sửa bài viết trên website (nội dung đã làm sạch; meta SEO qua Rank Math hoặc meta đã đăng ký)',
        params: wpPostParams,
        body: updateWpPostBody,
        response: { 200: wpPostUpdateResponse, ...siteErrors },
      },
    },
    async (req) => {
      const result = await service.updatePost(ctx, req.params.siteId, req.params.postId, req.body);
      return {
        data: result,
        message: result.seoMetaVia
          ? ARTICLE_MESSAGES.editSaved
          : `${ARTICLE_MESSAGES.editSaved} ${M.seoMetaUnavailable}`,
      };
    },
  );

  app.post(
    '/api/wp-sites/:siteId/media',
    {
      schema: {
        tags,
        summary: 'Tải ảnh lên website (multipart, trường file)',
        consumes: ['multipart/form-data'],
        params: wpSiteIdParams,
        response: { 201: wpMediaResponse, ...siteErrors, 413: apiError },
      },
    },
    async (req, reply) => {
      const part = await req.file().catch(() => undefined);
      if (!part) throw new HttpError(400, ErrorCode.VALIDATION, 'Chọn một ảnh để tải lên.');
      const bytes = await part.toBuffer().catch(() => null);
      if (!bytes || part.file.truncated) {
        throw new HttpError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'Ảnh tải lên tối đa 10 MB.');
      }
      const media = await service.uploadToSite(ctx, req.params.siteId, { bytes, fileName: part.filename || 'anh' });
      reply.code(201);
      return { data: media, message: ARTICLE_MESSAGES.wpUploaded };
    },
  );
};
