/**
 * Publishing a board change: one `work_event` row written in the change's own transaction and a
 * NOTIFY on the `work_events` channel that PostgreSQL delivers only when that transaction commits —
 * so a rolled-back change is never announced, and every instance's LISTEN hears a committed one.
 */
import { sql } from 'drizzle-orm';
import type { BoardEventKind } from '@/contracts/work-vocabulary';
import type { Db } from '../../db/client';
import { workEvent } from '../../db/schema';

export const WORK_EVENTS_CHANNEL = 'work_events';

export type BoardChange = {
  workspaceId: number;
  kind: BoardEventKind;
  actorId: number;
  taskId?: number;
  columnId?: number;
  commentId?: number;
};

/** Call inside the transaction that makes the change (`db` is the transaction). */
export async function publishBoardChange(db: Db, change: BoardChange): Promise<void> {
  const [row] = await db
    .insert(workEvent)
    .values({
      workspaceId: change.workspaceId,
      kind: change.kind,
      actorId: change.actorId,
      taskId: change.taskId ?? null,
      columnId: change.columnId ?? null,
      commentId: change.commentId ?? null,
    })
    .returning({ id: workEvent.id });
  // The payload is only the id: listeners read the row (NOTIFY payloads are capped at 8 000 bytes).
  await db.execute(sql`select pg_notify(${WORK_EVENTS_CHANNEL}, ${String(row?.id)})`);
}
