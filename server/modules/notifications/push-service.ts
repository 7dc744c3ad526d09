import { BlockList, isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { createWebPushSender, type PushSender, vapidKeys, vapidSubject } from '../../integrations/web-push';
import { PushQueue, type PushQueueOptions } from './push-queue';

export type PushOptions = PushQueueOptions & {
  /** Accept http:// and private-network endpoints (API tests run a fake push service on localhost). */
  allowLocalEndpoints?: boolean;
  fetch?: typeof fetch;
  subject?: string;
};

// The server POSTs to whatever endpoint a browser registered: never to its own network.
const privateNetworks = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  privateNetworks.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::ffff:0:0', 96],
] as const) {
  privateNetworks.addSubnet(net, bits, 'ipv6');
}

/** An https URL on a public host: what real push services (FCM, Mozilla, Apple, WNS) hand out. */
export function isPublicHttpsEndpoint(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const ip = isIP(host);
  if (ip) return !privateNetworks.check(host, ip === 4 ? 'ipv4' : 'ipv6');
  return host.includes('.') && !/(^|\.)(localhost|local|internal|lan|home\.arpa)$/.test(host);
}

export type PushService = Awaited<ReturnType<typeof createPushService>>;

/**
 * The app's push side: the VAPID key pair (created on first start), the sender and its queue.
 * `idle()` waits for every push in flight (tests), `close()` stops retrying (shutdown).
 */
export async function createPushService(db: Db, log: FastifyBaseLogger, options: PushOptions = {}) {
  const vapid = await vapidKeys(db);
  const sender: PushSender = createWebPushSender({
    vapid,
    subject: options.subject ?? vapidSubject(),
    fetch: options.fetch,
  });
  const queue = new PushQueue(db, sender, log, options);
  return {
    queue,
    publicKey: async () => vapid.publicKey,
    acceptsEndpoint: (endpoint: string) =>
      options.allowLocalEndpoints ? /^https?:\/\//i.test(endpoint) : isPublicHttpsEndpoint(endpoint),
    idle: () => queue.idle(),
    close: () => queue.close(),
  };
}
