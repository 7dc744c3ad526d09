import { expect, type Page, test } from '@playwright/test';
import { apiGet, headers, tokenOf } from './support/api';
import { DEMO_PASSWORD, loginThroughForm } from './support/session';

// The dispatcher's day in the console: give taixe3 (no vehicle yet) a vehicle, create an order for
// them, watch the driver (via the API) take it through every step, keep documents in order.
// Screenshots of each screen at 1440×900 land in test-results/screens/console-orders-*.png.
test.use({ viewport: { width: 1440, height: 900 } });

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/console-orders-${name}.png`, fullPage: true });

/** Picks an option of a Mantine Select inside `scope` by its label and the option's text. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('dispatcher assigns a vehicle to taixe3 and creates an order; the driver completes it', async ({ page }) => {
  await loginThroughForm(page, 'dieuphoi');
  await expect(page).toHaveURL(/\/$/);

  // ── Lệnh Giao Xe ──
  await page.goto('/phan-cong-xe');
  const vehicles = page.getByRole('table', { name: 'Danh sách xe' });
  await expect(vehicles.getByRole('row')).not.toHaveCount(1);
  await page.getByPlaceholder('Tìm theo biển số…').fill('50H');
  await expect(vehicles.getByRole('row')).toHaveCount(2);
  await vehicles.getByText('50H-135.79').click();
  await expect(page.getByText('Xe chưa được giao cho tài xế nào.')).toBeVisible();
  await page.getByRole('button', { name: 'Giao xe 50H-135.79', exact: true }).click();
  const assign = page.getByRole('dialog', { name: 'Giao xe 50H-135.79' });
  await assign.getByRole('button', { name: 'Giao xe', exact: true }).click();
  await expect(assign.getByText('Vui lòng chọn xe và tài xế.')).toBeVisible();
  await choose(page, assign, 'Tài xế', /Hoàng Đức Lộc/);
  await assign.getByRole('button', { name: 'Giao xe', exact: true }).click();
  await expect(page.getByText('Giao xe thành công!')).toBeVisible();
  await expect(assign).toBeHidden();
  await expect(vehicles.getByText('Hoàng Đức Lộc')).toBeVisible();
  await expect(page.getByText('Lệnh hiện tại: Hoàng Đức Lộc')).toBeVisible();
  // A second order on the same vehicle is refused with the spec's alert.
  await page.getByRole('button', { name: 'Giao xe 50H-135.79', exact: true }).click();
  await expect(
    page.getByText(
      'Xe 50H-135.79 đang được Hoàng Đức Lộc sử dụng/phân công. Vui lòng kết thúc lệnh cũ hoặc dùng chức năng Bàn Giao.',
    ),
  ).toBeVisible();
  await shoot(page, 'assignments');

  // ── Quản lý Đơn hàng: create ──
  await page.goto('/quan-ly-don-hang');
  await expect(
    page.getByRole('table', { name: 'Danh sách đơn hàng' }).getByText('Lấy hàng tại cảng Cát Lái'),
  ).toBeVisible();
  await shoot(page, 'orders');
  await page.getByRole('button', { name: 'Tạo đơn hàng' }).click();
  const create = page.getByRole('dialog', { name: 'Tạo đơn hàng mới' });
  await create.getByRole('button', { name: 'Tạo đơn' }).click();
  await expect(create.getByRole('alert')).toHaveText('Vui lòng nhập Tên đơn, Loại đơn và chọn Tài xế.');
  await expect(create.getByRole('combobox', { name: 'Xe', exact: true })).toBeDisabled();
  await create.getByRole('textbox', { name: 'Tên đơn hàng' }).fill('E2E giao 10 thùng hàng cho Q.3');
  await choose(page, create, 'Loại đơn', 'Giao hàng');
  await choose(page, create, 'Tài xế', 'Hoàng Đức Lộc — Đang rảnh');
  // The driver's assigned vehicle is picked for them.
  await expect(create.getByRole('combobox', { name: 'Xe', exact: true })).toHaveValue(/50H-135.79/);
  await create.getByLabel('Ghi chú').fill('Gọi khách trước khi đến');
  // Typed day first with the Vietnamese '8h30', whatever the browser's locale.
  await create.getByLabel('Thời gian hẹn').fill('25/12/2026 8h30');
  await create.getByLabel('Thời gian hẹn').blur();
  await expect(create.getByLabel('Thời gian hẹn')).toHaveValue('25/12/2026 08:30');
  await shoot(page, 'order-create');
  await create.getByRole('button', { name: 'Tạo đơn' }).click();
  await expect(page.getByText('Tạo đơn hàng thành công!')).toBeVisible();
  const row = page.getByRole('row', { name: /E2E giao 10 thùng hàng/ });
  await expect(row).toContainText('Chờ nhận');
  await expect(row).toContainText('50H-135.79');

  // ── the driver moves it (API, as the phone's outbox would) ──
  const auth = await page.request.post('/api/auth/login', { data: { username: 'taixe3', password: DEMO_PASSWORD } });
  const token = (await auth.json()).data.accessToken as string;
  const headers = { authorization: `Bearer ${token}` };
  const mine = await page.request.get('/api/don-hang/cua-toi', { headers });
  const order = (await mine.json()).data.content.find((o: { tenDonHang: string }) =>
    o.tenDonHang.startsWith('E2E giao 10'),
  );
  expect(order).toBeTruthy();
  for (const step of ['nhan-don', 'den-diem-lay', 'lay-hang-xong', 'den-diem-giao', 'hoan-thanh']) {
    const res = await page.request.post(`/api/don-hang/${order.id}/${step}`, {
      headers: { ...headers, 'idempotency-key': `e2e-${order.id}-${step}-0000000` },
    });
    expect(res.status(), step).toBe(200);
  }

  // ── the console shows the progress ──
  await page.reload();
  await page.getByRole('tab', { name: 'Hoàn thành' }).click();
  await page
    .getByRole('row', { name: /E2E giao 10 thùng hàng/ })
    .getByRole('button', { name: 'Chi tiết' })
    .click();
  const detail = page.getByRole('dialog', { name: `Đơn hàng #${order.id}` });
  await expect(detail.getByText('Gọi khách trước khi đến')).toBeVisible();
  await expect(detail.getByText('25/12/2026 08:30')).toBeVisible();
  for (const label of ['Tạo đơn', 'Tài xế nhận đơn', 'Đến điểm lấy hàng', 'Lấy hàng xong', 'Đến điểm giao hàng']) {
    await expect(detail.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(detail.getByText('Chưa thực hiện')).toHaveCount(0);
  await expect(detail.locator('[data-done="true"]')).toHaveCount(6);
  await shoot(page, 'order-detail');
});

test('documents: create with the owner rules, edit keeps the name, delete with confirmation', async ({
  page,
  request,
}) => {
  // A retry starts from a clean slate: an earlier attempt may have left its document behind.
  const token = await tokenOf(request, 'dieuphoi');
  const left = await apiGet<{ content: { id: number; tenHienThi: string }[] }>(
    request,
    token,
    `/api/giay-to?q=${encodeURIComponent('Hoàng Đức Lộc')}&size=50`,
  );
  for (const d of left.content.filter((d) => d.tenHienThi === 'GPLX hạng C - Hoàng Đức Lộc')) {
    expect((await request.delete(`/api/giay-to/${d.id}`, { headers: headers(token) })).ok()).toBe(true);
  }
  await loginThroughForm(page, 'dieuphoi');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/quan-ly-giay-to');
  const table = page.getByRole('table', { name: 'Danh sách giấy tờ' });
  await expect(table.getByText('Đã hết hạn').first()).toBeVisible();
  // Other specs add documents to the same demo database: find the seeded one by its plate.
  await page.getByLabel('Tìm kiếm').fill('51C-123.45');
  await expect(table.getByText('Đăng kiểm - 51C-123.45')).toBeVisible();
  await page.getByLabel('Tìm kiếm').fill('');
  await expect(table.getByText('Sắp hết hạn').first()).toBeVisible();
  await shoot(page, 'documents');

  await page.getByRole('button', { name: 'Thêm giấy tờ' }).click();
  const form = page.getByRole('dialog', { name: 'Thêm giấy tờ' });
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(form.getByText('Vui lòng chọn Xe.')).toBeVisible();
  await expect(form.getByText('Vui lòng chọn Loại Giấy tờ.')).toBeVisible();
  await form.getByText('Giấy tờ tài xế').click();
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(form.getByText('Vui lòng chọn Tài xế.')).toBeVisible();
  await choose(page, form, 'Tài xế', 'Hoàng Đức Lộc');
  await choose(page, form, 'Loại giấy tờ', 'GPLX hạng C');
  await expect(form.getByRole('textbox', { name: 'Tên hiển thị' })).toHaveValue('GPLX hạng C - Hoàng Đức Lộc');
  await form.getByLabel('Ngày cấp').fill('10/06/2025');
  await form.getByLabel('Ngày hết hạn').fill('01/06/2025');
  await form.getByLabel('Tệp đính kèm').fill('không phải url');
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(form.getByText('Ngày hết hạn không được trước Ngày cấp.')).toBeVisible();
  await expect(form.getByText('Đường dẫn file không hợp lệ.')).toBeVisible();
  await form.getByLabel('Ngày hết hạn').fill('01/06/2035');
  await form.getByLabel('Tệp đính kèm').fill('');
  await shoot(page, 'document-form');
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Thêm giấy tờ thành công!')).toBeVisible();
  await expect(form).toBeHidden();

  // The search answers after its debounce: click in the list it settles on, not the one it replaces.
  const searched = page.waitForResponse((r) => r.url().includes('/api/giay-to?') && r.url().includes('q='));
  await page.getByRole('textbox', { name: 'Tìm kiếm' }).fill('Hoàng Đức Lộc');
  await searched;
  const row = page.getByRole('row', { name: /GPLX hạng C - Hoàng Đức Lộc/ });
  await expect(row).toContainText('10/06/2025');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await row.getByRole('button', { name: 'Xem tệp GPLX hạng C - Hoàng Đức Lộc' }).click();
  const preview = page.getByRole('dialog', { name: 'GPLX hạng C - Hoàng Đức Lộc' });
  await expect(preview.getByText('Chưa có file đính kèm.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Edit: change the type; the display name stays as it was.
  await row.getByRole('button', { name: 'Sửa GPLX hạng C - Hoàng Đức Lộc' }).click();
  const edit = page.getByRole('dialog', { name: 'Sửa giấy tờ' });
  await expect(edit.getByRole('combobox', { name: 'Tài xế', exact: true })).toHaveValue('Hoàng Đức Lộc');
  await choose(page, edit, 'Loại giấy tờ', 'GPLX hạng FC');
  await expect(edit.getByRole('textbox', { name: 'Tên hiển thị' })).toHaveValue('GPLX hạng C - Hoàng Đức Lộc');
  await edit.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Cập nhật giấy tờ thành công!')).toBeVisible();
  await expect(row).toContainText('GPLX hạng FC');

  await row.getByRole('button', { name: 'Xoá GPLX hạng C - Hoàng Đức Lộc' }).click();
  const confirm = page.getByRole('dialog', { name: 'Xoá giấy tờ' });
  await expect(confirm).toContainText('Bạn có chắc chắn muốn xoá giấy tờ "GPLX hạng C - Hoàng Đức Lộc"?');
  await confirm.getByRole('button', { name: 'Xoá' }).click();
  await expect(page.getByText('Đã xoá giấy tờ.')).toBeVisible();
  await expect(page.getByRole('row', { name: /GPLX hạng C - Hoàng Đức Lộc/ })).toHaveCount(0);
});
