import { expect, type Page, test } from '@playwright/test';
import { SAMPLE_PHOTO } from './support/photo';
import { loginThroughForm } from './support/session';

// The WordPress screens against the real server and the fake WordPress of tests/support (started by
// playwright.config.ts on E2E_PORT + 2000, 12 posts, 4 categories, Rank Math on): a website is added
// and edited, its posts browsed, one edited with an image uploaded to the site; a writer only reads
// the list. Screenshots at a phone and a desktop size go to test-results/screens/articles-*.png.
const FAKE_WP_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4321) + 2000}`;
const FAKE_WP_USER = 'bientap';
const FAKE_WP_APP_PASSWORD = 'abcd EFGH ijkl MNOP qrst UVWX';
// Stamped: a retry of this serial file, and the writer's spec, connect the same fake site again.
const SITE = `Blog e2e WordPress ${Date.now().toString(36)}`;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

async function look(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  for (const vp of VIEWPORTS) {
    await page.setViewportSize(vp);
    // The shell re-lays out (navbar, dialogs) with transitions: shoot once they have ended.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: `test-results/screens/articles-${name}-${vp.name}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS[1]);
}

async function asAdmin(page: Page) {
  await page.setViewportSize(VIEWPORTS[1]);
  await loginThroughForm(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('an articles admin adds a website, edits it keeping its password, and deletes another', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/website-list');
  await expect(page.getByRole('heading', { name: 'Danh sách website', level: 2 })).toBeVisible();

  await page.locator('#main-content').getByRole('button', { name: 'Thêm website' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm website' });
  await dialog.getByRole('button', { name: 'Thêm website' }).click();
  await expect(
    dialog.getByText('Vui lòng nhập đầy đủ tên, đường dẫn, tài khoản và mật khẩu ứng dụng.').first(),
  ).toBeVisible();
  await dialog.getByLabel('Tên website').fill(SITE);
  await dialog.getByLabel('Đường dẫn').fill('blog khong hop le');
  await dialog.getByLabel('Tài khoản WordPress').fill(FAKE_WP_USER);
  await dialog.getByLabel('Mật khẩu ứng dụng (Application Password)').fill(FAKE_WP_APP_PASSWORD);
  await dialog.getByRole('button', { name: 'Thêm website' }).click();
  await expect(
    dialog.getByText('Đường dẫn website phải là địa chỉ http(s) đầy đủ, ví dụ https://example.com.'),
  ).toBeVisible();
  await dialog.getByLabel('Đường dẫn').fill(FAKE_WP_URL);
  // The fake runs on loopback: an intranet site only an admin may allow.
  await dialog.getByLabel('Website nội bộ (cho phép địa chỉ mạng riêng)').check();
  await dialog.getByRole('button', { name: 'Thêm website' }).click();
  await expect(page.getByText('Thêm website thành công!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(SITE) });
  await expect(row.getByRole('link', { name: FAKE_WP_URL })).toBeVisible();
  await expect(row.getByText('Đang sử dụng')).toBeVisible();

  // Edit: the password field is blank and says blank keeps it.
  await row.getByRole('button', { name: `Sửa ${SITE}` }).click();
  const edit = page.getByRole('dialog', { name: 'Sửa website' });
  await expect(edit.getByText('Để trống để giữ mật khẩu cũ.')).toBeVisible();
  await expect(edit.getByLabel('Mật khẩu ứng dụng (Application Password)')).toHaveValue('');
  await edit.getByLabel('Tên website').fill(`${SITE} (sửa)`);
  await look(page, 'website-edit');
  await edit.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Cập nhật website thành công!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(`${SITE} \\(sửa\\)`) })).toBeVisible();

  // A second site, deleted through the confirmation.
  await page.locator('#main-content').getByRole('button', { name: 'Thêm website' }).click();
  const add = page.getByRole('dialog', { name: 'Thêm website' });
  await add.getByLabel('Tên website').fill('Xóa thử');
  await add.getByLabel('Đường dẫn').fill('https://xoa-thu.example.com');
  await add.getByLabel('Tài khoản WordPress').fill('x');
  await add.getByLabel('Mật khẩu ứng dụng (Application Password)').fill('y');
  await add.getByRole('button', { name: 'Thêm website' }).click();
  await expect(page.getByText('Thêm website thành công!').first()).toBeVisible();
  await page.getByRole('button', { name: 'Xóa Xóa thử' }).click();
  await page.getByRole('button', { name: 'Xóa vĩnh viễn!' }).click();
  await expect(page.getByText('Xóa website thành công!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Xóa thử/ })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await look(page, 'websites');
});

test("the blog view pages through the sites' posts, filters them and refuses a bad page number", async ({ page }) => {
  await asAdmin(page);
  await page.goto('/blog-on-website-list');
  const cards = page.getByRole('article');
  // This file's site only: other specs connect the same fake WordPress under other names.
  await page.getByRole('combobox', { name: 'Website' }).click();
  await page.getByRole('option', { name: new RegExp(SITE) }).click();
  await expect(cards).toHaveCount(9);
  await expect(cards.first()).toContainText('Bài mẫu số 12 về vận tải');
  await expect(cards.first().getByRole('link', { name: /Kiểm tra index/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/search\?q=site%3A/,
  );
  await expect(page.getByText('Trang 1 / 2 (12 bài)')).toBeVisible();
  await look(page, 'blog');

  await page.getByLabel('Đến trang').fill('3');
  await page.getByRole('button', { name: 'Đi tới trang' }).click();
  await expect(page.getByText('Số trang không hợp lệ. Vui lòng nhập số từ 1 đến 2')).toBeVisible();
  await page.getByLabel('Đến trang').fill('2');
  await page.getByRole('button', { name: 'Đi tới trang' }).click();
  await expect(cards).toHaveCount(3);

  await page.getByRole('combobox', { name: 'Trạng thái' }).click();
  await page.getByRole('option', { name: 'Bản nháp', exact: true }).click();
  await expect(cards.first()).toContainText('Bản nháp');
  await expect(page.getByRole('article').filter({ hasText: 'Đã đăng' })).toHaveCount(0);

  const search = page.getByRole('textbox', { name: 'Tìm kiếm' });
  await search.fill('số 3 ');
  await search.press('Enter');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Bài mẫu số 3 về vận tải');
  await page.getByRole('button', { name: 'Xóa tìm kiếm' }).click();
  await expect(search).toHaveValue('');
  await expect(cards).toHaveCount(4);
});

test('a post is edited on its site: title, category, an image uploaded to the site, SEO keyword', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/blog-on-website-list');
  await page.getByRole('link', { name: /^Sửa bài Bài mẫu số 12 về vận tải/ }).click();
  await expect(page.getByRole('heading', { name: 'Sửa bài viết trên website', level: 2 })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Tiêu đề', exact: true });
  await expect(title).toHaveValue('Bài mẫu số 12 về vận tải');
  await expect(page.getByRole('textbox', { name: 'Nội dung' })).toBeVisible();

  // Save stays disabled while a required field is empty (§5).
  const save = page.getByRole('button', { name: 'Hoàn tất và lưu bài viết' });
  await title.fill('');
  await expect(save).toBeDisabled();
  await expect(page.getByText('Thiếu tiêu đề/Mô tả/Trạng thái.')).toBeVisible();
  await title.fill('Bài mẫu đã sửa qua e2e');
  await page.getByLabel('Mô tả').fill('Mô tả mới cho bài mẫu.');
  await page.getByLabel('Từ khóa SEO').fill('vận tải e2e');
  await page.getByRole('checkbox', { name: 'Vận tải & Logistics' }).check();
  const editor = page.getByRole('textbox', { name: 'Nội dung' });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Đoạn thêm từ e2e.');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Tải lên website' }).click();
  await (await chooser).setFiles(SAMPLE_PHOTO);
  await expect(page.getByText('Đã upload ảnh lên WordPress!')).toBeVisible();
  const image = page.getByRole('img', { name: 'Ảnh đại diện' });
  await expect(image).toBeVisible();
  // Served by the site itself (our CSP lets a site's images in).
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await look(page, 'edit-post');

  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('✅ Đã cập nhật bài viết qua BE!')).toBeVisible();

  // What the site now holds, read back through our server.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Tiêu đề', exact: true })).toHaveValue('Bài mẫu đã sửa qua e2e');
  await expect(page.getByLabel('Từ khóa SEO')).toHaveValue('vận tải e2e');
  await expect(page.getByRole('checkbox', { name: 'Vận tải & Logistics' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Nội dung' })).toContainText('Đoạn thêm từ e2e.');
  await expect(page.getByRole('img', { name: 'Ảnh đại diện' })).toBeVisible();
});

test('a writer reads the website list without add, edit or delete', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[1]);
  await loginThroughForm(page, 'bientap1');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/website-list');
  await expect(page.getByRole('row', { name: new RegExp(SITE) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thêm website' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^Sửa ${SITE}`) })).toHaveCount(0);
});
