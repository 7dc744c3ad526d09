/**
 * What "not yet sent" means in the database, for everyone who asks it: the drain (what to send),
 * the outbox commands (the logout warning's list) and the screens' live reads (the sync chip, the
 * logout warning). Types only from db.ts, so screens can use it without loading Dexie.
 */
import type { VanTaiDb } from './db';
import type { OutboxItem, OutboxStatus } from './types';

/** An item the server has not confirmed yet: waiting, in flight, or needing the driver. */
const UNSENT_STATUSES: readonly OutboxStatus[] = ['queued', 'sending', 'needs-attention'];

/** One user's unsent items, oldest first. */
export async function readUnsent(db: Pick<VanTaiDb, 'outbox'>, userId: number): Promise<OutboxItem[]> {
  const items = await db.outbox
    .where('[userId+status]')
    .anyOf(UNSENT_STATUSES.map((status) => [userId, status]))
    .toArray();
  return items.sort((a, b) => a.seq - b.seq);
}
