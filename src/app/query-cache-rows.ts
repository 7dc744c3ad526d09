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
 * that are new objects, and the small row.
 */
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { QUERY_ANSWER_KEY_PREFIX } from './boot-read';

type DehydratedQuery = PersistedClient['clientState']['queries'][number];

/** The meta row's key for one query's answer. */
export const answerKey = (queryHash: string) => `${QUERY_ANSWER_KEY_PREFIX}${queryHash}`;

export interface SplitCache {
  /** The cache with no query's `state.data`, as JSON. */
  shell: string;
  /** Each query's answer by query hash: the very objects, so unchanged ones are known by identity. */
  answers: Map<string, unknown>;
}

/** Takes the answers out of a cache whose queries all have one (lastGoodAnswer keeps only those). */
export function splitAnswers(client: PersistedClient): SplitCache {
  const answers = new Map<string, unknown>();
  const queries = client.clientState.queries.map(({ state: { data, ...state }, ...query }) => {
    answers.set(query.queryHash, data);
    return { ...query, state };
  });
  return { shell: JSON.stringify({ ...client, clientState: { ...client.clientState, queries } }), answers };
}

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
