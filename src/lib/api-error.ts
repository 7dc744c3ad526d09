import { ApiClientError, ClientErrorCode, GENERIC_ERROR_MESSAGE } from './client-error';

export {
  ApiClientError,
  type ApiClientErrorInit,
  BAD_RESPONSE_MESSAGE,
  badResponseError,
  ClientErrorCode,
  errorMessage,
  GENERIC_ERROR_MESSAGE,
  isApiClientError,
  NETWORK_ERROR_MESSAGE,
  networkError,
} from './client-error';

/**
 * Builds the error from a non-2xx status and its (already parsed) body, if any. The error shape's
 * schema loads with the first error answer, not with the API client: a start whose calls all fail
 * for want of a network (an offline reopen) loads no zod.
 */
export async function errorFromBody(status: number, body: unknown): Promise<ApiClientError> {
  const contracts = await import('@/contracts/envelope').catch(() => undefined);
  const parsed = contracts?.apiError.safeParse(body);
  if (parsed?.success) {
    const { message, code, fieldErrors, requestId } = parsed.data;
    return new ApiClientError({ status, code, message, fieldErrors, requestId });
  }
  return new ApiClientError({ status, code: ClientErrorCode.HTTP, message: GENERIC_ERROR_MESSAGE });
}

/** Reads a failed Response's body (JSON or not) into an ApiClientError. */
export async function errorFromResponse(response: Response): Promise<ApiClientError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return errorFromBody(response.status, body);
}
