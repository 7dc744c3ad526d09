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
    await expect(loadSchema(loader)).resolves.toBe(answer);
    // Once beside the request, once for the answer: the module system keeps one copy of a module.
    expect(contracts).toHaveBeenCalledTimes(2);
  });

  it('evaluates the envelope and then the contract module each in a task of its own (zod first)', async () => {
    vi.resetModules();
    const order: string[] = [];
    vi.doMock('@/contracts/envelope', async (importOriginal) => {
      order.push('envelope');
      return importOriginal();
    });
    const realSetTimeout = globalThis.setTimeout;
    vi.stubGlobal('setTimeout', (run: () => void, delay?: number) =>
      realSetTimeout(() => {
        order.push('task');
        run();
      }, delay),
    );
    const fresh = await import('@/lib/api');
    const contract = async () => {
      order.push('contract');
      return { answer };
    };

    await expect(fresh.loadSchema(fresh.schemaFrom(contract, 'answer'))).resolves.toBe(answer);
    expect(order).toEqual(['task', 'envelope', 'task', 'contract']);
    // Later schemas do not wait for another turn.
    await fresh.loadSchema(fresh.schemaFrom(contract, 'answer'));
    expect(order).toEqual(['task', 'envelope', 'task', 'contract', 'contract']);
    vi.doUnmock('@/contracts/envelope');
  });

  it('tries the envelope again after a failed load (offline before the precache)', async () => {
    vi.resetModules();
    let failures = 1;
    vi.doMock('@/contracts/envelope', async (importOriginal) => {
      if (failures-- > 0) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const fresh = await import('@/lib/api');
    const loader = fresh.schemaFrom(async () => ({ answer }), 'answer');

    await expect(fresh.loadSchema(loader)).rejects.toThrow();
    await expect(fresh.loadSchema(loader)).resolves.toBe(answer);
    vi.doUnmock('@/contracts/envelope');
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
