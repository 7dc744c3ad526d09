import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { AttendanceMatrix } from '../../src/contracts/attendance';
import { cong, isMatrix, vnDay } from './support/attendance';
import { FAKE_CAMERA_ARGS, findChromium, keepPositionFresh, PHONE_POSITION } from './support/chromium';
import { takePhoto } from './support/photo';
import { loginThroughForm, waitForServiceWorker } from './support/session';
import { assignOne, choose, stamp, vnToday } from './support/work-orders';

// The employee's page (spec 002 §2.8) with the office around it (§2.7, §2.9, §4.2):
// admin creates a work order and assigns nhanvien1; nhanvien1, on a phone that then loses coverage,
// accepts it, clocks in, checks in to the order and clocks out — each with a photo, each shown at
// once as 'Chờ gửi'. Meanwhile admin starts the order (which expires invitations nobody answered
// yet). Back online the phone's outbox drains: the accept, dated on the phone before the start,
// counts; the order runs and the employee checks out. Admin sees the attendance in the order's
// detail, the day in the month matrix, and an adjustment changes the month's total.
// Screenshots (390×844 and 1440×900) land in /tmp/shots/nv-*.png (SHOTS_DIR overrides).

const EMPLOYEE = 'Đỗ Thị Hoa';
const shots = process.env.SHOTS_DIR ?? '/tmp/shots';
// Attendance proof is a fresh capture (no file picker): the phone's photos come from the fake camera.
test.use({
  launchOptions: { executablePath: findChromium(), args: FAKE_CAMERA_ARGS },
});
async function contextFor(browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    permissions: ['geolocation', 'camera'],
    geolocation: PHONE_POSITION,
  });
  keepPositionFresh(context);
  return context;
}

/** A punch through the full-screen modal: no photo → the message; a photo → the toast. */
async function punch(page: Page, open: () => Promise<void>, title: string, field: string, toast: string) {
  await open();
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: title.split(' — ')[0], exact: true }).click();
  await expect(modal.getByText('Vui lòng chụp ảnh trước.')).toBeVisible();
  await takePhoto(page, field);
  await modal.getByRole('button', { name: title.split(' — ')[0], exact: true }).click();
  await expect(page.getByText(toast).first()).toBeVisible();
  await expect(modal).toBeHidden();
}

test('an employee answers and works an order offline; the office sees it and adjusts the day', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `Điều động NV ${Date.now().toString(36)}`;

  // ── admin creates the order and assigns nhanvien1 ──
  const office = await (await contextFor(browser, { width: 1440, height: 900 })).newPage();
  await loginThroughForm(office, 'admin');
  await expect(office).toHaveURL(/\/$/);
  await office.goto('/quan-ly-lenh');
  await office.getByRole('button', { name: 'Tạo lệnh' }).click();
  const create = office.getByRole('dialog', { name: 'Tạo lệnh' });
  await create.getByLabel('Tiêu đề').fill(title);
  await choose(office, create, 'Loại lệnh', 'Điều động');
  await choose(office, create, 'Kiểu thưởng', 'Theo công');
  await create.getByLabel('Bắt đầu').fill(`${vnToday()} 00:05`);
  await create.getByLabel('Bắt đầu').blur();
  await create.getByLabel('Đơn giá (đ/công)').fill('300000');
  await create.getByRole('button', { name: 'Tạo lệnh' }).click();
  await expect(office.getByText('Đã tạo lệnh')).toBeVisible();
  await assignOne(office, office.getByRole('dialog', { name: `Gán nhân viên — ${title}` }), 'nhanvien1');
  const officeCard = office.getByRole('region', { name: 'Cột Nháp' }).getByRole('article', { name: `Lệnh ${title}` });
  await expect(officeCard).toContainText('Chờ: 1');

  // ── nhanvien1 opens the page online on a phone ──
  const phoneContext = await contextFor(browser, { width: 390, height: 844 });
  const phone = await phoneContext.newPage();
  await loginThroughForm(phone, 'nhanvien1');
  await expect(phone).toHaveURL(/\/$/);
  await phone.goto('/cham-cong-nhan-vien');
  await expect(phone.getByRole('heading', { name: 'Chấm công của tôi', level: 2 })).toBeVisible();
  await waitForServiceWorker(phone);
  const pending = phone.getByRole('region', { name: 'Chờ xác nhận' });
  const inProgress = phone.getByRole('region', { name: 'Đang thực hiện' });
  const done = phone.getByRole('region', { name: 'Đã hoàn thành' });
  const card = (column = phone.locator('body')) => column.getByRole('article', { name: `Lệnh ${title}` });
  await expect(card(pending)).toBeVisible();
  await expect(card(pending).getByRole('button', { name: 'Check-in' })).toHaveCount(0);
  const clock = phone.getByRole('region', { name: 'Chấm công hôm nay' });
  // A run before this one may have left the day closed; it is never left open.
  await expect(clock.getByRole('button', { name: 'Chấm vào' })).toBeVisible();
  await phone.screenshot({ path: `${shots}/nv-phone-online.png`, fullPage: true });

  // ── coverage lost: accept, clock in, check in to the order, clock out ──
  await phoneContext.setOffline(true);
  await card(pending).getByRole('button', { name: 'Đồng ý' }).click();
  await expect(phone.getByText('Đã đồng ý lệnh — đã lưu, sẽ gửi khi có mạng.')).toBeVisible();
  await expect(card(pending)).toHaveCount(0);
  await expect(card(inProgress)).toContainText('Đã đồng ý');
  await expect(card(inProgress)).toContainText('Chờ gửi');

  await punch(
    phone,
    () => clock.getByRole('button', { name: 'Chấm vào' }).click(),
    'Chấm vào',
    'Ảnh chân dung',
    'Chấm vào thành công — đã lưu, sẽ gửi khi có mạng.',
  );
  await expect(clock.getByRole('button', { name: 'Chấm ra' })).toBeVisible();

  await punch(
    phone,
    () => card(inProgress).getByRole('button', { name: 'Check-in' }).click(),
    `Check-in lệnh — ${title}`,
    'Ảnh hiện trường',
    'Check-in lệnh thành công — đã lưu, sẽ gửi khi có mạng.',
  );
  // Checked in; the phone still knows the order as a draft, so check-out waits for its start.
  await expect(card(inProgress)).toContainText('Check-in');
  await expect(card(inProgress).getByRole('button', { name: 'Check-out' })).toHaveCount(0);
  await expect(card(inProgress)).toContainText('Check-out được khi quản lý bắt đầu lệnh.');

  await punch(
    phone,
    () => clock.getByRole('button', { name: 'Chấm ra' }).click(),
    'Chấm ra',
    'Ảnh chân dung',
    'Chấm ra thành công — đã lưu, sẽ gửi khi có mạng.',
  );
  const activity = phone.getByRole('region', { name: 'Hoạt động hôm nay' });
  // Newest first, each waiting to be sent.
  await expect(activity.getByRole('listitem').filter({ hasText: 'Chờ gửi' })).toHaveText([
    /Chấm raChờ gửi$/,
    new RegExp(`Check-in lệnh · ${title}Chờ gửi$`),
    /Chấm vàoChờ gửi$/,
    new RegExp(`Đồng ý lệnh · ${title}Chờ gửi$`),
  ]);
  await expect(phone.getByTestId('sync-chip')).toContainText('4 mục chờ gửi');
  await phone.screenshot({ path: `${shots}/nv-phone-offline.png`, fullPage: true });

  // A reload with no coverage: the page opens from the device, nothing queued is lost.
  await phone.reload();
  await expect(card(inProgress)).toContainText('Chờ gửi');
  await expect(card(inProgress)).toContainText('Check-out được khi quản lý bắt đầu lệnh.');
  await expect(clock.getByRole('button', { name: 'Chấm vào' })).toBeVisible();
  await expect(phone.getByTestId('sync-chip')).toContainText('4 mục chờ gửi');
  await expect(activity.getByRole('listitem').filter({ hasText: 'Chờ gửi' })).toHaveCount(4);

  // ── meanwhile the office starts the order: the unanswered invitation expires ──
  await stamp(office, officeCard, 'Bắt đầu', `Bắt đầu lệnh — ${title}`, 'Đã bắt đầu lệnh');
  const running = office.getByRole('region', { name: 'Cột Đang chạy' }).getByRole('article', { name: `Lệnh ${title}` });
  await expect(running).toContainText('Hết hạn: 1');

  // ── back online: the outbox drains, the accept made before the start counts ──
  await phoneContext.setOffline(false);
  await expect(phone.getByTestId('sync-chip')).toContainText('Đã gửi hết', { timeout: 45_000 });
  await expect(card(inProgress).getByRole('button', { name: 'Check-out' })).toBeVisible({ timeout: 20_000 });
  await expect(card(inProgress)).toContainText('Đang chạy');
  await punch(
    phone,
    () => card(inProgress).getByRole('button', { name: 'Check-out' }).click(),
    `Check-out lệnh — ${title}`,
    'Ảnh hiện trường',
    'Check-out lệnh thành công',
  );
  await expect(card(done)).toBeVisible({ timeout: 20_000 });
  await expect(card(done)).toContainText('Tiền thưởng', { timeout: 20_000 });

  // The order's popup: the own check-in and check-out with their photos.
  await card(done).getByRole('button', { name: 'Chi tiết' }).click();
  const popup = phone.getByRole('dialog', { name: `Chi tiết lệnh — ${title}` });
  await expect(popup.getByRole('button', { name: 'Xem ảnh: Ảnh check-in' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Xem ảnh: Ảnh check-out' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Xem ảnh: Ảnh bắt đầu lệnh' })).toBeVisible();
  await phone.screenshot({ path: `${shots}/nv-phone-detail.png`, fullPage: true });
  await phone.keyboard.press('Escape');

  // Today's cell of the month grid opens the day with both photos of the shift.
  const today = vnDay();
  const dayOfMonth = Number(today.slice(8));
  await phone
    .getByRole('grid')
    .getByRole('gridcell', { name: new RegExp(`^Ngày ${dayOfMonth}\\b`) })
    .click();
  const dayModal = phone.getByRole('dialog', { name: /^Chấm công ngày/ });
  await expect(dayModal.getByText('Giờ vào sớm nhất')).toBeVisible();
  await expect(dayModal.getByRole('button', { name: /^Xem ảnh: Ảnh vào/ }).first()).toBeVisible();
  await expect(dayModal.getByRole('button', { name: /^Xem ảnh: Ảnh ra/ }).first()).toBeVisible();
  await phone.keyboard.press('Escape');
  await phone.setViewportSize({ width: 1440, height: 900 });
  await phone.screenshot({ path: `${shots}/nv-desktop.png`, fullPage: true });

  // ── the office: the order's attendance, then the day in the matrix ──
  await running.getByRole('button', { name: 'Chi tiết' }).click();
  const detail = office.getByRole('dialog', { name: `Chi tiết lệnh — ${title}` });
  await expect(detail.getByRole('table', { name: 'Phân công' })).toContainText('Đã đồng ý');
  const attendance = detail.getByRole('table', { name: 'Chấm công' });
  await expect(attendance).toContainText(EMPLOYEE);
  await expect(attendance.getByRole('button', { name: /Xem ảnh: Ảnh vào/ })).toBeVisible();
  await expect(attendance.getByRole('button', { name: /Xem ảnh: Ảnh ra/ })).toBeVisible();
  await office.keyboard.press('Escape');

  const answer = office.waitForResponse(isMatrix);
  await office.goto('/quan-ly-cham-cong');
  const matrix = ((await (await answer).json()) as { data: AttendanceMatrix }).data;
  const row = matrix.rows.find((r) => r.tenDangNhap === 'nhanvien1');
  expect(row, 'nhanvien1 is in the matrix').toBeTruthy();
  if (!row) return;
  // How the day counts depends on the hour the suite runs (the department's frame); that the
  // shift is there is what the day modal shows: both punches with their photos.
  const cell = row.daily[dayOfMonth - 1];
  const tr = office.getByTestId('matrix-row-nhanvien1');
  await expect(tr.getByTestId('matrix-total')).toHaveText(cong(row.totalCong));
  await tr.getByRole('button', { name: new RegExp(`^${row.hoTen}, ngày ${dayOfMonth}:`) }).click();
  const modal = office.getByRole('dialog');
  await expect(modal.getByRole('button', { name: /^Xem ảnh: Ảnh vào/ }).first()).toBeVisible();
  const before = cell?.soCong ?? 0;
  const next = before === 1 ? 0.5 : 1;
  await modal.getByLabel('Số công (ghi đè)').fill(String(next));
  await modal.getByRole('button', { name: 'Lưu chỉnh sửa' }).click();
  await expect(office.getByText('Đã lưu chỉnh sửa')).toBeVisible();
  await expect(tr.getByTestId('matrix-total')).toHaveText(cong(row.totalCong - before + next));
});
