/**
 * The service worker's precache install (sw/precache.ts): only what the cache lacks is fetched, in
 * batches, at the keys Workbox serves from; revisioned files past the HTTP cache; one failed batch
 * fails the install.
 */
import { describe, expect, it } from 'vitest';

// Workbox's modules touch the worker's `self` when they load.
Object.assign(globalThis, { self: globalThis });
const { cacheMissing } = await import('../../sw/precache');

const origin = 'https://van-tai.example';
const item = (file: string, revision?: string) => ({
  url: `${origin}/${file}`,
  cacheKey: `${origin}/${file}${revision ? `?__WB_REVISION__=${revision}` : ''}`,
});

/** A Cache that holds `keys` and records each addAll call's requests. */
function fakeCache(keys: string[], failOn?: string) {
  const calls: Request[][] = [];
  return {
    calls,
    keys: async () => keys.map((key) => new Request(key)),
    addAll: async (requests: Iterable<RequestInfo>) => {
      const batch = [...requests] as Request[];
      calls.push(batch);
      if (failOn && batch.some((request) => request.url.includes(failOn))) throw new TypeError('Failed to fetch');
    },
  };
}

describe('precache install in batches', () => {
  const shell = item('index.html', 'abc');
  const page = item('tai-xe.html', 'def');
  const [first, second, ...otherChunks] = Array.from({ length: 6 }, (_, i) => item(`assets/chunk-${i}-h4sh${i}.js`));
  if (!first || !second) throw new Error('six chunks');
  const items = [shell, first, second, ...otherChunks, page];

  it('fetches only what is not cached yet, `batch` at a time, at its cache key', async () => {
    const cache = fakeCache([first.cacheKey, second.cacheKey]);
    const outcome = await cacheMissing(cache, items, 4);

    const missing = [shell, ...otherChunks, page];
    expect(cache.calls.map((batch) => batch.length)).toEqual([4, 2]);
    expect(cache.calls.flat().map((request) => request.url)).toEqual(missing.map((i) => i.cacheKey));
    expect(outcome.updatedURLs).toEqual(missing.map((i) => i.url));
    expect(outcome.notUpdatedURLs).toEqual([first.url, second.url]);
  });

  it('fetches a revisioned file past the HTTP cache, a hashed one as usual, both with credentials', async () => {
    const cache = fakeCache([]);
    await cacheMissing(cache, items);

    const requests = cache.calls.flat();
    expect(cache.calls).toHaveLength(1);
    const byUrl = new Map(requests.map((request) => [request.url, request]));
    expect(byUrl.get(shell.cacheKey)?.cache).toBe('reload');
    expect(byUrl.get(page.cacheKey)?.cache).toBe('reload');
    expect(byUrl.get(first.cacheKey)?.cache).toBe('default');
    expect(requests.every((request) => request.credentials === 'same-origin')).toBe(true);
  });

  it('does nothing when everything is cached (an update with no changed file)', async () => {
    const cache = fakeCache(items.map((i) => i.cacheKey));
    const outcome = await cacheMissing(cache, items);
    expect(cache.calls).toHaveLength(0);
    expect(outcome.updatedURLs).toEqual([]);
  });

  it('fails the install when a batch fails, and stops there', async () => {
    const cache = fakeCache([], 'chunk-1-');
    await expect(cacheMissing(cache, items, 2)).rejects.toThrow('Failed to fetch');
    // [index.html, chunk-0], then [chunk-1, chunk-2], which fails: the other four are never asked for.
    expect(cache.calls).toHaveLength(2);
  });
});
