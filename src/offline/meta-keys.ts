/** Keys of the offline engine's meta table (db.ts) that screens read too: no Dexie here. */
export const LAST_SYNC_META_KEY = 'lastSyncAt';
export const DRAIN_PROGRESS_META_KEY = 'drainProgress';
