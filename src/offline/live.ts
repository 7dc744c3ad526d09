/**
 * Live reads of the offline database for screens, without Dexie on the first paint.
 *
 * A screen's first render never has the outbox anyway (a live query answers asynchronously, and
 * every hook here says `undefined` until it does), so the database module loads with the first
 * read instead of with the screen: Dexie, the schema and its live-query machinery (~30 KiB gzip)
 * stay off the driver's first screen. Reads re-run when the page's or the worker's drain changes
 * what they read, as dexie-react-hooks' useLiveQuery does.
 */
import { type DependencyList, useEffect, useState } from 'react';
import type { VanTaiDb } from './db';

const loadLiveSource = () => import('./live-source');

/** `read(db)`'s answer, kept current; undefined until the first answer. */
export function useLive<T>(read: (db: VanTaiDb) => Promise<T>, deps: DependencyList): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadLiveSource().then(({ watch }) => {
      if (!cancelled) stop = watch(read, setValue);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
    // `read` is rebuilt every render; the caller's `deps` say when what it reads changes (as with
    // useLiveQuery).
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps list
  }, deps);
  return value;
}
