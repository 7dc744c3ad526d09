/**
 * The signed-in session: the token pair and username, kept in IndexedDB (db.ts) so that the page and
 * the service worker (which will send queued work later) read the same tokens.
 * Login writes it, logout and a rejected refresh clear it. refreshSession() rotates the pair at most
 * once at a time: one in-flight promise per context, and a Web Lock ('auth-refresh') across tabs and
 * the worker. Refresh tokens rotate, so inside the lock the stored pair is re-read and reused if
 * another context already rotated it: a refresh token is never sent twice.
 */
import type { TokenPair } from '@/contracts/auth';
import { ApiClientError, badResponseError, errorFromResponse, networkError } from '@/lib/api-error';
import { db as defaultDb, type SessionRow, type VanTaiDb } from './db';
import { forgetKnownReads } from './known-reads';

export type Session = Omit<SessionRow, 'id'>;

/** What the UI may keep in its caches: never the tokens. */
export interface SessionIdentity {
  username: string;
  userId: number;
}

export interface SessionStore {
  read(): Promise<Session | undefined>;
  write(session: Session): Promise<void>;
  clear(): Promise<void>;
  /**
   * Replaces (or, with null, deletes) the session only if its refresh token is still
   * `expectedRefreshToken`; returns whether it did. Keeps a refresh from overwriting a newer login.
   */
  replaceIf(expectedRefreshToken: string, next: Session | null): Promise<boolean>;
}

const CURRENT = 'current' as const;

const withoutId = ({ id: _id, ...session }: SessionRow): Session => session;

export function createDexieSessionStore(database: VanTaiDb = defaultDb): SessionStore {
  return {
    async read() {
      const row = await database.session.get(CURRENT);
      return row ? withoutId(row) : undefined;
    },
    async write(session) {
      await database.session.put({ ...session, id: CURRENT });
    },
    async clear() {
      await database.session.delete(CURRENT);
    },
    replaceIf(expectedRefreshToken, next) {
      return database.transaction('rw', database.session, async () => {
        const row = await database.session.get(CURRENT);
        if (!row || row.refreshToken !== expectedRefreshToken) return false;
        if (next) await database.session.put({ ...next, id: CURRENT });
        else await database.session.delete(CURRENT);
        return true;
      });
    },
  };
}

export const sessionStore: SessionStore = createDexieSessionStore();

export const readSession = () => sessionStore.read();
export const saveSession = (session: Session) => sessionStore.write(session);
export const clearSession = () => {
  forgetKnownReads();
  return sessionStore.clear();
};

export const identityOf = (session: Session | undefined): SessionIdentity | null =>
  session ? { username: session.username, userId: session.userId } : null;

/** Builds the stored session from a fresh token pair (expiry on the local clock). */
export const sessionFromTokens = (pair: TokenPair, identity: SessionIdentity, now: number = Date.now()): Session => ({
  accessToken: pair.accessToken,
  refreshToken: pair.refreshToken,
  username: identity.username,
  userId: identity.userId,
  accessExpiresAt: now + pair.expiresIn * 1000,
});

/** Sends one refresh token and returns the rotated pair. Throws ApiClientError. */
export type SendRefresh = (refreshToken: string) => Promise<TokenPair>;

/** The server refused the refresh token (expired, revoked, reused): the session is over. */
export const isRefreshRejection = (error: unknown) =>
  error instanceof ApiClientError && (error.status === 400 || error.status === 401 || error.status === 403);

/**
 * POST /api/auth/refresh with a plain fetch: no bearer header, no retry, no refresh-on-401 loop.
 * `baseUrl` is only needed where relative URLs do not resolve (tests).
 */
export function createSendRefresh(fetchFn: typeof fetch = (...args) => fetch(...args), baseUrl = ''): SendRefresh {
  return async (refreshToken) => {
    let response: Response;
    try {
      response = await fetchFn(`${baseUrl}/api/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refreshToken }),
        credentials: 'same-origin',
      });
    } catch (error) {
      throw networkError(error);
    }
    if (!response.ok) throw await errorFromResponse(response);
    // The schema (and zod) loads with the answer: the engine starts with every page, offline too.
    const { tokenPairResponse } = await import('@/contracts/auth');
    const parsed = tokenPairResponse.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw badResponseError(parsed.error);
    return parsed.data.data;
  };
}

export type RefreshOutcome =
  /** This context rotated the pair. */
  | { kind: 'refreshed'; session: Session }
  /** Another context (tab, worker, earlier call) already rotated it; use the stored pair. */
  | { kind: 'reused'; session: Session }
  /** The server refused the refresh token; the session has been cleared. */
  | { kind: 'rejected'; error: ApiClientError }
  /** Nobody is signed in (logged out elsewhere, or cleared by an earlier rejection). */
  | { kind: 'signed-out' };

/** The part of the Web Locks API we use (navigator.locks in page and worker). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export const REFRESH_LOCK_NAME = 'auth-refresh';

export interface SessionRefresherOptions {
  store: SessionStore;
  sendRefresh: SendRefresh;
  /** null: no cross-context lock (old browsers, tests); single-flight within this context only. */
  locks: LockManagerLike | null;
  now?: () => number;
}

/**
 * Returns refreshSession(staleAccessToken?). Pass the access token a request was refused with: if
 * the stored one differs, someone already rotated and the stored pair is returned without a call.
 * Without an argument it always rotates. Network and 5xx failures throw and keep the session.
 */
export function createSessionRefresher({ store, sendRefresh, locks, now = Date.now }: SessionRefresherOptions) {
  let inFlight: Promise<RefreshOutcome> | null = null;

  const rotate = async (staleAccessToken: string | undefined): Promise<RefreshOutcome> => {
    const current = await store.read();
    if (!current) return { kind: 'signed-out' };
    if (staleAccessToken !== undefined && current.accessToken !== staleAccessToken) {
      return { kind: 'reused', session: current };
    }
    let pair: TokenPair;
    try {
      pair = await sendRefresh(current.refreshToken);
    } catch (error) {
      if (!isRefreshRejection(error)) throw error;
      await store.replaceIf(current.refreshToken, null);
      return { kind: 'rejected', error: error as ApiClientError };
    }
    const next = sessionFromTokens(pair, current, now());
    if (await store.replaceIf(current.refreshToken, next)) return { kind: 'refreshed', session: next };
    // A new login replaced the session while we were refreshing: that one wins.
    const latest = await store.read();
    return latest ? { kind: 'reused', session: latest } : { kind: 'signed-out' };
  };

  return function refreshSession(staleAccessToken?: string): Promise<RefreshOutcome> {
    if (!inFlight) {
      const run = () => rotate(staleAccessToken);
      inFlight = (locks ? locks.request(REFRESH_LOCK_NAME, run) : run()).finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}

export type RefreshSession = ReturnType<typeof createSessionRefresher>;

const platformLocks = (): LockManagerLike | null =>
  typeof navigator !== 'undefined' && navigator.locks
    ? { request: (name, callback) => navigator.locks.request(name, callback) }
    : null;

/** The app's refresher: IndexedDB session, Web Locks when the browser has them, global fetch. */
export const refreshSession: RefreshSession = createSessionRefresher({
  store: sessionStore,
  sendRefresh: createSendRefresh(),
  locks: platformLocks(),
});
