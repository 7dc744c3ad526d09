/**
 * Who sees and who edits a workspace (the spec leaves it open; issue 14 decides): a workspace is
 * visible to its author, its managers, the users assigned to one of its columns or tasks, and to
 * holders of the module permission of the route's rule (`actor.routeGranted`, CONG_VIEC_*).
 * Only the author and managers edit the workspace and its columns (administrators too). Every work
 * route, the statistics and the live stream read these two functions — one definition of membership.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { isAdministrator } from '@/contracts/permissions';
import { WORK_MESSAGES } from '@/contracts/work';
import type { Db } from '../../db/client';
import { workspace } from '../../db/schema';
import { notFound } from '../../http-error';
import type { Actor } from '../../lib/access';

/** SQL: the workspace row `ws` (default the `workspace` table) is one the user is a member of. */
export const memberOf = (userId: number, wsId: SQL | typeof workspace.id = workspace.id): SQL => sql`(
  exists (select 1 from workspace w0 where w0.id = ${wsId} and w0.author_id = ${userId})
  or exists (select 1 from workspace_manager m where m.workspace_id = ${wsId} and m.user_id = ${userId})
  or exists (select 1 from work_column c join work_column_user cu on cu.column_id = c.id
             where c.workspace_id = ${wsId} and cu.user_id = ${userId})
  or exists (select 1 from task t join task_user tu on tu.task_id = t.id
             where t.workspace_id = ${wsId} and tu.user_id = ${userId}))`;

/** Whether the actor sees every workspace (module permission of the route's rule, or administrator). */
export const seesAll = (actor: Actor) => actor.routeGranted || isAdministrator(actor);

/** SQL filter for lists: every workspace for those who see all, else the member's. */
export const visibleWorkspaces = (actor: Actor): SQL | undefined => (seesAll(actor) ? undefined : memberOf(actor.id));

export type WorkspaceAccess = { id: number; authorId: number; editor: boolean };

/**
 * The workspace if the actor may see it, with whether they edit it; a stranger's workspace answers
 * exactly like a missing one (404, same message), as orders and tickets do.
 */
export async function workspaceAccess(db: Db, actor: Actor, workspaceId: number): Promise<WorkspaceAccess> {
  const visible = visibleWorkspaces(actor);
  const [row] = await db
    .select({
      id: workspace.id,
      authorId: workspace.authorId,
      manager: sql<boolean>`exists (select 1 from workspace_manager m
        where m.workspace_id = ${workspace.id} and m.user_id = ${actor.id})`,
    })
    .from(workspace)
    .where(and(eq(workspace.id, workspaceId), visible));
  if (!row) throw notFound(WORK_MESSAGES.workspaceNotFound);
  return {
    id: row.id,
    authorId: row.authorId,
    editor: isAdministrator(actor) || row.authorId === actor.id || Boolean(row.manager),
  };
}
