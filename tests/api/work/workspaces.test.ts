/**
 * Workspaces and columns (spec 002 §7 "Workspaces", "Board and tasks"; issue 14 permissions):
 * visible to author, managers, column and task users and CONG_VIEC_XEM holders; edited by author and
 * managers; a stranger's answers 404 like a missing one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { type Column, WORK_MESSAGES as M, type Workspace } from '@/contracts/work';
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

describe('workspaces', () => {
  it('creates with the caller as author and the managers; validates the title in Vietnamese', async () => {
    const bad = await w.call('nhanvien1', 'POST', '/api/workspaces', { tieuDe: '   ' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.tieuDe).toBe(M.workspaceTitleRequired);

    const r = await w.call('nhanvien1', 'POST', '/api/workspaces', {
      tieuDe: '  Vận hành kho Bình Dương ',
      moTa: 'Kho số 2',
      managerIds: [w.ids.dieuphoi],
    });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe(M.workspaceCreated);
    const ws = r.body.data as Workspace;
    expect(ws).toMatchObject({
      tieuDe: 'Vận hành kho Bình Dương',
      moTa: 'Kho số 2',
      active: true,
      canEdit: true,
      author: { idNguoiDung: w.ids.nhanvien1, hoTen: 'Đỗ Thị Hoa' },
      managers: [{ idNguoiDung: w.ids.dieuphoi, hoTen: 'Trần Văn Điều' }],
    });
  });

  it('refuses an unknown manager with the Vietnamese message', async () => {
    const r = await w.call('admin', 'POST', '/api/workspaces', { tieuDe: 'X', managerIds: [999999] });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(M.invalidUser);
  });

  it('creating needs CONG_VIEC_THEM (the guard); ketoan has none', async () => {
    const r = await w.call('ketoan', 'POST', '/api/workspaces', { tieuDe: 'Kế toán' });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(FORBIDDEN_MESSAGE);
  });

  it('lists what each user may see: managers and column users yes, strangers no, CONG_VIEC_XEM all', async () => {
    const { ws, columns } = await w.workspace({ managers: ['dieuphoi'] });
    const names = async (who: Parameters<typeof w.call>[0]) =>
      ((await w.call(who, 'GET', '/api/workspaces')).body.data as Workspace[]).map((x) => x.id);
    expect(await names('dieuphoi')).toContain(ws.id);
    expect(await names('nhanvien1')).toContain(ws.id); // CONG_VIEC_XEM
    expect(await names('taixe1')).not.toContain(ws.id);
    expect(await names('ketoan')).not.toContain(ws.id);

    const assign = await w.call(
      'admin',
      'POST',
      `/api/workspaces/${ws.id}/columns/${(columns[0] as Column).id}/assign-users`,
      [w.ids.taixe1],
    );
    expect(assign.status).toBe(200);
    expect(assign.body.message).toBe(M.usersAssigned);
    expect((assign.body.data as Column).assignedUsers.map((u) => u.idNguoiDung)).toEqual([w.ids.taixe1]);
    expect(await names('taixe1')).toContain(ws.id);
    const seen = (await w.call('taixe1', 'GET', '/api/workspaces')).body.data.find((x: Workspace) => x.id === ws.id);
    expect(seen.canEdit).toBe(false);
  });

  it('a stranger gets 404 exactly like a missing workspace, on reads and writes', async () => {
    const { ws } = await w.workspace();
    const stranger = await w.call('ketoan', 'GET', `/api/workspaces/${ws.id}/columns`);
    const missing = await w.call('ketoan', 'GET', '/api/workspaces/999999/columns');
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual(missing.body);
    expect(stranger.body.message).toBe(M.workspaceNotFound);
    const put = await w.call('ketoan', 'PUT', `/api/workspaces/${ws.id}`, { tieuDe: 'x' });
    expect(put.status).toBe(404);
  });

  it('only the author and managers (and administrators) edit; managers are replaced', async () => {
    const { ws, columns } = await w.workspace({ author: 'nhanvien1', managers: ['dieuphoi'] });
    await w.call('nhanvien1', 'POST', `/api/workspaces/${ws.id}/columns/${(columns[0] as Column).id}/assign-users`, [
      w.ids.taixe1,
    ]);
    const byMember = await w.call('taixe1', 'PUT', `/api/workspaces/${ws.id}`, { tieuDe: 'Đổi tên' });
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe(M.notWorkspaceEditor);

    const byManager = await w.call('dieuphoi', 'PUT', `/api/workspaces/${ws.id}`, {
      tieuDe: 'Điều phối tuyến Bắc – Nam',
      managerIds: [w.ids.taixe2],
    });
    expect(byManager.status).toBe(200);
    expect(byManager.body.message).toBe(M.workspaceUpdated);
    expect(byManager.body.data.tieuDe).toBe('Điều phối tuyến Bắc – Nam');
    expect(byManager.body.data.managers.map((m: { idNguoiDung: number }) => m.idNguoiDung)).toEqual([w.ids.taixe2]);
    // dieuphoi is no longer a manager: the workspace is gone from their view.
    expect((await w.call('dieuphoi', 'GET', `/api/workspaces/${ws.id}`)).status).toBe(404);
  });

  it('by role: a CONG_VIEC holder reads any board but edits none; an administrator edits any', async () => {
    const { ws, columns } = await w.workspace({ author: 'nhanvien1', columns: ['A'] });
    const col = (columns[0] as Column).id;
    const other = await w.workspace({ managers: ['dieuphoi'], columns: ['B'] });
    // nhanvien1 holds CONG_VIEC_XEM/THEM/SUA and is no member of the other workspace.
    expect((await w.call('nhanvien1', 'GET', `/api/workspaces/${other.ws.id}/columns`)).status).toBe(200);
    const edit = await w.call('nhanvien1', 'PUT', `/api/workspaces/${other.ws.id}`, { tieuDe: 'Đổi' });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe(M.notWorkspaceEditor);
    const byAdmin = await w.call('admin', 'PUT', `/api/workspaces/${ws.id}/columns/${col}`, { tenCot: 'Kho lạnh' });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.tenCot).toBe('Kho lạnh');
    // dieuphoi (manager there, no CONG_VIEC permission) is a stranger here.
    expect((await w.call('dieuphoi', 'GET', `/api/workspaces/${ws.id}/columns`)).status).toBe(404);
  });

  it('a manager deletes it with everything in it', async () => {
    const { ws, columns } = await w.workspace({ managers: ['dieuphoi'] });
    await w.task('admin', ws.id, (columns[0] as Column).id);
    const r = await w.call('dieuphoi', 'DELETE', `/api/workspaces/${ws.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: null, message: M.workspaceDeleted });
    expect((await w.call('admin', 'GET', `/api/workspaces/${ws.id}`)).status).toBe(404);
  });

  it('members: author, managers, column and task users; assignable=true gives an editor every active user', async () => {
    const { ws, columns } = await w.workspace({ managers: ['dieuphoi'] });
    await w.task('admin', ws.id, (columns[1] as Column).id, { assignedUserIds: [w.ids.taixe2] });
    const members = await w.call('dieuphoi', 'GET', `/api/workspaces/${ws.id}/members`);
    expect(members.body.data.map((u: { idNguoiDung: number }) => u.idNguoiDung).sort()).toEqual(
      [w.ids.admin, w.ids.dieuphoi, w.ids.taixe2].sort(),
    );
    const all = await w.call('dieuphoi', 'GET', `/api/workspaces/${ws.id}/members?assignable=true`);
    expect(all.body.data.length).toBeGreaterThan(5);
    const byAssignee = await w.call('taixe2', 'GET', `/api/workspaces/${ws.id}/members?assignable=true`);
    expect(byAssignee.body.data).toHaveLength(3);
  });
});

describe('columns', () => {
  it('validates the title with the spec’s text; only editors add', async () => {
    const { ws } = await w.workspace({ columns: [] });
    const bad = await w.call('admin', 'POST', `/api/workspaces/${ws.id}/columns`, { tenCot: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.tenCot).toBe('Tên cột không được để trống!');
    const byHolder = await w.call('nhanvien1', 'POST', `/api/workspaces/${ws.id}/columns`, { tenCot: 'A' });
    expect(byHolder.status).toBe(403);
    expect(byHolder.body.message).toBe(M.notWorkspaceEditor);
  });

  it('orders by fractional keys: insert at a place, move, viTri renumbers from 1', async () => {
    const { ws } = await w.workspace({ columns: ['A', 'C'] });
    const b = await w.call('admin', 'POST', `/api/workspaces/${ws.id}/columns`, { tenCot: 'B', viTri: 2 });
    expect(b.status).toBe(201);
    expect(b.body.data.viTri).toBe(2);
    const names = async () => (await w.board('admin', ws.id)).map((c) => `${c.viTri}${c.tenCot}`);
    expect(await names()).toEqual(['1A', '2B', '3C']);
    await w.call('admin', 'PUT', `/api/workspaces/${ws.id}/columns/${b.body.data.id}`, { tenCot: 'B2', viTri: 1 });
    expect(await names()).toEqual(['1B2', '2A', '3C']);
  });

  it('a column with tasks is not deleted (422, the Vietnamese reason); an empty one is', async () => {
    const { ws, columns } = await w.workspace({ columns: ['A', 'B'] });
    const [a, b] = columns as [Column, Column];
    await w.task('admin', ws.id, a.id);
    const refused = await w.call('admin', 'DELETE', `/api/workspaces/${ws.id}/columns/${a.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(M.columnNotEmpty);
    const ok = await w.call('admin', 'DELETE', `/api/workspaces/${ws.id}/columns/${b.id}`);
    expect(ok.body).toEqual({ data: null, message: M.columnDeleted });
    const missing = await w.call('admin', 'DELETE', `/api/workspaces/${ws.id}/columns/${b.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(M.columnNotFound);
  });

  it('sync-tasks assigns the column’s users to its open tasks, with activity', async () => {
    const { ws, columns } = await w.workspace({ columns: ['A'] });
    const a = columns[0] as Column;
    const open = await w.task('admin', ws.id, a.id, { tieuDe: 'Mở' });
    await w.call('admin', 'POST', `/api/workspaces/${ws.id}/columns/${a.id}/assign-users`, [
      w.ids.taixe1,
      w.ids.taixe2,
    ]);
    const r = await w.call('admin', 'POST', `/api/workspaces/${ws.id}/columns/${a.id}/sync-tasks`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { added: 2 }, message: M.tasksSynced });
    const users = await w.call('admin', 'GET', `/api/tasks/${open.id}/users`);
    expect(users.body.data.map((u: { hoTen: string }) => u.hoTen).sort()).toEqual(['Nguyễn Văn Tài', 'Phạm Minh Xuân']);
    const log = (await w.call('admin', 'GET', `/api/nhat-ky-hoat-dong/${open.id}`)).body.data.content;
    expect(log.map((x: { moTa: string }) => x.moTa)).toEqual(
      expect.arrayContaining([
        'Quản trị viên đã giao công việc cho Nguyễn Văn Tài',
        'Quản trị viên đã giao công việc cho Phạm Minh Xuân',
      ]),
    );
    const again = await w.call('admin', 'POST', `/api/workspaces/${ws.id}/columns/${a.id}/sync-tasks`);
    expect(again.body.data.added).toBe(0);
  });
});

describe('template copy', () => {
  it('copies columns with their users and open tasks as TODO, without comments or archived tasks', async () => {
    const { ws, columns } = await w.workspace({ columns: ['Cần làm', 'Đang làm'] });
    const [todo, doing] = columns as [Column, Column];
    await w.call('admin', 'POST', `/api/workspaces/${ws.id}/columns/${doing.id}/assign-users`, [w.ids.taixe1]);
    await w.task('admin', ws.id, todo.id, { tieuDe: 'Một' });
    const started = await w.task('admin', ws.id, doing.id, { tieuDe: 'Hai', assignedUserIds: [w.ids.taixe2] });
    const path = `/api/workspaces/${ws.id}/columns/${doing.id}/tasks/${started.id}/status`;
    await w.call('admin', 'PUT', path, { newStatus: 'IN_PROGRESS' });
    await w.call('admin', 'POST', `/api/tasks/${started.id}/comments`, { content: 'Đã xong một nửa' });
    const gone = await w.task('admin', ws.id, doing.id, { tieuDe: 'Cũ' });
    const gonePath = `/api/workspaces/${ws.id}/columns/${doing.id}/tasks/${gone.id}/status`;
    await w.call('admin', 'PUT', gonePath, { newStatus: 'DONE' });
    await w.call('admin', 'PUT', gonePath, { newStatus: 'ARCHIVED' });

    const bad = await w.call('admin', 'POST', `/api/workspaces/from/${ws.id}`, { tieuDe: '' });
    expect(bad.body.fieldErrors.tieuDe).toBe(M.workspaceTitleRequired);
    const r = await w.call('admin', 'POST', `/api/workspaces/from/${ws.id}`, { tieuDe: 'Bản sao' });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe(M.templateCreated);
    const copy = await w.board('admin', r.body.data.id);
    expect(copy.map((c) => c.tenCot)).toEqual(['Cần làm', 'Đang làm']);
    expect(copy[1]?.assignedUsers.map((u) => u.idNguoiDung)).toEqual([w.ids.taixe1]);
    expect(copy.flatMap((c) => c.tasks.map((t) => [t.tieuDe, t.trangThaiCongViec, t.soBinhLuan]))).toEqual([
      ['Một', 'TODO', 0],
      ['Hai', 'TODO', 0],
    ]);
    expect(copy[1]?.tasks[0]?.assignedUsers.map((u) => u.idNguoiDung)).toEqual([w.ids.taixe2]);

    const bare = await w.call('admin', 'POST', `/api/workspaces/from/${ws.id}`, { tieuDe: 'Khung', copyTasks: false });
    expect((await w.board('admin', bare.body.data.id)).flatMap((c) => c.tasks)).toEqual([]);
    const stranger = await w.call('nhanvien1', 'POST', '/api/workspaces/from/999999', { tieuDe: 'X' });
    expect(stranger.status).toBe(404);
  });
});
