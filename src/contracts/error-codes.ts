/**
 * The API's error codes, without zod, for the API client (it loads on a start's first call, and an
 * offline start must not bring zod with it). contracts/envelope.ts re-exports them.
 */

/** Stable machine-readable error codes shared by server and client. */
export const ErrorCode = {
  VALIDATION: 'VALIDATION_ERROR',
  BAD_JSON: 'BAD_JSON',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  BAD_CREDENTIALS: 'BAD_CREDENTIALS',
  REFRESH_INVALID: 'REFRESH_INVALID',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  INTERNAL: 'INTERNAL',
  /** Refused until the user confirms a deliberate choice (e.g. a second vehicle for a driver). */
  CONFIRM_REQUIRED: 'CONFIRM_REQUIRED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
