import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { AI_SETTINGS_KEY, type StoredAiSettings } from '../../integrations/ai-provider';

export async function saveAiSettings(db: Db, value: StoredAiSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: AI_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

export async function deleteAiSettings(db: Db): Promise<void> {
  await db.delete(settings).where(eq(settings.key, AI_SETTINGS_KEY));
}
