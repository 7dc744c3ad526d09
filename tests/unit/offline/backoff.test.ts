import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  backoffCeilingMs,
  backoffDelayMs,
  parseRetryAfter,
  RETRY_AFTER_MAX_MS,
} from '@/offline/backoff';
import { NOW } from './helpers';

describe('backoff', () => {
  it('doubles from 2 s and stops at 5 min', () => {
    expect(BACKOFF_BASE_MS).toBe(2_000);
    expect(BACKOFF_CAP_MS).toBe(300_000);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 50, 10_000].map(backoffCeilingMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000, 300_000, 300_000,
    ]);
    expect(backoffCeilingMs(0)).toBe(2_000);
  });

  it('full jitter: uniform in [0, ceiling)', () => {
    expect(backoffDelayMs(1, () => 0)).toBe(0);
    expect(backoffDelayMs(1, () => 0.5)).toBe(1_000);
    expect(backoffDelayMs(3, () => 0.25)).toBe(2_000);
    expect(backoffDelayMs(20, () => 0.5)).toBe(150_000);
    // random() may return values just below 1: the delay stays below the ceiling.
    expect(backoffDelayMs(4, () => 0.999_999_999)).toBe(15_999);
    expect(backoffDelayMs(4, () => 1)).toBeLessThan(16_000);
    expect(backoffDelayMs(100, () => 1)).toBeLessThan(300_000);
  });

  it('Retry-After is a floor, clamped to an hour', () => {
    expect(backoffDelayMs(1, () => 0.5, 30_000)).toBe(30_000);
    expect(backoffDelayMs(9, () => 0.5, 30_000)).toBe(150_000);
    expect(backoffDelayMs(1, () => 0, 0)).toBe(0);
    expect(backoffDelayMs(1, () => 0, 10 * 60 * 60_000)).toBe(RETRY_AFTER_MAX_MS);
  });

  it('parses Retry-After in seconds or as an HTTP date', () => {
    expect(parseRetryAfter(null, NOW)).toBeNull();
    expect(parseRetryAfter('120', NOW)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
    expect(parseRetryAfter(new Date(NOW + 45_000).toUTCString(), NOW)).toBe(45_000);
    expect(parseRetryAfter(new Date(NOW - 45_000).toUTCString(), NOW)).toBe(0);
    expect(parseRetryAfter('soon', NOW)).toBeNull();
    expect(parseRetryAfter('-5', NOW)).toBeNull();
  });
});
