/** Reading board events back from `work_event`: by id (a NOTIFY), after an id (a reconnect), and pruning. */
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { BoardEvent, BoardEventKind } from '@/contracts/work-vocabulary';
import type { Db } from '../../db/client';
import { workEvent } from '../../db/schema';

/** How long events are kept for reconnecting clients; a board away longer than this reloads anyway. */
export const WORK_EVENT_TTL_MS = 86_400_000;
/** At most this many missed events are replayed on a reconnect (more means: reload the board). */
export const REPLAY_LIMIT = 500;

type Row = typeof workEvent.$inferSelect;

export function toBoardEvent(row: Row): BoardEvent {
  return {
    id: String(row.id),
    workspaceId: row.workspaceId,
    kind: row.kind as BoardEventKind,
    ...(row.taskId !== null ? { taskId: row.taskId } : {}),
    ...(row.columnId !== null ? { columnId: row.columnId } : {}),
    ...(row.commentId !== null ? { commentId: row.commentId } : {}),
    actorId: row.actorId,
    at: row.at.toISOString(),
  };
}

export async function eventsByIds(db: Db, ids: readonly number[]): Promise<BoardEvent[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(workEvent)
    .where(inArray(workEvent.id, [...ids]))
    .orderBy(asc(workEvent.id));
  return rows.map(toBoardEvent);
}

/** The workspace's events after `lastId`, oldest first (what a reconnecting client missed). */
export async function eventsAfter(db: Db, workspaceId: number, lastId: number): Promise<BoardEvent[]> {
  const rows = await db
    .select()
    .from(workEvent)
    .where(and(eq(workEvent.workspaceId, workspaceId), gt(workEvent.id, lastId)))
    .orderBy(asc(workEvent.id))
    .limit(REPLAY_LIMIT);
  return rows.map(toBoardEvent);
}

/** Every instance may run it: deleting what is already gone is harmless. */
export async function pruneEvents(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(workEvent)
    .where(lt(workEvent.at, new Date(now.getTime() - WORK_EVENT_TTL_MS)))
    .returning({ id: workEvent.id });
  return gone.length;
}
