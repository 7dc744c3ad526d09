import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, ErrorCode } from '@/contracts/envelope';
import { isSystemFolder, MEDIA_MESSAGES } from '@/contracts/media';
import { CONTENT_SHA256_HEADER } from '@/contracts/offline-write';
import { folderListResponse, UPLOAD_FOLDERS, UPLOAD_MESSAGES, uploadFolder, uploadResponse } from '@/contracts/uploads';
import { forbidden, HttpError } from '../../http-error';
import { grantsOf } from '../../lib/access';
import { requireUser } from '../../plugins/auth';
import { LIBRARY_ADD, libraryRoutes } from './library-routes';
import { discardReceived, receiveUpload, UPLOAD_LIMITS, UploadBudget, type UploadLimits } from './receive';
import { type FilesService, type PreparedImage, sha256Hex } from './service';

export { MAX_FILES_PER_UPLOAD, TOO_MANY_FILES_MESSAGE } from './receive';

const errors = {
  400: apiError,
  401: apiError,
  404: apiError,
  409: apiError,
  413: apiError,
  415: apiError,
  422: apiError,
  429: apiError,
};

/** `X-Content-SHA256`: the hex digest of the file, or one per file separated by commas. */
function assertChecksums(req: FastifyRequest, images: PreparedImage[]) {
  const raw = req.headers[CONTENT_SHA256_HEADER];
  const header = Array.isArray(raw) ? raw.join(',') : raw;
  if (header === undefined) return;
  const expected = header.split(',').map((h) => h.trim().toLowerCase());
  if (expected.length !== images.length || expected.some((h, i) => h !== images[i]?.sha256)) {
    throw new HttpError(422, ErrorCode.VALIDATION, UPLOAD_MESSAGES.checksum);
  }
}

/**
 * Everyone uploads into the folders of the app's screens (a driver's receipt, an avatar); the
 * library's own folders are its content, so filling them takes THU_VIEN_ANH_THEM.
 */
async function assertMayUploadTo(db: FilesService['db'], req: FastifyRequest, folder: string) {
  if (isSystemFolder(folder)) return;
  const grants = await grantsOf(db, req);
  if (!grants.admin && !grants.codes.has(LIBRARY_ADD)) throw forbidden(MEDIA_MESSAGES.libraryUploadForbidden);
}

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService; uploadLimits?: Partial<UploadLimits> }> = async (
  app,
  { files, uploadLimits },
) => {
  const budget = new UploadBudget({ ...UPLOAD_LIMITS, ...uploadLimits });
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart);
  await app.register(libraryRoutes, { files });

  app.post(
    '/api/images/upload',
    {
      schema: {
        tags: ['files'],
        summary: 'Tải ảnh lên (multipart: files, folderName)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponse, ...errors },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const upload = await receiveUpload(req, user.id, files.uploadsDir, budget);
      // Whatever happens below, no temporary file outlives the request (moved ones are gone already).
      reply.raw.once('close', () => void discardReceived(upload.files));
      const folder = uploadFolder.safeParse(upload.folder);
      if (!folder.success) {
        throw new HttpError(400, ErrorCode.VALIDATION, folder.error.issues[0]?.message ?? UPLOAD_MESSAGES.noFile);
      }
      if (upload.files.length === 0) throw new HttpError(400, ErrorCode.VALIDATION, UPLOAD_MESSAGES.noFile);
      await assertMayUploadTo(files.db, req, folder.data);
      const images: PreparedImage[] = [];
      // One photo in memory at a time (≤ 10 MB), whatever the request holds.
      for (const f of upload.files) images.push(await files.prepareReceived(f, folder.data));
      assertChecksums(req, images);

      // The multipart stream is not hashable as a request body: the key's fingerprint is the
      // folder and the files' hashes, so a retried photo upload is recognised as the same one.
      const fingerprint = sha256Hex(`${folder.data}\n${images.map((i) => i.sha256).join('\n')}`);
      const written: string[] = [];
      try {
        return await app.writes.run(
          req,
          reply,
          async (tx) => ({
            status: 201,
            body: { data: await files.save(tx, user.id, folder.data, images, written) },
          }),
          { fingerprint },
        );
      } catch (err) {
        await files.discard(written);
        throw err;
      }
    },
  );

  app.get(
    '/api/images/folders',
    {
      schema: {
        tags: ['files'],
        summary: 'Danh sách thư mục ảnh',
        response: { 200: folderListResponse, 401: apiError },
      },
    },
    async () => ({ data: [...UPLOAD_FOLDERS] }),
  );

  app.get(
    '/api/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'Tải tệp đã lưu (cần đăng nhập)',
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, UPLOAD_MESSAGES.notFound) }),
        // The bytes are streamed as they are; the schema only documents the errors.
        response: {
          200: z.any().describe('Nội dung tệp (ảnh JPEG/PNG/WebP; video MP4/MOV/WebM và PDF của thư viện)'),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const file = await files.open(req.params.id);
      // A PDF of the library is handed over as a download, never rendered on our origin.
      if (!/^(image|video)\//.test(file.mime)) reply.header('content-disposition', 'attachment');
      return (
        reply
          .type(file.mime)
          .header('content-length', file.size)
          // The id never points at other bytes, and only signed-in users may fetch it.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(file.body)
      );
    },
  );
};
