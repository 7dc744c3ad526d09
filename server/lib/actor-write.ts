/**
 * The shape of a write by the signed-in user, shared by every module: when it happened (read
 * before anything is awaited, so a slow lookup never moves `receivedAt`), who does it, then one
 * transaction through the idempotency store, so the phone's outbox may send it late and twice.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { type Actor, actorOf } from './access';
import { type WriteTimes, writeTimes } from './write-times';

export function actorWrite<T>(
  app: FastifyInstance,
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  write: (tx: Db, actor: Actor, times: WriteTimes) => Promise<T>,
  status = 200,
): Promise<FastifyReply> {
  const times = writeTimes(req);
  return actorOf(db, req).then((actor) =>
    app.writes.run(req, reply, async (tx) => ({ status, body: await write(tx, actor, times) })),
  );
}
