/**
 * The shape of a write by the signed-in user, shared by every module: when it happened (read
 * before anything is awaited, so a slow lookup never moves `receivedAt`), who does it, then one
 * transaction through the idempotency store, so the phone's outbox may send it late and twice.
 * A module makes one with `actorWrites(app, db)` and answers each write through it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { type Actor, actorOf } from './access';
import { type WriteTimes, writeTimes } from './write-times';

export function actorWrites(app: FastifyInstance, db: Db) {
  return async <T>(
    req: FastifyRequest,
    reply: FastifyReply,
    write: (tx: Db, actor: Actor, times: WriteTimes) => Promise<T>,
    status = 200,
  ): Promise<FastifyReply> => {
    const times = writeTimes(req);
    const actor = await actorOf(db, req);
    return app.writes.run(req, reply, async (tx) => ({ status, body: await write(tx, actor, times) }));
  };
}
