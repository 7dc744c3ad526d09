/**
 * Durable storage for the outbox: asks the browser once per signed-in user and page lifetime to
 * keep this origin's data (navigator.storage.persist()) so queued reports and photos are not
 * evicted under storage pressure; triggers.ts calls it after login. Also reports usage for the UI.
 */

export interface StorageEstimate {
  usage: number;
  quota: number;
  persisted: boolean;
}

interface StorageLike {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
  estimate?: () => Promise<{ usage?: number; quota?: number }>;
}

const platformStorage = (): StorageLike | undefined =>
  typeof navigator !== 'undefined' ? (navigator.storage as StorageLike | undefined) : undefined;

const askedFor = new Set<number>();

/**
 * Asks for persistent storage (no prompt in Chromium: granted for installed/engaged apps; Firefox
 * asks the user). Returns whether storage is persistent, or null where the API is missing.
 */
export async function requestPersistentStorage(userId: number, storage = platformStorage()): Promise<boolean | null> {
  if (!storage?.persist || !storage.persisted) return null;
  try {
    if (await storage.persisted()) return true;
    if (askedFor.has(userId)) return false;
    askedFor.add(userId);
    return await storage.persist();
  } catch {
    return null;
  }
}

/** Bytes used and available for this origin, or null where the API is missing. */
export async function storageEstimate(storage = platformStorage()): Promise<StorageEstimate | null> {
  if (!storage?.estimate) return null;
  try {
    const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([
      storage.estimate(),
      storage.persisted ? storage.persisted() : Promise.resolve(false),
    ]);
    return { usage, quota, persisted };
  } catch {
    return null;
  }
}
