import { afterEach, describe, expect, it, vi } from 'vitest';
import { shouldRetryQuery } from '@/app/query-client';
import { ApiClientError, networkError } from '@/lib/api-error';

const httpError = (status: number) => new ApiClientError({ status, code: 'X', message: 'Lỗi' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shouldRetryQuery', () => {
  it('does not retry 4xx answers except 408 and 429 once', () => {
    expect(shouldRetryQuery(0, httpError(400))).toBe(false);
    expect(shouldRetryQuery(0, httpError(401))).toBe(false);
    expect(shouldRetryQuery(0, httpError(404))).toBe(false);
    expect(shouldRetryQuery(0, httpError(429))).toBe(true);
    expect(shouldRetryQuery(1, httpError(429))).toBe(false);
  });

  it('retries 5xx and network failures twice while online', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(shouldRetryQuery(0, httpError(503))).toBe(true);
    expect(shouldRetryQuery(1, networkError())).toBe(true);
    expect(shouldRetryQuery(2, networkError())).toBe(false);
  });

  it('gives up at once on network failures while the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(shouldRetryQuery(0, networkError())).toBe(false);
    expect(shouldRetryQuery(0, httpError(503))).toBe(true);
  });
});
