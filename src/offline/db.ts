/**
 * The one IndexedDB schema of the app ('van-tai-ops'), shared by the page and the service worker.
 * Opened lazily on first use in whichever context imports it. To add a table or an index, append a
 * new `this.version(n + 1).stores({...})` below (never edit a shipped version) and add the table's
 * row type and property; Dexie upgrades existing databases in place.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { MetaRow, OutboxItem, PhotoRecord } from './types';

export const DB_NAME = 'van-tai-ops';

/** The signed-in user's tokens. There is at most one row, with id 'current'. */
export interface SessionRow {
  id: 'current';
  accessToken: string;
  refreshToken: string;
  /** tenDangNhap; the header shows it (spec 000 §3: the stored user holds only the username). */
  username: string;
  userId: number;
  /** Epoch milliseconds after which the access token is treated as expired. */
  accessExpiresAt: number;
}

export class VanTaiDb extends Dexie {
  session!: EntityTable<SessionRow, 'id'>;
  /** One row per driver action waiting to be sent (or sent, kept a while for the outbox screen). */
  outbox!: EntityTable<OutboxItem, 'id'>;
  /** Compressed photos (ArrayBuffer + MIME) the outbox items refer to. */
  photos!: EntityTable<PhotoRecord, 'id'>;
  /** Key-value rows of the offline engine: clock offset, last sync, sequence counter, drain progress… */
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name: string = DB_NAME) {
    super(name);
    // v1: session. Later issues append versions here (e.g. v2: outbox, photos).
    this.version(1).stores({
      session: 'id',
    });
    // v2 (offline engine): the outbox ([userId+status] for one user's unsent items, [userId+seq] for
    // the outbox screen newest first, [group+seq] for per-group order, nextAttemptAt for the timer),
    // the photos it refers to, and a key-value meta table.
    this.version(2).stores({
      outbox: 'id, status, [userId+status], [userId+seq], [group+seq], nextAttemptAt',
      photos: 'id, userId',
      meta: 'key',
    });
  }
}

export const db = new VanTaiDb();
