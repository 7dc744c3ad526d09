import { expect, test } from '@playwright/test';
import { FAKE_GRAPH_PORT, FAKE_WEBHOOK_PORT, FAKE_WP_PORT } from '../../playwright.config';
import { SAMPLE_PHOTO } from './support/photo';
import { DESKTOP, shootBothSizes } from './support/screens';
import { loginThroughForm } from './support/session';

// The fanpage screens against the real server and the fake Graph API of tests/support (started by
// playwright.config.ts on E2E_PORT + 3000 with one page, its token and three posts): marketing1 adds
// the page, posts with a photo (our library, then the page's unpublished photo, then attached_media),
// edits and deletes the post; an admin shares a blog post to the page. Screenshots at a phone and a
// desktop size go to test-results/screens/marketing-*.png.
const FAKE_GRAPH_URL = `http://127.0.0.1:${FAKE_GRAPH_PORT}`;
const FAKE_WP_URL = `http://127.0.0.1:${FAKE_WP_PORT}`;
const FAKE_PAGE_ID = '102938475610001';
const FAKE_PAGE_TOKEN = 'EAAfakePageToken0001xyz';
const PAGE_NAME = 'Fanpage e2e Minh Tiến';
const STAMP = Date.now().toString(36);

test.describe.configure({ mode: 'serial' });

test('marketing adds a fanpage, posts a photo, edits and deletes the post', async ({ page }) => {
  // Many steps (two uploads, four Graph calls, two toasts waited out before screenshots).
  test.slow();
  await page.setViewportSize(DESKTOP);
  await loginThroughForm(page, 'marketing1');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto('/quan-ly-fanpage');
  await expect(page.getByRole('heading', { name: 'Danh sách Fanpage', level: 2 })).toBeVisible();
  await expect(page.getByRole('row', { name: /Vận tải Minh Tiến/ }).first()).toBeVisible();

  await page.locator('#main-content').getByRole('button', { name: 'Thêm Fanpage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm Fanpage' });
  await dialog.getByRole('button', { name: 'Thêm Fanpage' }).click();
  await expect(dialog.getByText('Vui lòng nhập đầy đủ mã trang, tên và token của Fanpage.').first()).toBeVisible();
  await dialog.getByLabel('Mã trang (Page ID)').fill(FAKE_PAGE_ID);
  await dialog.getByLabel('Tên Fanpage').fill(PAGE_NAME);
  await dialog.getByLabel('Token của trang (Page Access Token)').fill(FAKE_PAGE_TOKEN);
  await shootBothSizes(page, 'fanpage-add');
  await dialog.getByRole('button', { name: 'Thêm Fanpage' }).click();
  await expect(page.getByText('Thêm fanpage thành công!')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(PAGE_NAME) });
  await expect(row.getByText('Đã lưu (mã hóa)')).toBeVisible();

  // Edit: the token field is blank and blank keeps it.
  await row.getByRole('button', { name: `Sửa ${PAGE_NAME}` }).click();
  const edit = page.getByRole('dialog', { name: 'Sửa Fanpage' });
  await expect(edit.getByLabel('Token của trang (Page Access Token)')).toHaveValue('');
  await edit.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Cập nhật fanpage thành công!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Cập nhật fanpage thành công!')).toBeHidden();
  await shootBothSizes(page, 'fanpages');

  // Posts of the page from the fake Graph.
  await page.goto('/post-fb');
  await expect(page.getByRole('heading', { name: 'Bài viết Fanpage', level: 2 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Fanpage' }).click();
  await page.getByRole('option', { name: new RegExp(PAGE_NAME) }).click();
  await expect(page.getByText('Bài đăng mẫu số 3 của Vận tải Minh Tiến')).toBeVisible();

  const message = `Xe tải mới về kho ${STAMP}`;
  await page.locator('#main-content').getByRole('button', { name: 'Tạo bài viết' }).click();
  const create = page.getByRole('dialog', { name: 'Tạo bài viết' });
  await create.getByRole('button', { name: 'Đăng bài' }).click();
  await expect(create.getByText('Bài viết cần nội dung, đường dẫn, ảnh hoặc video.')).toBeVisible();
  await create.getByLabel('Nội dung').fill(message);
  await create.getByLabel('Đường dẫn (tùy chọn)').fill('https://example.com/xe-moi');
  await create.locator('input[type="file"]').setInputFiles(SAMPLE_PHOTO);
  await create.getByRole('button', { name: 'Đăng bài' }).click();
  await expect(page.getByText('Đăng bài lên Fanpage thành công!')).toBeVisible();
  await expect(create).toBeHidden();
  const post = page.getByRole('article', { name: message });
  await expect(post).toBeVisible();
  await expect(post.locator('img')).toHaveAttribute('src', new RegExp(`^${FAKE_GRAPH_URL}/media/`));
  await expect(post.getByRole('link', { name: 'Xem trên Facebook' })).toHaveAttribute(
    'href',
    new RegExp(`^https://www.facebook.com/${FAKE_PAGE_ID}/posts/`),
  );
  // The fake Graph saw the photo unpublished, then the feed post with attached_media.
  const requests = (await (await page.request.get(`${FAKE_GRAPH_URL}/__requests`)).json()) as {
    method: string;
    path: string;
    params: Record<string, string>;
  }[];
  const photo = requests.findLast((r) => r.path === `/v21.0/${FAKE_PAGE_ID}/photos`);
  expect(photo?.params.published).toBe('false');
  const feed = requests.findLast((r) => r.method === 'POST' && r.path === `/v21.0/${FAKE_PAGE_ID}/feed`);
  expect(feed?.params.message).toBe(message);
  expect(feed?.params['attached_media[0]']).toMatch(/^\{"media_fbid":"\d+"\}$/);
  await expect(page.getByText('Đăng bài lên Fanpage thành công!')).toBeHidden();
  await shootBothSizes(page, 'fanpage-posts');

  // Edit the message.
  await post.getByRole('button', { name: /^Sửa bài:/ }).click();
  const editPost = page.getByRole('dialog', { name: 'Sửa bài viết' });
  await editPost.getByLabel('Nội dung').fill(`${message} (đã sửa)`);
  await editPost.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Cập nhật bài viết thành công!')).toBeVisible();
  const edited = page.getByRole('article', { name: `${message} (đã sửa)` });
  await expect(edited).toBeVisible();

  // Delete through the confirmation.
  await edited.getByRole('button', { name: /^Xóa bài:/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Xóa bài viết' });
  await confirm.getByRole('button', { name: 'Xóa vĩnh viễn!' }).click();
  await expect(page.getByText('Xóa bài viết thành công!')).toBeVisible();
  await expect(page.getByRole('article', { name: `${message} (đã sửa)` })).toHaveCount(0);
});

test('a Graph error is said in Vietnamese on the posts page', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await loginThroughForm(page, 'marketing1');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  // A demo fanpage's token is not one Facebook knows: code 190.
  await page.goto('/post-fb');
  await page.getByRole('combobox', { name: 'Fanpage' }).click();
  await page.getByRole('option', { name: /^Vận tải Minh Tiến \(/ }).click();
  await expect(
    page.getByText(
      'Không thể tải bài viết. Token của Fanpage không hợp lệ hoặc đã hết hạn (Facebook mã 190). Hãy cập nhật token mới trong Danh sách Fanpage.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
});

test('an admin shares a blog post to a fanpage from the blog view', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await loginThroughForm(page, 'admin');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  // A website on the fake WordPress, so the blog view has posts.
  await page.goto('/website-list');
  await page.locator('#main-content').getByRole('button', { name: 'Thêm website' }).click();
  const site = page.getByRole('dialog', { name: 'Thêm website' });
  await site.getByLabel('Tên website').fill(`Blog chia sẻ ${STAMP}`);
  await site.getByLabel('Đường dẫn').fill(FAKE_WP_URL);
  await site.getByLabel('Tài khoản WordPress').fill('bientap');
  await site.getByLabel('Mật khẩu ứng dụng (Application Password)').fill('abcd EFGH ijkl MNOP qrst UVWX');
  await site.getByLabel('Website nội bộ (cho phép địa chỉ mạng riêng)').check();
  await site.getByRole('button', { name: 'Thêm website' }).click();
  await expect(page.getByText('Thêm website thành công!')).toBeVisible();

  await page.goto('/blog-on-website-list');
  const share = page.getByRole('button', { name: /^Chia sẻ Facebook:/ }).first();
  await expect(share).toBeVisible();
  await share.click();
  const dialog = page.getByRole('dialog', { name: 'Chia sẻ lên Fanpage' });
  await expect(dialog.getByLabel('Bài viết')).toHaveValue(new RegExp(`^${FAKE_WP_URL}`));
  await dialog.getByRole('button', { name: 'Chia sẻ' }).click();
  await expect(dialog.getByText('Vui lòng chọn một Fanpage và bài viết.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Fanpage' }).click();
  // A demo fanpage (seed): this test does not depend on the first one's page.
  await page.getByRole('option', { name: 'Vận tải Minh Tiến', exact: true }).click();
  await shootBothSizes(page, 'share-fanpage');
  await dialog.getByRole('button', { name: 'Chia sẻ' }).click();
  // Relayed to the fake receiver (playwright.config.ts) with the page's token added by the server.
  await expect(page.getByText('Yêu cầu đăng bài đã được gửi đi...')).toBeVisible();
  const received = (await (await fetch(`http://127.0.0.1:${FAKE_WEBHOOK_PORT}/__requests`)).json()) as {
    path: string;
    json: { postUrl?: string; fanpageToken?: string; maTrang?: string } | null;
  }[];
  const shared = received.filter((r) => r.path === '/share-fanpage').at(-1)?.json;
  expect(shared?.postUrl).toMatch(new RegExp(`^${FAKE_WP_URL}`));
  expect(shared?.fanpageToken).toBeTruthy();
});
