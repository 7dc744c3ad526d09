/**
 * The one IndexedDB schema of the app ('van-tai-ops'), shared by the page and the service worker.
 * Opened lazily on first use in whichever context imports it. To add a table or an index, append a
 * new `this.version(n + 1).stores({...})` below (never edit a shipped version) and add the table's
 * row type and property; Dexie upgrades existing databases in place.
 */
import Dexie, { type EntityTable } from 'dexie';

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

  constructor(name: string = DB_NAME) {
    super(name);
    // v1: session. Later issues append versions here (e.g. v2: outbox, photos).
    this.version(1).stores({
      session: 'id',
    });
  }
}

export const db = new VanTaiDb();
