import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiGet, apiPost, tokenOf } from './support/api';
import { loginThroughForm } from './support/session';

// Issue 13, console defects found by new users: rights that follow the server without a new
// login, one no-permission state, one submit guard, inline errors that follow the field, and the
// phone header. The user whose rights change is the test's own (a stamp in the name), so the
// suites sharing the server are not disturbed. Screenshots: test-results/screens/rights-*.png.
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.RIGHTS_SHOTS_DIR ?? 'test-results/screens';
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/rights-${name}.png`, fullPage: true });

const stamp = Date.now().toString().slice(-6);
const USERNAME = `quyen${stamp}`;
const PASSWORD = 'Matkhau@123';
const DESK = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

async function signIn(page: Page, username: string, password?: string) {
  await loginThroughForm(page, username, password);
  await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
}

async function contextPage(browser: Browser, viewport = DESK) {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

/** The admin's Edit User matrix: ticks or unticks 'Xe: Xem' for the test's user and saves. */
async function setVehicleView(admin: Page, on: boolean) {
  await admin.goto('/employees-list');
  const search = admin.getByRole('textbox', { name: 'Tìm người dùng' });
  await search.fill(USERNAME);
  await search.press('Enter');
  await admin.getByRole('button', { name: `Sửa ${USERNAME}` }).click();
  const edit = admin.getByRole('dialog', { name: 'Sửa người dùng' });
  const cell = edit
    .getByRole('table', { name: 'Ma trận phân quyền' })
    .getByRole('checkbox', { name: 'Xe: Xem', exact: true });
  await expect(cell).toBeEnabled();
  await cell.setChecked(on);
  await edit.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(toast(admin, 'Updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
}

test.beforeAll(async ({ request }) => {
  const token = await tokenOf(request, 'admin');
  const positions = await apiGet<{ content: { idChucVu: number }[] }>(request, token, '/api/chuc-vu?keyword=NHAN_VIEN');
  const departments = await apiGet<{ idPhongBan: number }[]>(request, token, '/api/phong-ban/options');
  await apiPost(
    request,
    token,
    '/api/nguoi-dung',
    {
      tenDangNhap: USERNAME,
      matKhau: PASSWORD,
      hoTen: 'Nguyễn Văn An',
      email: `${USERNAME}@vantai.test`,
      idChucVu: positions.content[0]?.idChucVu,
      idPhongBan: departments[0]?.idPhongBan,
      trangThai: 1,
    },
    201,
  );
});

test('a screen opened without its permission shows one no-permission state; rights follow the admin without a new login', async ({
  browser,
}) => {
  const user = await contextPage(browser);
  const admin = await contextPage(browser);
  try {
    await signIn(user.page, USERNAME, PASSWORD);
    const page = user.page;
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    await expect(nav.getByRole('link', { name: 'Chấm công của tôi' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Quản lý xe' })).toHaveCount(0);
    // Not a driver: no driver dashboard in the menu.
    await expect(nav.getByRole('link', { name: 'Bảng điều khiển tài xế' })).toHaveCount(0);
    // The header's initials are the person's: family and given name.
    await expect(page.getByRole('button', { name: `Tài khoản: ${USERNAME}` })).toContainText('NA');

    // By URL: one state, no actions, no stacked errors, no 'Thử lại'.
    await page.goto('/danh-sach-xe');
    await expect(page.getByRole('heading', { name: 'Bạn không có quyền truy cập', level: 2 })).toBeVisible();
    await expect(
      page.getByText(
        'Tài khoản của bạn chưa được cấp quyền xem nội dung này. Hãy liên hệ quản trị viên nếu bạn cần quyền.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Về trang Tổng quan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thêm xe' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Thử lại' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shoot(page, 'no-permission-desk');

    // The admin grants 'Xe: Xem' in another browser.
    await signIn(admin.page, 'admin');
    await setVehicleView(admin.page, true);

    // The user keeps working: the next answer carries the new rights version, /me reloads, and
    // the menu and the open screen follow — no login, no reload.
    await nav.getByRole('link', { name: 'Chấm công của tôi' }).click();
    await expect(page.getByRole('heading', { name: 'Chấm công của tôi', level: 2 })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Quản lý xe' })).toBeVisible();
    await nav.getByRole('link', { name: 'Quản lý xe' }).click();
    await expect(page.getByRole('heading', { name: 'Quản lý xe', level: 2 })).toBeVisible();
    await expect(page.getByRole('table').getByText('51C-123.45')).toBeVisible();

    // The admin takes it back; the user's window regains focus: the screen closes in place.
    await setVehicleView(admin.page, false);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByRole('heading', { name: 'Bạn không có quyền truy cập', level: 2 })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Quản lý xe' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/danh-sach-xe/);
  } finally {
    await user.context.close();
    await admin.context.close();
  }
});

test("a double click on 'Thêm' sends one POST; a fixed field loses its red message at once", async ({ browser }) => {
  const { context, page } = await contextPage(browser);
  try {
    await signIn(page, 'admin');
    await page.goto('/chuc-vu');
    await expect(page.getByLabel('Đường dẫn')).toContainText('Dashboard');
    await page.getByRole('button', { name: 'Thêm chức vụ' }).click();
    const form = page.getByRole('dialog', { name: 'Thêm chức vụ' });
    await expect(form.getByRole('button', { name: 'Hủy bỏ' })).toBeVisible();

    // Submitted empty: both fields red; fixing one clears only its message, without submitting.
    await form.getByRole('button', { name: 'Thêm', exact: true }).click();
    await expect(form.getByText('Vui lòng nhập mã chức vụ.')).toBeVisible();
    await expect(form.getByText('Vui lòng nhập tên chức vụ.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Mã chức vụ' }).fill(`E2E_${stamp}`);
    await expect(form.getByText('Vui lòng nhập mã chức vụ.')).toHaveCount(0);
    await expect(form.getByText('Vui lòng nhập tên chức vụ.')).toBeVisible();
    // Breaking it again shows the message again.
    await form.getByRole('textbox', { name: 'Mã chức vụ' }).fill('');
    await expect(form.getByText('Vui lòng nhập mã chức vụ.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Mã chức vụ' }).fill(`E2E_${stamp}`);
    await form.getByRole('textbox', { name: 'Tên chức vụ' }).fill(`Chức vụ thử ${stamp}`);
    await expect(form.getByText('Vui lòng nhập tên chức vụ.')).toHaveCount(0);
    await shoot(page, 'position-form');

    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/chuc-vu') posts.push(r.url());
    });
    // Both clicks land before React can re-render the button as loading — what a double click on
    // a busy phone or a slow office PC does (Playwright's dblclick leaves time for the re-render).
    await form.getByRole('button', { name: 'Thêm', exact: true }).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect(toast(page, 'Thêm thành công')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByRole('table').getByText(`Chức vụ thử ${stamp}`)).toBeVisible();
    expect(posts).toHaveLength(1);
    await expect(toast(page, 'Lỗi khi thêm')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("on a phone the header offers 'Bật Real-time' and the user menu its settings", async ({ browser }) => {
  const { context, page } = await contextPage(browser, PHONE);
  try {
    await signIn(page, 'dieuphoi');
    await page.goto('/quan-ly-thiet-bi');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Bật Real-time' })).toBeVisible();
    await shoot(page, 'phone-header');
    await header.getByRole('button', { name: /^Tài khoản:/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Cài đặt', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Quản lý thiết bị' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Hồ sơ' })).toBeVisible();
    await shoot(page, 'phone-user-menu');
    await page.keyboard.press('Escape');

    // The fuel screen's own header: the same breadcrumb root as every other screen.
    await page.goto('/quan-ly-xang-dau');
    await expect(page.getByLabel('Đường dẫn')).toContainText('Dashboard');
    await shoot(page, 'phone-fuel');

    // dieuphoi reads users but not permissions: the same no-permission state on a phone.
    await page.goto('/api-permission');
    await expect(page.getByRole('heading', { name: 'Bạn không có quyền truy cập', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thêm API permission' })).toHaveCount(0);
    await shoot(page, 'phone-no-permission');
  } finally {
    await context.close();
  }
});
