/**
 * /api/fanpages (spec 001 §7 Fanpages): the list (page, size 10) with add/edit/delete, and a page's
 * posts through the Graph API — the feed (data.data, cursor `after`), media of our library uploaded
 * unpublished, create, edit the message, delete. Rules: MARKETING_XEM/THEM/SUA/XOA (seed-rules.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, messageOnly } from '@/contracts/envelope';
import {
  createFanpageBody,
  createFanpagePostBody,
  fanpageListQuery,
  fanpageMediaBody,
  fanpageMediaResponse,
  fanpagePageResponse,
  fanpageParams,
  fanpagePostIdResponse,
  fanpagePostParams,
  fanpagePostsQuery,
  fanpagePostsResponse,
  fanpageResponse,
  FANPAGE_MESSAGES as M,
  FANPAGE_POST_MESSAGES as PM,
  updateFanpageBody,
  updateFanpagePostBody,
} from '@/contracts/fanpages';
import { readErrors, writeErrors } from '../../lib/route-errors';
import type { FanpageContext } from './service';
import * as service from './service';

const tags = ['fanpages'];
const graphErrors = { ...writeErrors, 502: apiError };

export const fanpageRoutes: FastifyPluginAsyncZod<FanpageContext> = async (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/api/fanpages',
    {
      schema: {
        tags,
        summary: 'Danh sách Fanpage (mới nhất trước; token không bao giờ được trả về)',
        querystring: fanpageListQuery,
        response: { 200: fanpagePageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.listFanpages(db, req.query) }),
  );

  app.post(
    '/api/fanpages',
    {
      schema: {
        tags,
        summary: 'Thêm Fanpage (mã trang, tên, token — token được mã hóa)',
        body: createFanpageBody,
        response: { 201: fanpageResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 201,
        body: { data: await service.createFanpage(ctx, tx, req.body), message: M.added },
      })),
  );

  app.put(
    '/api/fanpages/:id',
    {
      schema: {
        tags,
        summary: 'Sửa Fanpage (token để trống: giữ token cũ)',
        params: fanpageParams,
        body: updateFanpageBody,
        response: { 200: fanpageResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => ({
        status: 200,
        body: { data: await service.updateFanpage(ctx, tx, req.params.id, req.body), message: M.updated },
      })),
  );

  app.delete(
    '/api/fanpages/:id',
    { schema: { tags, summary: 'Xóa Fanpage', params: fanpageParams, response: { 200: messageOnly, ...writeErrors } } },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => {
        await service.deleteFanpage(tx, req.params.id);
        return { status: 200, body: { data: null, message: M.deleted } };
      }),
  );

  app.get(
    '/api/fanpages/:id/posts',
    {
      schema: {
        tags,
        summary: 'Bài viết của Fanpage (Graph feed, mới nhất trước; `after` là con trỏ trang sau)',
        params: fanpageParams,
        querystring: fanpagePostsQuery,
        response: { 200: fanpagePostsResponse, ...graphErrors },
      },
    },
    async (req) => ({ data: await service.postsOf(ctx, req.params.id, req.query) }),
  );

  app.post(
    '/api/fanpages/:id/media',
    {
      schema: {
        tags,
        summary: 'Tải ảnh hoặc video của thư viện lên Fanpage (chưa đăng) → id của Facebook',
        params: fanpageParams,
        body: fanpageMediaBody,
        response: { 201: fanpageMediaResponse, ...graphErrors },
      },
    },
    async (req, reply) => {
      const media = await service.uploadMedia(ctx, req.params.id, req.body);
      reply.code(201);
      return { data: media, message: PM.uploaded };
    },
  );

  app.post(
    '/api/fanpages/:id/posts',
    {
      schema: {
        tags,
        summary: 'Đăng bài lên Fanpage (nội dung, đường dẫn, ảnh đã tải lên hoặc một video)',
        params: fanpageParams,
        body: createFanpagePostBody,
        response: { 201: fanpagePostIdResponse, ...graphErrors },
      },
    },
    async (req, reply) => {
      const post = await service.createPost(ctx, req.params.id, req.body);
      reply.code(201);
      return { data: post, message: PM.created };
    },
  );

  app.put(
    '/api/fanpages/:id/posts/:postId',
    {
      schema: {
        tags,
        summary: 'Sửa nội dung bài viết trên Fanpage',
        params: fanpagePostParams,
        body: updateFanpagePostBody,
        response: { 200: fanpagePostIdResponse, ...graphErrors },
      },
    },
    async (req) => ({
      data: await service.editPost(ctx, req.params.id, req.params.postId, req.body.message),
      message: PM.updated,
    }),
  );

  app.delete(
    '/api/fanpages/:id/posts/:postId',
    {
      schema: {
        tags,
        summary: 'Xóa bài viết trên Fanpage',
        params: fanpagePostParams,
        response: { 200: messageOnly, ...graphErrors },
      },
    },
    async (req) => {
      await service.deletePost(ctx, req.params.id, req.params.postId);
      return { data: null, message: PM.deleted };
    },
  );
};
