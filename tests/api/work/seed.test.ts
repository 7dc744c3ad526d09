/** The demo workspaces a fresh start shows (server/db/seed-work.ts) through the API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Column, Task, TaskComment, Workspace } from '@/contracts/work';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { workClient } from './helpers';

let t: TestApp;
let w: Awaited<ReturnType<typeof workClient>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await workClient(t, ['dieuphoi', 'taixe1', 'bientap1']);
});
afterAll(async () => {
  await t.close();
});

describe('demo work', () => {
  it('dieuphoi sees both workspaces with overdue, due-soon and archived tasks, comments and activity', async () => {
    const list = (await w.call('dieuphoi', 'GET', '/api/workspaces')).body.data as Workspace[];
    expect(list.map((x) => x.tieuDe).sort()).toEqual(['Vận hành kho Bình Dương', 'Điều phối tuyến Bắc – Nam'].sort());
    const kho = list.find((x) => x.tieuDe === 'Vận hành kho Bình Dương') as Workspace;
    expect(kho.canEdit).toBe(true);
    const board = await w.board('dieuphoi', kho.id, '?period=all');
    expect(board.map((c: Column) => c.tenCot)).toEqual(['Cần làm', 'Đang làm', 'Hoàn thành']);
    const tasks = board.flatMap((c) => c.tasks);
    const now = Date.now();
    const open = tasks.filter((x) => x.trangThaiCongViec === 'TODO' || x.trangThaiCongViec === 'IN_PROGRESS');
    expect(open.some((x) => Date.parse(x.ngayKetThuc as string) < now)).toBe(true);
    expect(
      open.some(
        (x) => Date.parse(x.ngayKetThuc as string) - now < 86_400_000 && Date.parse(x.ngayKetThuc as string) > now,
      ),
    ).toBe(true);
    expect((await w.board('dieuphoi', kho.id, '?isOverdue=true')).flatMap((c) => c.tasks).length).toBeGreaterThan(0);

    const busy = tasks.find((x) => x.tieuDe === 'Xuất 20 pallet cho đơn Co.op Mart') as Task;
    const comments = (await w.call('dieuphoi', 'GET', `/api/tasks/${busy.id}/comments`)).body.data
      .content as TaskComment[];
    expect(comments[0]).toMatchObject({ pinned: true, author: { hoTen: 'Trần Văn Điều' } });
    expect(comments.map((c) => c.type).sort()).toEqual(['COMMENT', 'PROPOSAL', 'REPORT']);
    const activity = (await w.call('dieuphoi', 'GET', `/api/nhat-ky-hoat-dong/${busy.id}`)).body.data;
    expect(activity.content.map((a: { moTa: string }) => a.moTa)).toContain(
      'Nguyễn Văn Tài đã chuyển trạng thái từ Cần làm sang Đang làm',
    );

    const archived = (await w.call('dieuphoi', 'GET', '/api/archived-tasks')).body.data;
    expect(archived.totalElements).toBe(3);
    expect(archived.content.every((x: { ngayHoanThanh: string | null }) => x.ngayHoanThanh !== null)).toBe(true);
  });

  it('a driver sees only the workspaces they work in; someone outside sees none', async () => {
    const driver = (await w.call('taixe1', 'GET', '/api/workspaces')).body.data as Workspace[];
    expect(driver.every((x) => !x.canEdit)).toBe(true);
    expect(driver).toHaveLength(2);
    expect((await w.call('bientap1', 'GET', '/api/workspaces')).body.data).toEqual([]);
  });
});
