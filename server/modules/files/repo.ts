import { and, count, desc, eq, getTableName, inArray, or, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { settings, tepTin } from '../../db/schema';

export type FileRow = typeof tepTin.$inferSelect;

export function insertFiles(db: Db, rows: (typeof tepTin.$inferInsert)[]) {
  return db.insert(tepTin).values(rows);
}

export function findFile(db: Db, id: string) {
  return db
    .select()
    .from(tepTin)
    .where(eq(tepTin.id, id))
    .then((rows) => rows[0]);
}

export function findFiles(db: Db, ids: string[]) {
  return ids.length ? db.select().from(tepTin).where(inArray(tepTin.id, ids)) : Promise.resolve([]);
}

// ── the library ──────────────────────────────────────────────────────────────────────────────
/** The stored name without `folder/<32 hex>` and its dash: the plain name and extension the library searches. */
const titlePart = sql`regexp_replace(${tepTin.storedName}, '^[^/]+/[0-9a-f]{32}-?', '')`;

/** `plainQuery` is already reduced to [a-z0-9-] (contracts/media.ts plainName): no LIKE wildcards in it. */
const inFolder = (folder: string, plainQuery: string) =>
  and(eq(tepTin.folder, folder), plainQuery ? sql`${titlePart} like ${`%${plainQuery}%`}` : undefined);

export function listFolderFiles(db: Db, folder: string, plainQuery: string, window: { limit: number; offset: number }) {
  return db
    .select()
    .from(tepTin)
    .where(inFolder(folder, plainQuery))
    .orderBy(desc(tepTin.createdAt), desc(tepTin.id))
    .limit(window.limit)
    .offset(window.offset);
}

export const countFolderFiles = (db: Db, folder: string, plainQuery: string) =>
  db
    .select({ n: count() })
    .from(tepTin)
    .where(inFolder(folder, plainQuery))
    .then((r) => r[0]?.n ?? 0);

/** Files per folder, for every folder that holds any. */
export const folderCounts = (db: Db) =>
  db.select({ folder: tepTin.folder, n: count() }).from(tepTin).groupBy(tepTin.folder);

export const deleteFileRow = (tx: Db, id: string) => tx.delete(tepTin).where(eq(tepTin.id, id));

/** Empty folders made on the library screen; folders holding files are known from tep_tin. */
const CREATED_FOLDERS_KEY = 'media.folders';

export async function createdFolders(db: Db): Promise<string[]> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, CREATED_FOLDERS_KEY));
  const value = rows[0]?.value;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Adds the name in one statement, so two instances creating folders at once both keep theirs. */
export async function addCreatedFolder(tx: Db, name: string) {
  const one = JSON.stringify([name]);
  await tx
    .insert(settings)
    .values({ key: CREATED_FOLDERS_KEY, value: [name] })
    .onConflictDoUpdate({
      target: settings.key,
      set: {
        value: sql`case when ${settings.value} ? ${name} then ${settings.value} else ${settings.value} || ${one}::jsonb end`,
        updatedAt: sql`now()`,
      },
    });
}

export async function removeCreatedFolder(tx: Db, name: string) {
  await tx
    .update(settings)
    .set({ value: sql`${settings.value} - ${name}::text`, updatedAt: sql`now()` })
    .where(eq(settings.key, CREATED_FOLDERS_KEY));
}

/**
 * Tables that only echo a file's location without using it: the file table itself, stored API
 * answers (an upload's replayable response), sessions, counters and settings.
 */
const NOT_REFERENCES: ReadonlySet<PgTable> = new Set<PgTable>([
  tepTin,
  schema.idempotencyKeys,
  schema.refreshTokens,
  schema.loginFailures,
  settings,
]);

/** Every text and JSON column of every other table: a new table that stores file links is covered without a list to keep. */
function referenceColumns(): { table: PgTable; columns: PgColumn[] }[] {
  const found: { table: PgTable; columns: PgColumn[] }[] = [];
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable) || NOT_REFERENCES.has(value)) continue;
    const columns = getTableConfig(value).columns.filter((c) => c.dataType === 'string' || c.dataType === 'json');
    if (columns.length) found.push({ table: value, columns });
  }
  return found;
}

/**
 * The name of a table whose rows mention `location` (a vehicle photo, an avatar, a receipt, an
 * article's HTML…), or null. A scan, not an index lookup: deleting from the library is rare.
 */
export async function findReference(db: Db, location: string): Promise<string | null> {
  const like = `%${location}%`;
  for (const { table, columns } of referenceColumns()) {
    const mentions: SQL[] = columns.map((c) => sql`${c}::text like ${like}`);
    const hit = await db
      .select({ one: sql<number>`1` })
      .from(table)
      .where(or(...mentions))
      .limit(1);
    if (hit.length) return getTableName(table);
  }
  return null;
}
