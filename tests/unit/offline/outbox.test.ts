import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MISSING_VEHICLE_MESSAGE } from '@/offline/actions';
import type { VanTaiDb } from '@/offline/db';
import {
  createOutbox,
  OUTBOX_MESSAGES,
  OutboxCommandError,
  SENT_RETENTION_COUNT,
  SENT_RETENTION_MS,
  SEQ_META_KEY,
} from '@/offline/outbox';
import { OutboxTransitionError } from '@/offline/outbox-state';
import { fakeClock, freshDb, item, NOW, photo } from './helpers';

let db: VanTaiDb;
let clock: ReturnType<typeof fakeClock>;
let ids: number;
let userId: number | undefined;
let syncRequests: number;

const makeOutbox = () =>
  createOutbox({
    db,
    now: clock.now,
    ulid: () => `01JKEY${String(++ids).padStart(20, '0')}`,
    currentUserId: async () => userId,
    clockOffsetMs: async () => -2_500,
    requestSync: () => {
      syncRequests++;
    },
  });

beforeEach(() => {
  db = freshDb();
  clock = fakeClock();
  ids = 0;
  userId = 7;
  syncRequests = 0;
});
afterEach(async () => {
  db.close();
});

const fuel = { xeId: 5, soTien: 500_000, soLit: 20, odoKmCuoiKy: 12_345 };

describe('enqueue', () => {
  it('stores one queued record with the user, time, clock offset, seq and group, then asks for a sync', async () => {
    const outbox = makeOutbox();
    const p1 = photo({ id: 'PHOTO-A' });
    const p2 = photo({ id: 'PHOTO-B' });
    await db.photos.bulkAdd([p1, p2]);
    const stored = await outbox.enqueue({
      kind: 'fuel.report',
      payload: fuel,
      photos: [
        { photoId: 'PHOTO-A', field: 'anhBienLaiUrl' },
        { photoId: 'PHOTO-B', field: 'anhOdoUrl' },
      ],
      occurredAt: NOW - 5_000,
    });
    expect(stored).toEqual({
      id: '01JKEY00000000000000000001',
      userId: 7,
      kind: 'fuel.report',
      group: 'vehicle:5',
      seq: 1,
      payload: fuel,
      photos: [
        { photoId: 'PHOTO-A', field: 'anhBienLaiUrl' },
        { photoId: 'PHOTO-B', field: 'anhOdoUrl' },
      ],
      occurredAt: NOW - 5_000,
      clockOffsetMs: -2_500,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: NOW,
      label: 'Báo cáo đổ xăng 500.000 đ',
      createdAt: NOW,
    });
    expect(await db.outbox.get(stored.id)).toEqual(stored);
    expect(syncRequests).toBe(1);
  });

  it('numbers items 1, 2, 3 across kinds (the seq counter lives in meta)', async () => {
    const outbox = makeOutbox();
    const a = await outbox.enqueue({ kind: 'attendance.check-in', payload: {} });
    const b = await outbox.enqueue({ kind: 'sos.report', payload: { noiDungSuCo: 'Nổ lốp' } });
    const c = await outbox.enqueue({
      kind: 'assignment.event',
      payload: { phanCongId: 3, eventType: 'RETURN', odo: 12_400 },
      xeId: 5,
    });
    expect([a.seq, b.seq, c.seq]).toEqual([1, 2, 3]);
    expect((await db.meta.get(SEQ_META_KEY))?.value).toBe(3);
    expect([a.group, b.group, c.group]).toEqual(['attendance:7', `sos:${b.id}`, 'vehicle:5']);
    expect([a.label, b.label, c.label]).toEqual(['Chấm công vào', 'Báo sự cố SOS', 'Trả xe (ODO 12400)']);
    expect(a.occurredAt).toBe(NOW);
  });

  it('refuses without a signed-in user, with photos that are missing or not the user’s, and with bad photo fields', async () => {
    const outbox = makeOutbox();
    await db.photos.add(photo({ id: 'OTHERS', userId: 8 }));
    await db.photos.add(photo({ id: 'MINE' }));
    await expect(
      outbox.enqueue({ kind: 'fuel.report', payload: fuel, photos: [{ photoId: 'NOPE', field: 'anhOdoUrl' }] }),
    ).rejects.toThrow(OUTBOX_MESSAGES.photoMissing);
    await expect(
      outbox.enqueue({ kind: 'fuel.report', payload: fuel, photos: [{ photoId: 'OTHERS', field: 'anhOdoUrl' }] }),
    ).rejects.toThrow(OUTBOX_MESSAGES.photoMissing);
    await expect(
      outbox.enqueue({ kind: 'fuel.report', payload: fuel, photos: [{ photoId: 'MINE', field: 'anhUrl' }] }),
    ).rejects.toThrow('Trường ảnh "anhUrl" không hợp lệ cho fuel.report.');
    await expect(
      outbox.enqueue({
        kind: 'assignment.event',
        payload: { phanCongId: 3, eventType: 'RECEIVE' },
      } as unknown as Parameters<typeof outbox.enqueue>[0]),
    ).rejects.toThrow(MISSING_VEHICLE_MESSAGE);
    userId = undefined;
    await expect(outbox.enqueue({ kind: 'attendance.check-in', payload: {} })).rejects.toThrow(
      new OutboxCommandError(OUTBOX_MESSAGES.signedOut),
    );
    expect(await db.outbox.count()).toBe(0);
    expect(syncRequests).toBe(0);
  });
});

describe('retry, edit, discard', () => {
  it('retry of a refused item: new key for it and for its photos not yet uploaded', async () => {
    const outbox = makeOutbox();
    await db.photos.bulkAdd([photo({ id: 'UP', location: '/api/files/FILE00000001' }), photo({ id: 'NOTUP' })]);
    await db.outbox.add(
      item({
        id: 'ITEM-1',
        status: 'needs-attention',
        attempts: 2,
        lastError: { status: 422, code: 'VALIDATION_ERROR', message: 'Sai.' },
        photos: [
          { photoId: 'UP', field: 'anhBienLaiUrl' },
          { photoId: 'NOTUP', field: 'anhOdoUrl' },
        ],
      }),
    );
    const after = await outbox.retryItem('ITEM-1');
    expect(after.status).toBe('queued');
    expect(after.idempotencyKey).toBe('01JKEY00000000000000000001');
    expect((await db.photos.get('NOTUP'))?.uploadKey).toBe('01JKEY00000000000000000002');
    expect((await db.photos.get('UP'))?.uploadKey).toBeUndefined();
    expect(await db.outbox.get('ITEM-1')).toEqual(after);
    expect(syncRequests).toBe(1);
  });

  it('retry of a backing-off item: due now, same key; of a sending item: refused', async () => {
    const outbox = makeOutbox();
    await db.outbox.bulkAdd([
      item({ id: 'WAITING', status: 'queued', attempts: 3, nextAttemptAt: NOW + 100_000 }),
      item({ id: 'SENDING', status: 'sending' }),
    ]);
    const after = await outbox.retryItem('WAITING');
    expect(after.nextAttemptAt).toBe(NOW);
    expect(after.idempotencyKey).toBeUndefined();
    expect(after.attempts).toBe(3);
    await expect(outbox.retryItem('SENDING')).rejects.toThrow(OUTBOX_MESSAGES.sending);
    await expect(outbox.retryItem('MISSING')).rejects.toThrow(OUTBOX_MESSAGES.notFound);
  });

  it('edit replaces payload and photos of a refused item, keeps its place, deletes the photo it dropped', async () => {
    const outbox = makeOutbox();
    await db.photos.bulkAdd([photo({ id: 'OLD' }), photo({ id: 'NEW' }), photo({ id: 'SHARED' })]);
    await db.outbox.bulkAdd([
      item({
        id: 'REFUSED',
        seq: 4,
        status: 'needs-attention',
        lastError: { status: 422, code: 'VALIDATION_ERROR', message: 'Số lít không hợp lệ.' },
        photos: [
          { photoId: 'OLD', field: 'anhOdoUrl' },
          { photoId: 'SHARED', field: 'anhBienLaiUrl' },
        ],
      }),
      item({ id: 'OTHER', photos: [{ photoId: 'SHARED', field: 'anhBienLaiUrl' }] }),
    ]);
    const after = await outbox.editItem('REFUSED', { ...fuel, soLit: 25 }, [
      { photoId: 'NEW', field: 'anhOdoUrl' },
      { photoId: 'SHARED', field: 'anhBienLaiUrl' },
    ]);
    expect(after.payload).toEqual({ ...fuel, soLit: 25 });
    expect(after.seq).toBe(4);
    expect(after.status).toBe('queued');
    expect(after.idempotencyKey).toBe('01JKEY00000000000000000001');
    expect(after.photos.map((p) => p.photoId)).toEqual(['NEW', 'SHARED']);
    expect(await db.photos.get('OLD')).toBeUndefined();
    expect((await db.photos.toCollection().primaryKeys()).sort()).toEqual(['NEW', 'SHARED']);
  });

  it('edit of anything but a refused item is refused', async () => {
    const outbox = makeOutbox();
    await db.outbox.bulkAdd([item({ id: 'Q', status: 'queued' }), item({ id: 'S', status: 'sent' })]);
    await expect(outbox.editItem('Q', fuel)).rejects.toThrow(OUTBOX_MESSAGES.notEditable);
    await expect(outbox.editItem('S', fuel)).rejects.toThrow(OUTBOX_MESSAGES.notEditable);
    expect((await db.outbox.get('Q'))?.payload).toEqual(item().payload);
  });

  it('discard deletes the item and only the photos no other item uses', async () => {
    const outbox = makeOutbox();
    await db.photos.bulkAdd([photo({ id: 'ONLY-MINE' }), photo({ id: 'SHARED' })]);
    await db.outbox.bulkAdd([
      item({
        id: 'GONE',
        status: 'needs-attention',
        photos: [
          { photoId: 'ONLY-MINE', field: 'anhOdoUrl' },
          { photoId: 'SHARED', field: 'anhBienLaiUrl' },
        ],
      }),
      item({ id: 'STAYS', photos: [{ photoId: 'SHARED', field: 'anhBienLaiUrl' }] }),
      item({ id: 'BUSY', status: 'sending' }),
    ]);
    await outbox.discardItem('GONE');
    expect(await db.outbox.get('GONE')).toBeUndefined();
    expect(await db.photos.toCollection().primaryKeys()).toEqual(['SHARED']);
    await expect(outbox.discardItem('BUSY')).rejects.toThrow(OUTBOX_MESSAGES.sending);
    expect(await db.outbox.get('BUSY')).toBeDefined();
    await expect(outbox.discardItem('NOT-THERE')).resolves.toBeUndefined();
  });

  it('a transition that is not allowed surfaces as OutboxTransitionError', async () => {
    const outbox = makeOutbox();
    await db.outbox.add(item({ id: 'DONE', status: 'sent' }));
    await expect(outbox.retryItem('DONE')).rejects.toBeInstanceOf(OutboxTransitionError);
  });
});

describe('listUnsent and prune', () => {
  it('lists the user’s queued, sending and refused items in queue order, nobody else’s', async () => {
    const outbox = makeOutbox();
    await db.outbox.bulkAdd([
      item({ id: 'C', seq: 3, status: 'needs-attention' }),
      item({ id: 'A', seq: 1, status: 'queued' }),
      item({ id: 'B', seq: 2, status: 'sending' }),
      item({ id: 'S', seq: 4, status: 'sent' }),
      item({ id: 'X', seq: 5, status: 'queued', userId: 8 }),
    ]);
    expect((await outbox.listUnsent(7)).map((i) => i.id)).toEqual(['A', 'B', 'C']);
    expect((await outbox.listUnsent(8)).map((i) => i.id)).toEqual(['X']);
    expect(await outbox.listUnsent(9)).toEqual([]);
  });

  it('keeps sent items 7 days and at most 200, deletes their photos, and photos nobody used for a day', async () => {
    const outbox = makeOutbox();
    const sent = Array.from({ length: SENT_RETENTION_COUNT + 3 }, (_, i) =>
      item({ id: `SENT-${String(i).padStart(3, '0')}`, status: 'sent', sentAt: NOW - i * 1_000 }),
    );
    await db.photos.bulkAdd([
      photo({ id: 'OF-OLD' }),
      photo({ id: 'OF-FRESH' }),
      photo({ id: 'ORPHAN-OLD', createdAt: NOW - 25 * 60 * 60_000 }),
      photo({ id: 'ORPHAN-NEW', createdAt: NOW - 60_000 }),
    ]);
    await db.outbox.bulkAdd([
      ...sent,
      item({
        id: 'WEEK-OLD',
        status: 'sent',
        sentAt: NOW - SENT_RETENTION_MS - 1,
        photos: [{ photoId: 'OF-OLD', field: 'anhOdoUrl' }],
      }),
      item({ id: 'UNSENT', status: 'queued', photos: [{ photoId: 'OF-FRESH', field: 'anhOdoUrl' }] }),
    ]);
    const readAll = vi.spyOn(db.photos, 'toArray');
    const readSome = vi.spyOn(db.photos, 'bulkGet');
    const result = await outbox.prune();
    expect(result).toEqual({ items: 4, photos: 2 });
    // Only the records of photos no item uses are read: a queued photo's bytes stay on disk.
    expect(readAll).not.toHaveBeenCalled();
    expect(readSome.mock.calls.flatMap(([keys]) => keys).sort()).toEqual(['ORPHAN-NEW', 'ORPHAN-OLD']);
    expect(await db.outbox.get('WEEK-OLD')).toBeUndefined();
    expect(await db.outbox.get('SENT-199')).toBeDefined();
    expect(await db.outbox.get('SENT-200')).toBeUndefined();
    expect(await db.outbox.get('UNSENT')).toBeDefined();
    expect((await db.photos.toCollection().primaryKeys()).sort()).toEqual(['OF-FRESH', 'ORPHAN-NEW']);
  });
});

describe('requestOutboxSync', () => {
  it('tells the page’s listeners and registers a Background Sync when a worker is there', async () => {
    const { onSyncRequested, requestOutboxSync } = await import('@/offline/outbox');
    const register = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', {
      serviceWorker: { getRegistration: async () => ({ sync: { register } }) },
    });
    const heard = vi.fn();
    const stop = onSyncRequested(heard);
    requestOutboxSync();
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('outbox'));
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    requestOutboxSync();
    expect(heard).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
