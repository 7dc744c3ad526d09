import { ErrorCode } from '@/contracts/envelope';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';

/** An error the client may see: status, stable code and a Vietnamese message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Không tìm thấy dữ liệu.') => new HttpError(404, ErrorCode.NOT_FOUND, message);
export const unauthorized = (message: string, code: string = ErrorCode.UNAUTHENTICATED) =>
  new HttpError(401, code, message);
export const forbidden = (message = FORBIDDEN_MESSAGE) => new HttpError(403, ErrorCode.FORBIDDEN, message);
export const conflict = (message: string) => new HttpError(409, ErrorCode.CONFLICT, message);
/** Well-formed but refused by a rule (odometer below the recorded one, checklist incomplete…). */
export const unprocessable = (message: string) => new HttpError(422, ErrorCode.VALIDATION, message);
/**
 * Not allowed in the record's current state (receive twice, check out when not in). 422, not 409:
 * the outbox retries 409 (a key still in flight) but must show a state refusal to the user, and
 * the idempotency store keeps a 422 as the key's answer.
 */
export const stateConflict = (message: string) => new HttpError(422, ErrorCode.CONFLICT, message);
/** Refused until the user confirms a deliberate choice; the client asks, then sends the confirmation flag. */
export const confirmRequired = (message: string) => new HttpError(422, ErrorCode.CONFIRM_REQUIRED, message);
