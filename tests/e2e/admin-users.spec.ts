import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginThroughForm } from './support/session';

// Staff administration as an administrator uses it (spec 000 §2, §5, §8): a new user is created
// with a permission matrix of one cell (XE_XEM), then signs in elsewhere and sees only what that
// allows; a department goes through add, edit and delete with the spec's toasts; the image library
// and the transport-admin area open. Every record is the test's own (a stamp in its code), so the
// suites sharing the server are not disturbed. Screenshots at 1440×900: /tmp/shots/admin-*.png.
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.ADMIN_SHOTS_DIR ?? 'test-results/screens';
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/admin-${name}.png`, fullPage: true });

const stamp = Date.now().toString().slice(-6);
const USERNAME = `xe.xem${stamp}`;
const PASSWORD = 'Matkhau@123';
const DEPT_CODE = `E2E${stamp}`;
const DEPT_NAME = `Phòng Thử nghiệm ${stamp}`;
const FOLDER = `e2e-${stamp}`;

/** A real 2×2 PNG (red). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** A Mantine Select: a combobox, or a textbox when searchable. */
const picker = (scope: Locator, label: string) =>
  scope
    .getByRole('combobox', { name: label, exact: true })
    .or(scope.getByRole('textbox', { name: label, exact: true }));

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await picker(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

async function signIn(page: Page, username: string, password?: string) {
  await loginThroughForm(page, username, password);
  await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
}

test('admin creates a user with a one-cell matrix; the user sees vehicles only', async ({ page, browser }) => {
  await signIn(page, 'admin');
  await page.goto('/employees-list');
  await expect(page.getByRole('heading', { name: 'Danh sách nhân viên', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Danh sách người dùng' });
  await expect(table.getByText('dieuphoi', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Page 1 \/ \d+$/)).toBeVisible();
  await shoot(page, 'employees-list');

  await page.getByRole('button', { name: 'Thêm người dùng' }).click();
  const add = page.getByRole('dialog', { name: 'Thêm người dùng' });
  await expect(add.getByText('JPG/PNG up to 5MB')).toBeVisible();
  await add.getByRole('textbox', { name: 'Họ', exact: true }).fill('Kiểm Thử');
  await add.getByRole('textbox', { name: 'Tên', exact: true }).fill(`Xe ${stamp}`);
  await add.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(USERNAME);
  await add.getByRole('textbox', { name: 'Email' }).fill(`${USERNAME}@vantai.test`);
  await add.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(PASSWORD);
  await add.getByRole('textbox', { name: 'Xác nhận mật khẩu' }).fill('Khac@1234');
  await choose(page, add, 'Chức vụ', 'Nhân viên');
  await choose(page, add, 'Phòng ban', 'Phòng Điều phối');
  await shoot(page, 'user-add');
  await add.getByRole('button', { name: 'Thêm người dùng' }).click();
  // Spec 000 §5: the confirmation must match.
  await expect(add.getByText('Password confirmation does not match')).toBeVisible();
  await add.getByRole('textbox', { name: 'Xác nhận mật khẩu' }).fill(PASSWORD);
  await add.getByRole('button', { name: 'Thêm người dùng' }).click();
  await expect(toast(page, 'Created successfully')).toBeVisible();

  // The new user's Edit form opens for the matrix: username read-only, no password.
  const edit = page.getByRole('dialog', { name: 'Sửa người dùng' });
  await expect(edit.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveValue(USERNAME);
  await expect(edit.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveAttribute('readonly', '');
  await expect(edit.getByRole('textbox', { name: 'Mật khẩu', exact: true })).toHaveCount(0);
  const matrix = edit.getByRole('table', { name: 'Ma trận phân quyền' });
  // Only pairs of the permission list can be ticked: vehicles have no "approve".
  await expect(matrix.getByRole('checkbox', { name: 'Xe: Duyệt', exact: true })).toBeDisabled();
  await expect(matrix.getByRole('checkbox', { name: 'Xe: Thêm', exact: true })).not.toBeChecked();
  await matrix.getByRole('checkbox', { name: 'Xe: Xem', exact: true }).check();
  await shoot(page, 'user-edit-matrix');
  await edit.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(toast(page, 'Updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();

  // Search on Enter finds the new row.
  const search = page.getByRole('textbox', { name: 'Tìm người dùng' });
  await search.fill(USERNAME);
  await search.press('Enter');
  const row = table.getByRole('row').filter({ hasText: USERNAME });
  await expect(row).toContainText('Kiểm Thử');
  await expect(row).toContainText('Nhân viên');
  await expect(row).toContainText('Active');
  await expect(table.getByText('dieuphoi', { exact: true })).toHaveCount(0);

  // The user, in their own browser: the vehicle list without its add button, no admin screens.
  const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const user = await other.newPage();
    await signIn(user, USERNAME, PASSWORD);
    const nav = user.getByRole('navigation', { name: 'Điều hướng chính' });
    await expect(nav.getByRole('link', { name: 'Quản lý xe' })).toBeVisible();
    for (const hidden of ['Nhân viên', 'Phòng ban', 'Quyền', 'API Permission', 'Bảo dưỡng & sửa chữa']) {
      await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    await user.goto('/danh-sach-xe');
    await expect(user.getByRole('heading', { name: 'Quản lý xe', level: 2 })).toBeVisible();
    await expect(user.getByRole('table').getByText('51C-123.45')).toBeVisible();
    await expect(user.getByRole('button', { name: 'Thêm xe' })).toHaveCount(0);
    await shoot(user, 'restricted-vehicles');
    // Typing an admin address anyway: the one no-permission state, no actions (issue 13).
    await user.goto('/employees-list');
    await expect(user.getByRole('heading', { name: 'Bạn không có quyền truy cập', level: 2 })).toBeVisible();
    await expect(user.getByRole('button', { name: 'Thêm người dùng' })).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('a department is added, edited and deleted with the spec’s toasts', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/phong-ban');
  await expect(page.getByRole('heading', { name: 'Danh sách phòng ban', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Đường dẫn')).toContainText('Dashboard');
  await expect(page.getByLabel('Đường dẫn')).toContainText('Phòng ban');
  const table = page.getByRole('table', { name: 'Danh sách phòng ban' });
  await expect(table.getByText('Phòng Điều phối')).toBeVisible();
  await shoot(page, 'phong-ban');

  await page.getByRole('button', { name: 'Thêm phòng ban' }).click();
  const form = page.getByRole('dialog', { name: 'Thêm phòng ban' });
  await form.getByRole('button', { name: 'Thêm', exact: true }).click();
  await expect(form.getByText('Vui lòng nhập mã phòng ban.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Mã phòng ban' }).fill(DEPT_CODE);
  await form.getByRole('textbox', { name: 'Tên phòng ban' }).fill(DEPT_NAME);
  await form.getByLabel('Giờ bắt đầu buổi sáng').fill('08:00');
  await form.getByLabel('Giờ kết thúc buổi sáng').fill('12:00');
  await form.getByRole('button', { name: 'Thêm', exact: true }).click();
  await expect(toast(page, 'Thêm thành công')).toBeVisible();

  const search = page.getByRole('textbox', { name: 'Tìm phòng ban' });
  await search.fill(DEPT_CODE);
  await search.press('Enter');
  const row = table.getByRole('row').filter({ hasText: DEPT_CODE });
  await expect(row).toContainText('Hoạt động');
  await expect(row).toContainText('08:00 – 12:00');

  await row.getByRole('button', { name: `Sửa ${DEPT_NAME}` }).click();
  const edit = page.getByRole('dialog', { name: 'Sửa phòng ban' });
  await expect(edit.getByLabel('Giờ bắt đầu buổi sáng')).toHaveValue('08:00');
  await choose(page, edit, 'Trạng thái', 'Ngưng');
  await edit.getByRole('button', { name: 'Lưu' }).click();
  await expect(toast(page, 'Cập nhật thành công')).toBeVisible();
  await expect(row).toContainText('Ngưng');

  await row.getByRole('button', { name: `Xóa ${DEPT_NAME}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Xóa phòng ban' });
  await expect(confirm.getByRole('button', { name: 'Hủy bỏ' })).toBeVisible();
  await shoot(page, 'phong-ban-delete');
  await confirm.getByRole('button', { name: 'Xóa vĩnh viễn!' }).click();
  await expect(toast(page, 'Xóa thành công')).toBeVisible();
  await expect(table.getByText(DEPT_CODE)).toHaveCount(0);
});

test('the other reference lists, the profile and the transport-admin area open', async ({ page }) => {
  await signIn(page, 'admin');
  const lists = [
    ['/chuc-vu', 'Danh sách chức vụ', 'Điều phối viên'],
    ['/quyen', 'Danh sách quyền', 'XE_XEM'],
    ['/chuc-nang', 'Danh sách chức năng', 'NGUOI_DUNG'],
    ['/hanh-dong', 'Danh sách hành động', 'THANH_TOAN'],
    ['/api-permission', 'Danh sách API Permission', '/api/xe/**'],
  ] as const;
  for (const [path, heading, sample] of lists) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    const search = page.getByRole('textbox', { name: /^Tìm / });
    await search.fill(sample);
    await search.press('Enter');
    await expect(page.getByRole('table', { name: heading }).getByText(sample, { exact: true }).first()).toBeVisible();
    await search.fill('');
    await search.press('Enter');
    await expect(page.getByText(/^Trang 1 \/ \d+$/)).toBeVisible();
    await shoot(page, path.slice(1));
  }

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Hồ sơ người dùng', level: 2 })).toBeVisible();
  await expect(page.getByText('admin@vantai.demo')).toBeVisible();
  await shoot(page, 'profile');

  await page
    .getByRole('navigation', { name: 'Điều hướng chính' })
    .getByRole('link', { name: 'Quản trị vận tải' })
    .click();
  await expect(page).toHaveURL(/\/minh-tien-admin$/);
  const area = page.getByRole('navigation', { name: 'Quản trị vận tải' });
  await area.getByRole('link', { name: 'Nghỉ phép' }).click();
  await expect(page).toHaveURL(/\/minh-tien-admin\/nghi-phep$/);
  // No TRANSPORT_ADMIN_URL on the test server: the page says so instead of framing nothing.
  await expect(page.getByText('Chưa cấu hình trang quản trị vận tải')).toBeVisible();
  await expect(page.getByText('TRANSPORT_ADMIN_URL')).toBeVisible();
  await shoot(page, 'minh-tien-admin');
});

test('the image library: folder, upload, search, preview, delete', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/quan-ly-tai-nguyen');
  await expect(page.getByRole('heading', { name: 'Quản lý tài nguyên', level: 2 })).toBeVisible();
  const folders = page.getByRole('navigation', { name: 'Folder' });
  await expect(folders.getByText('user', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Tạo folder' }).click();
  const create = page.getByRole('dialog', { name: 'Tạo folder' });
  await create.getByRole('button', { name: 'Tạo folder' }).click();
  await expect(create.getByText('Vui lòng nhập tên folder.')).toBeVisible();
  await create.getByRole('textbox', { name: 'Tên folder' }).fill(FOLDER);
  await create.getByRole('button', { name: 'Tạo folder' }).click();
  await expect(toast(page, `Đã tạo folder "${FOLDER}".`)).toBeVisible();
  await expect(page.getByText('Folder này chưa có tệp nào.')).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Tải lên' }).click();
  await (await chooser).setFiles([
    { name: 'Xe tải số 1.png', mimeType: 'image/png', buffer: PNG },
    { name: 'Bảng giá.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(toast(page, 'Tải ảnh lên thành công!')).toBeVisible();
  const grid = page.getByLabel('Danh sách tệp');
  await expect(grid.getByText('xe-tai-so-1.png')).toBeVisible();
  await expect(grid.getByText('bang-gia.png')).toBeVisible();
  // A folder with files cannot be deleted.
  await expect(folders.getByRole('button', { name: `Xóa folder ${FOLDER}` })).toHaveAttribute('aria-disabled', 'true');

  await page.getByRole('textbox', { name: 'Tìm theo tên tệp' }).fill('xe tai');
  await expect(grid.getByText('bang-gia.png')).toHaveCount(0);
  await expect(grid.getByText('xe-tai-so-1.png')).toBeVisible();
  await grid.getByRole('button', { name: 'Xem xe-tai-so-1.png' }).first().click();
  const preview = page.getByRole('dialog', { name: 'xe-tai-so-1.png' });
  await expect(preview.getByRole('img', { name: 'xe-tai-so-1.png' })).toBeVisible();
  await shoot(page, 'media-preview');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await shoot(page, 'quan-ly-tai-nguyen');

  await grid.getByRole('button', { name: 'Xóa xe-tai-so-1.png' }).click();
  await page.getByRole('dialog', { name: 'Xóa tệp' }).getByRole('button', { name: 'Xóa vĩnh viễn!' }).click();
  await expect(toast(page, 'Đã xóa tệp.')).toBeVisible();
  await expect(grid.getByText('xe-tai-so-1.png')).toHaveCount(0);

  // The same library as a picker, from the Add User form's avatar.
  await page.goto('/employees-list');
  await page.getByRole('button', { name: 'Thêm người dùng' }).click();
  await page.getByRole('dialog', { name: 'Thêm người dùng' }).getByRole('button', { name: 'Chọn từ thư viện' }).click();
  const library = page.getByRole('dialog', { name: 'Thư viện ảnh' });
  await expect(picker(library, 'Folder')).toHaveValue(/^user \(\d+\)$/);
  await shoot(page, 'media-picker');
});
