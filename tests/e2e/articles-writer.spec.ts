import { expect, type Locator, type Page, test } from '@playwright/test';
import { FAKE_AI_PORT, FAKE_WP_PORT } from '../../playwright.config';
import { ARTICLE_MESSAGES as M } from '../../src/contracts/articles-vocabulary';
import { apiPost, tokenOf } from './support/api';
import { loginThroughForm } from './support/session';

// The AI writer end to end (spec 001 §2, §4, §5, §8; issue 15) against the fake model and the fake
// WordPress that playwright.config.ts starts beside the app: six steps as bientap1, every
// generation through the persisted jobs, the text arriving over the progress stream, the §5 checks
// before a push, the post on the site; then the list and both dashboards with their charts.
// Screenshots at 390×844 and 1440×900: test-results/screens/articles-*.png.

const SHOTS = 'test-results/screens';
const stamp = Date.now().toString(36);
const KEYWORD = `vận chuyển container ${stamp}`;
const SITE = `Blog thử nghiệm ${stamp}`;
const SITE_URL = `http://127.0.0.1:${FAKE_WP_PORT}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Lets the shell settle after a resize (the navbar slides away on a phone), from the top, before a screenshot. */
async function settle(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
}

async function shootBoth(page: Page, name: string, ready?: () => Promise<void>) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await ready?.();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/articles-${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await ready?.();
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/articles-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A Mantine Select by its label (a combobox, or a textbox while searchable). */
const picker = (scope: Locator | Page, label: string) =>
  scope
    .getByRole('combobox', { name: label, exact: true })
    .or(scope.getByRole('textbox', { name: label, exact: true }));

async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await picker(scope, label).click();
  await page.getByRole('option', { name: option }).first().click();
}

const fakeModel = (data: unknown) =>
  fetch(`http://127.0.0.1:${FAKE_AI_PORT}/__control`, { method: 'POST', body: JSON.stringify(data) });

test.beforeAll(async ({ request }) => {
  // An intranet site (the fake WordPress on loopback): only an administrator may allow that.
  const admin = await tokenOf(request, 'admin');
  await apiPost(
    request,
    admin,
    '/api/wp-sites',
    {
      name: SITE,
      baseUrl: SITE_URL,
      wpUsername: 'bientap',
      wpAppPass: 'abcd EFGH ijkl MNOP qrst UVWX',
      active: true,
      allowPrivate: true,
    },
    201,
  );
  await fakeModel({ reset: true });
});

test('the six-step writer with the model, up to the post on the website', async ({ page }) => {
  test.setTimeout(180_000);
  await loginThroughForm(page, 'bientap1');
  await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
  await page.goto('/ai-writer');
  await expect(page.getByRole('heading', { name: 'Viết bài AI', level: 2 })).toBeVisible();
  const form = page.locator('form');

  // Step 1: the checks of §5, Enter never submits, Vietnamese by default.
  await expect(picker(form, 'Ngôn ngữ')).toHaveValue('Tiếng Việt');
  await form.getByRole('button', { name: 'Tạo bài & lấy SubKeywords' }).click();
  await expect(toast(page, M.step1Required)).toBeVisible();
  const keyword = form.getByRole('textbox', { name: 'Từ khóa chính' });
  await keyword.fill(KEYWORD);
  await choose(page, form, 'Schema / ngữ cảnh', 'Article — Bài viết');
  await keyword.press('Enter');
  await expect(page).toHaveURL(/\/ai-writer$/);
  await shootBoth(page, 'writer-step1');
  await form.getByRole('button', { name: 'Tạo bài & lấy SubKeywords' }).click();

  // Step 2: sub-keywords arrive through the job; choose, add one, save → outline.
  await expect(page).toHaveURL(/\/ai-writer\/\d+\?step=2$/);
  await expect(toast(page, M.created)).toBeVisible({ timeout: 30_000 });
  const chips = page.getByRole('group', { name: 'Từ khóa phụ' });
  await expect(chips.getByText(`${KEYWORD} giá rẻ`)).toBeVisible();
  await chips.getByText(`${KEYWORD} uy tín`).click(); // leave one out
  await page.getByRole('textbox', { name: 'Thêm từ khóa phụ' }).fill('xe container 40 feet');
  await page.getByRole('textbox', { name: 'Thêm từ khóa phụ' }).press('Enter');
  await expect(chips.getByText('xe container 40 feet')).toBeVisible();
  await shootBoth(page, 'writer-step2');
  // A slow model: the outline's text is seen arriving over the progress stream.
  await fakeModel({ chunkDelayMs: 120, chunkSize: 12 });
  await page.getByRole('button', { name: 'Lưu & sinh outline' }).click();
  await expect(toast(page, M.subKeywordsSaved)).toBeVisible();
  await expect(page.getByTestId('ai-partial')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/articles-writer-streaming-1440.png`, fullPage: true });
  await expect(toast(page, M.outlineGenerated)).toBeVisible({ timeout: 60_000 });
  await fakeModel({ chunkDelayMs: 0, chunkSize: 24 });

  // Step 3: the outline, editable → title and description.
  await expect(page).toHaveURL(/step=3$/);
  const outline = page.getByRole('textbox', { name: 'Dàn ý (outline)' });
  await expect(outline).not.toHaveValue('');
  await outline.fill(`${await outline.inputValue()}\n## Câu hỏi thường gặp`);
  await shootBoth(page, 'writer-step3');
  await page.getByRole('button', { name: 'Sinh tiêu đề & mô tả' }).click();
  await expect(toast(page, M.titleDescriptionGenerated)).toBeVisible({ timeout: 30_000 });

  // Step 4: title and description; the slug follows the title.
  await expect(page).toHaveURL(/step=4$/);
  const title = page.getByRole('textbox', { name: 'Tiêu đề' });
  await expect(title).not.toHaveValue('');
  await title.fill(`Dịch vụ vận chuyển container Đà Nẵng ${stamp}`);
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(
    `dich-vu-van-chuyen-container-da-nang-${stamp}`,
  );
  await shootBoth(page, 'writer-step4');
  await page.getByRole('button', { name: 'Lưu & sinh semantic keywords' }).click();
  await expect(toast(page, M.semanticGenerated)).toBeVisible({ timeout: 30_000 });

  // Step 5: semantic keywords and one internal link (required) → content.
  await expect(page).toHaveURL(/step=5$/);
  await page.getByRole('button', { name: 'Lưu & sinh nội dung' }).click();
  await expect(toast(page, M.internalLinkRequired)).toBeVisible();
  // Other specs connect the same fake site under other names: one radio per address, named by all.
  await page.getByRole('radio', { name: new RegExp(`${SITE}.*\\(${SITE_URL}\\)`) }).check();
  await shootBoth(page, 'writer-step5');
  await page.getByRole('button', { name: 'Lưu & sinh nội dung' }).click();
  await expect(toast(page, M.contentGenerated)).toBeVisible({ timeout: 30_000 });

  // Step 6: the content in the editor; each publish check of §5 in turn; preflight; push.
  await expect(page).toHaveURL(/step=6$/);
  await expect(page.locator('.ProseMirror')).toContainText(/\S/, { timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(
    `dich-vu-van-chuyen-container-da-nang-${stamp}`,
  );
  await page.getByRole('button', { name: 'Kiểm tra kết nối' }).click();
  await expect(toast(page, M.siteRequired)).toBeVisible();
  await page.getByRole('button', { name: 'Đăng bài', exact: true }).click();
  await expect(toast(page, M.siteAndCategoryRequired)).toBeVisible();
  await choose(page, form, 'Website', `${SITE} (${SITE_URL})`);
  await page.getByRole('button', { name: 'Kiểm tra kết nối' }).click();
  await expect(toast(page, 'users/me: ok (200) · types/post: ok (200)')).toBeVisible();
  await page.getByRole('group', { name: 'Danh mục' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Đăng bài', exact: true }).click();
  await expect(toast(page, M.ctaRequired)).toBeVisible();
  await picker(page, 'CTA').click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Đăng bài', exact: true }).click();
  await expect(toast(page, M.featuredImageRequired)).toBeVisible();

  await page.getByRole('button', { name: 'Chọn ảnh từ thư viện' }).click();
  const library = page.getByRole('dialog', { name: 'Thư viện ảnh' });
  await library.getByRole('button', { name: 'Tạo folder' }).click();
  const folder = page.getByRole('dialog', { name: 'Tạo folder' });
  await folder.getByRole('textbox', { name: 'Tên folder' }).fill(`bai-viet-${stamp}`);
  await folder.getByRole('button', { name: 'Tạo folder' }).click();
  const chooser = page.waitForEvent('filechooser');
  await library.getByRole('button', { name: 'Tải lên' }).click();
  await (await chooser).setFiles([{ name: `Anh bai viet ${stamp}.png`, mimeType: 'image/png', buffer: PNG }]);
  await library.getByRole('button', { name: `Chèn anh-bai-viet-${stamp}.png` }).click();
  await expect(page.getByRole('img', { name: 'Ảnh đại diện' })).toBeVisible();
  await shootBoth(page, 'writer-step6');

  await page.getByRole('button', { name: 'Finalize', exact: true }).click();
  await expect(toast(page, M.finalized)).toBeVisible();
  await page.getByRole('button', { name: 'Đăng bài', exact: true }).click();
  await expect(toast(page, M.pushed)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Hoàn tất!').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Xem bài trên website' })).toHaveAttribute('href', new RegExp(SITE_URL));
  await shootBoth(page, 'writer-done');

  // The list: keyword on Enter, the pushed article at 100 % and no way to continue it.
  await page.goto('/article-list');
  const search = page.getByRole('textbox', { name: 'Từ khóa' });
  await search.fill(stamp);
  await search.press('Enter');
  const table = page.getByRole('table', { name: 'Danh sách bài viết' });
  const row = table.getByRole('row').filter({ hasText: `Dịch vụ vận chuyển container Đà Nẵng ${stamp}` });
  await expect(row).toBeVisible();
  await expect(row.getByRole('progressbar', { name: 'Tiến độ 100%' })).toBeVisible();
  await expect(row.getByRole('button', { name: new RegExp(M.pushedTooltip.replace(/[()]/g, '\\$&')) })).toBeDisabled();
  await search.fill('');
  await search.press('Enter');
  await page.getByRole('group', { name: 'Lọc theo bước' }).getByText('Outline', { exact: true }).click();
  await expect(page).toHaveURL(/step=OUTLINE/);
  await expect(table.getByText('Outline').first()).toBeVisible();
  await shootBoth(page, 'list');
  // Continue opens the writer on the article's step.
  await table
    .getByRole('link', { name: /^Viết tiếp bài #\d+$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ai-writer\/\d+\?step=3$/);

  // My dashboard: KPIs, step chips, charts, the two tables.
  await page.goto('/dashboard-viet-bai-user');
  await expect(page.getByRole('group', { name: 'Pushed to WP' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Articles by Step' }).locator('.recharts-surface').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'By Site' }).locator('.recharts-surface').first()).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Recent pushed posts' }).getByText(`Dịch vụ vận chuyển container Đà Nẵng ${stamp}`),
  ).toBeVisible();
  await page.getByText('7d', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '7d' })).toBeChecked();
  await shootBoth(page, 'dashboard-mine', async () => {
    await expect(
      page.getByRole('region', { name: 'Articles by Step' }).locator('.recharts-surface').first(),
    ).toBeVisible();
  });
});

test('the admin dashboard: everyone, then one user', async ({ page }) => {
  await loginThroughForm(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
  await page.goto('/dashboard-viet-bai-admin');
  await expect(page.getByRole('heading', { name: 'Dashboard (Admin)', level: 2 })).toBeVisible();
  for (const chart of ['Articles by Step', 'Articles Created / Day', 'By Site'])
    await expect(page.getByRole('region', { name: chart }).locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Top Authors' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Recent Articles' }).getByRole('columnheader', { name: 'Author' }),
  ).toBeVisible();
  await shootBoth(page, 'dashboard-admin', async () => {
    await expect(
      page.getByRole('region', { name: 'Articles by Step' }).locator('.recharts-surface').first(),
    ).toBeVisible();
  });

  // One user: the filter searches as one types; Top Authors and the Author column go.
  await picker(page, 'User').fill('bientap1');
  await page.getByRole('option', { name: /bientap1/ }).click();
  await expect(page.getByRole('region', { name: 'Top Authors' })).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'Recent Articles' }).getByRole('columnheader', { name: 'Author' }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear user' }).click();
  await expect(page.getByRole('region', { name: 'Top Authors' })).toBeVisible();
});
