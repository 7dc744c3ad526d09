import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginThroughForm } from './support/session';

// The fleet register and its catalogues, as a dispatcher uses them: a checklist item goes into a new
// vehicle type's package, a vehicle of that type is added with a photo, edited and decommissioned,
// and a maintenance item is deactivated then restored. Everything here is created by the test, so
// it never disturbs the other console suites sharing the server.
// Screenshots at 1440×900 land in test-results/screens/console-vehicles-*.png.
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial' });

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/console-vehicles-${name}.png`, fullPage: true });

/** A real 2×2 PNG (red), small enough to inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const stamp = Date.now().toString().slice(-5);
const ITEM = `Camera lùi ${stamp}`;
const TYPE = `Xe tải lạnh ${stamp}`;
const PLATE = `51F-${stamp.slice(0, 3)}.${stamp.slice(3)}`;
const MAINT = `Vệ sinh thùng lạnh ${stamp}`;

/** A Mantine Select/MultiSelect input: a combobox, or a textbox when searchable. */
const picker = (scope: Locator, label: string) =>
  scope
    .getByRole('combobox', { name: label, exact: true })
    .or(scope.getByRole('textbox', { name: label, exact: true }));

async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await picker(scope, label).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.beforeEach(async ({ page }) => {
  await loginThroughForm(page, 'dieuphoi');
  // The greeting means the session is stored: a reload (goto) now keeps it.
  await expect(page.getByRole('heading', { name: /^Xin chào/ })).toBeVisible();
});

test('a checklist item goes into a new vehicle type package', async ({ page }) => {
  await page.goto('/hang-muc-checklist');
  await expect(page.getByLabel('Đường dẫn')).toContainText('Dashboard');
  await expect(page.getByRole('heading', { name: 'Hạng mục Checklist', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Danh sách hạng mục checklist' });
  await expect(table.getByText('Phanh', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Trang 1 \/ \d+$/)).toBeVisible();
  await shoot(page, 'checklist-items');

  await page.getByRole('button', { name: 'Thêm hạng mục' }).click();
  const form = page.getByRole('dialog', { name: 'Thêm hạng mục checklist' });
  // Severity defaults to INFO ('Thông tin'); an empty name is refused with the spec's text.
  await expect(form.getByRole('combobox', { name: 'Mức độ' })).toHaveValue('Thông tin');
  await form.getByRole('button', { name: 'Thêm hạng mục' }).click();
  await expect(form.getByText('Tên hạng mục là bắt buộc.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Tên hạng mục' }).fill(ITEM);
  await choose(page, form, 'Mức độ', 'Cảnh báo');
  await form.getByRole('button', { name: 'Thêm hạng mục' }).click();
  await expect(page.getByText('Thêm hạng mục thành công.')).toBeVisible();
  await expect(form).toBeHidden();
  // No position: it sorts last (999), so it is on the last page.
  await page.getByRole('combobox', { name: 'Số dòng mỗi trang' }).click();
  await page.getByRole('option', { name: '20 / trang' }).click();
  await expect(table.getByRole('row', { name: new RegExp(ITEM) })).toContainText('Cảnh báo');

  await page.goto('/quan-ly-loai-xe');
  await expect(page.getByRole('heading', { name: 'Quản lý Loại Xe (Gói Checklist)', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm Loại Xe' }).click();
  const typeForm = page.getByRole('dialog', { name: 'Thêm Loại Xe' });
  await typeForm.getByRole('button', { name: 'Thêm Loại Xe' }).click();
  await expect(typeForm.getByText('Tên Loại Xe là bắt buộc.')).toBeVisible();
  await typeForm.getByRole('textbox', { name: 'Tên Loại Xe' }).fill(TYPE);
  await picker(typeForm, 'Gói checklist').click();
  await page.getByRole('option', { name: new RegExp(ITEM) }).click();
  await page.getByRole('option', { name: /^Phanh/ }).click();
  await typeForm.getByRole('textbox', { name: 'Tên Loại Xe' }).click();
  await shoot(page, 'vehicle-type-form');
  await typeForm.getByRole('button', { name: 'Thêm Loại Xe' }).click();
  await expect(page.getByText('Thêm Loại Xe thành công.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(TYPE) });
  await expect(row).toContainText(ITEM);
  await expect(row).toContainText('Phanh');
  await shoot(page, 'vehicle-types');
});

test('a vehicle is added with a photo, edited and decommissioned', async ({ page }) => {
  await page.goto('/danh-sach-xe');
  await expect(page.getByRole('heading', { name: 'Quản lý xe', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Danh sách xe' });
  await expect(table.getByText('51C-123.45')).toBeVisible();
  await shoot(page, 'vehicles');

  await page.getByRole('button', { name: 'Thêm xe' }).click();
  const form = page.getByRole('dialog', { name: 'Thêm xe mới' });
  await form.getByRole('button', { name: 'Thêm xe' }).click();
  await expect(form.getByText('Biển số là bắt buộc.')).toBeVisible();
  await expect(form.getByText('Vui lòng chọn Loại xe.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Biển số' }).fill(PLATE.toLowerCase());
  await choose(page, form, 'Loại xe', TYPE);
  await form.getByRole('textbox', { name: 'Năm sản xuất' }).fill('1899');
  await form.getByRole('textbox', { name: 'Tiêu hao TB (lít/100 km)' }).fill('11,5');
  await form.getByRole('textbox', { name: 'Sức chứa tải (tấn)' }).fill('-1');
  await form.getByRole('button', { name: 'Thêm xe' }).click();
  await expect(form.getByText(/^Năm sản xuất phải từ 1900 đến \d{4}\.$/)).toBeVisible();
  await expect(form.getByText('Sức chứa tải phải là số không âm.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Năm sản xuất' }).fill('2024');
  await form.getByRole('textbox', { name: 'Sức chứa tải (tấn)' }).fill('3,5');
  await form.getByRole('textbox', { name: 'Hãng xe' }).fill('Hino');
  await choose(page, form, 'Nhiên liệu', 'Dầu');
  await form.getByRole('textbox', { name: 'ODO gần nhất (km)' }).fill('12.000');
  await form.getByRole('textbox', { name: 'Ảnh xe (URL)' }).fill('không phải url');
  await form.getByRole('button', { name: 'Thêm xe' }).click();
  await expect(form.getByText('Đường dẫn ảnh phải là một URL hợp lệ.')).toBeVisible();
  // Upload a photo: the field then holds the stored file's address and shows it.
  await form.locator('input[type="file"]').setInputFiles({ name: 'xe.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('textbox', { name: 'Ảnh xe (URL)' })).toHaveValue(/^\/api\/files\/[A-Za-z0-9_-]+$/);
  await expect(form.getByRole('img', { name: 'Ảnh xe' })).toBeVisible();
  await shoot(page, 'vehicle-form');
  await form.getByRole('button', { name: 'Thêm xe' }).click();
  await expect(page.getByText('Thêm xe thành công.')).toBeVisible();
  await expect(form).toBeHidden();

  const row = table.getByRole('row', { name: new RegExp(PLATE.replace('.', '\\.')) });
  await expect(row).toContainText(TYPE);
  await expect(row).toContainText('12.000');
  await expect(row).toContainText('Sẵn sàng');
  await expect(row.getByRole('img', { name: `Ảnh xe ${PLATE}` })).toBeVisible();

  // Search by type name finds it alone.
  await page.getByRole('textbox', { name: 'Tìm kiếm' }).fill(TYPE);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(/q=/);

  await row.getByRole('button', { name: `Xem xe ${PLATE}` }).click();
  const detail = page.getByRole('dialog', { name: `Xe ${PLATE}` });
  await expect(detail).toContainText('11,5 lít/100 km');
  await expect(detail.getByRole('img', { name: `Ảnh xe ${PLATE}` })).toBeVisible();
  await shoot(page, 'vehicle-detail');
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `Sửa xe ${PLATE}` }).click();
  const edit = page.getByRole('dialog', { name: `Sửa xe ${PLATE}` });
  await expect(edit.getByRole('textbox', { name: 'Tiêu hao TB (lít/100 km)' })).toHaveValue('11,5');
  await edit.getByRole('textbox', { name: 'Model' }).fill('XZU342L');
  await edit.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Cập nhật xe thành công.')).toBeVisible();
  await expect(row).toContainText('Hino XZU342L');

  await row.getByRole('button', { name: `Ngưng hoạt động xe ${PLATE}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Ngưng hoạt động xe' });
  await expect(confirm).toContainText('tốt hơn xóa hẳn');
  await shoot(page, 'vehicle-decommission');
  await confirm.getByRole('button', { name: 'Ngưng hoạt động' }).click();
  await expect(page.getByText('Đã ngưng hoạt động xe thành công.')).toBeVisible();
  await expect(row).toContainText('Ngưng hoạt động');
  await expect(row.getByRole('button', { name: `Ngưng hoạt động xe ${PLATE}` })).toBeDisabled();
});

test('a maintenance item is deactivated and restored', async ({ page }) => {
  await page.goto('/hang-muc-bao-duong');
  await expect(page.getByRole('heading', { name: 'Danh mục Hạng mục Bảo dưỡng', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Danh sách hạng mục bảo dưỡng' });
  await expect(table.getByText('Thay dầu động cơ')).toBeVisible();
  await shoot(page, 'maintenance-items');

  await page.getByRole('button', { name: 'Thêm hạng mục' }).click();
  const form = page.getByRole('dialog', { name: 'Thêm hạng mục bảo dưỡng' });
  await form.getByRole('button', { name: 'Thêm hạng mục' }).click();
  await expect(form.getByText('Tên hạng mục là bắt buộc.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Tên hạng mục' }).fill(MAINT);
  await form.getByRole('textbox', { name: 'Định kỳ (km)' }).fill('0');
  await form.getByRole('button', { name: 'Thêm hạng mục' }).click();
  await expect(form.getByText('Định kỳ Km phải là số dương.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Định kỳ (km)' }).fill('15000');
  await form.getByRole('button', { name: 'Thêm hạng mục' }).click();
  await expect(page.getByText('Tạo hạng mục thành công.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Tìm kiếm' }).fill(MAINT);
  const row = table.getByRole('row', { name: new RegExp(MAINT) });
  await expect(row).toContainText('15.000');
  await expect(row).toContainText('Đang sử dụng');
  await row.getByRole('button', { name: `Ngưng sử dụng ${MAINT}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Ngưng sử dụng hạng mục' });
  await expect(confirm.getByRole('button', { name: 'Hủy bỏ' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Ngưng sử dụng' }).click();
  await expect(page.getByText('Đã ngưng sử dụng hạng mục. Lịch sử phiếu bảo dưỡng vẫn được giữ nguyên.')).toBeVisible();
  await expect(row).toContainText('Ngưng sử dụng');

  // Hidden from the ticket screens' picker while deactivated.
  const options = async () =>
    (
      await (
        await page.request.get('/api/dm-hang-muc-bao-duong/active-options', { headers: await bearer(page) })
      ).json()
    ).data as { tenHangMuc: string }[];
  expect((await options()).map((o) => o.tenHangMuc)).not.toContain(MAINT);

  await row.getByRole('button', { name: `Khôi phục ${MAINT}` }).click();
  await expect(page.getByText('Đã khôi phục hạng mục.')).toBeVisible();
  await expect(row).toContainText('Đang sử dụng');
  expect((await options()).map((o) => o.tenHangMuc)).toContain(MAINT);
});

/** The page's own access token (kept in IndexedDB by the app), for a direct API read. */
async function bearer(page: Page) {
  const login = await page.request.post('/api/auth/login', { data: { username: 'dieuphoi', password: 'Demo@123' } });
  return { authorization: `Bearer ${(await login.json()).data.accessToken}` };
}
