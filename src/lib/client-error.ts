/**
 * The error every failed API call surfaces as, and the texts shown for it — without zod, so the
 * start-up code (query retries, loading and error states) can use them without loading the
 * contracts. lib/api-error.ts re-exports all of this next to the parsing of error bodies.
 */

export const NETWORK_ERROR_MESSAGE = 'Không thể kết nối máy chủ. Vui lòng kiểm tra mạng và thử lại.';
export const GENERIC_ERROR_MESSAGE = 'Đã có lỗi xảy ra. Vui lòng thử lại.';
export const BAD_RESPONSE_MESSAGE = 'Máy chủ trả về dữ liệu không hợp lệ. Vui lòng thử lại.';

/** Client-only codes next to the server's ErrorCode values. */
export const ClientErrorCode = {
  NETWORK: 'NETWORK_ERROR',
  BAD_RESPONSE: 'BAD_RESPONSE',
  HTTP: 'HTTP_ERROR',
} as const;

export interface ApiClientErrorInit {
  status: number;
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
  requestId?: string;
  cause?: unknown;
}

/**
 * Every failed API call surfaces as this error. `message` is the server's Vietnamese text when it
 * sent one ("server message first"); `status` is 0 when no response arrived.
 */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly requestId: string | undefined;

  constructor(init: ApiClientErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiClientError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors;
    this.requestId = init.requestId;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const isApiClientError = (error: unknown): error is ApiClientError => error instanceof ApiClientError;

export const networkError = (cause?: unknown) =>
  new ApiClientError({ status: 0, code: ClientErrorCode.NETWORK, message: NETWORK_ERROR_MESSAGE, cause });

export const badResponseError = (cause: unknown) =>
  new ApiClientError({ status: 200, code: ClientErrorCode.BAD_RESPONSE, message: BAD_RESPONSE_MESSAGE, cause });

/** The text to show for any error: the server's message first, then a generic Vietnamese one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiClientError) return error.message;
  return GENERIC_ERROR_MESSAGE;
}

/** A refusal that trying again will not change: the answer is the no-permission state, not an error. */
export const isForbidden = (error: unknown) => isApiClientError(error) && error.status === 403;
