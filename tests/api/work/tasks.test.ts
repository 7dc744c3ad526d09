/**
 * Tasks on the board (spec 002 §4.1, §7 "Board and tasks"; issue 14): creation always TODO, moves
 * that write one row and renumber `viTri`, order in byte order (COLLATE "C"), the filters, the
 * status machine with its completion time, assignees with their notification, permissions and the
 * activity rows each change writes in its own transaction.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityItem, type Column, WORK_MESSAGES as M, type Task } from '@/contracts/work';
import { phongBan, task as taskTable, thongBao, workEvent } from '../../../server/db/schema';
import type { Actor } from '../../../server/lib/access';
import { vnLocal } from '../../../server/lib/vn-time';
import * as service from '../../../server/modules/work/service';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { workClient } from './helpers';

let t: TestApp;
let w: Awaited<ReturnType<typeof workClient>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await workClient(t, ['admin', 'dieuphoi', 'ketoan', 'nhanvien1', 'taixe1', 'taixe2']);
});
afterAll(async () => {
  await t.close();
});

const path = (ws: number, col: number, task?: number, rest = '') =>
  `/api/workspaces/${ws}/columns/${col}/tasks${task === undefined ? '' : `/${task}`}${rest}`;
const activityOf = async (taskId: number) =>
  (await w.call('admin', 'GET', `/api/nhat-ky-hoat-dong/${taskId}`)).body.data.content as ActivityItem[];

describe('create', () => {
  it('validates in Vietnamese: title required, deadline after start, TODO only, known assignees', async () => {
    const { ws, columns } = await w.workspace({ columns: ['A'] });
    const col = (columns[0] as Column).id;
    const noTitle = await w.call('admin', 'POST', path(ws.id, col), { tieuDe: '  ' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.fieldErrors.tieuDe).toBe('Vui lòng nhập tiêu đề công việc.');
    const backwards = await w.call('admin', 'POST', path(ws.id, col), {
      tieuDe: 'X',
      ngayBatDau: '2026-05-02T08:00',
      ngayKetThuc: '2026-05-01T08:00',
    });
    expect(backwards.body.fieldErrors.ngayKetThuc).toBe(M.deadlineBeforeStart);
    const done = await w.call('admin', 'POST', path(ws.id, col), { tieuDe: 'X', trangThaiCongViec: 'DONE' });
    expect(done.body.fieldErrors.trangThaiCongViec).toBe(M.invalidStatus);
    const badPriority = await w.call('admin', 'POST', path(ws.id, col), { tieuDe: 'X', doUuTien: 'SOON' });
    expect(badPriority.body.fieldErrors.doUuTien).toBe(M.invalidPriority);
    const unknownUser = await w.call('admin', 'POST', path(ws.id, col), { tieuDe: 'X', assignedUserIds: [999999] });
    expect(unknownUser.status).toBe(422);
    expect(unknownUser.body.message).toBe(M.invalidUser);
    const wrongColumn = await w.call('admin', 'POST', path(ws.id, 999999), { tieuDe: 'X' });
    expect(wrongColumn.status).toBe(404);
    expect(wrongColumn.body.message).toBe(M.columnNotFound);
  });

  it('saves TODO with LOW by default, Vietnam times, the creator, assignees notified, activity and a board event', async () => {
    const { ws, columns } = await w.workspace({ columns: ['A'] });
    const col = (columns[0] as Column).id;
    const r = await w.call('admin', 'POST', path(ws.id, col), {
      tieuDe: ' Kiểm kê pallet khu C ',
      moTa: 'Đếm lại hàng tồn',
      ngayBatDau: '2026-05-01T08:00',
      ngayKetThuc: '2026-05-03T17:30',
      assignedUserIds: [w.ids.taixe1],
    });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe(M.taskCreated);
    const task = r.body.data as Task;
    expect(task).toMatchObject({
      tieuDe: 'Kiểm kê pallet khu C',
      trangThaiCongViec: 'TODO',
      doUuTien: 'LOW',
      viTri: 1,
      workColumnId: col,
      hoanThanh: false,
      ngayHoanThanh: null,
      ngayBatDau: '2026-05-01T01:00:00.000Z',
      ngayKetThuc: '2026-05-03T10:30:00.000Z',
      nguoiTao: { idNguoiDung: w.ids.admin },
      assignedUsers: [{ idNguoiDung: w.ids.taixe1, hoTen: 'Nguyễn Văn Tài' }],
    });
    expect((await activityOf(task.id)).map((a) => a.moTa)).toEqual([
      'Quản trị viên đã giao công việc cho Nguyễn Văn Tài',
      'Quản trị viên đã tạo công việc "Kiểm kê pallet khu C"',
    ]);
    const [notice] = await t.db
      .select()
      .from(thongBao)
      .where(
        and(
          eq(thongBao.idNguoiNhan, w.ids.taixe1),
          eq(thongBao.loaiDoiTuong, 'TASK'),
          eq(thongBao.idDoiTuong, task.id),
        ),
      );
    expect(notice).toMatchObject({
      loaiThongBao: 'PHAN_CONG',
      deepLink: `/bang-phan-chia-cong-viec/${ws.id}?openTask=${task.id}`,
    });
    const events = await t.db.select().from(workEvent).where(eq(workEvent.taskId, task.id));
    expect(events.map((e) => e.kind)).toEqual(['task']);
  });

  it('a member who is not an editor may create but may not assign a non-member', async () => {
    const { ws, columns } = await w.workspace({ columns: ['A'] });
    const col = (columns[0] as Column).id;
    await w.call('admin', 'POST', `/api/workspaces/${ws.id}/columns/${col}/assign-users`, [w.ids.taixe1]);
    const outsider = await w.call('taixe1', 'POST', path(ws.id, col), { tieuDe: 'X', assignedUserIds: [w.ids.ketoan] });
    expect(outsider.status).toBe(422);
    expect(outsider.body.message).toBe(M.invalidUser);
    const own = await w.call('taixe1', 'POST', path(ws.id, col), { tieuDe: 'Báo hỏng xe nâng' });
    expect(own.status).toBe(201);
  });
});

describe('move and order', () => {
  it('a move writes the moved row only, and viTri renumbers from 1', async () => {
    const { ws, columns } = await w.workspace({ columns: ['A', 'B'] });
    const [a, b] = columns as [Column, Column];
    const t1 = await w.task('admin', ws.id, a.id, { tieuDe: 'T1' });
    const t2 = await w.task('admin', ws.id, a.id, { tieuDe: 'T2' });
    const t3 = await w.task('admin', ws.id, a.id, { tieuDe: 'T3' });
    const u1 = await w.task('admin', ws.id, b.id, { tieuDe: 'U1' });
    const before = await t.db.select().from(taskTable).where(eq(taskTable.workspaceId, ws.id));

    const r = await w.call('admin', 'PUT', path(ws.id, a.id, t3.id), { workColumnId: b.id, viTri: 1 });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(M.taskMoved);
    expect(r.body.data).toMatchObject({ workColumnId: b.id, viTri: 1 });

    const after = await t.db.select().from(taskTable).where(eq(taskTable.workspaceId, ws.id));
    const changed = after.filter((x) => {
      const old = before.find((y) => y.id === x.id);
      return old?.sortKey !== x.sortKey || old?.columnId !== x.columnId;
    });
    expect(changed.map((x) => x.id)).toEqual([t3.id]);

    const board = await w.board('admin', ws.id);
    expect(board.map((c) => c.tasks.map((x) => `${x.viTri}${x.tieuDe}`))).toEqual([
      ['1T1', '2T2'],
      ['1T3', '2U1'],
    ]);
    // Within a column: T1 to the end.
    await w.call('admin', 'PUT', path(ws.id, a.id, t1.id), { viTri: 2 });
    expect((await w.board('admin', ws.id))[0]?.tasks.map((x) => x.tieuDe)).toEqual(['T2', 'T1']);
    expect((await activityOf(t3.id))[0]?.moTa).toBe('Quản trị viên đã chuyển công việc từ cột A sang cột B');
    expect(u1.viTri).toBe(1);
    expect(t2.viTri).toBe(2);

    const wrongColumn = await w.call('admin', 'PUT', path(ws.id, a.id, t3.id), { viTri: 1 });
    expect(wrongColumn.status).toBe(404);
    expect(wrongColumn.body.message).toBe(M.columnOfTaskMissing);
    const unknownTarget = await w.call('admin', 'PUT', path(ws.id, b.id, t3.id), { workColumnId: 999999 });
    expect(unknownTarget.status).toBe(422);
    expect(unknownTarget.body.message).toBe(M.columnUnknown);
  });

  it('orders by bytes (COLLATE "C"): "Zz" before "a0", whatever the database locale says', async () => {
    const { ws, columns } = await w.workspace({ columns: ['A'] });
    const col = (columns[0] as Column).id;
    const lower = await w.task('admin', ws.id, col, { tieuDe: 'thấp' });
    const upper = await w.task('admin', ws.id, col, { tieuDe: 'hoa' });
    await t.db.update(taskTable).set({ sortKey: 'a0' }).where(eq(taskTable.id, lower.id));
    await t.db.update(taskTable).set({ sortKey: 'Zz' }).where(eq(taskTable.id, upper.id));
    const board = await w.board('admin', ws.id);
    expect(board[0]?.tasks.map((x) => [x.tieuDe, x.viTri])).toEqual([
      ['hoa', 1],
      ['thấp', 2],
    ]);
    // A move between them still lands between them.
    const mid = await w.task('admin', ws.id, col, { tieuDe: 'giữa', viTri: 2 });
    expect(mid.sortKey > 'Zz' && mid.sortKey < 'a0').toBe(true);
    expect((await w.board('admin', ws.id))[0]?.tasks.map((x) => x.tieuDe)).toEqual(['hoa', 'giữa', 'thấp']);
  });
});

describe('edit, delete and permissions', () => {
  it('field edits write old → new activity; editors, creator and assignees edit; others 403; strangers 404', async () => {
    const { ws, columns } = await w.workspace({ columns: ['A'], managers: ['dieuphoi'] });
    const col = (columns[0] as Column).id;
    await w.call('admin', 'POST', `/api/workspaces/${ws.id}/columns/${col}/assign-users`, [w.ids.taixe1, w.ids.taixe2]);
    const task = await w.task('admin', ws.id, col, { tieuDe: 'Cũ', assignedUserIds: [w.ids.taixe1] });

    const r = await w.call('taixe1', 'PUT', path(ws.id, col, task.id), {
      tieuDe: 'Mới',
      doUuTien: 'URGENT',
      ngayKetThuc: '2026-06-01T17:00',
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(M.taskUpdated);
    const moTa = (await activityOf(task.id)).map((a) => a.moTa);
    expect(moTa).toEqual(
      expect.arrayContaining([
        'Nguyễn Văn Tài đã cập nhật tiêu đề từ "Cũ" thành "Mới"',
        'Nguyễn Văn Tài đã cập nhật hạn hoàn thành từ (trống) thành "01/06/2026 17:00"',
        'Nguyễn Văn Tài đã cập nhật độ ưu tiên từ "Thấp" thành "Khẩn cấp"',
      ]),
    );

    const byColumnUser = await w.call('taixe2', 'PUT', path(ws.id, col, task.id), { tieuDe: 'X' });
    expect(byColumnUser.status).toBe(403);
    expect(byColumnUser.body.message).toBe(M.notTaskEditor);
    const byStranger = await w.call('ketoan', 'PUT', path(ws.id, col, task.id), { tieuDe: 'X' });
    expect(byStranger.status).toBe(404);

    const deleteByAssignee = await w.call('taixe1', 'DELETE', path(ws.id, col, task.id));
    expect(deleteByAssignee.status).toBe(403);
    expect(deleteByAssignee.body.message).toBe(M.notTaskDeleter);
    const deleteByManager = await w.call('dieuphoi', 'DELETE', path(ws.id, col, task.id));
    expect(deleteByManager.body).toEqual({ data: null, message: M.taskDeleted });
    expect((await w.call('admin', 'GET', `/api/tasks/${task.id}`)).status).toBe(404);
  });
});

describe('status', () => {
  it('follows TASK_TRANSITIONS; DONE stamps ngayHoanThanh (occurredAt from a phone), reopening clears it', async () => {
    const { ws, columns } = await w.workspace({ columns: ['A'] });
    const col = (columns[0] as Column).id;
    const task = await w.task('admin', ws.id, col, { assignedUserIds: [w.ids.taixe1] });
    const status = (who: 'taixe1' | 'taixe2' | 'admin', body: object, headers?: Record<string, string>) =>
      w.call(who, 'PUT', path(ws.id, col, task.id, '/status'), body, headers);

    const bad = await status('taixe1', { newStatus: 'PAUSED' });
    expect(bad.body.fieldErrors.newStatus).toBe(M.invalidStatus);
    const skip = await status('taixe1', { newStatus: 'ARCHIVED' });
    expect(skip.status).toBe(422);
    expect(skip.body.message).toBe(M.statusTransition);
    const stranger = await status('taixe2', { newStatus: 'IN_PROGRESS' });
    expect(stranger.status).toBe(404);

    const started = await status('taixe1', { newStatus: 'IN_PROGRESS' });
    expect(started.status).toBe(200);
    expect(started.body.message).toBe(M.statusUpdated);
    expect((await activityOf(task.id))[0]?.moTa).toBe('Nguyễn Văn Tài đã chuyển trạng thái từ Cần làm sang Đang làm');

    const offline = new Date(Date.now() - 3_600_000).toISOString();
    const done = await status('taixe1', { newStatus: 'DONE', occurredAt: offline });
    expect(done.body.data).toMatchObject({ trangThaiCongViec: 'DONE', hoanThanh: true, ngayHoanThanh: offline });
    const archived = await status('admin', { newStatus: 'ARCHIVED' });
    expect(archived.body.data).toMatchObject({ trangThaiCongViec: 'ARCHIVED', ngayHoanThanh: offline });
    expect((await w.board('admin', ws.id))[0]?.tasks).toEqual([]);
    expect((await w.board('admin', ws.id, '?trangThaiCongViec=ARCHIVED'))[0]?.tasks.map((x) => x.id)).toEqual([
      task.id,
    ]);
    const restored = await status('admin', { newStatus: 'DONE' });
    expect(restored.body.data).toMatchObject({ trangThaiCongViec: 'DONE', ngayHoanThanh: offline });
    const reopened = await status('admin', { newStatus: 'IN_PROGRESS' });
    expect(reopened.body.data).toMatchObject({
      trangThaiCongViec: 'IN_PROGRESS',
      ngayHoanThanh: null,
      hoanThanh: false,
    });
  });

  it('a replay with the same Idempotency-Key answers the first result and changes nothing more', async () => {
    const { ws, columns } = await w.workspace({ columns: ['A'] });
    const col = (columns[0] as Column).id;
    const task = await w.task('admin', ws.id, col, { assignedUserIds: [w.ids.taixe1] });
    const headers = { 'idempotency-key': `task-status-${task.id}-abcdefgh` };
    const url = path(ws.id, col, task.id, '/status');
    const first = await w.call('taixe1', 'PUT', url, { newStatus: 'IN_PROGRESS' }, headers);
    const again = await w.call('taixe1', 'PUT', url, { newStatus: 'IN_PROGRESS' }, headers);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const statusRows = (await activityOf(task.id)).filter((a) => a.hanhDong === 'DOI_TRANG_THAI');
    expect(statusRows).toHaveLength(1);
  });
});

describe('assignees', () => {
  it('adds and removes one at a time, with activity; GET lists them', async () => {
    const { ws, columns } = await w.workspace({ columns: ['A'] });
    const col = (columns[0] as Column).id;
    const task = await w.task('admin', ws.id, col);
    const bad = await w.call('admin', 'POST', `/api/tasks/${task.id}/users`, { userId: 'x' });
    expect(bad.body.fieldErrors.userId).toBe(M.invalidUser);
    const added = await w.call('admin', 'POST', `/api/tasks/${task.id}/users`, { userId: w.ids.taixe2 });
    expect(added.body.data.map((u: { idNguoiDung: number }) => u.idNguoiDung)).toEqual([w.ids.taixe2]);
    const removed = await w.call('admin', 'DELETE', `/api/tasks/${task.id}/users/${w.ids.taixe2}`);
    expect(removed.body.data).toEqual([]);
    expect((await activityOf(task.id)).slice(0, 2).map((a) => a.moTa)).toEqual([
      'Quản trị viên đã bỏ giao công việc cho Phạm Minh Xuân',
      'Quản trị viên đã giao công việc cho Phạm Minh Xuân',
    ]);
    // Once unassigned, the driver no longer sees the workspace.
    expect((await w.call('taixe2', 'GET', `/api/tasks/${task.id}/users`)).status).toBe(404);
  });
});

describe('board filters', () => {
  it('title (trimmed, any case), priority, assignee, overdue, department, period', async () => {
    const { ws, columns } = await w.workspace({ columns: ['A'] });
    const col = (columns[0] as Column).id;
    const late = await w.task('admin', ws.id, col, {
      tieuDe: 'Giao hàng Long An',
      doUuTien: 'HIGH',
      ngayKetThuc: '2020-01-01T08:00',
      assignedUserIds: [w.ids.taixe1],
    });
    const soon = await w.task('admin', ws.id, col, { tieuDe: 'Kiểm tra lốp', ngayKetThuc: '2099-01-01T08:00' });
    const titles = async (q: string) =>
      (await w.board('admin', ws.id, q)).flatMap((c) => c.tasks.map((x) => x.id)).sort();
    expect(await titles('?tieuDe=%20LONG%20an%20')).toEqual([late.id]);
    expect(await titles('?doUuTien=HIGH')).toEqual([late.id]);
    expect(await titles(`?assignedUserId=${w.ids.taixe1}`)).toEqual([late.id]);
    expect(await titles('?isOverdue=true')).toEqual([late.id]);
    expect(await titles('?isOverdue=false')).toEqual([late.id, soon.id].sort());
    const [dept] = await t.db.select().from(phongBan).where(eq(phongBan.maPhongBan, 'TaiXe'));
    expect(await titles(`?phongBanId=${dept?.idPhongBan}`)).toEqual([late.id]);
    expect(await titles('?period=daily')).toEqual([late.id, soon.id].sort());
    // A task done last year is not part of this month's board.
    await t.db
      .update(taskTable)
      .set({ trangThai: 'DONE', ngayHoanThanh: vnLocal('2020-02-01T08:00') })
      .where(eq(taskTable.id, soon.id));
    expect(await titles('?period=monthly')).toEqual([late.id]);
    expect(await titles('?period=all')).toEqual([late.id, soon.id].sort());
    const bad = await w.call('admin', 'GET', `/api/workspaces/${ws.id}/columns?period=yearly`);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.period).toBe('Khoảng thời gian không hợp lệ.');
  });
});

describe('board paging per column', () => {
  it('limit sends the first tasks of each column with its count; columnLimits opens one further; filters first', async () => {
    const { ws, columns } = await w.workspace({ columns: ['A', 'B'] });
    const [a, b] = columns.map((c) => (c as Column).id) as [number, number];
    const inA: Task[] = [];
    for (let i = 1; i <= 5; i++)
      inA.push(await w.task('admin', ws.id, a, { tieuDe: `Việc A${i}`, doUuTien: i % 2 ? 'HIGH' : 'LOW' }));
    await w.task('admin', ws.id, b, { tieuDe: 'Việc B1' });
    const view = async (q: string) =>
      Object.fromEntries(
        (await w.board('admin', ws.id, q)).map((c) => [
          c.tenCot,
          { ids: c.tasks.map((x) => x.id), viTri: c.tasks.map((x) => x.viTri), n: c.taskCount },
        ]),
      );
    const all = await view('');
    expect(all.A).toEqual({ ids: inA.map((x) => x.id), viTri: [1, 2, 3, 4, 5], n: 5 });
    const first = await view('?limit=2');
    expect(first.A).toEqual({ ids: inA.slice(0, 2).map((x) => x.id), viTri: [1, 2], n: 5 });
    expect(first.B?.n).toBe(1);
    expect((await view(`?limit=2&columnLimits=${a}:4`)).A).toEqual({
      ids: inA.slice(0, 4).map((x) => x.id),
      viTri: [1, 2, 3, 4],
      n: 5,
    });
    // Filtered: the count and the first ones are of the matching tasks; viTri stays the place in the column.
    const high = await view('?limit=2&doUuTien=HIGH');
    expect(high.A).toEqual({ ids: [inA[0]?.id, inA[2]?.id], viTri: [1, 3], n: 3 });
    const bad = await w.call('admin', 'GET', `/api/workspaces/${ws.id}/columns?columnLimits=x:1`);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.columnLimits).toBe('Giới hạn theo cột không hợp lệ.');
  });
});

describe('one transaction', () => {
  it('a change that does not commit leaves no activity row and no board event either', async () => {
    const { ws, columns } = await w.workspace({ columns: ['A'] });
    const col = (columns[0] as Column).id;
    const task = await w.task('admin', ws.id, col);
    const admin: Actor = {
      id: w.ids.admin,
      hoTen: 'Quản trị viên',
      isDriver: false,
      idPhongBan: null,
      maChucVu: 'QUAN_TRI',
      tenDangNhap: 'admin',
      routeGranted: true,
      reading: false,
    };
    const eventsBefore = (await t.db.select().from(workEvent).where(eq(workEvent.taskId, task.id))).length;
    await expect(
      t.db.transaction(async (tx) => {
        await service.changeStatus(tx, admin, ws.id, col, task.id, 'IN_PROGRESS', new Date());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = (await w.call('admin', 'GET', `/api/tasks/${task.id}`)).body.data as Task;
    expect(after.trangThaiCongViec).toBe('TODO');
    expect((await activityOf(task.id)).map((a) => a.hanhDong)).toEqual(['TAO_CONG_VIEC']);
    expect((await t.db.select().from(workEvent).where(eq(workEvent.taskId, task.id))).length).toBe(eventsBefore);
  });
});
