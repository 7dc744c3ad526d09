/**
 * /api/quotations (issue 16, quick quotation): which ways a photo can become product lines, and
 * the lines the vision model reads on one (multipart field `file`). MARKETING_XEM reads both.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, ErrorCode } from '@/contracts/envelope';
import { proposedQuoteLinesResponse, quoteCapabilitiesResponse } from '@/contracts/quotations';
import { QUOTE_MESSAGES as M, QUOTE_IMAGE_BYTES } from '@/contracts/quotations-vocabulary';
import { HttpError } from '../../http-error';
import { readErrors, writeErrors } from '../../lib/route-errors';
import * as service from './service';

export { quoteWebhookConfigured } from './service';

const tags = ['quotations'];

export const quotationRoutes: FastifyPluginAsyncZod<service.QuotationContext> = async (app, ctx) => {
  // Scoped to this plugin: only the photo takes a multipart body here.
  await app.register(multipart, { limits: { fileSize: QUOTE_IMAGE_BYTES, files: 1, fields: 2, parts: 3 } });

  app.get(
    '/api/quotations/capabilities',
    {
      schema: {
        tags,
        summary: 'Cách đọc sản phẩm từ ảnh đang có: mô hình AI đọc ảnh (AI_VISION=1) và/hoặc webhook ảnh báo giá',
        response: { 200: quoteCapabilitiesResponse, ...readErrors },
      },
    },
    async () => ({ data: await service.capabilities(ctx) }),
  );

  app.post(
    '/api/quotations/lines-from-image',
    {
      schema: {
        tags,
        summary: 'Đề xuất dòng sản phẩm từ ảnh (multipart, trường file; ảnh JPEG/PNG/WebP kiểm tra theo nội dung)',
        consumes: ['multipart/form-data'],
        response: {
          200: proposedQuoteLinesResponse,
          ...writeErrors,
          413: apiError,
          415: apiError,
          502: apiError,
          503: apiError,
        },
      },
    },
    async (req) => {
      const part = await req.file().catch(() => undefined);
      if (!part) throw new HttpError(400, ErrorCode.VALIDATION, M.noFile);
      const bytes = await part.toBuffer().catch(() => null);
      if (!bytes || part.file.truncated) throw new HttpError(413, ErrorCode.PAYLOAD_TOO_LARGE, M.tooLarge);
      if (bytes.length === 0) throw new HttpError(400, ErrorCode.VALIDATION, M.noFile);
      const data = await service.linesFromImage(ctx, bytes);
      return { data, message: data.lines.length ? undefined : M.noLinesFound };
    },
  );
};
