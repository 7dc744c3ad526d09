/**
 * The routes of a catalogue that has one shape (spec 000 §7, spec 003 §7): a page on `GET base`,
 * one record on `GET base/:id`, `POST base`, `PUT base/:id` and `DELETE base/:id`, every write through
 * the idempotent-write path (`app.writes.run`) and answered `{ data, message }`. The reference lists
 * (departments, positions, functions, actions, permissions, API rules) and the fleet catalogues
 * (vehicle types, vehicles, checklist items, maintenance items, documents) are all this shape: a
 * module declares its paths, contracts, service calls and messages; routes that do not fit (option
 * lists, restores, audited decisions) stay next to it as plain Fastify routes.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { messageOnly } from '@/contracts/envelope';
import type { Db } from '../db/client';
import { detailErrors, readErrors, writeErrors } from './route-errors';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Id = { id: number };
export type RemoveAnswer = { data: unknown; message: string };

export type CrudRoutes<Req extends z.ZodType, Query extends z.ZodType> = {
  base: string;
  tags: string[];
  /** `{ id }` from the path: each contract module has its own (same rule, its own messages). */
  params: z.ZodType<Id, unknown>;
  request: Req;
  /** The envelope of one record (create, update, get). */
  one: z.ZodType;
  list: {
    summary?: string;
    query: Query;
    page: z.ZodType;
    /** readErrors unless the list can also answer 404 (a filter naming a missing record). */
    errors?: Record<number, z.ZodType>;
    run: (db: Db, query: z.output<Query>) => Promise<unknown>;
  };
  get?: { summary?: string; run: (db: Db, id: number) => Promise<unknown> };
  create: { summary?: string; message: string; run: (tx: Db, input: z.output<Req>) => Promise<unknown> };
  update: { summary?: string; message: string; run: (tx: Db, id: number, input: z.output<Req>) => Promise<unknown> };
  remove: {
    summary?: string;
    /** messageOnly unless the delete answers a record. */
    response?: z.ZodType;
  } & (
    | { message: string; run: (tx: Db, id: number) => Promise<unknown> }
    /** A delete whose answer is not "data: null + a fixed message" (a soft delete's record…). */
    | { answer: (tx: Db, id: number) => Promise<RemoveAnswer> }
  );
  /** After a committed write (e.g. the RBAC guard's rule cache). */
  changed?: () => void;
  /** Who may write beyond the route's rule; throws to refuse. */
  authorizeWrite?: (req: FastifyRequest) => Promise<void>;
};

export function crudRoutes<Req extends z.ZodType, Query extends z.ZodType>(
  app: App,
  db: Db,
  r: CrudRoutes<Req, Query>,
) {
  const { tags, params } = r;
  const one = `${r.base}/:id`;
  // The type provider cannot see through the generic schemas: the validator has checked both already.
  const idOf = (req: FastifyRequest) => (req.params as Id).id;
  const bodyOf = (req: FastifyRequest) => req.body as z.output<Req>;
  const settle = async <T>(req: FastifyRequest, write: () => Promise<T>) => {
    await r.authorizeWrite?.(req);
    const answer = await write();
    r.changed?.();
    return answer;
  };

  app.get(
    r.base,
    {
      schema: {
        tags,
        summary: r.list.summary,
        querystring: r.list.query,
        response: { 200: r.list.page, ...(r.list.errors ?? readErrors) },
      },
    },
    async (req) => ({ data: await r.list.run(db, req.query as z.output<Query>) }),
  );

  const get = r.get;
  if (get) {
    app.get(
      one,
      { schema: { tags, summary: get.summary, params, response: { 200: r.one, ...detailErrors } } },
      async (req) => ({ data: await get.run(db, idOf(req)) }),
    );
  }

  app.post(
    r.base,
    { schema: { tags, summary: r.create.summary, body: r.request, response: { 201: r.one, ...writeErrors } } },
    async (req, reply) =>
      settle(req, () =>
        app.writes.run(req, reply, async (tx) => ({
          status: 201,
          body: { data: await r.create.run(tx, bodyOf(req)), message: r.create.message },
        })),
      ),
  );

  app.put(
    one,
    {
      schema: {
        tags,
        summary: r.update.summary,
        params,
        body: r.request,
        response: { 200: r.one, ...writeErrors },
      },
    },
    async (req, reply) =>
      settle(req, () =>
        app.writes.run(req, reply, async (tx) => ({
          status: 200,
          body: { data: await r.update.run(tx, idOf(req), bodyOf(req)), message: r.update.message },
        })),
      ),
  );

  app.delete(
    one,
    {
      schema: {
        tags,
        summary: r.remove.summary,
        params,
        response: { 200: r.remove.response ?? messageOnly, ...writeErrors },
      },
    },
    async (req, reply) =>
      settle(req, () =>
        app.writes.run(req, reply, async (tx) => {
          const remove = r.remove;
          if ('answer' in remove) return { status: 200, body: await remove.answer(tx, idOf(req)) };
          await remove.run(tx, idOf(req));
          return { status: 200, body: { data: null, message: remove.message } };
        }),
      ),
  );
}
