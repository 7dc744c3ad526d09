import { lookup } from 'node:dns/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isPublicHttpsUrl, type Resolver } from '../../integrations/public-address';
import { createWebPushSender, type PushSender, vapidKeys, vapidSubject } from '../../integrations/web-push';
import type { Jobs } from '../../lib/jobs';
import { PushQueue, type PushQueueOptions } from './push-queue';

export type PushOptions = PushQueueOptions & {
  /** Accept http:// and private-network endpoints (API tests run a fake push service on localhost). */
  allowLocalEndpoints?: boolean;
  fetch?: typeof fetch;
  subject?: string;
  /** How endpoint names are resolved at send time (tests inject one; no internet needed). */
  resolver?: Resolver;
};

/** An https URL on a public host: what real push services (FCM, Mozilla, Apple, WNS) hand out. */
export const isPublicHttpsEndpoint = isPublicHttpsUrl;

/** Every address of a name, from the system resolver. */
const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family as 4 | 6 }));

export type PushService = Awaited<ReturnType<typeof createPushService>>;

/**
 * The app's push side: the VAPID key pair (created on first start), the sender and its queue (on
 * the app's jobs, which stop with the app). `idle()` waits for every push queued or in flight (tests).
 */
export async function createPushService(db: Db, jobs: Jobs, log: FastifyBaseLogger, options: PushOptions = {}) {
  const vapid = await vapidKeys(db);
  const sender: PushSender = createWebPushSender({
    vapid,
    subject: options.subject ?? vapidSubject(),
    fetch: options.fetch,
    // Checked and pinned at send time, unless local endpoints are allowed (tests' fake service).
    resolver: options.allowLocalEndpoints ? undefined : (options.resolver ?? systemResolver),
  });
  const queue = new PushQueue(db, jobs, sender, log, options);
  return {
    queue,
    publicKey: async () => vapid.publicKey,
    acceptsEndpoint: (endpoint: string) =>
      options.allowLocalEndpoints ? /^https?:\/\//i.test(endpoint) : isPublicHttpsEndpoint(endpoint),
    idle: () => jobs.idle(),
  };
}
