/**
 * How the persisted query cache is laid out in IndexedDB (app/query-persistence.tsx): one small row
 * for the cache itself — every query's key and state without its answer — and one row per query for
 * its answer (`state.data`), keyed by its query hash.
 *
 * Why: the cache is saved about once a second while data changes, and most saves change only
 * timestamps — a refetch bringing the same answer keeps the same `data` object (TanStack's structural
 * sharing) yet moves `dataUpdatedAt`. Written as one JSON row, a 500-card board made every save
 * ~55 ms of main thread at CPU ×4 (stringify, then IndexedDB serialising the large value), landing on
 * whatever the person was doing (bench:board drag). With a row per answer, a save writes the answers
 * that are new objects, and the small row (app/query-cache-store.ts, loaded with Dexie).
 *
 * This module is what the start-up needs to read them back; it is in every route's first load.
 */
import type { PersistedClient } from '@tanstack/react-query-persist-client';

type DehydratedQuery = PersistedClient['clientState']['queries'][number];

/** The value of the cache's own meta row. */
export interface StoredQueryCache {
  userId: number;
  /**
   * The cache without its answers, as JSON (errors and class instances in query state would not
   * survive structured cloning as such); the answers are JSON too.
   */
  json: string;
  /** The query hashes whose answer rows go with this row. */
  answers: string[];
  /** The persister (tab) that wrote it: another one's answer rows are not known, all are rewritten. */
  writer: string;
}

export const isStoredQueryCache = (value: unknown): value is StoredQueryCache =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredQueryCache).userId === 'number' &&
  typeof (value as StoredQueryCache).json === 'string' &&
  Array.isArray((value as StoredQueryCache).answers);

/**
 * The cache again from its shell and the answer rows read with it (JSON by query hash). A query
 * whose answer row is missing is left out: a query without its answer is no offline copy.
 */
export function joinAnswers(shell: string, answers: ReadonlyMap<string, unknown>): PersistedClient {
  const client = JSON.parse(shell) as PersistedClient;
  const queries = client.clientState.queries.flatMap((query): DehydratedQuery[] => {
    const json = answers.get(query.queryHash);
    if (typeof json !== 'string') return [];
    return [{ ...query, state: { ...query.state, data: JSON.parse(json) } }];
  });
  return { ...client, clientState: { ...client.clientState, queries } };
}
