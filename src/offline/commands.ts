/**
 * What screens ask of the offline engine — queue, edit, retry or discard a report, send now — as
 * functions that load the engine on first use. The engine (outbox, drain, photos, Dexie) starts
 * after the first screen anyway (app/start-background.ts); a screen that imported it statically
 * would carry it into its first paint.
 */
import type * as Outbox from './outbox';
import type * as Triggers from './triggers';

const outbox = () => import('./outbox');

export const enqueue = async (...args: Parameters<typeof Outbox.enqueue>) => (await outbox()).enqueue(...args);
export const editItem = async (...args: Parameters<typeof Outbox.editItem>) => (await outbox()).editItem(...args);
export const retryItem = async (...args: Parameters<typeof Outbox.retryItem>) => (await outbox()).retryItem(...args);
export const discardItem = async (...args: Parameters<typeof Outbox.discardItem>) =>
  (await outbox()).discardItem(...args);

/** Starts a drain now (the 'Gửi ngay' button); null when one already runs or nothing can be sent. */
export const drainNow = async (): Promise<ReturnType<typeof Triggers.drainNow>> =>
  (await import('./triggers')).drainNow();
