import { apiError } from '@/contracts/envelope';

// The error answers the fleet routes declare, defined once so every route documents the same codes.
/** A read: bad query, not signed in, not allowed. */
export const readErrors = { 400: apiError, 401: apiError, 403: apiError };
/** A read of one record by id: plus 404. */
export const detailErrors = { ...readErrors, 404: apiError };
/** A write: plus not found, conflict and refused by a business rule. */
export const writeErrors = { ...detailErrors, 409: apiError, 422: apiError };
