import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/**
 * Reads a server-wide setting, creating it with `create()` the first time. Instances that
 * race on first start converge on whichever value was inserted first.
 */
export async function getOrCreateSetting<T>(db: Db, key: string, create: () => T): Promise<T> {
  const found = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (found[0]) return found[0].value as T;
  await db.insert(settings).values({ key, value: create() }).onConflictDoNothing();
  const after = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return after[0]?.value as T;
}
