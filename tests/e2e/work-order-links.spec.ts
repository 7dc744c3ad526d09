import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginThroughForm } from './support/session';

// Issue 13, console defects: a work order's notification opens the order (the employee's page for
// the invited employee, the managers' screen for who manages orders), an old object link shows the
// 404 inside the shell, and "Quản lý Lệnh" opens on what still needs a manager.
// taixe3 and admin: no other spec reads their notifications' order; items are found by title.

async function tokenOf(request: APIRequestContext, username: string) {
  const res = await request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.accessToken as string;
}

/** A DRAFT order starting in `year` (after any default date range), with taixe3 invited. */
async function orderFor(request: APIRequestContext, tieuDe: string, year: number) {
  const headers = { Authorization: `Bearer ${await tokenOf(request, 'admin')}` };
  const created = await request.post('/api/lenh', {
    headers,
    data: { tieuDe, loai: 'DIEU_DONG', kieuThuong: 'DAILY', batDau: `${year}-01-05T07:30`, tienCong: 300_000 },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.idLenh as number;
  const taixe3 = (
    await (
      await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${await tokenOf(request, 'taixe3')}` } })
    ).json()
  ).data.idNguoiDung as number;
  expect((await request.post(`/api/lenh/${id}/assign`, { headers, data: [taixe3] })).status()).toBe(200);
  return { id, headers };
}

test('the invited employee’s PHAN_CONG notification opens the order on their page', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tieuDe = `Bốc xếp kho E2E ${Date.now()}`;
  const { id } = await orderFor(request, tieuDe, 2031);
  await loginThroughForm(page, 'taixe3');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/tat-ca-thong-bao');
  const item = page.getByTestId('notification-item').filter({ hasText: tieuDe });
  await expect(item).toContainText('Bạn được giao lệnh mới');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/cham-cong-nhan-vien\\?lenh=${id}$`));
  const detail = page.getByRole('dialog', { name: `Chi tiết lệnh — ${tieuDe}` });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('Chờ xác nhận')).toBeVisible();
  await page.screenshot({ path: 'test-results/issue13-employee-order-390.png' });
  // Closing it leaves the page at its plain address (a reload does not reopen it).
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(page).toHaveURL(/\/cham-cong-nhan-vien$/);
  // A link to an order that is not theirs opens the popup with the server's answer, nothing else.
  await page.goto('/cham-cong-nhan-vien?lenh=999999');
  const missing = page.getByRole('dialog', { name: 'Chi tiết lệnh' });
  await expect(missing.getByText('Không tìm thấy lệnh.')).toBeVisible();
});

test('a manager opens the same kind of object notification on Quản lý Lệnh; old links 404 inside the shell', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const tieuDe = `Lệnh quản lý E2E ${Date.now()}`;
  const { id, headers } = await orderFor(request, tieuDe, 2032);
  const me = (await (await request.get('/api/auth/me', { headers })).json()).data.idNguoiDung as number;
  // An object notification without a link, as the test sender makes them.
  const sent = await request.post('/api/thong-bao', {
    headers,
    data: { idNguoiNhans: [me], loaiThongBao: 'TASK_ASSIGNED', loaiDoiTuong: 'LENH', idDoiTuong: id },
  });
  expect(sent.status()).toBe(201);

  await loginThroughForm(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/tat-ca-thong-bao');
  await page.getByTestId('notification-item').first().click();
  await expect(page).toHaveURL(new RegExp(`/quan-ly-lenh\\?lenh=${id}$`));
  await expect(page.getByRole('dialog', { name: `Chi tiết lệnh — ${tieuDe}` })).toBeVisible();
  await page.keyboard.press('Escape');

  // The default filter: the whole month, and Nháp / Đang chạy orders whatever their date — this
  // one starts in 2032 and is on the board.
  await expect(page.getByRole('checkbox', { name: 'Luôn hiện lệnh Nháp và Đang chạy (mọi ngày)' })).toBeChecked();
  const drafts = page.getByRole('region', { name: 'Cột Nháp' });
  await expect(drafts.getByText(tieuDe)).toBeVisible();
  await expect(drafts.getByText('Tăng ca kiểm kê kho cuối tháng')).toBeVisible();
  await page.screenshot({ path: 'test-results/issue13-work-orders-1440.png' });
  // Unticked: only orders starting in the chosen dates.
  await page.getByRole('checkbox', { name: 'Luôn hiện lệnh Nháp và Đang chạy (mọi ngày)' }).uncheck();
  await page.getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(drafts.getByText(tieuDe)).toBeHidden();

  // A link of the old kind (/{type}/{id}) lands on the 404 page, inside the shell.
  await page.goto('/lenh/6');
  await expect(page.getByRole('heading', { name: 'Không tìm thấy trang', level: 2 })).toBeVisible();
  await expect(page.getByText('Đường dẫn không tồn tại hoặc đã được chuyển đi.')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Tổng quan' }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/issue13-404-1440.png' });
});

test('phone: the employee’s hours are work units × 8 and the clock’s sum is labelled as such', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughForm(page, 'nhanvien1');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/cham-cong-nhan-vien');
  await expect(page.getByText(/^Giờ chấm thực tế: [\d,]+ giờ$/)).toBeVisible();
  await expect(page.getByText('Thống kê giờ làm')).toBeVisible();
  await page.screenshot({ path: 'test-results/issue13-employee-hours-390.png', fullPage: true });
});
