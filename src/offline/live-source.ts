/** The Dexie side of live.ts, loaded with the first live read. */
import { liveQuery } from 'dexie';
import { db, type VanTaiDb } from './db';

export { db };

/** Runs `read` now and whenever what it read changes; returns the stop function. */
export function watch<T>(read: (database: VanTaiDb) => Promise<T>, onValue: (value: T) => void): () => void {
  const subscription = liveQuery(() => read(db)).subscribe({
    next: onValue,
    // A failed read (database closed by an upgrade elsewhere, private mode) keeps the last answer.
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
