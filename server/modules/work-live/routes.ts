/**
 * GET /api/workspaces/{id}/events — the board's live stream (Server-Sent Events). The browser
 * reads it with fetch and the bearer header (EventSource cannot send one), so the route is
 * guarded like every other; a stranger's workspace answers 404 before the stream opens.
 * One `data:` line per change (a BoardEvent JSON, `id:` = its work_event id); `Last-Event-ID`
 * replays what the reader missed; a comment line every HEARTBEAT_MS keeps proxies from closing it.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@/contracts/work';
import type { BoardEvent } from '@/contracts/work-vocabulary';
import type { Db } from '../../db/client';
import { actorOf } from '../../lib/access';
import { openEventStream } from '../../lib/event-stream';
import { detailErrors } from '../../lib/route-errors';
import { workspaceAccess } from '../work/visibility';
import { eventsAfter } from './events';
import type { LiveBoards } from './hub';

/** For the RBAC guard's own-or-granted list: members reach their workspaces, CONG_VIEC_XEM every one. */
export const WORK_LIVE_ROUTES: Readonly<Record<string, string>> = {
  'GET /api/workspaces/:id/events':
    'live stream of a workspace the caller sees (visibility.ts); any with CONG_VIEC_XEM',
};

const frame = (e: BoardEvent) => `id: ${e.id}\ndata: ${JSON.stringify(e)}\n\n`;

export const workLiveRoutes: FastifyPluginAsyncZod<{ db: Db; hub: LiveBoards; heartbeatMs?: number }> = async (
  app,
  opts,
) => {
  const { db, hub } = opts;

  app.get(
    '/api/workspaces/:id/events',
    {
      schema: {
        tags: ['work'],
        summary: 'Luồng thay đổi của bảng công việc (Server-Sent Events)',
        description:
          'text/event-stream, bearer token: one data: line per change (BoardEvent JSON: id, workspaceId, kind, ' +
          'taskId?, columnId?, commentId?, actorId, at), `id:` = the event id. Send `Last-Event-ID` to receive ' +
          'the events after it (kept 1 day). A comment line every 15 s keeps the connection open.',
        params: idParams,
        headers: z.object({ 'last-event-id': z.string().optional() }),
        response: {
          200: {
            description: 'one data: line per change',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...detailErrors,
        },
      },
    },
    async (req, reply) => {
      const actor = await actorOf(db, req);
      const workspace = await workspaceAccess(db, actor, req.params.id);
      const lastHeader = req.headers['last-event-id'];
      const lastId = typeof lastHeader === 'string' && /^\d{1,15}$/.test(lastHeader) ? Number(lastHeader) : undefined;

      const stream = openEventStream(req, reply, { heartbeatMs: opts.heartbeatMs });
      // While the missed events are read, live ones wait, so the reader gets them in order, once.
      let held: BoardEvent[] | undefined = lastId === undefined ? undefined : [];
      const unsubscribe = hub.subscribe({
        workspaceId: workspace.id,
        actor,
        send: (e) => (held ? held.push(e) : stream.write(frame(e))),
        end: () => stream.end(),
      });
      stream.onEnd(unsubscribe);

      if (lastId !== undefined) {
        const replayed = new Set<string>();
        try {
          for (const e of await eventsAfter(db, workspace.id, lastId)) {
            replayed.add(e.id);
            stream.write(frame(e));
          }
        } catch (err) {
          req.log.error({ err }, 'Đọc lại sự kiện bảng thất bại');
        }
        const waiting = held ?? [];
        held = undefined;
        for (const e of waiting) if (!replayed.has(e.id)) stream.write(frame(e));
      }
    },
  );
};
