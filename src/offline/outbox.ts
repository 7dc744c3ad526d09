/**
 * The outbox's commands, run in the page by the driver screens: enqueue one record per driver
 * action (and ask for a sync), retry / edit / discard what needs attention, list what is unsent
 * (logout warning), prune old sent items. drain() (drain.ts) does the sending; the state machine is
 * outbox-state.ts. Records live in Dexie (db.ts) and survive reloads, app kills and logouts.
 */
import { type ActionDef, actionOf, type OutboxPayloads, photoRefProblem } from './actions';
import { clock } from './clock';
import { db as defaultDb, type VanTaiDb } from './db';
import { transition } from './outbox-state';
import { readSession } from './session';
import { SYNC_TAG } from './sync-protocol';
import type { OutboxItem, OutboxKind, PhotoRef } from './types';
import { ulid as defaultUlid } from './ulid';
import { readUnsent } from './unsent';

export const SEQ_META_KEY = 'outboxSeq';
/** Sent items stay visible on the outbox screen this long, and at most this many. */
export const SENT_RETENTION_MS = 7 * 24 * 60 * 60_000;
export const SENT_RETENTION_COUNT = 200;
/** A photo no item refers to (form abandoned) is deleted after this. */
export const ORPHAN_PHOTO_TTL_MS = 24 * 60 * 60_000;

export const OUTBOX_MESSAGES = {
  signedOut: 'Bạn cần đăng nhập để gửi báo cáo.',
  notFound: 'Không tìm thấy báo cáo trong hàng đợi.',
  photoMissing: 'Không tìm thấy ảnh đính kèm trên máy. Vui lòng chụp lại.',
  sending: 'Báo cáo đang được gửi, vui lòng chờ.',
  notEditable: 'Chỉ sửa được báo cáo bị máy chủ từ chối (cần xử lý).',
} as const;

export class OutboxCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboxCommandError';
  }
}

interface EnqueueCommon {
  /** Photos (from savePhoto) and the payload fields their uploaded locations go to. */
  photos?: PhotoRef[];
  /** One line for the outbox screen; defaults to the kind's label. */
  label?: string;
  /** Device time of the action (epoch ms); defaults to now. */
  occurredAt?: number;
}

/** What a screen queues: the payload of its kind; assignment events also name their vehicle. */
export type EnqueueInput = {
  [K in OutboxKind]: EnqueueCommon & { kind: K; payload: OutboxPayloads[K] } & (K extends 'assignment.event'
      ? { xeId: number }
      : { xeId?: number });
}[OutboxKind];

export interface OutboxDeps {
  db?: VanTaiDb;
  now?: () => number;
  ulid?: () => string;
  /** The signed-in user id, or undefined. */
  currentUserId?: () => Promise<number | undefined>;
  clockOffsetMs?: () => Promise<number>;
  /** Called after every change that may have made something sendable. */
  requestSync?: () => void;
}

export function createOutbox({
  db = defaultDb,
  now = Date.now,
  ulid = defaultUlid,
  currentUserId = async () => (await readSession())?.userId,
  clockOffsetMs = () => clock.offsetMs(),
  requestSync = requestOutboxSync,
}: OutboxDeps = {}) {
  const getItem = async (id: string) => {
    const item = await db.outbox.get(id);
    if (!item) throw new OutboxCommandError(OUTBOX_MESSAGES.notFound);
    return item;
  };

  /** Deletes the photos among `photoIds` that no remaining item refers to. */
  const deleteUnreferencedPhotos = async (photoIds: Iterable<string>) => {
    const candidates = new Set(photoIds);
    if (candidates.size === 0) return 0;
    await db.outbox.each((item) => {
      for (const ref of item.photos) candidates.delete(ref.photoId);
    });
    await db.photos.bulkDelete([...candidates]);
    return candidates.size;
  };

  /** Gives the item's not-yet-uploaded photos a fresh upload key (their refusal is stored under the old one). */
  const rotatePhotoKeys = async (photos: PhotoRef[]) => {
    for (const photoId of new Set(photos.map((p) => p.photoId))) {
      const photo = await db.photos.get(photoId);
      if (photo && !photo.location) await db.photos.update(photoId, { uploadKey: ulid() });
    }
  };

  const checkPhotos = async (kind: OutboxKind, photos: PhotoRef[], userId: number) => {
    const problem = photoRefProblem(kind, photos);
    if (problem) throw new OutboxCommandError(problem);
    const records = await db.photos.bulkGet(photos.map((p) => p.photoId));
    if (records.some((r) => !r || r.userId !== userId)) throw new OutboxCommandError(OUTBOX_MESSAGES.photoMissing);
  };

  return {
    /**
     * Queues one driver action for the signed-in user and asks for a sync. Returns at once with the
     * stored record; the screen moves on optimistically.
     */
    async enqueue(input: EnqueueInput): Promise<OutboxItem> {
      const userId = await currentUserId();
      if (userId === undefined) throw new OutboxCommandError(OUTBOX_MESSAGES.signedOut);
      const at = now();
      const id = ulid();
      const def = actionOf(input.kind) as ActionDef<OutboxKind>;
      const payload = input.payload as OutboxPayloads[OutboxKind];
      const group = def.group(payload as never, { userId, itemId: id, xeId: input.xeId });
      const photos = input.photos ?? [];
      const clockOffset = await clockOffsetMs();
      const item = await db.transaction('rw', db.outbox, db.photos, db.meta, async () => {
        await checkPhotos(input.kind, photos, userId);
        const last = await db.meta.get(SEQ_META_KEY);
        const seq = (typeof last?.value === 'number' ? last.value : 0) + 1;
        await db.meta.put({ key: SEQ_META_KEY, value: seq });
        const record: OutboxItem = {
          id,
          userId,
          kind: input.kind,
          group,
          seq,
          payload: structuredClone(input.payload) as Record<string, unknown>,
          photos: photos.map((p) => ({ photoId: p.photoId, field: p.field })),
          occurredAt: input.occurredAt ?? at,
          clockOffsetMs: clockOffset,
          status: 'queued',
          attempts: 0,
          nextAttemptAt: at,
          label: input.label ?? def.label(payload as never),
          createdAt: at,
        };
        await db.outbox.add(record);
        return record;
      });
      requestSync();
      return item;
    },

    /**
     * Sends the item again: a refused one under a new Idempotency-Key (its photos not yet uploaded
     * get new keys too), a backing-off one right away under the same key.
     */
    async retryItem(id: string): Promise<OutboxItem> {
      const next = await db.transaction('rw', db.outbox, db.photos, async () => {
        const item = await getItem(id);
        if (item.status === 'sending') throw new OutboxCommandError(OUTBOX_MESSAGES.sending);
        const updated = transition(item, { type: 'retry', at: now(), newKey: ulid() });
        if (item.status === 'needs-attention') await rotatePhotoKeys(item.photos);
        await db.outbox.put(updated);
        return updated;
      });
      requestSync();
      return next;
    },

    /**
     * Replaces the payload (and optionally the photos) of a refused item and queues it again under a
     * new key. It keeps its place in its group. Photos it no longer uses are deleted.
     */
    async editItem(id: string, payload: Record<string, unknown>, photos?: PhotoRef[]): Promise<OutboxItem> {
      const next = await db.transaction('rw', db.outbox, db.photos, async () => {
        const item = await getItem(id);
        if (item.status !== 'needs-attention') throw new OutboxCommandError(OUTBOX_MESSAGES.notEditable);
        const nextPhotos = photos ? photos.map((p) => ({ photoId: p.photoId, field: p.field })) : item.photos;
        await checkPhotos(item.kind, nextPhotos, item.userId);
        const edited = transition(item, { type: 'edit', at: now(), newKey: ulid(), payload: structuredClone(payload) });
        const updated = { ...edited, photos: nextPhotos };
        await rotatePhotoKeys(nextPhotos);
        await db.outbox.put(updated);
        await deleteUnreferencedPhotos(item.photos.map((p) => p.photoId));
        return updated;
      });
      requestSync();
      return next;
    },

    /** Deletes the item and the photos no other item uses. An item being sent cannot be discarded. */
    async discardItem(id: string): Promise<void> {
      await db.transaction('rw', db.outbox, db.photos, async () => {
        const item = await db.outbox.get(id);
        if (!item) return;
        if (item.status === 'sending') throw new OutboxCommandError(OUTBOX_MESSAGES.sending);
        await db.outbox.delete(id);
        await deleteUnreferencedPhotos(item.photos.map((p) => p.photoId));
      });
    },

    /** The user's items not yet confirmed by the server, oldest first (logout warning). */
    listUnsent: (userId: number): Promise<OutboxItem[]> => readUnsent(db, userId),

    /**
     * Drops sent items older than 7 days or beyond the newest 200, the photos only they used, and
     * photos no item refers to after a day. Returns how many of each were deleted.
     */
    async prune(): Promise<{ items: number; photos: number }> {
      const at = now();
      return db.transaction('rw', db.outbox, db.photos, async () => {
        const sent = await db.outbox.where('status').equals('sent').toArray();
        sent.sort((a, b) => (b.sentAt ?? 0) - (a.sentAt ?? 0));
        const expired = sent.filter(
          (item, index) => index >= SENT_RETENTION_COUNT || at - (item.sentAt ?? 0) > SENT_RETENTION_MS,
        );
        await db.outbox.bulkDelete(expired.map((item) => item.id));
        const referenced = new Set<string>();
        await db.outbox.each((item) => {
          for (const ref of item.photos) referenced.add(ref.photoId);
        });
        // Keys first: a record carries its photo's bytes, and reading them all (30 queued photos
        // are ~10 MB) on every start and drain only to keep most of them cost the page's heap.
        const ofExpired = new Set(expired.flatMap((item) => item.photos.map((ref) => ref.photoId)));
        const unused = (await db.photos.toCollection().primaryKeys()).filter((id) => !referenced.has(id));
        const orphans = await db.photos.bulkGet(unused.filter((id) => !ofExpired.has(id)));
        const stale = [
          ...unused.filter((id) => ofExpired.has(id)),
          ...orphans.flatMap((p) => (p && at - p.createdAt > ORPHAN_PHOTO_TTL_MS ? [p.id] : [])),
        ];
        await db.photos.bulkDelete(stale);
        return { items: expired.length, photos: stale.length };
      });
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

// ── sync requests ────────────────────────────────────────────────────────────────────────────────

type SyncListener = () => void;
const syncListeners = new Set<SyncListener>();

/** The page's drain trigger subscribes here (triggers.ts); returns the unsubscribe function. */
export function onSyncRequested(listener: SyncListener): () => void {
  syncListeners.add(listener);
  return () => syncListeners.delete(listener);
}

/** Background Sync is not in TypeScript's DOM library. */
interface SyncCapableRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks for the outbox to be sent: registers a Background Sync (the worker drains when the network
 * is back, even with the app closed — Chromium) and tells the page's trigger to drain now.
 */
export function requestOutboxSync(): void {
  for (const listener of syncListeners) listener();
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => (registration as SyncCapableRegistration | undefined)?.sync?.register(SYNC_TAG))
    .catch(() => undefined);
}

// ── the app's outbox ────────────────────────────────────────────────────────────────────────────

export const outbox: Outbox = createOutbox();
export const enqueue = (input: EnqueueInput) => outbox.enqueue(input);
export const retryItem = (id: string) => outbox.retryItem(id);
export const editItem = (id: string, payload: Record<string, unknown>, photos?: PhotoRef[]) =>
  outbox.editItem(id, payload, photos);
export const discardItem = (id: string) => outbox.discardItem(id);
export const listUnsent = (userId: number) => outbox.listUnsent(userId);
export const pruneOutbox = () => outbox.prune();
