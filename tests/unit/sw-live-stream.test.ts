/**
 * The live board stream must never be answered from a service worker cache (issue 14): the worker's
 * only runtime cache is for uploaded images, and its navigation fallback leaves /api alone.
 */
import { describe, expect, it } from 'vitest';

// Workbox's logger touches the worker's `self` when its module loads.
Object.assign(globalThis, { self: globalThis });
const { isUploadedImageUrl, NAVIGATION_DENYLIST } = await import('../../sw/caching');

const origin = 'https://van-tai.example';
const stream = new URL('/api/workspaces/12/events', origin);

describe('service worker and the live board stream', () => {
  it('does not cache the stream with the uploaded images', () => {
    expect(isUploadedImageUrl(stream, origin)).toBe(false);
    expect(isUploadedImageUrl(new URL('/api/files/abc', origin), origin)).toBe(true);
  });

  it('never answers the stream with the app shell', () => {
    expect(NAVIGATION_DENYLIST.some((re) => re.test(stream.pathname))).toBe(true);
  });
});
