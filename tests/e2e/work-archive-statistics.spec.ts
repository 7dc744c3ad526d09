import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiGet, apiPost, headers, tokenOf, writeKey } from './support/api';
import { loginThroughForm } from './support/session';
import { choose } from './support/work-orders';

// The archive and the statistics dashboard on data this spec makes through the API (spec 002 §2.5,
// §2.6): a workspace of its own with four tasks — one archived, one in progress (urgent), one
// overdue, one done — so the figures are known whatever other specs do on the demo database.
// Screenshots at 1440×900 and 390×844: test-results/screens/work-{archive,statistics}-*.png.

type Id = { id: number };
const stamp = Date.now().toString(36);
const WS = `Kho lưu trữ E2E ${stamp}`;
const COLUMN = 'Việc chung';
const T = {
  archived: `Báo cáo quý đã lưu ${stamp}`,
  running: `Sửa xe tải đang làm ${stamp}`,
  overdue: `Gia hạn bảo hiểm quá hạn ${stamp}`,
  done: `Kiểm kê kho xong ${stamp}`,
};

/** Local date-time without zone, `days` from now in Vietnam (the task form's format). */
const vnLocal = (days: number) => {
  const d = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000);
  return d.toISOString().slice(0, 16);
};

async function put(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.put(path, { headers: headers(token, writeKey('U')), data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
}

let fixture: { workspaceId: number; ids: Record<keyof typeof T, number>; assignee: { hoTen: string; email: string } };

test.beforeAll(async ({ request }) => {
  const token = await tokenOf(request, 'admin');
  const [nv] = await apiGet<{ idNguoiDung: number; hoTen: string }[]>(
    request,
    token,
    '/api/nguoi-dung/options?q=nhanvien1',
  );
  expect(nv).toBeDefined();
  const ws = await apiPost<Id>(request, token, '/api/workspaces', { tieuDe: WS, moTa: 'Dữ liệu của e2e' }, 201);
  const col = await apiPost<Id>(request, token, `/api/workspaces/${ws.id}/columns`, { tenCot: COLUMN }, 201);
  const base = `/api/workspaces/${ws.id}/columns/${col.id}/tasks`;
  const create = (tieuDe: string, extra: Record<string, unknown>) =>
    apiPost<Id>(request, token, base, { tieuDe, assignedUserIds: [nv?.idNguoiDung], ...extra }, 201);
  const archived = await create(T.archived, {
    moTa: 'Tổng hợp số liệu quý ba',
    doUuTien: 'HIGH',
    ngayBatDau: vnLocal(-3),
    ngayKetThuc: vnLocal(2),
  });
  const running = await create(T.running, { doUuTien: 'URGENT', ngayKetThuc: vnLocal(3) });
  const overdue = await create(T.overdue, { doUuTien: 'MEDIUM', ngayBatDau: vnLocal(-3), ngayKetThuc: vnLocal(-1) });
  const done = await create(T.done, { doUuTien: 'LOW', ngayKetThuc: vnLocal(5) });
  const status = (id: number, newStatus: string) => put(request, token, `${base}/${id}/status`, { newStatus });
  await status(running.id, 'IN_PROGRESS');
  for (const s of ['IN_PROGRESS', 'DONE']) await status(done.id, s);
  for (const s of ['IN_PROGRESS', 'DONE', 'ARCHIVED']) await status(archived.id, s);
  const me = await apiGet<{ email: string | null }[]>(request, token, `/api/tasks/${archived.id}/users`);
  fixture = {
    workspaceId: ws.id,
    ids: { archived: archived.id, running: running.id, overdue: overdue.id, done: done.id },
    assignee: { hoTen: nv?.hoTen ?? '', email: me[0]?.email ?? '' },
  };
});

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/work-${name}.png`, fullPage: true });

async function signIn(page: Page) {
  await loginThroughForm(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
}

test('the archived task is found with the filters and read in the detail modal', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/luu-tru-cong-viec');
  await expect(page.getByRole('heading', { name: 'Lưu trữ công việc', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Đường dẫn')).toContainText('Lưu trữ');

  // Column is chosen only after a workspace.
  const column = page.getByRole('combobox', { name: 'Cột', exact: true });
  await expect(column).toBeDisabled();
  const filters = page.locator('form').filter({ has: column });
  await choose(page, filters, 'Không gian làm việc', WS);
  await expect(column).toBeEnabled();
  await choose(page, filters, 'Cột', COLUMN);
  // Enter in the title searches.
  const searched = page.waitForRequest((r) => r.url().includes('/api/archived-tasks') && r.url().includes('tieuDe='));
  await page.getByLabel('Tiêu đề').fill(T.archived);
  await page.getByLabel('Tiêu đề').press('Enter');
  const url = new URL((await searched).url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    page: '0',
    size: '10',
    sort: 'ngayHoanThanh,desc',
    tieuDe: T.archived,
    workspaceId: String(fixture.workspaceId),
  });
  expect(url.searchParams.get('columnId')).toMatch(/^\d+$/);

  const table = page.getByRole('table', { name: 'Danh sách công việc lưu trữ' });
  const row = table.getByRole('row').filter({ hasText: T.archived });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${WS} / ${COLUMN}`);
  await expect(row).toContainText('Cao');
  // Created date is hidden by default; the choice survives a reload.
  await expect(table.getByRole('columnheader', { name: 'Ngày tạo' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cột hiển thị' }).click();
  await page.getByRole('checkbox', { name: 'Ngày tạo' }).check();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Ngày tạo' })).toBeVisible();
  await shoot(page, 'archive-desktop');

  // The read-only detail.
  await row.getByRole('button', { name: `Xem chi tiết ${T.archived}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Chi tiết công việc lưu trữ' });
  for (const text of [T.archived, 'Tổng hợp số liệu quý ba', WS, COLUMN, 'Lưu trữ', 'Cao', fixture.assignee.hoTen]) {
    await expect(dialog.getByText(text, { exact: true }).first()).toBeVisible();
  }
  if (fixture.assignee.email) await expect(dialog.getByText(fixture.assignee.email)).toBeVisible();
  await expect(dialog.getByText('Người phụ trách')).toBeVisible();
  await expect(dialog.getByText('Ngày hoàn thành')).toBeVisible();
  // Read only: nothing to edit, restore or delete.
  await expect(dialog.getByRole('button', { name: /Sửa|Xóa|Khôi phục|Lưu/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Đóng' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Ngày tạo' })).toBeVisible();

  // A title nobody has: the empty text; the refresh button clears the filters.
  await page.getByLabel('Tiêu đề').fill(`không có ${stamp}`);
  await page.getByLabel('Tiêu đề').press('Enter');
  await expect(page.getByText('Không tìm thấy công việc nào.')).toBeVisible();
  await page.getByRole('button', { name: 'Làm mới' }).click();
  await expect(page.getByLabel('Tiêu đề')).toHaveValue('');
  await expect(page.getByText('Không tìm thấy công việc nào.')).toBeHidden();
});

const figure = (page: Page, name: string) => page.getByRole('group', { name }).getByTestId('figure');

test('statistics filters change the figures and a row opens the task on its board', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/dashboard-tong-quan-cong-viec');
  await expect(page.getByRole('heading', { name: 'Dashboard Thống kê', level: 2 })).toBeVisible();
  // Month by default.
  await expect(page.getByRole('radio', { name: 'Tháng này' })).toBeChecked();

  const filters = page.getByRole('region', { name: 'Bộ lọc' });
  const answered = page.waitForResponse(
    (r) =>
      /\/api\/dashboard-tong-quan-cong-viec\?/.test(r.url()) && r.url().includes(`workspaceId=${fixture.workspaceId}`),
  );
  await choose(page, filters, 'Không gian làm việc', WS);
  const overview = (await (await answered).json()) as { data: { theThongKeChinh: Record<string, number> } };
  const cards = overview.data.theThongKeChinh;
  await expect(figure(page, 'Tổng số công việc')).toHaveText(String(cards.tongSoCongViec));
  await expect(figure(page, 'Đang thực hiện')).toHaveText('1');
  await expect(figure(page, 'Quá hạn')).toHaveText('1');
  const list = page.getByRole('table', { name: 'Danh sách công việc chi tiết' });
  for (const title of [T.running, T.overdue, T.done]) await expect(list.getByText(title)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Hiệu suất nhân viên' })).toContainText(fixture.assignee.hoTen);
  await shoot(page, 'statistics-desktop');

  // Priority narrows everything to the urgent task.
  await choose(page, filters, 'Độ ưu tiên', 'Khẩn cấp');
  await expect(figure(page, 'Tổng số công việc')).toHaveText('1');
  await expect(figure(page, 'Quá hạn')).toHaveText('0');
  await expect(list.getByRole('row')).toHaveCount(2);

  // Its title opens the board with the task.
  await list.getByRole('link', { name: T.running }).click();
  await expect(page).toHaveURL(
    new RegExp(`/bang-phan-chia-cong-viec/${fixture.workspaceId}\\?openTask=${fixture.ids.running}$`),
  );
});

test('?overdue=true starts on overdue tasks; a filter opened before the scroll keeps its dropdown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  // The figures and charts arrive after the list (as on a loaded server): the page would scroll to
  // the list once they draw, which must not pull an open dropdown away from the person using it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/dashboard-tong-quan-cong-viec\?/, async (route) => {
    await held;
    await route.continue();
  });
  const tasks = page.waitForRequest((r) => r.url().includes('/api/dashboard-tong-quan-cong-viec/tasks'));
  await page.goto('/dashboard-tong-quan-cong-viec?overdue=true');
  expect(new URL((await tasks).url()).searchParams.get('isOverdue')).toBe('true');
  const filters = page.getByRole('region', { name: 'Bộ lọc' });
  await expect(filters.getByRole('combobox', { name: 'Quá hạn', exact: true })).toHaveValue('Quá hạn');
  const list = page.getByRole('table', { name: 'Danh sách công việc chi tiết' });
  await expect(list).toBeInViewport();

  await filters.getByRole('combobox', { name: 'Không gian làm việc', exact: true }).click();
  const option = page.getByRole('option', { name: WS });
  await expect(option).toBeVisible();
  release();
  await expect(figure(page, 'Tổng số công việc')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Công việc theo độ ưu tiên' })).toBeVisible();
  await option.click();
  await expect(list.getByText(T.overdue)).toBeVisible();
  await expect(list.getByText(T.running)).toHaveCount(0);
  await expect(list.getByText(T.done)).toHaveCount(0);
});

for (const vp of VIEWPORTS.filter((v) => v.name === 'phone')) {
  test(`both screens on a phone (${vp.width}×${vp.height})`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await signIn(page);
    await page.goto('/luu-tru-cong-viec');
    await expect(page.getByRole('table', { name: 'Danh sách công việc lưu trữ' })).toBeVisible();
    await shoot(page, 'archive-phone');
    await page.goto('/dashboard-tong-quan-cong-viec?daily=true');
    await expect(page.getByRole('radio', { name: 'Hôm nay' })).toBeChecked();
    await expect(page.getByRole('table', { name: 'Danh sách công việc chi tiết' })).toBeInViewport();
    await shoot(page, 'statistics-phone');
  });
}
