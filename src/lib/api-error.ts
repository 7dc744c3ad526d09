import { z } from 'zod';
import { apiError } from '@/contracts/envelope';
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

/** Builds the error from a non-2xx status and its (already parsed) body, if any. */
export function errorFromBody(status: number, body: unknown): ApiClientError {
  const parsed = apiError.safeParse(body);
  if (parsed.success) {
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

export const isZodError = (error: unknown): error is z.ZodError => error instanceof z.ZodError;
