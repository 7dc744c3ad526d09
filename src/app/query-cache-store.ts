/**
 * Writing and deleting the persisted query cache's rows (layout: app/query-cache-rows.ts), and reading
 * them through Dexie when the start-up read is not used. Loaded with Dexie, after the first screen.
 */
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import type { VanTaiDb } from '@/offline/db';
import { answersByHash, QUERY_ANSWER_KEY_PREFIX, QUERY_CACHE_META_KEY } from './boot-read';
import { isStoredQueryCache, type StoredQueryCache } from './query-cache-rows';

/** The answer objects of a save, by query hash: an answer still the same object need not be written. */
export type WrittenAnswers = Map<string, unknown>;

const answerKey = (queryHash: string) => `${QUERY_ANSWER_KEY_PREFIX}${queryHash}`;
const answerRows = (db: VanTaiDb) => db.meta.where('key').startsWith(QUERY_ANSWER_KEY_PREFIX);

/** Takes the answers out of a cache whose queries all have one (lastGoodAnswer keeps only those). */
function splitAnswers(client: PersistedClient): { shell: string; answers: WrittenAnswers } {
  const answers: WrittenAnswers = new Map();
  const queries = client.clientState.queries.map(({ state: { data, ...state }, ...query }) => {
    answers.set(query.queryHash, data);
    return { ...query, state };
  });
  return { shell: JSON.stringify({ ...client, clientState: { ...client.clientState, queries } }), answers };
}

/**
 * Saves `client` for `userId` in one transaction. `previous`: what this `writer` saved last; when the
 * stored row is still its own, only the answers that are not the same objects are written (and those
 * gone deleted), else every answer row is replaced. Returns what it wrote, for the next save.
 */
export async function writeStoredCache(
  db: VanTaiDb,
  {
    client,
    userId,
    writer,
    previous,
  }: { client: PersistedClient; userId: number; writer: string; previous?: WrittenAnswers },
): Promise<WrittenAnswers> {
  const { shell, answers } = splitAnswers(client);
  await db.transaction('rw', db.meta, async () => {
    const stored = (await db.meta.get(QUERY_CACHE_META_KEY))?.value;
    // Another tab's (or nothing known yet): its answer rows are not ours to keep.
    const known = isStoredQueryCache(stored) && stored.writer === writer ? previous : undefined;
    if (!known) await answerRows(db).delete();
    const changed = [...answers].filter(([hash, data]) => known?.get(hash) !== data);
    await db.meta.bulkPut(changed.map(([hash, data]) => ({ key: answerKey(hash), value: JSON.stringify(data) })));
    if (known) await db.meta.bulkDelete([...known.keys()].filter((hash) => !answers.has(hash)).map(answerKey));
    const value: StoredQueryCache = { userId, json: shell, answers: [...answers.keys()], writer };
    await db.meta.put({ key: QUERY_CACHE_META_KEY, value });
  });
  return answers;
}

/** Deletes the cache's row and every answer row. */
export async function removeStoredCache(db: VanTaiDb): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    await db.meta.delete(QUERY_CACHE_META_KEY);
    await answerRows(db).delete();
  });
}

/** The cache's row value and its answer rows (value by query hash), unchecked. */
export async function readStoredCache(db: VanTaiDb): Promise<{ value: unknown; answers: Map<string, unknown> }> {
  const [row, answers] = await db.transaction('r', db.meta, () =>
    Promise.all([db.meta.get(QUERY_CACHE_META_KEY), answerRows(db).toArray()]),
  );
  return { value: row?.value, answers: answersByHash(answers) };
}
