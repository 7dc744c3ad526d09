import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createFolderQuery,
  fileParam,
  folderCreatedResponse,
  folderParam,
  MEDIA_MESSAGES,
  mediaDeletedResponse,
  mediaFolderListResponse,
  mediaListQuery,
  mediaPageResponse,
} from '@/contracts/media';
import type { PermissionCode } from '@/contracts/permissions';
import type { Db } from '../../db/client';
import { grantsOf } from '../../lib/access';
import { detailErrors, readErrors, writeErrors } from '../../lib/route-errors';
import * as library from './library';
import type { FilesService } from './service';

/** Uploading into a library folder (the upload route itself is everyone's: drivers send photos). */
export const LIBRARY_ADD: PermissionCode = 'THU_VIEN_ANH_THEM';

const tags = ['files'];

/**
 * The image library's routes (spec 000 §7 paths). The RBAC guard decides them by the rules of
 * server/db/seed-rules.ts: GET /api/images/** → THU_VIEN_ANH_XEM, create-folder → _THEM, the
 * two deletes → _XOA.
 */
export const libraryRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  const { db } = files;

  app.get(
    '/api/images/folders/details',
    {
      schema: {
        tags,
        summary: 'Thư mục của thư viện ảnh kèm số tệp (folder rỗng mới xóa được)',
        response: { 200: mediaFolderListResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await library.listFolders(db, await grantsOf(db, req)) }),
  );

  app.get(
    '/api/images/list/:folder',
    {
      schema: {
        tags,
        summary: 'Tệp của một folder, mới nhất trước, 12 mỗi trang; q tìm theo tên tệp',
        params: folderParam,
        querystring: mediaListQuery,
        response: { 200: mediaPageResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await library.listFiles(db, await grantsOf(db, req), req.params.folder, req.query) }),
  );

  app.post(
    '/api/images/create-folder',
    {
      schema: {
        tags,
        summary: 'Tạo folder rỗng (?folderName=)',
        querystring: createFolderQuery,
        response: { 201: folderCreatedResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => {
        const folder = await library.createFolder(tx, req.query.folderName);
        return { status: 201, body: { data: folder, message: MEDIA_MESSAGES.folderCreated(folder.name) } };
      }),
  );

  app.delete(
    '/api/images/delete-folder/:folder',
    {
      schema: {
        tags,
        summary: 'Xóa folder (chỉ khi rỗng; không xóa folder hệ thống)',
        params: folderParam,
        response: { 200: mediaDeletedResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      app.writes.run(req, reply, async (tx) => {
        await library.deleteFolder(tx, req.params.folder);
        return { status: 200, body: { data: null, message: MEDIA_MESSAGES.folderDeleted(req.params.folder) } };
      }),
  );

  app.delete(
    '/api/images/:folder/:file',
    {
      schema: {
        tags,
        summary: 'Xóa một tệp của folder (từ chối khi còn bản ghi dùng tệp)',
        params: fileParam,
        response: { 200: mediaDeletedResponse, ...writeErrors },
      },
    },
    async (req) => {
      // Not through app.writes: the bytes may only go once the row's deletion has committed, and
      // before the answer leaves (the library's screen is online-only, so no replay is needed).
      const key = await db.transaction((tx) =>
        library.deleteFile(tx as unknown as Db, req.params.folder, req.params.file),
      );
      await files.store.remove(key);
      return { data: null, message: MEDIA_MESSAGES.fileDeleted };
    },
  );
};
