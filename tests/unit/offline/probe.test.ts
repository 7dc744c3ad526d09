import { describe, expect, it } from 'vitest';
import { PROBE_INTERVAL_MS, PROBE_PATH, probeDelay, serverReachable } from '@/offline/triggers';

describe('reachability probe', () => {
  it('runs every 15 s with ±20 % jitter, so a depot of phones does not probe in step', () => {
    expect(PROBE_INTERVAL_MS).toBe(15_000);
    expect(probeDelay(() => 0)).toBe(12_000);
    expect(probeDelay(() => 0.5)).toBe(15_000);
    expect(probeDelay(() => 0.999_999)).toBe(18_000);
  });

  it('any answer means data gets through (even an error status); no answer means it does not', async () => {
    const seen: { url: string; method: string | undefined }[] = [];
    const answering = (status: number) =>
      (async (url: RequestInfo | URL, init?: RequestInit) => {
        seen.push({ url: String(url), method: init?.method });
        return new Response(null, { status });
      }) as typeof fetch;
    expect(await serverReachable(answering(200))).toBe(true);
    expect(await serverReachable(answering(503))).toBe(true);
    expect(seen[0]).toEqual({ url: PROBE_PATH, method: 'HEAD' });
    const silent = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await serverReachable(silent)).toBe(false);
  });
});
