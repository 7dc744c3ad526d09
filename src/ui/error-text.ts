import { ApiClientError, ClientErrorCode, isApiClientError } from '@/lib/client-error';

// The console screens pick the server message over the spec text this way.

/** Server message first; the spec's text when the server sent none (network, bad answer). */
export function messageOf(error: unknown, fallback: string): string {
  if (
    isApiClientError(error) &&
    error.code !== ClientErrorCode.NETWORK &&
    error.code !== ClientErrorCode.BAD_RESPONSE &&
    error.message
  ) {
    return error.message;
  }
  return fallback;
}

/**
 * An error DataTable shows as is: the server's message, else the screen's load-error text; a 403
 * passes unchanged so the table shows the no-permission state.
 */
export const listError = (error: unknown, fallback: string) => {
  if (!error) return undefined;
  if (isApiClientError(error) && error.status === 403) return error;
  return new ApiClientError({ status: 0, code: 'LIST', message: messageOf(error, fallback) });
};
