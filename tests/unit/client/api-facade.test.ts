import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// The configured client (ky + the Dexie session) is what lib/api.ts loads on the first call; here
// it is a stand-in that records what it was handed. Loading and applying the schema once the answer
// is in is the real client's job (tests/unit/client/api-client.test.ts).
const calls: { verb: string; path: string; schema: unknown }[] = [];
vi.mock('@/lib/api-instance', () => {
  const verb =
    (name: string) =>
    async (path: string, schema: unknown): Promise<unknown> => {
      calls.push({ verb: name, path, schema });
      return { data: { id: 7 } };
    };
  return {
    apiClient: {
      get: verb('get'),
      post: verb('post'),
      put: verb('put'),
      delete: verb('delete'),
      public: { get: verb('public.get'), post: verb('public.post') },
    },
  };
});

const { api, loadSchema, schemaFrom } = await import('@/lib/api');

const answer = z.object({ data: z.object({ id: z.number() }) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lib/api (the client and the schemas load on first use)', () => {
  it('hands the client the loader and starts loading the schema beside the request', async () => {
    calls.length = 0;
    const contracts = vi.fn(async () => ({ answer, other: z.string() }));
    const loader = schemaFrom(contracts, 'answer');
    vi.stubGlobal('navigator', { onLine: true });

    await expect(api.get('xe/7', loader)).resolves.toEqual({ data: { id: 7 } });

    expect(calls).toEqual([{ verb: 'get', path: 'xe/7', schema: loader }]);
    expect(contracts).toHaveBeenCalledTimes(1);
    await expect(loadSchema(loader)).resolves.toBe(answer);
  });

  it('does not load the schema while the browser is offline (the call fails without an answer)', async () => {
    calls.length = 0;
    const contracts = vi.fn(async () => ({ answer }));
    vi.stubGlobal('navigator', { onLine: false });

    await api.get('xe/7', schemaFrom(contracts, 'answer'));

    expect(calls).toHaveLength(1);
    expect(contracts).not.toHaveBeenCalled();
  });

  it('accepts a schema object as before', async () => {
    calls.length = 0;
    await api.put('xe/7', answer);
    await api.public.post('auth/login', answer);
    expect(calls.map((c) => c.verb)).toEqual(['put', 'public.post']);
    expect(calls.every((c) => c.schema === answer)).toBe(true);
  });
});
