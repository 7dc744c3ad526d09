import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '@/lib/api-client';
import { ApiClientError, NETWORK_ERROR_MESSAGE } from '@/lib/api-error';
import { VanTaiDb } from '@/offline/db';
import {
  createDexieSessionStore,
  createSendRefresh,
  createSessionRefresher,
  type LockManagerLike,
  type Session,
  type SessionStore,
} from '@/offline/session';

const BASE = 'http://app.test';
const NOW = 1_750_000_000_000;

const session = (overrides: Partial<Session> = {}): Session => ({
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  username: 'taixe1',
  userId: 7,
  accessExpiresAt: NOW + 10 * 60_000,
  ...overrides,
});

function memoryStore(initial?: Session): SessionStore & { peek(): Session | undefined } {
  let current = initial;
  return {
    peek: () => current,
    read: async () => current,
    write: async (next) => {
      current = next;
    },
    clear: async () => {
      current = undefined;
    },
    replaceIf: async (expected, next) => {
      if (current?.refreshToken !== expected) return false;
      current = next ?? undefined;
      return true;
    },
  };
}

/** Serialises callbacks per name, like navigator.locks with exclusive locks. */
function fakeLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>) {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface SeenRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: string;
}

/**
 * A fake server: resources answer 200 only to `Bearer <validToken>`, 401 otherwise; the refresh
 * endpoint rotates refresh-N → refresh-(N+1) / access-(N+1), or refuses when `refreshStatus` is set.
 */
function fakeServer(options: { validToken: string; refreshStatus?: number; refreshDelayMs?: number }) {
  const seen: SeenRequest[] = [];
  const spentRefreshTokens: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = await request.text();
    seen.push({
      method: request.method,
      path: url.pathname,
      authorization: request.headers.get('Authorization'),
      body,
    });
    if (url.pathname === '/api/auth/refresh') {
      if (options.refreshDelayMs) await new Promise((resolve) => setTimeout(resolve, options.refreshDelayMs));
      const { refreshToken } = JSON.parse(body) as { refreshToken: string };
      spentRefreshTokens.push(refreshToken);
      if (options.refreshStatus) {
        return json(options.refreshStatus, {
          message: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
          code: 'REFRESH_INVALID',
        });
      }
      const n = Number(refreshToken.split('-')[1]) + 1;
      options.validToken = `access-${n}`;
      return json(200, {
        data: { accessToken: `access-${n}`, refreshToken: `refresh-${n}`, tokenType: 'Bearer', expiresIn: 900 },
      });
    }
    if (request.headers.get('Authorization') !== `Bearer ${options.validToken}`) {
      return json(401, { message: 'Bạn chưa đăng nhập hoặc phiên đăng nhập đã hết hạn.', code: 'TOKEN_EXPIRED' });
    }
    return json(200, { data: { path: url.pathname, echo: body || null } });
  });
  return {
    fetch,
    seen,
    spentRefreshTokens,
    refreshCalls: () => seen.filter((r) => r.path === '/api/auth/refresh'),
    resourceCalls: () => seen.filter((r) => r.path !== '/api/auth/refresh'),
  };
}

const echo = z.object({ data: z.object({ path: z.string(), echo: z.string().nullable() }) });

function setup(options: {
  initial?: Session;
  validToken: string;
  refreshStatus?: number;
  locks?: LockManagerLike | null;
}) {
  const server = fakeServer({ validToken: options.validToken, refreshStatus: options.refreshStatus });
  const store = memoryStore(options.initial ?? session());
  const onSessionLost = vi.fn();
  const refreshSession = createSessionRefresher({
    store,
    sendRefresh: createSendRefresh(server.fetch, BASE),
    locks: options.locks ?? null,
    now: () => NOW,
  });
  const client = createApiClient({
    store,
    refreshSession,
    onSessionLost,
    fetch: server.fetch,
    baseUrl: BASE,
    now: () => NOW,
  });
  return { server, store, onSessionLost, client };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('api client: refresh on 401', () => {
  it('refreshes exactly once for five concurrent 401s and retries all five', async () => {
    const { server, store, client, onSessionLost } = setup({ validToken: 'access-2' });

    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => client.post(`items/${i}`, echo, { json: { n: i } })));

    expect(results.map((r) => r.data.path)).toEqual([1, 2, 3, 4, 5].map((i) => `/api/items/${i}`));
    // The retried POSTs carried their original bodies.
    expect(results.map((r) => r.data.echo)).toEqual([1, 2, 3, 4, 5].map((i) => JSON.stringify({ n: i })));
    expect(server.refreshCalls()).toHaveLength(1);
    expect(server.spentRefreshTokens).toEqual(['refresh-1']);
    // 5 refused with the old token, 5 retried with the new one.
    const resources = server.resourceCalls();
    expect(resources).toHaveLength(10);
    expect(resources.filter((r) => r.authorization === 'Bearer access-1')).toHaveLength(5);
    expect(resources.filter((r) => r.authorization === 'Bearer access-2')).toHaveLength(5);
    expect(store.peek()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', username: 'taixe1' });
    expect(store.peek()?.accessExpiresAt).toBe(NOW + 900_000);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('sends the refresh call without a bearer token and with the stored refresh token', async () => {
    const { server, client } = setup({ validToken: 'access-2' });

    await client.get('me', echo);

    const [refresh] = server.refreshCalls();
    expect(refresh?.method).toBe('POST');
    expect(refresh?.authorization).toBeNull();
    expect(JSON.parse(refresh?.body ?? '{}')).toEqual({ refreshToken: 'refresh-1' });
  });

  it('never sends a spent refresh token again on later 401s', async () => {
    const { server, client } = setup({ validToken: 'access-2' });
    await client.get('a', echo);
    // The server invalidates access-2 (e.g. a key rotation): the next 401 must use refresh-2.
    server.fetch.mockClear();
    const serverState = { validToken: 'access-3' };
    const next = fakeServer(serverState);
    server.fetch.mockImplementation(next.fetch);

    await client.get('b', echo);

    expect(next.spentRefreshTokens).toEqual(['refresh-2']);
  });

  it('clears the session, reports it once and rejects all calls when the refresh is refused', async () => {
    const { server, store, client, onSessionLost } = setup({ validToken: 'never-valid', refreshStatus: 401 });

    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map((i) => client.get(`items/${i}`, echo)));

    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    for (const outcome of outcomes) {
      const error = (outcome as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(ApiClientError);
      expect(error).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    }
    expect(server.refreshCalls()).toHaveLength(1);
    expect(store.peek()).toBeUndefined();
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    // No call was retried: there was no token to retry with.
    expect(server.resourceCalls()).toHaveLength(5);

    // A call that fails later (sent without a session) is refused but not reported again.
    await expect(client.get('late', echo)).rejects.toMatchObject({ status: 401 });
    expect(server.refreshCalls()).toHaveLength(1);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('refreshes before sending when the stored access token has expired', async () => {
    const { server, client } = setup({
      initial: session({ accessExpiresAt: NOW - 1 }),
      validToken: 'access-2',
    });

    await client.get('me', echo);

    expect(server.seen.map((r) => [r.path, r.authorization])).toEqual([
      ['/api/auth/refresh', null],
      ['/api/me', 'Bearer access-2'],
    ]);
  });

  it('keeps the session when the refresh fails on the network', async () => {
    const { server, store, client, onSessionLost } = setup({ validToken: 'access-2' });
    server.fetch.mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url.endsWith('/api/auth/refresh')) throw new TypeError('Failed to fetch');
      return json(401, { message: 'Hết hạn', code: 'TOKEN_EXPIRED' });
    });

    await expect(client.get('me', echo)).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    expect(store.peek()?.refreshToken).toBe('refresh-1');
    expect(onSessionLost).not.toHaveBeenCalled();
  });
});

describe('api client: errors', () => {
  it('carries the server message, code and field errors', async () => {
    const { server, client } = setup({ validToken: 'access-1' });
    server.fetch.mockImplementation(async () =>
      json(400, {
        message: 'Dữ liệu không hợp lệ.',
        code: 'VALIDATION_ERROR',
        requestId: 'req-1',
        fieldErrors: { username: 'Vui lòng nhập tên đăng nhập.' },
      }),
    );

    const error = await client.public.post('auth/login', echo, { json: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Dữ liệu không hợp lệ.',
      requestId: 'req-1',
      fieldErrors: { username: 'Vui lòng nhập tên đăng nhập.' },
    });
  });

  it('turns a network failure into the Vietnamese connection message', async () => {
    const { server, client } = setup({ validToken: 'access-1' });
    server.fetch.mockImplementation(async () => {
      throw new TypeError('fetch failed');
    });

    await expect(client.get('me', echo)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Không thể kết nối máy chủ. Vui lòng kiểm tra mạng và thử lại.',
    });
  });

  it('rejects an answer that does not match the contract', async () => {
    const { server, client } = setup({ validToken: 'access-1' });
    server.fetch.mockImplementation(async () => json(200, { data: { path: 42 } }));

    await expect(client.get('me', echo)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('loads a schema given as a loader only once the answer is in, and checks the answer with it', async () => {
    const { server, client } = setup({ validToken: 'access-1' });
    const loaded: string[] = [];
    server.fetch.mockImplementation(async () => {
      loaded.push('answer');
      return json(200, { data: { path: '/api/me', echo: null } });
    });
    const loader = vi.fn(async () => {
      loaded.push('schema');
      return echo;
    });

    await expect(client.get('me', loader)).resolves.toEqual({ data: { path: '/api/me', echo: null } });
    expect(loaded).toEqual(['answer', 'schema']);
  });

  it('never loads the schema of a call that got no answer (offline)', async () => {
    const { server, client } = setup({ validToken: 'access-1' });
    server.fetch.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const loader = vi.fn(async () => echo);

    await expect(client.get('me', loader)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(loader).not.toHaveBeenCalled();
  });

  it('rejects an answer that does not match a loaded schema', async () => {
    const { server, client } = setup({ validToken: 'access-1' });
    server.fetch.mockImplementation(async () => json(200, { data: { path: 42 } }));

    await expect(client.get('me', async () => echo)).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      message: 'Máy chủ trả về dữ liệu không hợp lệ. Vui lòng thử lại.',
    });
  });

  it('answers a schema module that cannot load with the connection message', async () => {
    const { server, client } = setup({ validToken: 'access-1' });
    server.fetch.mockImplementation(async () => json(200, { data: { path: '/api/me', echo: null } }));
    const missing = async (): Promise<typeof echo> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    };

    await expect(client.get('me', missing)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('does not add a bearer token to public calls', async () => {
    const { server, client } = setup({ validToken: 'access-1' });
    server.fetch.mockImplementation(async () => json(200, { data: { path: '/api/health', echo: null } }));

    await client.public.get('health', echo);

    expect(server.fetch).toHaveBeenCalledTimes(1);
    const [input, init] = server.fetch.mock.calls[0] ?? [];
    expect(new Request(input as RequestInfo, init).headers.get('Authorization')).toBeNull();
  });
});

describe('session refresh across contexts (IndexedDB + Web Locks)', () => {
  it('rotates once when a tab and the worker refresh with the same stale token', async () => {
    const database = new VanTaiDb(`test-${crypto.randomUUID()}`);
    const server = fakeServer({ validToken: 'access-2', refreshDelayMs: 5 });
    const locks = fakeLocks();
    // Two contexts: separate refreshers (separate in-flight promises), one database, one lock manager.
    const page = createSessionRefresher({
      store: createDexieSessionStore(database),
      sendRefresh: createSendRefresh(server.fetch, BASE),
      locks,
      now: () => NOW,
    });
    const worker = createSessionRefresher({
      store: createDexieSessionStore(database),
      sendRefresh: createSendRefresh(server.fetch, BASE),
      locks,
      now: () => NOW,
    });
    await createDexieSessionStore(database).write(session());

    const [a, b] = await Promise.all([page('access-1'), worker('access-1')]);

    expect(server.spentRefreshTokens).toEqual(['refresh-1']);
    expect(a).toMatchObject({ kind: 'refreshed', session: { accessToken: 'access-2' } });
    expect(b).toMatchObject({ kind: 'reused', session: { accessToken: 'access-2', refreshToken: 'refresh-2' } });
    expect(await database.session.get('current')).toMatchObject({ id: 'current', refreshToken: 'refresh-2' });
    database.close();
  });

  it('clears the stored session when the refresh is refused', async () => {
    const database = new VanTaiDb(`test-${crypto.randomUUID()}`);
    const store = createDexieSessionStore(database);
    await store.write(session());
    const server = fakeServer({ validToken: 'x', refreshStatus: 401 });
    const refresh = createSessionRefresher({
      store,
      sendRefresh: createSendRefresh(server.fetch, BASE),
      locks: fakeLocks(),
    });

    const outcome = await refresh('access-1');

    expect(outcome.kind).toBe('rejected');
    expect(await store.read()).toBeUndefined();
    expect(await refresh('access-1')).toEqual({ kind: 'signed-out' });
    expect(server.refreshCalls()).toHaveLength(1);
    database.close();
  });
});
