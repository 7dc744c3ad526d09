import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type ApiError, ErrorCode } from '@/contracts/envelope';
import { HttpError } from '../http-error';

export const BAD_JSON_MESSAGE = 'Dữ liệu gửi lên không phải JSON hợp lệ.';
export const VALIDATION_MESSAGE = 'Dữ liệu không hợp lệ.';
export const API_NOT_FOUND_MESSAGE = 'Không tìm thấy đường dẫn API.';
export const INTERNAL_MESSAGE = 'Đã có lỗi xảy ra ở máy chủ. Vui lòng thử lại sau.';
export const BAD_URL_MESSAGE = 'Đường dẫn không hợp lệ.';
export const DATA_REFUSED_MESSAGE = 'Dữ liệu gửi lên không hợp lệ (vượt giới hạn hoặc sai định dạng).';

/**
 * PostgreSQL's class 22 "data exception" (a number out of range, a NUL byte, text too long for
 * its column…): the input was bad, not the server. The contracts should have refused it first;
 * this keeps a gap from becoming a 500.
 */
function isDataException(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}

/**
 * One error shape for every failure: `{ message, code, requestId?, fieldErrors? }`.
 * Unexpected errors are logged with their stack and answered with the request id only.
 */
export const errorsPlugin = fp(async (app: FastifyInstance, opts: { onWriteFailure?: () => void }) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const send = (status: number, body: ApiError) => reply.status(status).send(body);

    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return send(err.statusCode, { message: err.message, code: err.code, fieldErrors: err.fieldErrors });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string> = {};
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldErrors[field] ??= v.message ?? VALIDATION_MESSAGE;
      }
      const first = err.validation[0]?.message;
      return send(400, { message: first || VALIDATION_MESSAGE, code: ErrorCode.VALIDATION, fieldErrors });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err instanceof SyntaxError && err.statusCode === 400)) {
      return send(400, { message: BAD_JSON_MESSAGE, code: ErrorCode.BAD_JSON });
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(400, { message: BAD_JSON_MESSAGE, code: ErrorCode.BAD_JSON });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(415, { message: 'Định dạng dữ liệu gửi lên không được hỗ trợ.', code: ErrorCode.VALIDATION });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      return send(413, { message: 'Dữ liệu gửi lên quá lớn.', code: ErrorCode.PAYLOAD_TOO_LARGE });
    }
    if (isDataException(err)) {
      req.log.warn({ err }, 'input refused by the database: a contract lacks this check');
      return send(400, { message: DATA_REFUSED_MESSAGE, code: ErrorCode.VALIDATION });
    }
    if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      return send(400, { message: BAD_URL_MESSAGE, code: ErrorCode.VALIDATION });
    }
    if (err.statusCode === 429) {
      return send(429, { message: err.message, code: ErrorCode.RATE_LIMITED });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response does not match its contract');
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Framework 4xx we did not map above: keep the status, never leak the English text.
      return send(err.statusCode, { message: VALIDATION_MESSAGE, code: ErrorCode.VALIDATION });
    } else {
      req.log.error({ err }, 'unexpected error');
    }
    // A failed write counts against /api/health (disk full, read-only files, database refusing).
    if (req.method !== 'GET' && req.method !== 'HEAD') opts.onWriteFailure?.();
    return send(500, { message: INTERNAL_MESSAGE, code: ErrorCode.INTERNAL, requestId: String(req.id) });
  });
});
