import { expect, type Locator, type Page, test } from '@playwright/test';
import { keepPositionFresh, PHONE_POSITION } from './support/chromium';
import { loginThroughForm } from './support/session';
import { assignOne, choose, stamp, vnToday } from './support/work-orders';

// The office's work order from draft to ended on "Quản lý Lệnh" (spec 002 §2.7, §4.2, §5): admin
// creates one (the form's messages first), assigns nhanvien1, starts it and ends it with a photo and
// the position Playwright pretends to have. Screenshots at 1440×900 land in /tmp/shots/lenh-*.png
// (SHOTS_DIR overrides).
test.use({
  viewport: { width: 1440, height: 900 },
  permissions: ['geolocation'],
  geolocation: PHONE_POSITION,
});
test.beforeEach(({ context }) => keepPositionFresh(context));

const shots = process.env.SHOTS_DIR ?? '/tmp/shots';
const shoot = (page: Page, name: string) => page.screenshot({ path: `${shots}/lenh-${name}.png`, fullPage: true });

test('admin creates, assigns, starts and ends a work order', async ({ page }) => {
  const title = `Tăng ca E2E ${Date.now().toString(36)}`;
  await loginThroughForm(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/quan-ly-lenh');
  await expect(page.getByRole('heading', { name: 'Quản lý Lệnh', level: 2 })).toBeVisible();
  // Wide screen: kanban by default, three columns.
  const draft = page.getByRole('region', { name: 'Cột Nháp' });
  const running = page.getByRole('region', { name: 'Cột Đang chạy' });
  const ended = page.getByRole('region', { name: 'Cột Đã kết thúc' });
  await expect(draft).toBeVisible();
  await expect(running).toBeVisible();
  await expect(ended).toBeVisible();

  // ── create: the required fields, then the hourly order's end ──
  await page.getByRole('button', { name: 'Tạo lệnh' }).click();
  const create = page.getByRole('dialog', { name: 'Tạo lệnh' });
  await expect(create.getByText('Đi muộn (mọi loại lệnh) bị trừ 30% tiền thưởng.')).toBeVisible();
  await create.getByRole('button', { name: 'Tạo lệnh' }).click();
  await expect(create.getByRole('alert')).toContainText('Thiếu thông tin');
  await expect(create.getByRole('alert')).toContainText('Vui lòng nhập đủ các trường bắt buộc.');
  await create.getByLabel('Tiêu đề').fill(title);
  await choose(page, create, 'Loại lệnh', 'Tăng ca');
  await choose(page, create, 'Kiểu thưởng', 'Theo giờ');
  await create.getByLabel('Bắt đầu').fill(`${vnToday()} 00:05`);
  await create.getByLabel('Bắt đầu').blur();
  await create.getByLabel('Đơn giá (đ/giờ)').fill('50000');
  await create.getByRole('button', { name: 'Tạo lệnh' }).click();
  await expect(create.getByRole('alert')).toContainText('Lệnh theo giờ cần nhập thời gian kết thúc.');
  await create.getByLabel('Kết thúc dự kiến').fill(`${vnToday()} 23:30`);
  await create.getByLabel('Kết thúc dự kiến').blur();
  await shoot(page, 'create');
  await create.getByRole('button', { name: 'Tạo lệnh' }).click();
  await expect(page.getByText('Đã tạo lệnh')).toBeVisible();

  // ── the assign modal opens by itself for the new order ──
  const assign = page.getByRole('dialog', { name: `Gán nhân viên — ${title}` });
  await expect(assign).toBeVisible();
  await assign.getByRole('button', { name: 'Gán nhân viên' }).click();
  await expect(assign.getByRole('alert')).toHaveText('Vui lòng chọn ít nhất một nhân viên.');
  await assignOne(page, assign, 'nhanvien1');

  const cardIn = (column: Locator) => column.getByRole('article', { name: `Lệnh ${title}` });
  await expect(cardIn(draft)).toContainText('Chờ: 1');
  await shoot(page, 'kanban');

  // ── start, then end, each with a photo and the position ──
  await stamp(page, cardIn(draft), 'Bắt đầu', `Bắt đầu lệnh — ${title}`, 'Đã bắt đầu lệnh');
  await expect(cardIn(running)).toBeVisible();
  await expect(cardIn(draft)).toHaveCount(0);
  // Starting expired the unanswered invitation.
  await expect(cardIn(running)).toContainText('Hết hạn: 1');
  await stamp(page, cardIn(running), 'Kết thúc', `Kết thúc lệnh — ${title}`, 'Đã kết thúc lệnh');
  await expect(cardIn(ended)).toBeVisible();
  await expect(cardIn(running)).toHaveCount(0);

  // ── detail: the stamps, the assignment and no attendance ──
  await cardIn(ended).getByRole('button', { name: 'Chi tiết' }).click();
  const detail = page.getByRole('dialog', { name: `Chi tiết lệnh — ${title}` });
  await expect(detail.getByRole('table', { name: 'Phân công' })).toContainText('Hết hạn');
  await expect(detail.getByText('Chưa có chấm công')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Xem ảnh: Ảnh bắt đầu lệnh' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Xem ảnh: Ảnh kết thúc lệnh' })).toBeVisible();
  await shoot(page, 'detail');
  await page.keyboard.press('Escape');

  // ── cards view, remembered across a reload ──
  await page.getByText('Thẻ', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Cột Nháp' })).toHaveCount(0);
  await page.getByLabel('Từ khóa').fill(title);
  await page.getByLabel('Từ khóa').press('Enter');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: `Lệnh ${title}` })).toContainText('Đã kết thúc');
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cột Nháp' })).toHaveCount(0);
  await shoot(page, 'cards');
});
