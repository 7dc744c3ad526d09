import type { FastifyRequest } from 'fastify';
import { CLOCK_OFFSET_HEADER, effectiveOccurredAt, OCCURRED_AT_HEADER } from '@/contracts/offline-write';

/** When a driver's action happened (device time + measured offset, clamped) and when it reached us. */
export type WriteTimes = { occurredAt: Date; receivedAt: Date };

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Read once per request, before any work, so a slow transaction does not move `receivedAt`. */
export function writeTimes(req: FastifyRequest, receivedAt: Date = new Date()): WriteTimes {
  return {
    occurredAt: effectiveOccurredAt(header(req, OCCURRED_AT_HEADER), header(req, CLOCK_OFFSET_HEADER), receivedAt),
    receivedAt,
  };
}
