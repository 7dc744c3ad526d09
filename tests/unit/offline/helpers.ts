import 'fake-indexeddb/auto';
import { VanTaiDb } from '@/offline/db';
import type { DrainLockManager } from '@/offline/drain';
import {
  createDexieSessionStore,
  createSendRefresh,
  createSessionRefresher,
  type Session,
  type SessionStore,
} from '@/offline/session';
import type { OutboxItem, PhotoRecord } from '@/offline/types';

export const NOW = 1_750_000_000_000;

let dbCounter = 0;
/** A fresh, empty database per test (fake-indexeddb keeps databases for the whole file). */
export function freshDb(): VanTaiDb {
  dbCounter += 1;
  return new VanTaiDb(`test-offline-${dbCounter}-${Math.random().toString(36).slice(2)}`);
}

/** A controllable clock. */
export function fakeClock(start = NOW) {
  let t = start;
  return {
    now: () => t,
    set: (value: number) => {
      t = value;
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}

export const session = (overrides: Partial<Session> = {}): Session => ({
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  username: 'taixe1',
  userId: 7,
  accessExpiresAt: NOW + 10 * 60_000,
  ...overrides,
});

/** Exclusive Web Locks with ifAvailable, shared by the "contexts" (drains) given the same instance. */
export function fakeDrainLocks(): DrainLockManager & { held: Set<string> } {
  const held = new Set<string>();
  return {
    held,
    async request<T>(name: string, _options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

let itemCounter = 0;
/** An outbox record with sensible defaults (ids sort in creation order). */
export function item(overrides: Partial<OutboxItem> = {}): OutboxItem {
  itemCounter += 1;
  const seq = overrides.seq ?? itemCounter;
  return {
    id: `01JTEST${String(itemCounter).padStart(19, '0')}`,
    userId: 7,
    kind: 'fuel.report',
    group: 'vehicle:5',
    seq,
    payload: { xeId: 5, soTien: 500_000, soLit: 20, odoKmCuoiKy: 12_345 },
    photos: [],
    occurredAt: NOW - 60_000,
    clockOffsetMs: 1_500,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: NOW - 1,
    label: 'Báo cáo đổ xăng',
    createdAt: NOW - 60_000,
    ...overrides,
  };
}

export function photo(overrides: Partial<PhotoRecord> = {}): PhotoRecord {
  itemCounter += 1;
  const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, itemCounter & 0xff, 1, 2, 3]).buffer;
  return {
    id: `01JPHOTO${String(itemCounter).padStart(18, '0')}`,
    userId: 7,
    folder: 'xang_dau',
    bytes,
    mime: 'image/jpeg',
    width: 1600,
    height: 1200,
    size: bytes.byteLength,
    sha256: 'ab'.repeat(32),
    createdAt: NOW - 60_000,
    ...overrides,
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export interface SeenRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** JSON body of actions; for uploads the form's folderName and file name/size. */
  body: unknown;
}

/** A function answering undefined lets the request be answered as usual. */
type Override = Response | 'network' | ((request: Request) => Response | undefined | Promise<Response | undefined>);

/**
 * A fake API between drain() and nothing: uploads answer a stable location per Idempotency-Key,
 * actions a stable id per key; only `Bearer <validToken>` is accepted (401 otherwise); the refresh
 * endpoint rotates refresh-N → access/refresh-(N+1) unless `refreshStatus` is set. `fail(path, …)`
 * queues one-shot answers (a Response, 'network' to throw, or a function).
 */
export function fakeApi(options: { validToken?: string; refreshStatus?: number } = {}) {
  let validToken = options.validToken ?? 'access-1';
  const seen: SeenRequest[] = [];
  const overrides = new Map<string, Override[]>();
  const uploads = new Map<string, string>();
  const actions = new Map<string, number>();
  let nextFile = 1;
  let nextRecord = 100;

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    let body: unknown;
    if (url.pathname === '/api/images/upload') {
      const form = await request.formData();
      const file = form.get('files') as File;
      body = { folderName: form.get('folderName'), fileName: file.name, size: file.size, type: file.type };
    } else {
      const text = await request.text();
      body = text ? JSON.parse(text) : null;
    }
    seen.push({ method: request.method, path: url.pathname, headers, body });

    const queued = overrides.get(url.pathname)?.shift();
    if (queued === 'network') throw new TypeError('Failed to fetch');
    if (queued instanceof Response) return queued;
    if (typeof queued === 'function') {
      const answer = await queued(request);
      if (answer) return answer;
    }

    if (url.pathname === '/api/auth/refresh') {
      const { refreshToken } = body as { refreshToken: string };
      if (options.refreshStatus) {
        return json(options.refreshStatus, {
          message: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
          code: 'REFRESH_INVALID',
        });
      }
      const n = Number(refreshToken.split('-')[1]) + 1;
      validToken = `access-${n}`;
      return json(200, {
        data: { accessToken: `access-${n}`, refreshToken: `refresh-${n}`, tokenType: 'Bearer', expiresIn: 900 },
      });
    }

    if (headers.authorization !== `Bearer ${validToken}`) {
      return json(401, { message: 'Bạn chưa đăng nhập hoặc phiên đăng nhập đã hết hạn.', code: 'TOKEN_EXPIRED' });
    }
    const key = headers['idempotency-key'] ?? '';
    if (url.pathname === '/api/images/upload') {
      const replay = uploads.has(key);
      if (!replay) uploads.set(key, `/api/files/FILE${String(nextFile++).padStart(8, '0')}`);
      const location = uploads.get(key) ?? '';
      return json(
        replay ? 200 : 201,
        {
          data: [
            { location, id: location.slice(11), mime: 'image/jpeg', size: 8, width: 1600, height: 1200, sha256: 'x' },
          ],
        },
        replay ? { 'idempotent-replayed': 'true' } : {},
      );
    }
    const replay = actions.has(key);
    if (!replay) actions.set(key, nextRecord++);
    return json(
      replay ? 200 : 201,
      { data: { id: actions.get(key) } },
      replay ? { 'idempotent-replayed': 'true' } : {},
    );
  };

  return {
    fetch,
    seen,
    /** Queues one-shot answers for the next requests to `path`. */
    fail(path: string, ...answers: Override[]) {
      overrides.set(path, [...(overrides.get(path) ?? []), ...answers]);
    },
    setValidToken(token: string) {
      validToken = token;
    },
    calls: (path: string) => seen.filter((r) => r.path === path),
    actionCalls: () => seen.filter((r) => r.path !== '/api/auth/refresh' && r.path !== '/api/images/upload'),
    uploads,
    actions,
  };
}

export const jsonResponse = json;

/** Session store + refresher on the test database, refreshing through the fake API. */
export async function sessionOn(
  db: VanTaiDb,
  api: ReturnType<typeof fakeApi>,
  initial: Session | null = session(),
): Promise<{ store: SessionStore; refreshSession: ReturnType<typeof createSessionRefresher> }> {
  const store = createDexieSessionStore(db);
  if (initial) await store.write(initial);
  const refreshSession = createSessionRefresher({
    store,
    sendRefresh: createSendRefresh(api.fetch, 'http://app.test'),
    locks: null,
    now: () => NOW,
  });
  return { store, refreshSession };
}
