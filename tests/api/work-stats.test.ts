/**
 * Work statistics against a seeded fixture (issue 14): exact numbers for the board's cards and
 * charts and for the overview dashboard, and only the workspaces the caller sees counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { task, taskUser, workColumn, workspace } from '../../server/db/schema';
import { addDays, vnDay } from '../../server/lib/vn-time';
import { trendSeries } from '../../server/modules/work-stats/service';
import { userId } from './helpers/driver';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const now = new Date();
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
const today = vnDay(now);

const get = async (user: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(tokens[user] as string) });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  for (const u of ['dieuphoi', 'taixe1', 'taixe2', 'nhanvien1', 'admin']) {
    ids[u] = await userId(db, u);
    tokens[u] = (await login(t.app, u)).accessToken;
  }
  const [w1] = await db
    .insert(workspace)
    .values({ tieuDe: 'Vận hành kho Đà Nẵng', authorId: ids.dieuphoi as number })
    .returning();
  const [w2] = await db
    .insert(workspace)
    .values({ tieuDe: 'Bảo dưỡng đội xe', authorId: ids.admin as number })
    .returning();
  ids.w1 = w1?.id as number;
  ids.w2 = w2?.id as number;
  const cols = await db
    .insert(workColumn)
    .values([
      { workspaceId: ids.w1, tenCot: 'Cần làm', sortKey: 'a0' },
      { workspaceId: ids.w1, tenCot: 'Đang làm', sortKey: 'a1' },
      { workspaceId: ids.w1, tenCot: 'Hoàn thành', sortKey: 'a2' },
      { workspaceId: ids.w2, tenCot: 'Việc', sortKey: 'a0' },
    ])
    .returning();
  const [c1, c2, c3, c4] = cols.map((c) => c.id) as [number, number, number, number];
  ids.c1 = c1;
  ids.c2 = c2;
  ids.c3 = c3;
  const w1Tasks = [
    { tieuDe: 'T1 Kiểm kê pallet', trangThai: 'TODO', doUuTien: 'URGENT', columnId: c1, ngayKetThuc: hours(-48) },
    { tieuDe: 'T2 Xếp lịch xe', trangThai: 'IN_PROGRESS', doUuTien: 'HIGH', columnId: c2, ngayKetThuc: hours(48) },
    { tieuDe: 'T3 Đối soát phí', trangThai: 'IN_PROGRESS', doUuTien: 'MEDIUM', columnId: c2, ngayKetThuc: hours(-1) },
    {
      tieuDe: 'T4 Giao hàng Hòa Khánh',
      trangThai: 'DONE',
      doUuTien: 'LOW',
      columnId: c3,
      ngayKetThuc: hours(-72),
      ngayHoanThanh: hours(-24),
    },
    { tieuDe: 'T5 Vệ sinh kho', trangThai: 'DONE', doUuTien: 'LOW', columnId: c3, ngayHoanThanh: hours(-72) },
    { tieuDe: 'T6 Báo cáo tuần', trangThai: 'ARCHIVED', doUuTien: 'MEDIUM', columnId: c3, ngayHoanThanh: hours(-48) },
    { tieuDe: 'T7 Dán nhãn kệ', trangThai: 'TODO', doUuTien: 'LOW', columnId: c1 },
  ];
  const inserted = await db
    .insert(task)
    .values([
      ...w1Tasks.map((x, i) => ({
        ...x,
        workspaceId: ids.w1 as number,
        sortKey: `a${i}`,
        ngayTao: new Date(now.getTime() - (10 - i) * 60_000),
      })),
      { tieuDe: 'Thay dầu 43C-123.45', workspaceId: ids.w2, columnId: c4, sortKey: 'a0', ngayKetThuc: hours(-5) },
    ])
    .returning();
  const byTitle = (p: string) => inserted.find((x) => x.tieuDe.startsWith(p))?.id as number;
  const assign = (p: string, u: string) => ({ taskId: byTitle(p), userId: ids[u] as number });
  await db
    .insert(taskUser)
    .values([
      assign('T1', 'taixe1'),
      assign('T2', 'taixe1'),
      assign('T3', 'taixe1'),
      assign('T3', 'dieuphoi'),
      assign('T4', 'taixe1'),
      assign('T6', 'taixe1'),
    ]);
});

afterAll(async () => t?.close());

describe('GET /api/dashboard/workspaces/{id}/statistics', () => {
  const url = () => `/api/dashboard/workspaces/${ids.w1}/statistics`;

  it('counts the board’s cards, charts and the last 7 days of completions', async () => {
    const { status, body } = await get('dieuphoi', url());
    expect(status).toBe(200);
    expect(body.data).toEqual({
      totalTasks: 6,
      inProgressTasks: 2,
      overdueTasks: 2,
      completedTasks: 2,
      archivedTasks: 1,
      tasksByPriority: { LOW: 3, MEDIUM: 1, HIGH: 1, URGENT: 1 },
      tasksByStatus: { TODO: 2, IN_PROGRESS: 2, DONE: 2, ARCHIVED: 1 },
      tasksByColumn: [
        { columnId: ids.c1, tenCot: 'Cần làm', count: 2 },
        { columnId: ids.c2, tenCot: 'Đang làm', count: 2 },
        { columnId: ids.c3, tenCot: 'Hoàn thành', count: 2 },
      ],
      completionTrend: [6, 5, 4, 3, 2, 1, 0].map((back) => ({
        date: addDays(today, -back),
        completedCount: back >= 1 && back <= 3 ? 1 : 0,
      })),
    });
  });

  it('applies the board’s filters to every figure', async () => {
    const low = (await get('dieuphoi', `${url()}?doUuTien=LOW`)).body.data;
    expect([low.totalTasks, low.completedTasks, low.archivedTasks, low.overdueTasks]).toEqual([3, 2, 0, 0]);
    expect(low.completionTrend.map((d: { completedCount: number }) => d.completedCount)).toEqual([0, 0, 0, 1, 0, 1, 0]);
    const mine = (await get('taixe1', `${url()}?assignedUserId=${ids.taixe1}`)).body.data;
    expect([mine.totalTasks, mine.inProgressTasks, mine.overdueTasks, mine.completedTasks, mine.archivedTasks]).toEqual(
      [4, 2, 2, 1, 1],
    );
    const overdue = (await get('dieuphoi', `${url()}?isOverdue=true`)).body.data;
    expect([overdue.totalTasks, overdue.archivedTasks]).toEqual([2, 0]);
  });

  it('answers a stranger like a missing workspace; CONG_VIEC_XEM reads every one', async () => {
    const stranger = await get('taixe2', url());
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Không tìm thấy không gian làm việc.');
    expect((await get('nhanvien1', url())).body.data.totalTasks).toBe(6);
    expect((await get('dieuphoi', `/api/dashboard/workspaces/${ids.w2}/statistics`)).status).toBe(404);
  });
});

describe('the overview dashboard', () => {
  const range = `startDate=${addDays(today, -10)}T00:00:00&endDate=${today}T23:59:59`;

  it('counts cards, distributions, the daily trend and each employee’s performance', async () => {
    const { status, body } = await get('dieuphoi', `/api/dashboard-tong-quan-cong-viec?workspaceId=${ids.w1}&${range}`);
    expect(status).toBe(200);
    const o = body.data;
    expect(o.theThongKeChinh).toEqual({
      tongSoCongViec: 7,
      congViecDangThucHien: 2,
      congViecQuaHan: 2,
      congViecHoanThanh: 3,
    });
    expect(o.phanBoCongViecTheoTrangThai).toEqual([
      { ten: 'TODO', soLuong: 2 },
      { ten: 'IN_PROGRESS', soLuong: 2 },
      { ten: 'DONE', soLuong: 2 },
      { ten: 'ARCHIVED', soLuong: 1 },
    ]);
    expect(o.phanBoCongViecTheoDoUuTien).toEqual([
      { ten: 'URGENT', soLuong: 1 },
      { ten: 'HIGH', soLuong: 1 },
      { ten: 'MEDIUM', soLuong: 2 },
      { ten: 'LOW', soLuong: 3 },
    ]);
    expect(o.xuHuongCongViec).toHaveLength(11);
    expect(o.xuHuongCongViec.at(0)).toEqual({ thoiGian: addDays(today, -10), soLuong: 0 });
    expect(o.xuHuongCongViec.slice(-4)).toEqual([
      { thoiGian: addDays(today, -3), soLuong: 1 },
      { thoiGian: addDays(today, -2), soLuong: 1 },
      { thoiGian: addDays(today, -1), soLuong: 1 },
      { thoiGian: today, soLuong: 0 },
    ]);
    expect(
      o.hieuSuatNhanVien.map((r: { nguoiDung: { idNguoiDung: number } }) => ({
        ...r,
        nguoiDung: r.nguoiDung.idNguoiDung,
      })),
    ).toEqual([
      { nguoiDung: ids.taixe1, soTaskDuocGiao: 5, soTaskHoanThanh: 2, soTaskQuaHan: 2 },
      { nguoiDung: ids.dieuphoi, soTaskDuocGiao: 1, soTaskHoanThanh: 0, soTaskQuaHan: 1 },
    ]);
  });

  it('leaves out tasks completed before the range and filters like the board', async () => {
    const todayOnly = `startDate=${today}T00:00:00&endDate=${today}T23:59:59`;
    const o = (await get('dieuphoi', `/api/dashboard-tong-quan-cong-viec?workspaceId=${ids.w1}&${todayOnly}`)).body
      .data;
    expect(o.theThongKeChinh.tongSoCongViec).toBe(4);
    expect(o.xuHuongCongViec).toEqual([{ thoiGian: today, soLuong: 0 }]);
    const overdue = (
      await get('dieuphoi', `/api/dashboard-tong-quan-cong-viec?workspaceId=${ids.w1}&isOverdue=true&${range}`)
    ).body.data;
    expect(overdue.theThongKeChinh.tongSoCongViec).toBe(2);
  });

  it('counts only the workspaces the caller sees; CONG_VIEC_XEM sees them all', async () => {
    const w2 = `/api/dashboard-tong-quan-cong-viec?workspaceId=${ids.w2}&${range}`;
    expect((await get('dieuphoi', w2)).body.data.theThongKeChinh.tongSoCongViec).toBe(0);
    expect((await get('nhanvien1', w2)).body.data.theThongKeChinh).toMatchObject({
      tongSoCongViec: 1,
      congViecQuaHan: 1,
    });
    const stranger = (await get('taixe2', `/api/dashboard-tong-quan-cong-viec?workspaceId=${ids.w1}&${range}`)).body
      .data;
    expect(stranger.theThongKeChinh.tongSoCongViec).toBe(0);
    expect(stranger.hieuSuatNhanVien).toEqual([]);
  });

  it('draws one stacked bar per visible workspace', async () => {
    const rows = (await get('dieuphoi', `/api/dashboard-tong-quan-cong-viec/theo-khong-gian-lam-viec?${range}`)).body
      .data;
    expect(rows.find((r: { workspaceId: number }) => r.workspaceId === ids.w1)).toEqual({
      tenNhom: 'Vận hành kho Đà Nẵng',
      workspaceId: ids.w1,
      giaTriTheoLoai: { TODO: 2, IN_PROGRESS: 2, DONE: 2, ARCHIVED: 1 },
    });
    expect(rows.some((r: { workspaceId: number }) => r.workspaceId === ids.w2)).toBe(false);
  });

  it('lists the tasks newest first, 10 a page, with their assignees', async () => {
    const page = (
      await get('dieuphoi', `/api/dashboard-tong-quan-cong-viec/tasks?workspaceId=${ids.w1}&${range}&sort=ngayTao,desc`)
    ).body.data;
    expect(page).toMatchObject({ number: 0, size: 10, totalElements: 7, totalPages: 1 });
    expect(page.content.map((x: { tieuDe: string }) => x.tieuDe.slice(0, 2))).toEqual([
      'T7',
      'T6',
      'T5',
      'T4',
      'T3',
      'T2',
      'T1',
    ]);
    const t3 = page.content.find((x: { tieuDe: string }) => x.tieuDe.startsWith('T3'));
    expect(t3).toMatchObject({
      workspaceName: 'Vận hành kho Đà Nẵng',
      columnName: 'Đang làm',
      doUuTien: 'MEDIUM',
      trangThaiCongViec: 'IN_PROGRESS',
    });
    expect(t3.assignedUsers.map((u: { idNguoiDung: number }) => u.idNguoiDung).sort()).toEqual(
      [ids.taixe1, ids.dieuphoi].sort(),
    );
    const second = (
      await get('dieuphoi', `/api/dashboard-tong-quan-cong-viec/tasks?workspaceId=${ids.w1}&${range}&page=1&size=5`)
    ).body.data;
    expect(second.content.map((x: { tieuDe: string }) => x.tieuDe.slice(0, 2))).toEqual(['T2', 'T1']);
  });

  it('refuses an end before the start with the spec’s message', async () => {
    const res = await get(
      'dieuphoi',
      `/api/dashboard-tong-quan-cong-viec?startDate=${today}T10:00&endDate=${today}T09:00`,
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.endDate ?? res.body.message).toBe('Ngày kết thúc phải sau ngày bắt đầu.');
  });
});

describe('trend buckets', () => {
  it('goes weekly from Monday beyond 31 days', () => {
    const perDay = new Map([
      ['2026-11-02', 2], // Monday
      ['2026-11-08', 1], // Sunday of the same week
      ['2026-11-09', 4],
    ]);
    const weekly = trendSeries(perDay, '2026-10-15', '2026-11-30');
    expect(weekly[0]).toEqual({ thoiGian: '2026-10-12', soLuong: 0 });
    expect(weekly.find((w) => w.thoiGian === '2026-11-02')).toEqual({ thoiGian: '2026-11-02', soLuong: 3 });
    expect(weekly.find((w) => w.thoiGian === '2026-11-09')).toEqual({ thoiGian: '2026-11-09', soLuong: 4 });
    expect(weekly).toHaveLength(8);
    expect(trendSeries(perDay, '2026-11-01', '2026-11-30')).toHaveLength(30);
  });
});
