import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTIONS, photoRefProblem } from '@/offline/actions';
import type { VanTaiDb } from '@/offline/db';
import { createDrain } from '@/offline/drain';
import { createOutbox } from '@/offline/outbox';
import type { OutboxItem } from '@/offline/types';
import { fakeApi, fakeClock, freshDb, jsonResponse, NOW, photo, sessionOn } from './helpers';

// A field user's task REPORT with photos and a status change, filed offline (issue 14): two kinds
// of their own in the outbox, sent later with their Idempotency-Key like the driver's reports.

let db: VanTaiDb;
let clock: ReturnType<typeof fakeClock>;
let ids: number;

beforeEach(() => {
  db = freshDb();
  clock = fakeClock();
  ids = 0;
});
afterEach(() => {
  db.close();
});

const makeOutbox = () =>
  createOutbox({
    db,
    now: clock.now,
    ulid: () => `01JTASK${String(++ids).padStart(19, '0')}`,
    currentUserId: async () => 7,
    clockOffsetMs: async () => 0,
    requestSync: () => undefined,
  });

async function makeDrain(api: ReturnType<typeof fakeApi>) {
  const { store, refreshSession } = await sessionOn(db, api);
  return createDrain({
    db,
    store,
    refreshSession,
    fetch: api.fetch,
    baseUrl: 'http://app.test',
    now: clock.now,
    random: () => 0.5,
    locks: null,
  });
}

const report = {
  taskId: 8,
  workspaceId: 2,
  tieuDe: 'Kiểm tra kho',
  content: 'Đã kiểm tra, có ảnh',
  type: 'REPORT' as const,
  attachments: [{ originalFileName: 'kho-1.jpg' }, { originalFileName: 'kho-2.jpg' }],
  occurredAt: new Date(NOW - 60_000).toISOString(),
};

describe('task.report and task.status kinds', () => {
  it('photo fields: only attachments.N.fileUrl of a report; none on a status change', () => {
    expect(photoRefProblem('task.report', [{ photoId: 'a', field: 'attachments.0.fileUrl' }])).toBeNull();
    expect(photoRefProblem('task.report', [{ photoId: 'a', field: 'attachments.0.originalFileName' }])).toBe(
      'Trường ảnh "attachments.0.originalFileName" không hợp lệ cho task.report.',
    );
    expect(photoRefProblem('task.status', [{ photoId: 'a', field: 'anhUrl' }])).toBe(
      'Trường ảnh "anhUrl" không hợp lệ cho task.status.',
    );
  });

  it('one task’s report and status change share its group, in the order they were made; labels name the task', async () => {
    const outbox = makeOutbox();
    await db.photos.add(photo({ id: 'P1', folder: 'tasks' }));
    const r = await outbox.enqueue({
      kind: 'task.report',
      payload: { ...report, attachments: [report.attachments[0] as { originalFileName: string }] },
      photos: [{ photoId: 'P1', field: 'attachments.0.fileUrl' }],
    });
    const s = await outbox.enqueue({
      kind: 'task.status',
      payload: { taskId: 8, workspaceId: 2, columnId: 3, newStatus: 'DONE', tieuDe: 'Kiểm tra kho' },
    });
    const other = await outbox.enqueue({
      kind: 'task.status',
      payload: { taskId: 9, workspaceId: 2, columnId: 3, newStatus: 'IN_PROGRESS' },
    });
    expect([r.group, s.group, other.group]).toEqual(['task:8', 'task:8', 'task:9']);
    expect(s.seq).toBeGreaterThan(r.seq);
    expect([r.label, s.label, other.label]).toEqual([
      'Báo cáo công việc · Kiểm tra kho',
      'Hoàn thành · Kiểm tra kho',
      'Đang làm · công việc #9',
    ]);
  });

  it('drain uploads the photos to "tasks", writes their locations into the attachments, then POSTs the report with its key', async () => {
    const api = fakeApi();
    const outbox = makeOutbox();
    await db.photos.bulkAdd([photo({ id: 'P1', folder: 'tasks' }), photo({ id: 'P2', folder: 'tasks' })]);
    const queued = await outbox.enqueue({
      kind: 'task.report',
      payload: report,
      photos: [
        { photoId: 'P1', field: 'attachments.0.fileUrl' },
        { photoId: 'P2', field: 'attachments.1.fileUrl' },
      ],
    });
    const drain = await makeDrain(api);
    expect((await drain()).sent).toBe(1);

    const uploads = api.calls('/api/images/upload');
    expect(uploads.map((u) => (u.body as { folderName: string }).folderName)).toEqual(['tasks', 'tasks']);
    const [call] = api.actionCalls();
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/api/tasks/8/comments');
    expect(call?.headers['idempotency-key']).toBe(queued.id);
    const body = call?.body as typeof report & { attachments: { fileUrl: string; originalFileName: string }[] };
    expect(body.type).toBe('REPORT');
    expect(body.content).toBe('Đã kiểm tra, có ảnh');
    expect(body.occurredAt).toBe(report.occurredAt);
    expect(body.attachments).toEqual([
      { originalFileName: 'kho-1.jpg', fileUrl: expect.stringMatching(/^\/api\/files\/FILE\d{8}$/) },
      { originalFileName: 'kho-2.jpg', fileUrl: expect.stringMatching(/^\/api\/files\/FILE\d{8}$/) },
    ]);
    expect(body.attachments[0]?.fileUrl).not.toBe(body.attachments[1]?.fileUrl);
    expect(((await db.outbox.get(queued.id)) as OutboxItem).status).toBe('sent');
  });

  it('drain PUTs the status change after the report of the same task, and a refused report holds it back', async () => {
    const api = fakeApi();
    const outbox = makeOutbox();
    const r = await outbox.enqueue({ kind: 'task.report', payload: { ...report, attachments: [] } });
    const s = await outbox.enqueue({
      kind: 'task.status',
      payload: { taskId: 8, workspaceId: 2, columnId: 3, newStatus: 'DONE', occurredAt: report.occurredAt },
    });
    api.fail('/api/tasks/8/comments', jsonResponse(404, { message: 'Không tìm thấy công việc.', code: 'NOT_FOUND' }));
    const drain = await makeDrain(api);
    const first = await drain();
    expect(first.refused).toBe(1);
    expect(api.actionCalls().map((c) => c.path)).toEqual(['/api/tasks/8/comments']);
    expect(((await db.outbox.get(r.id)) as OutboxItem).lastError?.message).toBe('Không tìm thấy công việc.');
    expect(((await db.outbox.get(s.id)) as OutboxItem).status).toBe('queued');

    await outbox.discardItem(r.id);
    expect((await drain()).sent).toBe(1);
    const put = api.actionCalls().at(-1);
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe('/api/workspaces/2/columns/3/tasks/8/status');
    expect(put?.headers['idempotency-key']).toBe(s.id);
    expect(put?.body).toMatchObject({ newStatus: 'DONE', occurredAt: report.occurredAt });
  });

  it('the paths of both kinds', () => {
    expect(ACTIONS['task.report'].path({ ...report, attachments: [] })).toBe('/api/tasks/8/comments');
    expect(ACTIONS['task.status'].method).toBe('PUT');
  });
});
