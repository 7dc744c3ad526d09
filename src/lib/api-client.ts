/**
 * The HTTP client for /api (ky). Adds the bearer token from the stored session to every call except
 * the auth calls (login, refresh, logout go through `plain`). On a 401 it refreshes once — calls that
 * fail while the refresh runs wait for it — and retries each failed call once with the new token.
 * If the refresh is refused the session is already cleared; `onSessionLost` runs once (the app
 * clears its query cache and goes to /login) and every waiting call rejects with the 401.
 * Every answer's headers and status also go to `observeResponse` (the offline engine's server-clock
 * offset, the console's rights version). This file does not import the offline engine: the session
 * store, the refresher and the clock are handed in — to `createApiClient`, or for the app's client
 * (lib/api-instance.ts, loaded by lib/api.ts on the first call) through `provideApiSession`
 * (api-session.ts) at start-up (the page's src/app/api-wiring.ts, the service worker's sw/sw.ts).
 */
import ky, {
  type AfterResponseHook,
  type BeforeRequestHook,
  isHTTPError,
  isKyError,
  type KyInstance,
  type Options,
} from 'ky';
import type { z } from 'zod';
import { UNAUTHENTICATED_MESSAGE } from '@/contracts/auth-vocabulary';
import { ErrorCode } from '@/contracts/error-codes';
import { loadSchema, type SchemaSource } from './api';
import { ApiClientError, badResponseError, errorFromBody, networkError } from './api-error';

/** The stored session as far as the client reads it. */
export type ApiSessionSnapshot = { accessToken: string; accessExpiresAt: number };
/** What a token renewal ended in (the offline engine's refresher answers this shape). */
export type ApiRefreshOutcome =
  | { kind: 'refreshed' | 'reused'; session: { accessToken: string } }
  | { kind: 'rejected' | 'signed-out' };

export interface ApiClientDeps {
  store: { read(): Promise<ApiSessionSnapshot | undefined> };
  /** Renews the access token `staleToken` (single-flight across contexts is the refresher's job). */
  refreshSession: (staleToken: string) => Promise<ApiRefreshOutcome>;
  /** Called once when the session ends because the server refused to refresh it. */
  onSessionLost: () => void;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Absolute origin for contexts where relative URLs do not resolve (tests). */
  baseUrl?: string;
  now?: () => number;
  /**
   * Sees every answer's headers with the time the request left and the answer came (clock offset),
   * and its status.
   */
  observeResponse?: (headers: Headers, sentAt: number, receivedAt: number, status: number) => void;
}

/** Treat the access token as expired slightly early so it does not lapse in flight. */
const EXPIRY_MARGIN_MS = 15_000;

const bearer = (token: string) => `Bearer ${token}`;
const bearerTokenOf = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer /, '');

const unauthenticated = () =>
  new ApiClientError({ status: 401, code: ErrorCode.UNAUTHENTICATED, message: UNAUTHENTICATED_MESSAGE });

/** Maps anything ky or fetch throws into an ApiClientError (aborts pass through). */
export async function toApiClientError(error: unknown): Promise<unknown> {
  if (error instanceof ApiClientError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (isHTTPError(error)) return errorFromBody(error.response.status, error.data);
  if (isKyError(error) || error instanceof TypeError) return networkError(error);
  return error;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(deps: ApiClientDeps) {
  const now = deps.now ?? Date.now;
  const base: Options = {
    prefix: '/api',
    baseUrl: deps.baseUrl,
    fetch: deps.fetch,
    timeout: 30_000,
    retry: 0,
    credentials: 'same-origin',
  };

  // Timing for observeResponse: when each request left (a retried request falls back to now).
  const sentAtOf = new WeakMap<Request, number>();
  const markSent: BeforeRequestHook = ({ request }) => {
    sentAtOf.set(request, now());
  };
  const observe: AfterResponseHook = ({ request, response }) => {
    const receivedAt = now();
    deps.observeResponse?.(response.headers, sentAtOf.get(request) ?? receivedAt, receivedAt, response.status);
  };

  /** No bearer, no refresh: login, refresh, logout and public endpoints such as /health. */
  const plain = ky.create({ ...base, hooks: { beforeRequest: [markSent], afterResponse: [observe] } });

  let renewing: Promise<string | null> | null = null;
  let lostReported = false;

  /** One token renewal at a time for this client; resolves the token to retry with, or null. */
  const renewAccessToken = (staleToken: string): Promise<string | null> => {
    renewing ??= deps
      .refreshSession(staleToken)
      .then((outcome) => {
        if (outcome.kind === 'refreshed' || outcome.kind === 'reused') return outcome.session.accessToken;
        if (!lostReported) {
          lostReported = true;
          deps.onSessionLost();
        }
        return null;
      })
      .finally(() => {
        renewing = null;
      });
    return renewing;
  };

  const authed: KyInstance = ky.create({
    ...base,
    // One forced retry (from the 401 hook below) and nothing else: `methods: []` keeps ky from
    // retrying by itself; TanStack Query and the outbox own retries.
    retry: { limit: 1, methods: [], statusCodes: [], afterStatusCodes: [], delay: () => 0 },
    hooks: {
      beforeRequest: [
        async ({ request }) => {
          const session = await deps.store.read();
          if (!session) return;
          lostReported = false;
          let token = session.accessToken;
          if (session.accessExpiresAt - EXPIRY_MARGIN_MS <= now()) {
            const renewed = await renewAccessToken(token);
            if (!renewed) throw unauthenticated();
            token = renewed;
          }
          request.headers.set('Authorization', bearer(token));
        },
        markSent,
      ],
      afterResponse: [
        observe,
        async ({ request, response, retryCount }) => {
          if (response.status !== 401 || retryCount > 0) return;
          // '' never matches a stored token: a call sent without one only picks up a session.
          const renewed = await renewAccessToken(bearerTokenOf(request) ?? '');
          if (!renewed) return;
          const headers = new Headers(request.headers);
          headers.set('Authorization', bearer(renewed));
          return ky.retry({ request: new Request(request, { headers }), code: 'TOKEN_REFRESHED' });
        },
      ],
    },
  });

  /**
   * The answer checked against `schema`. A schema that loads on demand (`SchemaSource`) is awaited
   * only once the answer is in: a call that gets none never loads it (nor zod).
   */
  async function call<S extends z.ZodType>(
    instance: KyInstance,
    path: string,
    schema: SchemaSource<S>,
    options: Options,
  ): Promise<z.output<S>> {
    let body: unknown;
    try {
      body = await instance(path, options).json();
    } catch (error) {
      throw await toApiClientError(error);
    }
    // A schema module that cannot load (a chunk the precache lacks, the link gone meanwhile).
    const resolved = await loadSchema(schema).catch((error: unknown) => {
      throw networkError(error);
    });
    const parsed = resolved.safeParse(body);
    if (!parsed.success) throw badResponseError(parsed.error);
    return parsed.data;
  }

  async function send(instance: KyInstance, path: string, options: Options): Promise<void> {
    try {
      await instance(path, options);
    } catch (error) {
      throw await toApiClientError(error);
    }
  }

  return {
    /** Raw instances for special cases (uploads, blobs). Errors are not mapped. */
    authed,
    plain,
    get: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options: Options = {}) =>
      call(authed, path, schema, { ...options, method: 'get' }),
    post: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options: Options = {}) =>
      call(authed, path, schema, { ...options, method: 'post' }),
    put: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options: Options = {}) =>
      call(authed, path, schema, { ...options, method: 'put' }),
    delete: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options: Options = {}) =>
      call(authed, path, schema, { ...options, method: 'delete' }),
    /** A call whose answer the UI does not read. */
    send: (path: string, options: Options = {}) => send(authed, path, options),
    public: {
      get: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options: Options = {}) =>
        call(plain, path, schema, { ...options, method: 'get' }),
      post: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options: Options = {}) =>
        call(plain, path, schema, { ...options, method: 'post' }),
      send: (path: string, options: Options = {}) => send(plain, path, options),
    },
  };
}
