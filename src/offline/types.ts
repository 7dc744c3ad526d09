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
  | 'attendance.check-out';

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
  /** Client ULID; also the request's Idempotency-Key. */
  id: string;
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
  /** Set once uploaded; the upload's own Idempotency-Key is the photo id. */
  location?: string;
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
