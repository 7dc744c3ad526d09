/**
 * Live reads of the offline database for screens, without Dexie on the first paint.
 *
 * A live query answers asynchronously, so the database module loads with the first read instead
 * of with the screen: Dexie, the schema and its live-query machinery (~30 KiB gzip)
 * stay off the driver's first screen. Reads re-run when the page's or the worker's drain changes
 * what they read, as dexie-react-hooks' useLiveQuery does. A keyed read's first render shows its
 * last known answer (known-reads.ts), and an answer equal to the one shown keeps its objects, so
 * it re-renders nothing.
 */
import { replaceEqualDeep } from '@tanstack/react-query';
import { type DependencyList, useEffect, useRef, useState } from 'react';
import type { VanTaiDb } from './db';
import { knownRead, rememberRead } from './known-reads';

const loadLiveSource = () => import('./live-source');

/**
 * `read(db)`'s answer, kept current; until the first answer, the last known one under `key`
 * (which must name what `read` reads, deps included), else undefined.
 */
export function useLive<T>(read: (db: VanTaiDb) => Promise<T>, deps: DependencyList, key?: string): T | undefined {
  const [value, setValue] = useState(() => (key === undefined ? undefined : (knownRead(key) as T | undefined)));
  const shown = useRef(value);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const onValue = (next: T) => {
      const kept = replaceEqualDeep(shown.current, next);
      shown.current = kept;
      if (key !== undefined) rememberRead(key, kept);
      setValue(kept);
    };
    void loadLiveSource().then(({ watch }) => {
      if (!cancelled) stop = watch(read, onValue);
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
