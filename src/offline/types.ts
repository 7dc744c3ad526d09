/**
 * The shapes of the offline engine, shared by the page, the service worker and the driver
 * screens: one outbox record per driver action, one photo record per captured photo.
 */

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'needs-attention';

/** Every driver action the outbox can carry; actions.ts maps each to its HTTP call. */
export type OutboxKind =
  | 'assignment.event'
  | 'checklist.submit'
  | 'sos.report'
  | 'fuel.report'
  | 'attendance.check-in'
  | 'attendance.check-out'
  | 'order.step'
  | 'order.fail'
  | 'ticket.quote'
  | 'ticket.start'
  | 'ticket.complete'
  | 'work-order.accept'
  | 'work-order.decline'
  | 'work-order.check-in'
  | 'work-order.check-out'
  | 'task.report'
  | 'task.status';

/** A photo the action refers to: uploaded first, its location then written at `field`. */
export interface PhotoRef {
  photoId: string;
  /** Dot path inside the payload, e.g. `anhBienLaiUrl` or `items.2.anhUrl`. */
  field: string;
}

export interface OutboxError {
  /** 0 when no answer came back. */
  status: number;
  code: string;
  /** The server's Vietnamese message, shown as is. */
  message: string;
}

export interface OutboxItem {
  /** Client ULID; also the request's Idempotency-Key unless `idempotencyKey` replaced it. */
  id: string;
  /**
   * Set when a refused item is retried or edited: the server keeps its refusal under the old key
   * (nothing was written), so the resend needs a fresh key. Absent: the key is `id`.
   */
  idempotencyKey?: string;
  /** Who queued it: never sent with another user's token. */
  userId: number;
  kind: OutboxKind;
  /** Items of one group are sent strictly in `seq` order (e.g. one vehicle's receive → checklist → return). */
  group: string;
  seq: number;
  payload: Record<string, unknown>;
  photos: PhotoRef[];
  /** Device time of the action (epoch ms) and the device's offset to the server clock then. */
  occurredAt: number;
  clockOffsetMs: number;
  status: OutboxStatus;
  attempts: number;
  /** Epoch ms before which it is not retried (backoff). */
  nextAttemptAt: number;
  lastError?: OutboxError;
  /** One line for the outbox screen, e.g. 'Báo cáo đổ xăng 500.000 đ'. */
  label: string;
  createdAt: number;
  sentAt?: number;
  /** The server's `data` once sent (e.g. the new ticket id). */
  response?: unknown;
}

export interface PhotoRecord {
  id: string;
  userId: number;
  /** Upload folder (spec 003 §7: sos, xang_dau, checklist, attendance, …). */
  folder: string;
  /** ArrayBuffer + MIME, not Blob (WebKit loses Blobs in IndexedDB). */
  bytes: ArrayBuffer;
  mime: string;
  width: number;
  height: number;
  size: number;
  sha256: string;
  createdAt: number;
  /** Set once uploaded (a retry of its item does not upload it again). */
  location?: string;
  /** Like OutboxItem.idempotencyKey: a fresh upload key after a refused upload. Absent: `id`. */
  uploadKey?: string;
}

/** A photo without its bytes: what lists and previews need. */
export type PhotoMeta = Omit<PhotoRecord, 'bytes'>;

/** One key-value row of the engine's `meta` table (clock offset, last sync, sequence counter…). */
export interface MetaRow {
  key: string;
  value: unknown;
}

/** Progress of the drain that is running (in the page or the worker), kept in `meta`. */
export interface DrainProgress {
  done: number;
  total: number;
  /** Epoch ms of the last update; a stale value (the context died) is ignored by the UI. */
  updatedAt: number;
}

export interface SyncState {
  online: boolean;
  /** Items not yet sent (queued + sending + needs-attention). */
  waiting: number;
  needsAttention: number;
  /** While a drain runs: how many of this run's items are done. */
  sending: { done: number; total: number } | null;
  lastSyncAt: number | null;
}
