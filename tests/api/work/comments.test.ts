/**
 * Comments, activity and the archive (spec 002 §7 "Comments and activity", §2.5; issue 14): content
 * required even with files, pinned first then newest, author-only pin/edit/delete by user id,
 * NEW_COMMENT to the task's people, offline replay, activity paged by 12, archived filters.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGE } from '@/contracts/uploads';
import { type ArchivedTask, type Column, WORK_MESSAGES as M, type TaskComment } from '@/contracts/work';
import { thongBao } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { workClient } from './helpers';

let t: TestApp;
let w: Awaited<ReturnType<typeof workClient>>;
let wsId: number;
let colId: number;
let taskId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await workClient(t, ['admin', 'dieuphoi', 'ketoan', 'nhanvien1', 'taixe1', 'taixe2']);
  const { ws, columns } = await w.workspace({ columns: ['Đang làm'], managers: ['dieuphoi'] });
  wsId = ws.id;
  colId = (columns[0] as Column).id;
  taskId = (await w.task('dieuphoi', wsId, colId, { tieuDe: 'Giao 20 pallet', assignedUserIds: [w.ids.taixe1] })).id;
});
afterAll(async () => {
  await t.close();
});

const comments = (who: 'admin' | 'taixe1' | 'dieuphoi' | 'ketoan', q = '') =>
  w.call(who, 'GET', `/api/tasks/${taskId}/comments${q}`);

describe('comments', () => {
  it('content is required even with files; type and attachments are validated', async () => {
    const empty = await w.call('taixe1', 'POST', `/api/tasks/${taskId}/comments`, {
      content: '  ',
      attachments: [{ fileUrl: '/api/files/abcdefghijklmnop', originalFileName: 'a.pdf' }],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors.content).toBe('Nội dung bình luận không được để trống.');
    const badType = await w.call('taixe1', 'POST', `/api/tasks/${taskId}/comments`, { content: 'x', type: 'NOTE' });
    expect(badType.body.fieldErrors.type).toBe(M.invalidCommentType);
    const missingFile = await w.call('taixe1', 'POST', `/api/tasks/${taskId}/comments`, {
      content: 'Ảnh hiện trường',
      attachments: [{ fileUrl: '/api/files/KhongCoTep000000', originalFileName: 'a.jpg' }],
    });
    expect(missingFile.status).toBe(422);
    expect(missingFile.body.message).toBe(ATTACHMENT_MESSAGE);
  });

  it('a member comments; the task’s other people hear it with a link to the comment; activity is written', async () => {
    const r = await w.call('taixe1', 'POST', `/api/tasks/${taskId}/comments`, {
      content: 'Đã bốc xong 10 pallet',
      type: 'REPORT',
    });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe(M.commentAdded);
    const c = r.body.data as TaskComment;
    expect(c).toMatchObject({
      type: 'REPORT',
      content: 'Đã bốc xong 10 pallet',
      author: { idNguoiDung: w.ids.taixe1 },
      pinned: false,
      ngaySua: null,
      mine: true,
      workColumn: { tenCot: 'Đang làm' },
    });
    const notices = await t.db
      .select()
      .from(thongBao)
      .where(and(eq(thongBao.loaiThongBao, 'BINH_LUAN'), eq(thongBao.idDoiTuong, taskId)));
    expect(notices.map((n) => n.idNguoiNhan)).toEqual([w.ids.dieuphoi]);
    expect(notices[0]?.deepLink).toBe(`/bang-phan-chia-cong-viec/${wsId}?openTask=${taskId}&commentId=${c.id}`);
    const log = (await w.call('admin', 'GET', `/api/nhat-ky-hoat-dong/${taskId}`)).body.data.content;
    expect(log[0].moTa).toBe('Nguyễn Văn Tài đã thêm báo cáo');
  });

  it('only the author pins, edits and deletes (by user id); a manager gets 403; a stranger 404', async () => {
    const mine = (await w.call('taixe1', 'POST', `/api/tasks/${taskId}/comments`, { content: 'Xe tới kho lúc 9h' }))
      .body.data as TaskComment;
    const url = `/api/tasks/${taskId}/comments/${mine.id}`;
    for (const [method, suffix, body] of [
      ['PUT', '', { content: 'Sửa' }],
      ['DELETE', '', undefined],
      ['POST', '/pin', undefined],
    ] as const) {
      const byManager = await w.call('dieuphoi', method, `${url}${suffix}`, body);
      expect(byManager.status).toBe(403);
      expect(byManager.body.message).toBe(M.notCommentAuthor);
      expect((await w.call('ketoan', method, `${url}${suffix}`, body)).status).toBe(404);
    }
    const seenByManager = (await comments('dieuphoi')).body.data.content.find((x: TaskComment) => x.id === mine.id);
    expect(seenByManager.mine).toBe(false);

    const edited = await w.call('taixe1', 'PUT', url, { content: 'Xe tới kho lúc 9h15' });
    expect(edited.body.message).toBe(M.commentUpdated);
    expect(edited.body.data.ngaySua).not.toBeNull();
    const pinned = await w.call('taixe1', 'POST', `${url}/pin`);
    expect(pinned.body).toMatchObject({ message: M.commentPinned, data: { pinned: true } });
    const page = (await comments('admin')).body.data;
    expect(page.content[0].id).toBe(mine.id); // pinned first
    expect(page.size).toBe(20);
    const unpinned = await w.call('taixe1', 'DELETE', `${url}/pin`);
    expect(unpinned.body).toMatchObject({ message: M.commentUnpinned, data: { pinned: false } });
    const deleted = await w.call('taixe1', 'DELETE', url);
    expect(deleted.body).toEqual({ data: null, message: M.commentDeleted });
    expect((await w.call('taixe1', 'DELETE', url)).body.message).toBe(M.commentNotFound);
    const log = (await w.call('admin', 'GET', `/api/nhat-ky-hoat-dong/${taskId}`)).body.data.content;
    expect(log.slice(0, 2).map((a: { moTa: string }) => a.moTa)).toEqual([
      'Nguyễn Văn Tài đã xóa bình luận',
      'Nguyễn Văn Tài đã sửa bình luận',
    ]);
  });

  it('pages newest first and filters by type', async () => {
    for (const content of ['Một', 'Hai', 'Ba']) {
      await w.call('dieuphoi', 'POST', `/api/tasks/${taskId}/comments`, { content, type: 'PROPOSAL' });
    }
    const proposals = (await comments('admin', '?type=PROPOSAL&size=2')).body.data;
    expect(proposals.content.map((c: TaskComment) => c.content)).toEqual(['Ba', 'Hai']);
    expect(proposals.totalElements).toBe(3);
    expect(proposals.totalPages).toBe(2);
    const all = (await comments('admin', '?type=ALL')).body.data;
    expect(all.totalElements).toBeGreaterThan(3);
    const bad = await comments('admin', '?type=NOTE');
    expect(bad.body.fieldErrors.type).toBe(M.invalidCommentType);
  });

  it('a REPORT sent twice by a phone’s outbox is stored once; occurredAt is when it was written', async () => {
    const written = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const body = { content: 'Báo cáo ngoại tuyến', type: 'REPORT', occurredAt: written };
    const headers = { 'idempotency-key': 'task-report-0001-abcdefgh' };
    const first = await w.call('taixe1', 'POST', `/api/tasks/${taskId}/comments`, body, headers);
    const again = await w.call('taixe1', 'POST', `/api/tasks/${taskId}/comments`, body, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(first.body.data.ngayTao).toBe(written);
    const reports = (await comments('admin', '?type=REPORT&size=100')).body.data.content as TaskComment[];
    expect(reports.filter((c) => c.content === 'Báo cáo ngoại tuyến')).toHaveLength(1);
  });
});

describe('activity', () => {
  it('pages by 12, newest first; a stranger gets 404', async () => {
    const page = (await w.call('admin', 'GET', `/api/nhat-ky-hoat-dong/${taskId}`)).body.data;
    expect(page.size).toBe(12);
    expect(page.totalElements).toBeGreaterThan(5);
    const times = page.content.map((a: { ngayTao: string }) => a.ngayTao);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await w.call('ketoan', 'GET', `/api/nhat-ky-hoat-dong/${taskId}`)).status).toBe(404);
  });
});

describe('archived tasks', () => {
  it('lists archived tasks of visible workspaces with filters, paging and completion sort', async () => {
    const { ws, columns } = await w.workspace({ managers: ['dieuphoi'], columns: ['Xong'] });
    const col = (columns[0] as Column).id;
    const archive = async (tieuDe: string, doUuTien: string, doneAt: string, assignees: number[] = []) => {
      const task = await w.task('dieuphoi', ws.id, col, { tieuDe, doUuTien, assignedUserIds: assignees });
      const url = `/api/workspaces/${ws.id}/columns/${col}/tasks/${task.id}/status`;
      await w.call('dieuphoi', 'PUT', url, { newStatus: 'DONE', occurredAt: doneAt });
      await w.call('dieuphoi', 'PUT', url, { newStatus: 'ARCHIVED' });
      return task.id;
    };
    const old = await archive('Kiểm kê quý 1', 'LOW', '2026-01-10T03:00:00.000Z');
    const recent = await archive('Kiểm kê quý 2', 'HIGH', '2026-04-10T03:00:00.000Z', [w.ids.taixe2]);
    await w.task('dieuphoi', ws.id, col, { tieuDe: 'Kiểm kê quý 3' }); // open: not archived

    const list = async (who: 'dieuphoi' | 'nhanvien1' | 'ketoan', q: string) =>
      (await w.call(who, 'GET', `/api/archived-tasks?workspaceId=${ws.id}${q}`)).body.data;
    const page = await list('dieuphoi', '');
    expect(page.content.map((x: ArchivedTask) => x.id)).toEqual([recent, old]);
    expect(page.content[0]).toMatchObject({
      tieuDe: 'Kiểm kê quý 2',
      trangThaiCongViec: 'ARCHIVED',
      ngayHoanThanh: '2026-04-10T03:00:00.000Z',
      workspace: {
        id: ws.id,
        author: { hoTen: 'Quản trị viên' },
        managers: [{ idNguoiDung: w.ids.dieuphoi, hoTen: 'Trần Văn Điều' }],
      },
      column: { id: col, tenCot: 'Xong' },
      nguoiTao: { idNguoiDung: w.ids.dieuphoi },
      assignedUsers: [{ idNguoiDung: w.ids.taixe2 }],
    });
    expect((await list('dieuphoi', '&sort=ngayHoanThanh,asc')).content.map((x: ArchivedTask) => x.id)).toEqual([
      old,
      recent,
    ]);
    expect((await list('dieuphoi', '&tieuDe=QUÝ%201')).content.map((x: ArchivedTask) => x.id)).toEqual([old]);
    expect((await list('dieuphoi', '&doUuTien=HIGH')).totalElements).toBe(1);
    expect((await list('dieuphoi', `&assignedUserId=${w.ids.taixe2}`)).totalElements).toBe(1);
    expect((await list('dieuphoi', `&creatorId=${w.ids.dieuphoi}&columnId=${col}`)).totalElements).toBe(2);
    const paged = await list('dieuphoi', '&size=1&page=1');
    expect(paged).toMatchObject({ totalElements: 2, totalPages: 2, number: 1 });
    expect((await list('nhanvien1', '')).totalElements).toBe(2); // CONG_VIEC_XEM sees all
    expect((await list('ketoan', '')).totalElements).toBe(0); // not a member
    const bad = await w.call('dieuphoi', 'GET', '/api/archived-tasks?sort=ngayTao,desc');
    expect(bad.body.fieldErrors.sort).toBe('Cách sắp xếp không hợp lệ.');
  });
});
