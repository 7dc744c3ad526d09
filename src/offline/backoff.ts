/**
 * When drain() tries a failed item again: exponential backoff with full jitter (base 2 s, cap
 * 5 min), or the server's Retry-After (429/503) when it gives one. Pure; `random` is injected so
 * tests are deterministic.
 */

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;
/** A Retry-After further out than this is treated as this (a misconfigured proxy must not park work for days). */
export const RETRY_AFTER_MAX_MS = 60 * 60_000;

/** The exponential ceiling after `attempts` failed attempts (1 → base, 2 → 2×base, … up to the cap). */
export function backoffCeilingMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts, 64) - 1);
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
}

/**
 * Delay before the next attempt. Full jitter: uniform in [0, ceiling). With a Retry-After the
 * server's wish is a floor (clamped to an hour).
 */
export function backoffDelayMs(attempts: number, random: () => number, retryAfterMs: number | null = null): number {
  const jittered = Math.floor(Math.min(Math.max(random(), 0), 1 - Number.EPSILON) * backoffCeilingMs(attempts));
  if (retryAfterMs === null) return jittered;
  return Math.max(Math.min(retryAfterMs, RETRY_AFTER_MAX_MS), jittered);
}

/** Retry-After as delta-seconds or an HTTP date, in ms from `now`; null when absent or invalid. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its weekday and month; anything else ('-5', '1.5') is invalid.
  if (!/[a-z]/i.test(trimmed)) return null;
  const date = Date.parse(trimmed);
  if (!Number.isFinite(date)) return null;
  return Math.max(0, date - now);
}
