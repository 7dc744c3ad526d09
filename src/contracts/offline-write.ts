/**
 * Headers every write from the offline outbox carries. The key makes the write exactly-once;
 * the device time (corrected by the clock offset the phone measured against the server) is when
 * the work happened, however late it arrives.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
export const OCCURRED_AT_HEADER = 'x-occurred-at';
export const CLOCK_OFFSET_HEADER = 'x-clock-offset-ms';
/** Uploads: hex SHA-256 of the file bytes, checked by the server. */
export const CONTENT_SHA256_HEADER = 'x-content-sha256';

/** Keys are client ULIDs (26 chars) or UUIDs; anything else is refused. */
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9A-Za-z_-]{16,64}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key không hợp lệ.',
  mismatch: 'Idempotency-Key này đã được dùng cho một yêu cầu khác.',
  inFlight: 'Yêu cầu với Idempotency-Key này đang được xử lý. Vui lòng thử lại sau.',
} as const;

/** How far back a queued report may be dated: the outbox keeps items at most this long. */
export const MAX_BACKDATE_MS = 30 * 24 * 60 * 60 * 1000;
/** A device clock that runs ahead is trusted only this far into the server's future. */
export const MAX_FUTURE_MS = 2 * 60 * 1000;

/**
 * When the work happened, on the server's clock: device time + measured offset, never before
 * the backdating window nor after the moment the server received it (+ a small tolerance).
 */
export function effectiveOccurredAt(
  occurredAtHeader: string | undefined,
  clockOffsetHeader: string | undefined,
  receivedAt: Date,
): Date {
  const device = occurredAtHeader ? Date.parse(occurredAtHeader) : Number.NaN;
  if (!Number.isFinite(device)) return receivedAt;
  const offset = Number(clockOffsetHeader ?? 0);
  const corrected = device + (Number.isFinite(offset) ? offset : 0);
  const min = receivedAt.getTime() - MAX_BACKDATE_MS;
  const max = receivedAt.getTime() + MAX_FUTURE_MS;
  return new Date(Math.min(Math.max(corrected, min), Math.min(max, receivedAt.getTime())));
}

/** Every API answer carries the server's clock (epoch ms) so phones can measure their offset. */
export const SERVER_TIME_HEADER = 'x-server-time';
