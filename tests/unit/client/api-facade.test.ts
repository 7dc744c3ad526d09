import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// The configured client (ky + the Dexie session) is what lib/api.ts loads on the first call; here
// it is a stand-in that records what it was asked and parses with the schema it was given.
const calls: { verb: string; path: string; schema: z.ZodType }[] = [];
vi.mock('@/lib/api-instance', () => {
  const verb =
    (name: string) =>
    async (path: string, schema: z.ZodType): Promise<unknown> => {
      calls.push({ verb: name, path, schema });
      return schema.parse({ data: { id: 7 } });
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

const { api, schemaFrom } = await import('@/lib/api');

const answer = z.object({ data: z.object({ id: z.number() }) });
const contracts = async () => ({ answer, other: z.string() });

describe('lib/api (the client and the schemas load on first use)', () => {
  it('passes a schema given as a loader to the client once it is loaded', async () => {
    calls.length = 0;
    await expect(api.get('xe/7', schemaFrom(contracts, 'answer'))).resolves.toEqual({ data: { id: 7 } });
    expect(calls).toEqual([{ verb: 'get', path: 'xe/7', schema: answer }]);
  });

  it('accepts a schema object as before', async () => {
    calls.length = 0;
    await api.put('xe/7', answer);
    await api.public.post('auth/login', answer);
    expect(calls.map((c) => c.verb)).toEqual(['put', 'public.post']);
    expect(calls.every((c) => c.schema === answer)).toBe(true);
  });

  it('a loaded schema still rejects an answer of the wrong shape', async () => {
    const strict = async () => ({ answer: z.object({ data: z.object({ id: z.string() }) }) });
    await expect(api.get('xe/7', schemaFrom(strict, 'answer'))).rejects.toBeInstanceOf(z.ZodError);
  });
});
