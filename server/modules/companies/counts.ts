/**
 * The lead lists' totals, remembered per filter (issue 16, bench:leads). A page's rows come from an
 * index in a few ms even at 100 000 companies, but its exact total is a count over every match
 * (40 ms unfiltered, 150 ms for a common name on PGlite) — and paging through one filter, or an
 * export fetching pages of 1000, asks the same total again and again. So a total is kept for
 * TTL_MS per database and filter, and forgotten at once when this process commits a write to
 * companies or customers (`leadsChanged`, called by the routes after the transaction). Another
 * server instance's write (PostgreSQL deployments) shows in the total within TTL_MS.
 */
import type { Db } from '../../db/client';

export const COUNT_TTL_MS = 15_000;

type Entry = { n: number; generation: number; at: number };
const byDb = new WeakMap<Db, Map<string, Entry>>();
let generation = 0;

/** A write to companies or customers committed: every remembered total is stale. */
export function leadsChanged(): void {
  generation++;
}

/** Answers a lead write, then forgets the remembered list totals (after its commit). */
export async function afterLeadWrite<T>(write: Promise<T>): Promise<T> {
  const answer = await write;
  leadsChanged();
  return answer;
}

/** The total for `key` on `db`: remembered, or counted now (and remembered unless a write raced it). */
export async function rememberedCount(db: Db, key: string, count: () => Promise<number>): Promise<number> {
  let cache = byDb.get(db);
  if (!cache) {
    cache = new Map();
    byDb.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.generation === generation && now - hit.at < COUNT_TTL_MS) return hit.n;
  const started = generation;
  const n = await count();
  if (started === generation) {
    if (cache.size > 500) cache.clear();
    cache.set(key, { n, generation: started, at: now });
  }
  return n;
}
