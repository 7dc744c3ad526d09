/**
 * The app's API calls, without the API client's weight on the first screen.
 *
 * The client (ky, the stored session in Dexie, the token refresher — lib/api-instance.ts) loads on
 * the first call, not with the screen: a screen restored from the persisted cache draws before
 * any call is made, and the call it then makes waits a few milliseconds more for the module (it
 * is precached). Answers are checked against a zod schema that a screen may also pass as a loader
 * (`() => import('@/contracts/x').then((m) => m.schema)`) so the contracts and zod load with the
 * first call that can get an answer, not before the first paint, and not at all offline.
 *
 * The session-lost and server-answered notices live here, not in the client, because the offline
 * engine and the app register their listeners before any call has loaded it.
 */
import type { Options } from 'ky';
import type { z } from 'zod';
import type { ApiClient } from './api-client';
import { nextTask } from './next-task';

/** A schema, or a loader of one (its module then loads with the first answer). */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

let loading: Promise<ApiClient> | undefined;
/** The configured client, loaded once (a failed load — offline without a precache — is retried). */
export const loadApiClient = (): Promise<ApiClient> => {
  loading ??= import('./api-instance').then(
    (m) => m.apiClient,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

/**
 * One schema of a contract module that loads on demand — `schemaFrom(fleet, 'fuelLogPageResponse')`
 * with `const fleet = () => import('@/contracts/fleet-answers')` — for reads a first screen makes.
 */
export const schemaFrom =
  <M, K extends keyof M>(load: () => Promise<M>, key: K) =>
  async (): Promise<M[K]> =>
    (await load())[key];

let contractsBase: Promise<void> | undefined;
/**
 * zod, then the envelope every contract builds on (it installs zod's Vietnamese messages), each
 * evaluated in a task of its own before the first contract module. Evaluated with the contracts the
 * dashboard's answers asked for (fleet, uploads, attendance), they made the longest task after
 * /tai-xe's first screen: 48 ms at CPU ×1 in a Lighthouse trace, most of it zod's first schemas.
 */
const loadContractsBase = (): Promise<void> => {
  // Never `.then(nextTask)`: handed on as a value, zod's module namespace keeps every export of
  // zod in the build, its 40 locales too (its chunk went from 91 to 386 KB). zod-runtime, not
  // 'zod', for the same reason in the service worker's build (see there).
  contractsBase ??= import('@/contracts/zod-runtime')
    .then(() => nextTask())
    .then(() => import('@/contracts/envelope'))
    .then(() => nextTask())
    .catch((error: unknown) => {
      contractsBase = undefined; // offline without a precache: the next call tries again
      throw error;
    });
  return contractsBase;
};

/** The schema itself, or loaded (lib/api-client.ts awaits it once the answer is in). */
export const loadSchema = <S extends z.ZodType>(source: SchemaSource<S>): Promise<S> =>
  typeof source === 'function'
    ? loadContractsBase().then(() => (source as () => Promise<S>)())
    : Promise.resolve(source);

/** One of the client's checked calls (`get`, `post`, `public.get` …). */
type CheckedCall = <S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  options?: Options,
) => Promise<z.output<S>>;

/**
 * `pick`'s call on the loaded client. A schema's module starts loading beside the request, so it is
 * there when the answer is; with the browser offline the request fails at once, and neither the
 * schema nor zod loads (the dashboard's reopen on the road makes a dozen such calls).
 */
const call =
  (pick: (client: ApiClient) => CheckedCall) =>
  async <S extends z.ZodType>(path: string, schema: SchemaSource<S>, options: Options = {}): Promise<z.output<S>> => {
    if (typeof schema === 'function' && globalThis.navigator?.onLine !== false)
      loadSchema(schema).catch(() => undefined);
    return pick(await loadApiClient())(path, schema, options);
  };

export const api = {
  get: call((c) => c.get),
  post: call((c) => c.post),
  put: call((c) => c.put),
  delete: call((c) => c.delete),
  /** A call whose answer the UI does not read. */
  send: async (path: string, options: Options = {}) => (await loadApiClient()).send(path, options),
  /** A file behind the bearer token (photos, documents): its bytes. Errors are not mapped. */
  blob: async (path: string) => (await loadApiClient()).authed.get(path).blob(),
  public: {
    get: call((c) => c.public.get),
    post: call((c) => c.public.post),
    send: async (path: string, options: Options = {}) => (await loadApiClient()).public.send(path, options),
  },
};

export type Api = typeof api;

/** What an answer listener sees of one answer of our server. */
export interface ServerAnswer {
  status: number;
  headers: Headers;
}
export type AnswerListener = (answer: ServerAnswer) => void;

const answerListeners = new Set<AnswerListener>();

/**
 * Runs `listener` whenever our server answered a call (any status): proof that data gets through,
 * which the offline engine uses to stop waiting out backoffs, and the rights version the console
 * compares with its /me. Returns the unsubscribe function.
 */
export function onServerAnswered(listener: AnswerListener): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

/** For the configured client: our server answered. */
export function notifyServerAnswered(answer: ServerAnswer) {
  for (const listener of answerListeners) listener(answer);
}

let sessionLostHandler: (() => void) | undefined;
/** The session ended before the app registered its handler (it does so after the first screen). */
let sessionLostEarly = false;

/**
 * The app registers what happens when the session ends (clear caches, go to /login); if it already
 * ended, the handler runs at once.
 */
export function setSessionLostHandler(handler: () => void) {
  sessionLostHandler = handler;
  if (sessionLostEarly) {
    sessionLostEarly = false;
    handler();
  }
}

/**
 * The session is over (the server refused to refresh it, for a call of the page or for the offline
 * engine's drain): the app reacts once, the same way whoever found out.
 */
export function notifySessionLost() {
  if (sessionLostHandler) sessionLostHandler();
  else sessionLostEarly = true;
}
